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

/**
 * The first string (value or key) in a decoded request that PostgreSQL cannot store: a NUL
 * (text refuses it) or a lone UTF-16 surrogate (not valid UTF-8). Checked here, before any
 * schema, so no route's string can carry one to the database, whatever its schema says.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const unstorableAt = (value: unknown, path: ReadonlyArray<PropertyKey>, depth = 0): ReadonlyArray<PropertyKey> | null => {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null
  if (typeof value !== 'object' || value === null || depth > 32) return null
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const at = unstorableAt(value[i], [...path, i], depth + 1)
      if (at) return at
    }
    return null
  }
  for (const [key, v] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key]
    const at = unstorableAt(v, [...path, key], depth + 1)
    if (at) return at
  }
  return null
}

/** 400 VALIDATION_FAILED for a request part holding such a string: every query and path (protocol-edges.ts) and every schema-read body. */
export const refuseUnstorable = (input: unknown, part: Part): void => {
  const bad = unstorableAt(input, [])
  if (bad) {
    const where = formatPath(bad)
    throw new ApiError('VALIDATION_FAILED', `Invalid ${part}: ${where === '' ? part : clip(where, 100)}: NUL characters and unpaired surrogates are not allowed`)
  }
}

export const decodeOrFail = <S extends Schema.Top>(schema: S, input: unknown, part: Part): S['Type'] => {
  if (part === 'body' && input === undefined) {
    throw new ApiError('VALIDATION_FAILED', 'The request body is missing: send a JSON object with Content-Type: application/json.')
  }
  // A query or path was checked as the request arrived (plugins/protocol-edges.ts), whatever route it reached.
  if (part === 'body') refuseUnstorable(input, part)
  const result = Schema.decodeUnknownResult(schema as never)(input, { errors: 'all' }) as Result.Result<S['Type'], Schema.SchemaError>
  if (Result.isSuccess(result)) return result.success
  throw new ApiError('VALIDATION_FAILED', `Invalid ${part}: ${describeIssue(result.failure.issue, part)}`)
}

export const encodeOrThrow = <S extends Schema.Top>(schema: S, value: unknown): S['Encoded'] => {
  const result = Schema.encodeUnknownResult(schema as never)(value, { errors: 'all' }) as Result.Result<S['Encoded'], Schema.SchemaError>
  if (Result.isSuccess(result)) return result.success
  throw new Error(`Reply does not match its contract: ${result.failure.message}`)
}
