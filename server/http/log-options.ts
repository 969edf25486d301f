/**
 * The request logger's options. Fastify logs every request's URL; query values can be secrets
 * (the slot page's game session `?s=`, a reset link's code), so the logged URL keeps the path
 * and the parameter names and replaces every value.
 */
import type { FastifyRequest } from 'fastify'
import type { LogLevel } from '../config.ts'

/** "/house/slot/?s=abc&lang=en" -> "/house/slot/?s=[redacted]&lang=[redacted]". */
export const redactQuery = (url: string): string => {
  const q = url.indexOf('?')
  if (q < 0) return url
  const names = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=')
    return eq < 0 ? pair : `${pair.slice(0, eq)}=[redacted]`
  })
  return `${url.slice(0, q)}?${names.join('&')}`
}

export interface LogDestination {
  write(line: string): void
}

export const loggerOptions = (level: LogLevel, stream?: LogDestination) => ({
  level,
  ...(stream ? { stream } : {}),
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method, url: redactQuery(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
    }),
  },
})
