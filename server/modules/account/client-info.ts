/** Who is asking, as sessions and throttles record it: the client IP and the user agent. */
import type { FastifyRequest } from 'fastify'
import { clientIp } from '../../http/client-ip.ts'
import type { ClientInfo } from './sessions.ts'

export const clientInfo = (req: FastifyRequest): ClientInfo => ({
  ip: clientIp(req),
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : '',
})
