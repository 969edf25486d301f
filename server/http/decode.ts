/**
 * Decoding requests and encoding replies with the contract schemas. A decode failure is the
 * client's fault (400 VALIDATION_FAILED, naming the field); an encode failure means the
 * server built a reply that breaks its own contract, which is a bug (500).
 */
import { Result, Schema, SchemaIssue } from 'effect'
import { ApiError, clip } from './errors.ts'

const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

type Part = 'body' | 'query' | 'path'

const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc === '' ? String(key) : `${acc}.${String(key)}`), '')

/** "merchantCode: Expected string; types[1]: Expected "B" | ..." */
export const describeIssue = (issue: SchemaIssue.Issue, part: Part): string => {
  const lines = formatter(issue).issues.map((i) => {
    const where = formatPath(i.path as ReadonlyArray<PropertyKey>)
    return where === '' ? `${part}: ${i.message}` : `${where}: ${i.message}`
  })
  const unique = [...new Set(lines)]
  const shown = unique.slice(0, 5).join('; ')
  return clip(unique.length > 5 ? `${shown}; and ${unique.length - 5} more` : shown, 600)
}

export const decodeOrFail = <S extends Schema.Top>(schema: S, input: unknown, part: Part): S['Type'] => {
  if (part === 'body' && input === undefined) {
    throw new ApiError('VALIDATION_FAILED', 'The request body is missing: send a JSON object with Content-Type: application/json.')
  }
  const result = Schema.decodeUnknownResult(schema as never)(input, { errors: 'all' }) as Result.Result<S['Type'], Schema.SchemaError>
  if (Result.isSuccess(result)) return result.success
  throw new ApiError('VALIDATION_FAILED', `Invalid ${part}: ${describeIssue(result.failure.issue, part)}`)
}

export const encodeOrThrow = <S extends Schema.Top>(schema: S, value: unknown): S['Encoded'] => {
  const result = Schema.encodeUnknownResult(schema as never)(value, { errors: 'all' }) as Result.Result<S['Encoded'], Schema.SchemaError>
  if (Result.isSuccess(result)) return result.success
  throw new Error(`Reply does not match its contract: ${result.failure.message}`)
}
