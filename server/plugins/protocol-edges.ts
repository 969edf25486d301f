/**
 * HTTP cases Node or Fastify would answer on their own, outside the envelope, brought to it:
 * - an HTTP/1.1 request without Host (Node writes a bare 400 unless `requireHostHeader` is
 *   off, which app.ts does so that it arrives here): 400 BAD_REQUEST;
 * - `Expect:` other than 100-continue (Node writes a bare 417): served as if it were absent,
 *   which RFC 9110 allows;
 * - a request target that is not a path (absolute-form `GET http://host/admin`, which only a
 *   proxy should get; OPTIONS `*` aside): 400 BAD_REQUEST, so no gate ever has to read one;
 * - CONNECT (Node drops the connection without a word): 405 METHOD_NOT_ALLOWED;
 * - requests that arrive while the server shuts down (Fastify's own 503 body unless
 *   `return503OnClosing` is off, which app.ts does): 503 SERVICE_UNAVAILABLE, Connection: close;
 * - a query string or path parameter holding a string PostgreSQL cannot store (a NUL, a lone
 *   surrogate): 400 VALIDATION_FAILED on every route, the few that read their input without a
 *   schema included, before any of them can carry it to the database.
 */
import type { FastifyRequest } from 'fastify'
import type { Duplex } from 'node:stream'
import { ApiError } from '../http/errors.ts'
import { refuseUnstorable } from '../http/decode.ts'
import { rawReply } from '../http/client-errors.ts'
import { rootPlugin } from './root-plugin.ts'

const lacksHost = (req: FastifyRequest): boolean =>
  req.raw.httpVersionMajor === 1 && req.raw.httpVersionMinor >= 1 && req.headers.host === undefined

const isOriginForm = (req: FastifyRequest): boolean => {
  const target = req.raw.url ?? ''
  return target.startsWith('/') || (target === '*' && req.method === 'OPTIONS')
}

export interface ProtocolEdgesOptions {
  /** The security headers of a raw reply (the CONNECT answer). */
  readonly headers: Readonly<Record<string, string>>
}

/** On the root, before any route. */
export const protocolEdgesPlugin = rootPlugin<ProtocolEdgesOptions>('tala-protocol-edges', async (app, { headers }) => {
  let closing = false
  app.addHook('preClose', async () => { closing = true })

  app.addHook('onRequest', async (req, reply) => {
    if (closing) {
      reply.header('connection', 'close')
      throw new ApiError('SERVICE_UNAVAILABLE', 'The server is restarting. Please try again in a moment.')
    }
    if (lacksHost(req)) throw new ApiError('BAD_REQUEST', 'An HTTP/1.1 request needs a Host header.')
    if (!isOriginForm(req)) throw new ApiError('BAD_REQUEST', 'The request target must be a path: this is not a proxy.')
    refuseUnstorable(req.params, 'path')
    refuseUnstorable(req.query, 'query')
  })

  app.server.on('checkExpectation', (req, res) => app.routing(req, res))
  app.server.on('connect', (_req, socket: Duplex) => {
    socket.end(rawReply({ code: 'METHOD_NOT_ALLOWED', message: 'CONNECT is not allowed: this is not a proxy.' }, headers), () => socket.destroy())
  })
})
