import { Result, Schema } from 'effect'
import { Envelope } from './envelope.ts'
import { errorCodeList, type ErrorCode } from './error-codes.ts'
import type { Endpoint } from './endpoints.ts'

/**
 * The SPA's HTTP client: one function, `call(Endpoints.x, { query, body, token })`.
 * Every reply is decoded with the contract's envelope around the endpoint's reply schema;
 * whatever goes wrong comes back as an `ApiError` with a stable `code`:
 *  - `NETWORK`: the request never got a reply (offline, DNS, CORS, aborted by a proxy...);
 *  - `BAD_REPLY`: a reply arrived but is not the contract's envelope (HTML error page, bad JSON...);
 *  - any contract `ErrorCode`: the server's `{ success: false, code, message }`.
 */
export type ClientErrorCode = 'NETWORK' | 'BAD_REPLY'
export type ApiErrorCode = ErrorCode | ClientErrorCode

export class ApiError extends Error {
  readonly _tag = 'ApiError'
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** The failed envelope's `value` hints (e.g. `{ captcha: true }`), when the server sent any. */
    readonly value?: unknown,
    /** HTTP status, when a reply arrived. */
    readonly status?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError
/** True for the failures the user should read as "Network link is abnormal". */
export const isNetworkError = (e: unknown): boolean => isApiError(e) && (e.code === 'NETWORK' || e.code === 'BAD_REPLY')

/** Header that carries the session token on calls that need (or accept) one. */
export const TOKEN_HEADER = 'Authorization'
export const tokenHeaderValue = (token: string) => `Bearer ${token}`

type TypeOf<S> = S extends Schema.Top ? S['Type'] : never
type QueryOf<E> = E extends Endpoint<infer Q, Schema.Top, Schema.Top> ? TypeOf<Q> : never
type BodyOf<E> = E extends Endpoint<Schema.Top, infer B, Schema.Top> ? TypeOf<B> : never
export type ReplyTypeOf<E> = E extends Endpoint<Schema.Top, Schema.Top, infer R> ? TypeOf<R> : never

export interface CallOptions<E extends Endpoint> {
  readonly query?: QueryOf<E>
  readonly body?: BodyOf<E>
  readonly token?: string | null
  readonly signal?: AbortSignal
  readonly headers?: Readonly<Record<string, string>>
  /** Send the body as application/x-www-form-urlencoded (form POSTs, e.g. passwordEmail). */
  readonly form?: boolean
}

export interface ClientConfig {
  /** Prefix for every path (empty: same origin). */
  baseUrl: string
  fetch: typeof fetch
  /**
   * Wraps the body of endpoints marked `encrypted` as `{ payload }` (set at boot with the
   * status reply's payload key; see entities/system). Null: the body travels as is.
   */
  encryptBody: ((body: unknown) => { payload: string }) | null
  /** Told of every failure the server answers (the app learns of maintenance this way). */
  onFailure: ((error: ApiError) => void) | null
}

const config: ClientConfig = { baseUrl: '', fetch: (...args) => globalThis.fetch(...args), encryptBody: null, onFailure: null }

const failed = (error: ApiError): ApiError => {
  config.onFailure?.(error)
  return error
}

/** Changes where and how calls go (tests, another API host). */
export function configureClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next)
}

const codes = new Set<string>(errorCodeList)

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

const envelopeCache = new WeakMap<Schema.Top, (input: unknown) => Result.Result<unknown, unknown>>()
function decoderFor(reply: Schema.Top) {
  let decode = envelopeCache.get(reply)
  if (!decode) {
    decode = Schema.decodeUnknownResult(Envelope(reply) as unknown as Schema.Codec<unknown>) as (input: unknown) => Result.Result<unknown, unknown>
    envelopeCache.set(reply, decode)
  }
  return decode
}

/** Calls one endpoint of the contract and returns its decoded `value`, or throws an `ApiError`. */
export async function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ReplyTypeOf<E>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (options.token) headers[TOKEN_HEADER] = tokenHeaderValue(options.token)
  let body: string | undefined
  if (options.body !== undefined && endpoint.method !== 'GET') {
    const sent: unknown = endpoint.encrypted && config.encryptBody ? config.encryptBody(options.body) : options.body
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
    throw new ApiError('NETWORK', e instanceof Error ? e.message : String(e))
  }

  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ApiError('BAD_REPLY', `${endpoint.path} answered ${response.status} without a JSON body`, undefined, response.status)
  }

  const decoded = decoderFor(endpoint.reply)(json)
  if (Result.isSuccess(decoded)) {
    const envelope = decoded.success as { success: true; value: unknown } | { success: false; code: ErrorCode; message: string; value?: unknown }
    if (envelope.success) return envelope.value as ReplyTypeOf<E>
    throw failed(new ApiError(envelope.code, envelope.message, envelope.value, response.status))
  }
  // A failed envelope whose value does not match still carries a usable code.
  if (json && typeof json === 'object' && (json as { success?: unknown }).success === false) {
    const { code, message, value } = json as { code?: unknown; message?: unknown; value?: unknown }
    if (typeof code === 'string' && codes.has(code)) {
      throw failed(new ApiError(code as ErrorCode, typeof message === 'string' ? message : code, value, response.status))
    }
  }
  throw new ApiError('BAD_REPLY', `${endpoint.path} answered a reply that does not match the contract`, undefined, response.status)
}
