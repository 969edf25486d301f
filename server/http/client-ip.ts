/**
 * Who is calling: the client IP (Fastify's `req.ip`, which follows X-Forwarded-For only
 * when the socket peer is one of TRUSTED_PROXIES, see app.ts) and its country by GeoIP.
 */
import type { FastifyRequest } from 'fastify'
import geoip from 'geoip-country'
import { normaliseIp } from './ip.ts'

export interface ClientLocation {
  readonly ip: string
  /** ISO 3166 alpha-2 code, or '' when unknown (loopback, private ranges). */
  readonly country: string
}

const cache = new WeakMap<FastifyRequest, ClientLocation>()

/** Shown instead of an empty country in replies. */
export const UNKNOWN_COUNTRY = '--'

export const clientIp = (req: FastifyRequest): string =>
  normaliseIp(req.ip) ?? normaliseIp(req.socket.remoteAddress ?? '') ?? req.ip

export const countryOf = (ip: string): string => {
  try {
    return geoip.lookup(ip)?.country ?? ''
  } catch {
    return ''
  }
}

export const clientLocation = (req: FastifyRequest): ClientLocation => {
  let location = cache.get(req)
  if (!location) {
    const ip = clientIp(req)
    location = { ip, country: countryOf(ip) }
    cache.set(req, location)
  }
  return location
}
