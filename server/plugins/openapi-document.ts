/**
 * The OpenAPI 3.1 document of the wire contract, generated from `Endpoints` (and the
 * seamless vendor API) with effect's JSON Schema support: every path with its method, its
 * query or body (and whether the body travels encrypted), the success envelope around its
 * reply, and each failure code it declares with the schema of its `value`.
 */
import { JsonSchema, Schema, SchemaRepresentation } from 'effect'
import { AllEndpoints, DeclaredFailure, RequestExamples, Success, httpStatusOf, type Endpoint, type EndpointName, type ErrorCode, type FileParts, type FailureSpec, type RequestExample } from '../../src/shared/api/index.ts'
import { SeamlessEndpoints, SeamlessExamples } from '../modules/wallet/index.ts'

type Json = { [key: string]: unknown }

/** One described call: its contract entry and how it is reached. */
export interface Described {
  readonly name: string
  readonly endpoint: Endpoint
  readonly tag: string
  /** Security requirement of the operation (`[]`: public, asks for nothing). */
  readonly security: ReadonlyArray<Json>
  readonly note?: string
  /** A valid request (query and plaintext body), shown as the operation's example. */
  readonly example?: RequestExample
}

/** The wire form of an encrypted body (docs/payload-encryption.md). */
const EncryptedBody = Schema.Struct({ payload: Schema.String }).annotate({
  identifier: 'EncryptedBody',
  description: 'The request body encrypted with the payload key from the status reply: "v1.<iv>.<ciphertext>.<mac>" (docs/payload-encryption.md).',
})

const tagOf = (path: string): string => {
  const parts = path.split('/').filter(Boolean)
  if (parts[0] === 'seamless') return 'seamless'
  if (parts[1] === 'relay') return `relay (${(parts[2] ?? '').split('_')[0]})`
  return parts[1] ?? parts[0] ?? 'api'
}

const bearer = [{ bearerAuth: [] }]

/** Every call of the contract (`AllEndpoints`: the first route's `Endpoints` and the centres' tables) and of the seamless vendor API (also walked by the fuzz suite, server/fuzz). */
export const describedCalls = (): Described[] => [
  ...Object.entries(AllEndpoints).map(([name, endpoint]): Described => ({
    name,
    endpoint,
    tag: tagOf(endpoint.path),
    security: endpoint.auth === 'token' ? bearer : endpoint.auth === 'optional' ? [{}, ...bearer] : [],
    example: RequestExamples[name as EndpointName],
  })),
  ...Object.entries(SeamlessEndpoints).map(([name, endpoint]): Described => ({
    name: `seamless.${name}`,
    endpoint,
    tag: 'seamless',
    security: [{ vendor: [], vendorSignature: [] }],
    note: 'Server to server, for game vendors. Amounts are minor units; a transaction id seen before gets its first answer again with `replayed: true`.',
    example: { body: SeamlessExamples[name as keyof typeof SeamlessExamples] },
  })),
]

/** Every schema the document needs, converted in one pass so shared definitions are shared. */
class SchemaPool {
  private readonly schemas: Schema.Top[] = []
  add(schema: Schema.Top): number {
    this.schemas.push(schema)
    return this.schemas.length - 1
  }
  compile(): { readonly schemas: ReadonlyArray<Json>; readonly definitions: Json } {
    const asts = this.schemas.map((s) => Schema.toCodecJson(s).ast) as [Schema.Top['ast'], ...Schema.Top['ast'][]]
    const multi = SchemaRepresentation.toJsonSchemaMultiDocument(SchemaRepresentation.toRepresentations(asts))
    const openapi = JsonSchema.toMultiDocumentOpenApi3_1(multi)
    return { schemas: openapi.schemas as ReadonlyArray<Json>, definitions: openapi.definitions as Json }
  }
}

interface Planned {
  readonly call: Described
  readonly query: number | null
  readonly body: number | null
  readonly plaintext: number | null
  readonly success: number
  /** HTTP status -> code -> schema index. */
  readonly failures: ReadonlyMap<number, ReadonlyArray<readonly [ErrorCode, number]>>
}

const plan = (pool: SchemaPool, call: Described): Planned => {
  const { endpoint } = call
  const failures = new Map<number, Array<readonly [ErrorCode, number]>>()
  for (const [code, value] of Object.entries((endpoint.failures ?? {}) as FailureSpec) as Array<[ErrorCode, Schema.Top | null]>) {
    const status = httpStatusOf(code)
    failures.set(status, [...(failures.get(status) ?? []), [code, pool.add(DeclaredFailure(code, value))]])
  }
  const encrypted = endpoint.body !== undefined && endpoint.encrypted
  return {
    call,
    query: endpoint.query ? pool.add(endpoint.query) : null,
    body: endpoint.body ? pool.add(encrypted ? EncryptedBody : endpoint.body) : null,
    plaintext: encrypted && endpoint.body ? pool.add(endpoint.body) : null,
    success: pool.add(Success(endpoint.reply)),
    failures,
  }
}

/** Query parameters from the query struct's JSON Schema (an object with properties). */
const parametersOf = (schema: Json, example: Readonly<Record<string, unknown>> | undefined): Json[] => {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, s]) => ({
    name, in: 'query', required: required.has(name), schema: s, ...(example?.[name] !== undefined ? { example: example[name] } : {}),
  }))
}

/** The body's schema with the call's example beside it. */
const withExample = (schema: Json, body: unknown): Json => (body === undefined ? schema : { ...schema, examples: [body] })

/** A call with files: its JSON in the form field `body`, the files in their own field. */
const multipartContent = (files: FileParts, body: Json, example: unknown): Json => ({
  'multipart/form-data': {
    schema: {
      type: 'object',
      required: ['body'],
      properties: {
        body: { ...withExample(body, example), description: 'The call\'s JSON, as a form field.' },
        [files.field]: {
          type: 'array', maxItems: files.maxFiles,
          items: { type: 'string', format: 'binary', description: `${files.types.join(' or ')}, at most ${files.maxFileBytes} bytes (413 beyond).` },
        },
      },
    },
    encoding: { body: { contentType: 'application/json' }, [files.field]: { contentType: files.types.join(', ') } },
  },
})

/** The request body by media type; a plaintext body carries the example (an encrypted one's is on `x-plaintext-body`). */
const requestContent = (p: Planned, schemas: ReadonlyArray<Json>): Json => {
  const { endpoint, example } = p.call
  const body = schemas[p.body!]
  if (endpoint.files) return multipartContent(endpoint.files, body, example?.body)
  // On the media type, where lint checks the example against the schema.
  const shown = p.plaintext === null && example?.body !== undefined ? { example: example.body } : {}
  return { 'application/json': { schema: body, ...shown } }
}

const operationOf = (p: Planned, schemas: ReadonlyArray<Json>): Json => {
  const { call } = p
  const { endpoint } = call
  const responses: Json = {
    200: { description: 'Success: `{ success: true, value }`.', content: { 'application/json': { schema: schemas[p.success] } } },
  }
  for (const [status, entries] of [...p.failures.entries()].sort(([a], [b]) => a - b)) {
    const variants = entries.map(([, i]) => schemas[i])
    responses[status] = {
      description: `Failure \`{ success: false, code, message, value? }\` with code ${entries.map(([c]) => c).join(', ')}.`,
      content: { 'application/json': { schema: variants.length === 1 ? variants[0] : { oneOf: variants } } },
    }
  }
  const encrypted = p.plaintext !== null
  const lines = [
    `Contract entry \`${call.name}\`; auth: ${endpoint.auth}.`,
    ...(encrypted ? ['The body travels encrypted as `{ payload }`; `x-plaintext-body` is the schema of what is encrypted.'] : []),
    ...(call.note ? [call.note] : []),
  ]
  return {
    operationId: call.name,
    summary: call.name,
    tags: [call.tag],
    description: lines.join('\n\n'),
    ...(p.query !== null ? { parameters: parametersOf(schemas[p.query], call.example?.query) } : {}),
    ...(p.body !== null ? { requestBody: { required: true, content: requestContent(p, schemas) } } : {}),
    ...(encrypted ? { 'x-encrypted': true, 'x-plaintext-body': withExample(schemas[p.plaintext!], call.example?.body) } : { 'x-encrypted': false }),
    security: call.security,
    responses,
  }
}

/** The document; its `paths` hold every entry of `AllEndpoints` and of the seamless API. */
export const buildOpenApiDocument = (version = '1.0.0'): Json => {
  const pool = new SchemaPool()
  const planned = describedCalls().map((call) => plan(pool, call))
  const { schemas, definitions } = pool.compile()
  const paths: Record<string, Record<string, Json>> = {}
  for (const p of planned) {
    const { path, method } = p.call.endpoint
    paths[path] = { ...(paths[path] ?? {}), [method.toLowerCase()]: operationOf(p, schemas) }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tala API',
      version,
      description: 'Generated from the wire contract (src/shared/api, Endpoints). Every reply is `{ success: true, value }` or `{ success: false, code, message, value? }`; clients branch on `code`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: definitions,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from a login reply.' },
        vendor: { type: 'apiKey', in: 'header', name: 'X-Vendor', description: 'The vendor code.' },
        vendorSignature: { type: 'apiKey', in: 'header', name: 'X-Signature', description: 'hex(HMAC-SHA256(vendor secret, raw body)).' },
      },
    },
  }
}
