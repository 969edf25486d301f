/**
 * Valid requests to start from: a few bodies and queries each schema accepts, drawn with
 * effect's schema arbitraries and encoded to their wire form. The suite breaks one field of
 * such a request, so the broken value reaches the code behind the schema's other checks.
 */
import { Arbitrary, Effect, Schema } from 'effect'

export const validSamples = async (schema: Schema.Top | undefined, count: number, seed: number): Promise<ReadonlyArray<unknown>> => {
  if (!schema) return []
  try {
    const values = await Effect.runPromise(Arbitrary.sampleEffect(Arbitrary.schema(schema as never), { count, seed, size: 10 }))
    return values.map((v) => Schema.encodeUnknownSync(Schema.toCodecJson(schema) as never)(v))
  } catch {
    // A schema no arbitrary can draw from: the suite still sends it wholly generated input.
    return []
  }
}
