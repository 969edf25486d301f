/** Reads one cookie of the request (no cookie plugin: the server sets only a few of its own). */
import type { FastifyRequest } from 'fastify'

/** The value of cookie `name`, or null when absent or not of the shape `valid` asks for. */
export const readCookie = (req: FastifyRequest, name: string, valid: RegExp): string | null => {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim()
      return valid.test(value) ? value : null
    }
  }
  return null
}
