/**
 * Registers a route from a contract entry: decodes query, path parameters and body with the
 * entry's schemas (decrypting `{ payload }` first for `encrypted` entries), enforces its auth
 * mode, runs the handler and sends `{ success: true, value }` with the value encoded by the
 * reply schema. Handlers see typed input and return typed values; they never touch the
 * envelope.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import { Schema } from 'effect'
import { ok, type Endpoint } from '../../src/shared/api/index.ts'
import { decodeOrFail, encodeOrThrow } from './decode.ts'
import { decryptPayload } from './payload-crypto.ts'
import { readToken, requireSession, type Session } from './token.ts'

/** A contract entry, optionally with path parameters (used by the admin API). */
export type RouteSpec = Endpoint & { readonly params?: Schema.Top }

type TypeOf<S> = [S] extends [undefined] ? undefined : NonNullable<S> extends Schema.Top ? NonNullable<S>['Type'] : undefined

export interface RouteInput<E extends RouteSpec> {
  readonly query: TypeOf<E['query']>
  readonly body: TypeOf<E['body']>
  readonly params: TypeOf<E['params']>
  /** The token sent, if any (auth 'optional' and 'token'). */
  readonly token: string | null
  /** Present for auth 'token'. */
  readonly session: Session | null
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
}

export const route = <E extends RouteSpec>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions = {}): void => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    handler: async (req, reply) => {
      const ctx = app.tala
      const token = readToken(req)
      const session = endpoint.auth === 'token' ? await requireSession(req, ctx.sessions) : null

      const query = endpoint.query ? decodeOrFail(endpoint.query, req.query ?? {}, 'query') : undefined
      const params = endpoint.params ? decodeOrFail(endpoint.params, req.params ?? {}, 'path') : undefined
      let body: unknown = undefined
      if (endpoint.body) {
        let raw: unknown = req.body
        if (endpoint.encrypted) {
          const wire = decodeOrFail(EncryptedBody, raw, 'body')
          raw = decryptPayload(ctx.payloadKeys, wire.payload, ctx.now())
        }
        body = decodeOrFail(endpoint.body, raw, 'body')
      }

      const input = { query, body, params, token, session } as RouteInput<E>
      const value = await handler(input, req, reply)
      return ok(encodeOrThrow(endpoint.reply, value))
    },
  })
}
