/**
 * Binds a social sign-in to the browser that started it: `start` sets a random value in an
 * HttpOnly cookie and stores its hash with the state; `callback` accepts the state only with
 * that cookie. Without it, someone could finish their own sign-in in a victim's browser
 * (login CSRF).
 */
import type { FastifyRequest } from 'fastify'
import { SOCIAL_STATE_TTL_MS } from './store.ts'

export const SOCIAL_COOKIE = 'tala_social'

export const socialCookie = (value: string, secure: boolean): string =>
  [
    `${SOCIAL_COOKIE}=${value}`,
    'Path=/wps/social',
    `Max-Age=${Math.floor(SOCIAL_STATE_TTL_MS / 1000)}`,
    'HttpOnly',
    // Lax, not Strict: the SPA posts the callback after a top-level redirect from the provider.
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')

export const readSocialCookie = (req: FastifyRequest): string | null => {
  const header = req.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === SOCIAL_COOKIE) {
      const value = part.slice(eq + 1).trim()
      return /^[A-Za-z0-9_-]{16,128}$/.test(value) ? value : null
    }
  }
  return null
}
