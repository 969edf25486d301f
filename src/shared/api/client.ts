import { Result, Schema } from 'effect'
import { errorCodeList, type ErrorCode } from './error-codes.ts'
import { DeclaredFailure, Success } from './envelope.ts'
import { nameOf, type Endpoint } from './endpoint.ts'
import type { EndpointName } from './endpoints.ts'
import type { AllEndpoints } from './endpoints-all.ts'
import type { FailureSpec } from './failures.ts'

/**
 * The SPA's HTTP client: one function, `call(Endpoints.x, { query, body, token })`.
 * Every reply is decoded with the contract: a success with the endpoint's reply schema, a
 * failure with the endpoint's declared failures. Whatever goes wrong comes back as an
 * `ApiError` whose `failure` is one of:
 *  - a declared failure of that endpoint: `{ code, message, value }` with `value` decoded
 *    by the code's schema (e.g. login's LOGIN_FAILED carries `{ captcha }` or the
 *    verification methods);
 *  - `UNDECLARED`: the server answered a code (or a value) the endpoint does not declare;
 *    the wire code is in `serverCode`, the value stays unknown;
 *  - `NETWORK`: the request never got a reply (offline, DNS, CORS, aborted by a proxy...);
 *  - `BAD_REPLY`: a reply arrived but is not the contract's envelope (HTML error page, bad JSON...).
 */
export type ClientErrorCode = 'NETWORK' | 'BAD_REPLY'
export type ApiErrorCode = ErrorCode | ClientErrorCode

/** The `value` type a failure spec entry describes (`null`: none). */
type ValueOf<S> = S extends null ? undefined : S extends Schema.optionalKey<infer I> ? I['Type'] | undefined : S extends Schema.Top ? S['Type'] : undefined

/** The failures an endpoint declares, as a union discriminated by `code`. */
export type FailureOf<E> = E extends { readonly failures?: infer F }
  ? F extends FailureSpec
    ? { [C in keyof F & ErrorCode]: F[C] extends null ? { readonly code: C; readonly message: string; readonly value?: undefined } : { readonly code: C; readonly message: string; readonly value: ValueOf<F[C]> } }[keyof F & ErrorCode]
    : never
  : never

/** A failed envelope the endpoint does not declare (unknown code, or a value of another shape). */
export interface UndeclaredFailure {
  readonly code: 'UNDECLARED'
  /** The code on the wire. */
  readonly serverCode: string
  readonly message: string
  readonly value: unknown
}

/** The call got no usable reply. */
export interface ClientFailure {
  readonly code: ClientErrorCode
  readonly message: string
  readonly value?: undefined
}

/** Why a call to `E` failed. */
export type CallFailure<E = Endpoint> = FailureOf<E> | UndeclaredFailure | ClientFailure

/**
 * What a flow keeps of a failed call (a machine's `toFailure` reads it off the thrown
 * `ApiError`): the code (the wire code even when undeclared), the message, the value hint,
 * and the call that failed, whose text for a code may be its own.
 */
export interface ActorFailure {
  readonly code: string
  readonly message: string
  readonly value?: unknown
  readonly call?: EndpointName
}

/** Why a call of the contract, by its name, failed. */
export type EndpointFailure<N extends EndpointName> = CallFailure<(typeof AllEndpoints)[N]>

/** The code that names a failure for people and logs: the wire code even when undeclared. */
export const codeOf = (failure: CallFailure<never> | { readonly code: string; readonly serverCode?: string }): string =>
  failure.code === 'UNDECLARED' && 'serverCode' in failure && typeof failure.serverCode === 'string' ? failure.serverCode : failure.code

const codes = new Set<string>(errorCodeList)
export class ApiError<E = Endpoint> extends Error {
  readonly _tag = 'ApiError'
  /** A contract code or a client one; an undeclared code that is not in the contract reads BAD_REPLY. */
  readonly code: ApiErrorCode
  constructor(
    /** The decoded failure (see `CallFailure`). */
    readonly failure: CallFailure<E>,
    /** HTTP status, when a reply arrived. */
    readonly status?: number,
    /** The endpoint called (see `failureOf`). */
    readonly endpoint?: Endpoint,
  ) {
    super(failure.message)
    this.name = 'ApiError'
    const code = codeOf(failure as CallFailure<never>)
    this.code = codes.has(code) || code === 'NETWORK' ? (code as ApiErrorCode) : 'BAD_REPLY'
  }

  /** The name of the call in its table (a call's own text may differ for one code). */
  get call(): EndpointName | undefined {
    return this.endpoint ? (nameOf(this.endpoint) as EndpointName | undefined) : undefined
  }

  /** The failure's value hint (decoded for declared failures). */
  get value(): unknown {
    return this.failure.value
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
/** True for the failures the user should read as "Network link is abnormal". */
export const isNetworkError = (e: unknown): boolean => isApiError(e) && (e.code === 'NETWORK' || e.code === 'BAD_REPLY')

/** The typed failure of a call to `endpoint`, when `e` is that call's ApiError. */
export const failureOf = <E extends Endpoint>(endpoint: E, e: unknown): CallFailure<E> | null =>
  isApiError(e) && e.endpoint === endpoint ? (e.failure as CallFailure<E>) : null

/** Header that carries the session token on calls that need (or accept) one. */
export const TOKEN_HEADER = 'Authorization'
export const tokenHeaderValue = (token: string) => `Bearer ${token}`

type TypeOf<S> = S extends Schema.Top ? S['Type'] : never
type QueryOf<E> = E extends Endpoint<infer Q, Schema.Top, Schema.Top, FailureSpec> ? TypeOf<Q> : never
type BodyOf<E> = E extends Endpoint<Schema.Top, infer B, Schema.Top, FailureSpec> ? TypeOf<B> : never
export type ReplyTypeOf<E> = E extends Endpoint<Schema.Top, Schema.Top, infer R, FailureSpec> ? TypeOf<R> : never

export interface CallOptions<E extends Endpoint> {
  readonly query?: QueryOf<E>
  readonly body?: BodyOf<E>
  readonly token?: string | null
  readonly signal?: AbortSignal
  readonly headers?: Readonly<Record<string, string>>
  /** Send the body as application/x-www-form-urlencoded (form POSTs, e.g. passwordEmail). */
  readonly form?: boolean
  /** The files of an endpoint that declares `files` (the call then travels as multipart/form-data). */
  readonly files?: ReadonlyArray<Blob>
}

export interface ClientConfig {
  /** Prefix for every path (empty: same origin). */
  baseUrl: string
  fetch: typeof fetch
  /**
   * Wraps the body of endpoints marked `encrypted` as `{ payload }` (set at boot with the
   * status reply's payload key; see entities/system). Null: the body travels as is.
   */
  encryptBody: ((body: unknown) => Promise<{ payload: string }>) | null
  /** Told of every failure the server answers (the app learns of maintenance this way). */
  onFailure: ((error: ApiError) => void) | null
  /**
   * The session's token, read when a call is made (given by the session actor, its one
   * owner; null: logged out). The client keeps no copy.
   */
  token: (() => string | null) | null
  /** Told when a call that needs a session had its token refused (expired or unknown). */
  onTokenRefused: (() => void) | null
}

const config: ClientConfig = { baseUrl: '', fetch: (...args) => globalThis.fetch(...args), encryptBody: null, onFailure: null, token: null, onTokenRefused: null }

const REFUSED_TOKEN = new Set<string>(['UNAUTHORIZED', 'TOKEN_EXPIRED'])

const failed = <E,>(error: ApiError<E>, sentToken: boolean): ApiError<E> => {
  config.onFailure?.(error as ApiError)
  if (sentToken && error.endpoint && (error.endpoint as Endpoint).auth === 'token' && REFUSED_TOKEN.has(error.code)) config.onTokenRefused?.()
  return error
}

/** The session's token now (the session actor's, through the getter it gave); null when logged out. */
export const currentToken = (): string | null => config.token?.() ?? null

/** Changes where and how calls go (tests, another API host). */
export function configureClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next)
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue
    params.append(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

function formBody(body: unknown): string {
  const params = new URLSearchParams()
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.append(key, String(value))
    }
  }
  return params.toString()
}

type Decode = (input: unknown) => Result.Result<unknown, unknown>
const successCache = new WeakMap<Schema.Top, Decode>()
const failureCache = new WeakMap<FailureSpec, Decode>()

function successDecoder(reply: Schema.Top): Decode {
  let decode = successCache.get(reply)
  if (!decode) {
    decode = Schema.decodeUnknownResult(Success(reply) as unknown as Schema.Codec<unknown>) as Decode
    successCache.set(reply, decode)
  }
  return decode
}

/** The failed envelope as the endpoint declares it: one member per code, with its value schema. */
export const failureSchema = (failures: FailureSpec) =>
  Schema.Union(Object.entries(failures).map(([code, value]) => DeclaredFailure(code, value)))

function failureDecoder(failures: FailureSpec): Decode {
  let decode = failureCache.get(failures)
  if (!decode) {
    decode = Schema.decodeUnknownResult(failureSchema(failures) as unknown as Schema.Codec<unknown>) as Decode
    failureCache.set(failures, decode)
  }
  return decode
}

/** A failed envelope, decoded with the endpoint's declarations (or kept as undeclared). */
export function decodeFailure<E extends Endpoint>(endpoint: E, json: { code?: unknown; message?: unknown; value?: unknown }): CallFailure<E> | null {
  if (typeof json.code !== 'string') return null
  const message = typeof json.message === 'string' ? json.message : json.code
  if (endpoint.failures) {
    const decoded = failureDecoder(endpoint.failures)(json)
    if (Result.isSuccess(decoded)) {
      const { code, value } = decoded.success as { code: string; value?: unknown }
      return { code, message, value } as CallFailure<E>
    }
  }
  return { code: 'UNDECLARED', serverCode: json.code, message, value: json.value }
}

/** Calls one endpoint of the contract and returns its decoded `value`, or throws an `ApiError`. */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ReplyTypeOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.token) headers[TOKEN_HEADER] = tokenHeaderValue(options.token)
  let body: string | FormData | undefined
  if (endpoint.files) {
    // The browser sets the multipart boundary in Content-Type itself.
    const form = new FormData()
    form.append('body', JSON.stringify(options.body ?? {}))
    for (const file of options.files ?? []) form.append(endpoint.files.field, file)
    body = form
  } else if (options.body !== undefined && endpoint.method !== 'GET') {
    const sent: unknown = endpoint.encrypted && config.encryptBody ? await config.encryptBody(options.body) : options.body
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = formBody(sent)
    } else {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(sent)
    }
  }
  const url = `${config.baseUrl}${endpoint.path}${queryString(options.query)}`

  let response: Response
  try {
    response = await config.fetch(url, { method: endpoint.method, headers, body, signal: options.signal, credentials: 'same-origin' })
  } catch (e) {
    throw raise(endpoint, { code: 'NETWORK', message: e instanceof Error ? e.message : String(e), value: undefined })
  }

  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw raise(endpoint, { code: 'BAD_REPLY', message: `${endpoint.path} answered ${response.status} without a JSON body`, value: undefined }, response.status)
  }

  if (json && typeof json === 'object' && (json as { success?: unknown }).success === false) {
    const failure = decodeFailure(endpoint, json)
    if (failure) throw failed(raise(endpoint, failure, response.status), Boolean(options.token))
  } else {
    const decoded = successDecoder(endpoint.reply)(json)
    if (Result.isSuccess(decoded)) return (decoded.success as { value: ReplyTypeOf<E> }).value
  }
  throw raise(endpoint, { code: 'BAD_REPLY', message: `${endpoint.path} answered a reply that does not match the contract`, value: undefined }, response.status)
}

/** The error a failed call throws, remembering which endpoint it came from (see `failureOf`). */
function raise<E extends Endpoint>(endpoint: E, failure: CallFailure<E>, status?: number): ApiError<E> {
  return new ApiError<E>(failure, status, endpoint)
}
