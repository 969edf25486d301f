/**
 * Generators of hostile requests for one route: values of the wrong type, missing and extra
 * fields, huge strings and numbers, NUL and lone surrogates, prototype keys, deep nesting,
 * malformed JSON, wrong content types, bad query strings and path segments, and the callers
 * (anonymous, a member, a bad token; a vendor with a right or wrong signature).
 */
import fc from 'fast-check'
import type { FuzzRoute } from './routes.ts'

/** Keys that reach `Object.prototype` when code copies objects carelessly. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const

/** Strings a careless server trips on. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\ud83d', '\uffff', '\u202e', '🎰', '\r\n', '%00', '%', '%zz', '..', '../../etc/passwd',
  "' OR 1=1 --", '"; DROP TABLE members; --', '<script>alert(1)</script>', '${7*7}', '{{7*7}}', 'NaN', 'Infinity', '-Infinity',
  '-1', '0', '-0', '1e999', '-1e999', '0x10', '1_000', ' 1 ', '9'.repeat(400), '1.5', 'true', 'null', 'undefined',
  ...PROTO_KEYS,
]

const NASTY_NUMBERS = [
  0, -0, -1, 1, 1.5, -1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 2 ** 63, 1e21, 1e308, -1e308,
  Number.MIN_VALUE, Number.EPSILON, 100_000_000_00, 100_000_000_01,
]

const hugeString = fc.constantFrom(10_000, 70_000).map((n) => 'x'.repeat(n))

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  { weight: 1, arbitrary: hugeString },
)

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const scalar: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null))

/** A value nested `depth` deep in arrays or objects. */
const deep = (depth: number, asArray: boolean): unknown => {
  let v: unknown = 1
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v }
  return v
}

/** An object whose own keys are the given ones (a literal `__proto__` key would set the prototype). */
const objectOf = (entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> => {
  const o: Record<string, unknown> = {}
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  return o
}

const value: fc.Arbitrary<unknown> = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('v'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.oneof(nastyString, fc.constantFrom(...PROTO_KEYS)), tie('v')), { maxLength: 4 }).map(objectOf) },
    { weight: 1, arbitrary: fc.constantFrom(deep(40, true), deep(40, false), deep(2000, true)) },
  ),
})).v

/** An object over the route's own fields (some missing, some broken) plus extra and prototype keys. */
const bodyObject = (fields: ReadonlyArray<string>): fc.Arbitrary<Record<string, unknown>> => {
  const key = fields.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) }, { weight: 1, arbitrary: nastyString })
    : fc.oneof(fc.constantFrom(...PROTO_KEYS), nastyString)
  return fc.array(fc.tuple(key, value), { maxLength: Math.max(3, fields.length + 2) }).map(objectOf)
}

/** One change to a valid request: a field set to a hostile value, a field dropped, or none. */
type Mutation = { readonly op: 'set'; readonly key: string; readonly value: unknown } | { readonly op: 'delete'; readonly key: string } | { readonly op: 'keep' }

const mutation = (fields: ReadonlyArray<string>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> => {
  const key = fields.length > 0
    ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) }, { weight: 1, arbitrary: nastyString })
    : fc.oneof(fc.constantFrom(...PROTO_KEYS), nastyString)
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ op: fc.constant('set' as const), key, value: hostile }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), key }) },
    { weight: 1, arbitrary: fc.constant({ op: 'keep' as const }) },
  )
}

const mutate = (sample: unknown, mutations: ReadonlyArray<Mutation>): unknown => {
  if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return sample
  const entries = new Map<string, unknown>(Object.entries(sample))
  for (const m of mutations) {
    if (m.op === 'set') entries.set(m.key, m.value)
    else if (m.op === 'delete') entries.delete(m.key)
  }
  return objectOf([...entries])
}

/** A valid sample with one or two fields broken. */
const nearValid = (samples: ReadonlyArray<unknown>, fields: ReadonlyArray<string>, hostile: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...samples), fc.array(mutation(fields, hostile), { minLength: 1, maxLength: 2 })).map(([s, ms]) => mutate(s, ms))

/** Valid requests of a route to break (samples.ts). */
export interface Samples {
  readonly body: ReadonlyArray<unknown>
  readonly query: ReadonlyArray<unknown>
}

/** A body as it goes on the wire: JSON of a value, or text that is not what it claims. */
export type WireBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'raw'; readonly text: string; readonly contentType: string }
  | { readonly kind: 'none' }

const MALFORMED_JSON = [
  '', '{', '}', '{"a":', '[1,]', '{"a":1,}', 'NaN', 'Infinity', '{"a":NaN}', '{"a":1e999}', '{"a":-1e999}', "{'a':1}", '\u0000',
  '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\ufeff{}', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1}{"b":2}', 'null', 'true', '0', '"text"', '[]', '['.repeat(5000) + ']'.repeat(5000), '{"a":' + '['.repeat(100_000),
]

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'text/html',
  'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream',
  'application/json, text/plain', 'APPLICATION/JSON', 'application/jsonx', 'application/vnd.api+json', '*/*', ';',
]

export const wireBody = (route: FuzzRoute, samples: ReadonlyArray<unknown>): fc.Arbitrary<WireBody> => fc.oneof(
  ...(samples.length > 0 ? [{ weight: 8, arbitrary: nearValid(samples, route.bodyFields, value).map((v): WireBody => ({ kind: 'json', value: v })) }] : []),
  { weight: 4, arbitrary: bodyObject(route.bodyFields).map((value): WireBody => ({ kind: 'json', value })) },
  { weight: 2, arbitrary: value.map((value): WireBody => ({ kind: 'json', value })) },
  { weight: 2, arbitrary: fc.record({ text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), nastyString), contentType: fc.constantFrom(...CONTENT_TYPES) }).map((r): WireBody => ({ kind: 'raw', ...r })) },
  { weight: 1, arbitrary: fc.record({ value: bodyObject(route.bodyFields), contentType: fc.constantFrom(...CONTENT_TYPES) }).map((r): WireBody => ({ kind: 'raw', text: JSON.stringify(r.value), contentType: r.contentType })) },
  { weight: 1, arbitrary: fc.constant<WireBody>({ kind: 'none' }) },
)

/** A query string: the route's keys (and others) with bad values, repeated keys, bracket and bad escapes. */
const queryString = (fields: ReadonlyArray<string>, samples: ReadonlyArray<unknown>): fc.Arbitrary<string> => {
  const key = fc.oneof(
    ...(fields.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...fields) }] : []),
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS, '__proto__[polluted]', 'a[b]', 'a[]', '') },
    { weight: 1, arbitrary: nastyString },
  )
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(key, nastyString).map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz=1', 'a=%00', 'a=%ED%A0%80', 'a=%C0%80', '=', '&&&', 'a==b', `a=${'b'.repeat(9000)}`) },
  )
  const generated = fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'))
  if (samples.length === 0) return generated
  const fromSample = nearValid(samples, fields, fc.oneof({ weight: 4, arbitrary: nastyString }, { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 3 }) }))
    .map((q) => Object.entries(q as Record<string, unknown>).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => `${encodeComponent(k)}=${encodeComponent(String(x))}`)).join('&'))
  return fc.oneof({ weight: 2, arbitrary: fromSample }, { weight: 1, arbitrary: generated })
}

/** encodeURIComponent, but a lone surrogate (which it refuses) goes as the raw percent form PostgreSQL would choke on. */
export const encodeComponent = (s: string): string => {
  try {
    return encodeURIComponent(s)
  } catch {
    return s.replace(/[\ud800-\udfff]/g, '%ED%A0%80').replace(/[^%A-Za-z0-9._~-]/g, (c) => encodeURIComponent(c))
  }
}

const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString.filter((s) => s.length < 5000 && s !== '').map(encodeComponent) },
  { weight: 1, arbitrary: fc.constantFrom('%00', '%', '%zz', '%2e%2e', '..%2f..%2fetc', '__proto__', 'constructor', 'prototype', '%ED%A0%80', 'a'.repeat(200) + '.svg') },
)

/** Who sends the request. */
export type Caller = 'anonymous' | 'member' | 'badToken' | 'tokenHeader'

export interface FuzzRequest {
  readonly caller: Caller
  /** A hostile string used as the bad token or in place of a vendor name. */
  readonly junk: string
  readonly params: ReadonlyArray<string>
  readonly query: string
  readonly body: WireBody
  /** Encrypted routes: wrap the body's JSON in a valid encrypted payload (so the inner schema is reached). */
  readonly sealBody: boolean
  /** Seamless routes: sign the body with the test vendor's secret (so the body schema is reached). */
  readonly signed: boolean
  /** House routes: put a live game session in `s` (so the other fields are reached). */
  readonly liveSession: boolean
  /** Source address, so per-IP limits do not turn every later request into a 429. */
  readonly ip: string
  /** Headers the server reads besides the token (language, cookies, host...), with junk values. */
  readonly headers: Readonly<Record<string, string>>
  /** Sometimes a method the route does not have. */
  readonly method: string | null
}

const HEADER_NAMES = ['language', 'accept-language', 'user-agent', 'cookie', 'x-forwarded-for', 'host', 'origin', 'referer', 'x-requested-with'] as const
const headerValue = fc.oneof(
  nastyString.filter((s) => s.length < 9000),
  fc.constantFrom('tala_captcha=__proto__', 'tala_captcha=' + 'a'.repeat(300), 'a=b; a=c; __proto__=x', 'en;q=NaN', '127.0.0.1, ::1, evil', '[::1]:99999', 'localhost:0'),
)

export const paramCount = (route: FuzzRoute): number => route.path.split('/').filter((p) => p.startsWith(':')).length

export const fuzzRequest = (route: FuzzRoute, samples: Samples): fc.Arbitrary<FuzzRequest> => fc.record({
  caller: fc.constantFrom<Caller>('anonymous', 'member', 'member', 'badToken', 'tokenHeader'),
  junk: nastyString.filter((s) => s.length < 1000),
  params: fc.array(pathSegment, { minLength: paramCount(route), maxLength: paramCount(route) }),
  query: fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 2, arbitrary: queryString(route.queryFields, samples.query) }),
  body: route.method === 'GET'
    ? fc.oneof({ weight: 4, arbitrary: fc.constant<WireBody>({ kind: 'none' }) }, { weight: 1, arbitrary: wireBody(route, samples.body) })
    : wireBody(route, samples.body),
  sealBody: fc.boolean(),
  signed: fc.boolean(),
  liveSession: fc.boolean(),
  ip: fc.tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map((parts) => parts.join('.')),
  headers: fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerValue, { maxKeys: 2 }),
  method: fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') }),
})
