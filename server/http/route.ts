/**
 * Registers a route from a contract entry: decodes query, path parameters and body with the
 * entry's schemas (decrypting `{ payload }` first for `encrypted` entries), enforces its auth
 * mode, runs the handler and sends `{ success: true, value }` with the value encoded by the
 * reply schema. Handlers see typed input and return typed values; they never touch the
 * envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { Schema } from 'effect'
import { ok, type Endpoint, type ErrorCode, type FailureSpec } from '../../src/shared/api/index.ts'
import { decodeOrFail, encodeOrThrow } from './decode.ts'
import { ApiError, isApiError } from './errors.ts'
import { decryptPayload } from './payload-crypto.ts'
import { readFileParts, type UploadedFile } from './file-parts.ts'
import { readToken, requireSession, type Session } from './token.ts'

/** A contract entry, optionally with path parameters (used by the admin API). */
export type RouteSpec = Endpoint & { readonly params?: Schema.Top }

type TypeOf<S> = [S] extends [undefined] ? undefined : NonNullable<S> extends Schema.Top ? NonNullable<S>['Type'] : undefined

type FailuresOf<E> = E extends { readonly failures: infer F extends FailureSpec } ? F : { readonly [C in ErrorCode]: Schema.Top | null }
/** The codes a handler of `E` may fail with: the declared ones (any code for a contract without declarations). */
export type DeclaredCode<E> = keyof FailuresOf<E> & ErrorCode
type ValueArg<S> = S extends null ? [] : S extends Schema.optionalKey<infer I> ? [value?: I['Type']] : S extends Schema.Top ? [value: S['Type']] : []
/** Builds the failure to throw, only with a code the endpoint declares and a value of its schema. */
export type Fail<E> = <C extends DeclaredCode<E>>(code: C, message: string, ...value: ValueArg<FailuresOf<E>[C]>) => ApiError

export interface RouteInput<E extends RouteSpec> {
  readonly query: TypeOf<E['query']>
  readonly body: TypeOf<E['body']>
  readonly params: TypeOf<E['params']>
  /** The token sent, if any (auth 'optional' and 'token'). */
  readonly token: string | null
  /** Present for auth 'token'. */
  readonly session: Session | null
  /** `throw fail(code, message, value)`: the typed way to refuse (a code of the contract entry). */
  readonly fail: Fail<E>
  /** The files of an entry that declares `files` (none for any other). */
  readonly files: ReadonlyArray<UploadedFile>
}

export type RouteHandler<E extends RouteSpec> = (
  input: RouteInput<E>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<E['reply']['Type']>

/** The wire form of an encrypted body. */
const EncryptedBody = Schema.Struct({ payload: Schema.String.check(Schema.isMaxLength(64 * 1024)) })

export interface RouteOptions {
  /** Passed to Fastify as the route's `config` (e.g. `{ rateLimit: { max, timeWindow } }`). */
  readonly config?: RouteShorthandOptions['config']
  /**
   * The handler answers a question it answered before with the very same object, which never
   * changes (a cached page): that reply is encoded and serialized once, and sent as is after.
   */
  readonly repliesByIdentity?: boolean
  /** This route's own body limit in bytes (e.g. a call that uploads images), instead of the app's. */
  readonly bodyLimit?: number
}

/**
 * A handler (or a helper it calls) failed with a code its contract entry does not declare,
 * or with a value that breaks the code's schema. Logged always; with TALA_STRICT_FAILURES=1
 * (the server tests) it is a bug that answers 500, so a missing declaration fails its test.
 */
const undeclared = (endpoint: RouteSpec, error: ApiError): string | null => {
  const failures = endpoint.failures
  if (!failures) return null
  if (!(error.code in failures)) return `${endpoint.method} ${endpoint.path} failed with undeclared code ${error.code}`
  const schema = failures[error.code]
  if (error.value === undefined) return null
  if (!schema) return `${endpoint.method} ${endpoint.path} sent a value with ${error.code}, which declares none`
  const valueSchema = Schema.Struct({ value: schema })
  return Schema.is(valueSchema as never)({ value: error.value }) ? null : `${endpoint.method} ${endpoint.path} sent a ${error.code} value that breaks its schema`
}

const strictFailures = (): boolean => process.env.TALA_STRICT_FAILURES === '1'

const failFor = <E extends RouteSpec>(): Fail<E> => ((code: ErrorCode, message: string, value?: unknown) => new ApiError(code, message, value)) as Fail<E>

export const route = <E extends RouteSpec>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void => {
  // Reply bodies by the value they were made from: forgotten with the value.
  const sent = options.repliesByIdentity ? new WeakMap<object, string>() : null
  // Files are held in memory until the handler is done: one upload at a time per member here.
  const uploading = new Set<string>()
  // A member's call is identified before its body is read: a caller without a session never
  // makes the server receive or parse a body (up to a route's own, larger limit).
  const sessions = new WeakMap<FastifyRequest, Session>()
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(endpoint.auth === 'token'
      ? { preParsing: async (req: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
          sessions.set(req, await requireSession(req, app.tala.sessions))
          return payload
        } }
      : {}),
    handler: async (req, reply) => {
      try {
        return await handle(req, reply)
      } catch (e) {
        const problem = isApiError(e) ? undeclared(endpoint, e) : null
        if (problem === null) throw e
        req.log.error({ code: (e as ApiError).code }, problem)
        if (strictFailures()) throw new Error(problem)
        throw e
      }
    },
  })

  async function handle(req: FastifyRequest, reply: FastifyReply) {
    const ctx = app.tala
    const token = readToken(req)
    const session = endpoint.auth === 'token' ? (sessions.get(req) ?? (await requireSession(req, ctx.sessions))) : null

    const query = endpoint.query ? decodeOrFail(endpoint.query, req.query ?? {}, 'query') : undefined
    const params = endpoint.params ? decodeOrFail(endpoint.params, req.params ?? {}, 'path') : undefined
    let body: unknown = undefined
    let files: UploadedFile[] = []
    if (endpoint.files) {
      const uploader = session?.memberId ?? req.ip
      if (uploading.has(uploader)) throw new ApiError('RATE_LIMITED', 'Another upload of yours is still in progress.')
      uploading.add(uploader)
      reply.raw.once('close', () => uploading.delete(uploader))
      const form = await readFileParts(req, endpoint.files)
      files = form.files
      if (endpoint.body) body = decodeOrFail(endpoint.body, form.body, 'body')
    } else if (endpoint.body) {
      let raw: unknown = req.body
      if (endpoint.encrypted) {
        const wire = decodeOrFail(EncryptedBody, raw, 'body')
        raw = decryptPayload(ctx.payloadKeys, wire.payload, ctx.now())
      }
      body = decodeOrFail(endpoint.body, raw, 'body')
    }

    const input = { query, body, params, token, session, files, fail: failFor<E>() } as RouteInput<E>
    const value = await handler(input, req, reply)
    if (sent === null || typeof value !== 'object' || value === null) return ok(encodeOrThrow(endpoint.reply, value))
    let json = sent.get(value)
    if (json === undefined) {
      json = JSON.stringify(ok(encodeOrThrow(endpoint.reply, value)))
      sent.set(value, json)
    }
    return reply.type('application/json; charset=utf-8').send(json)
  }
}
