/**
 * The captcha id travels in an HttpOnly, SameSite=Strict cookie scoped to /wps, so page
 * scripts cannot read it and other sites cannot send it.
 */
import type { FastifyRequest } from 'fastify'
import { readCookie } from '../../http/cookies.ts'
import { CAPTCHA_TTL_MS } from './store.ts'

export const CAPTCHA_COOKIE = 'tala_captcha'

export const captchaCookie = (id: string, secure: boolean): string =>
  [
    `${CAPTCHA_COOKIE}=${id}`,
    'Path=/wps',
    `Max-Age=${Math.floor(CAPTCHA_TTL_MS / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')

/** The captcha id the visitor holds, if any (for the login and register calls). */
export const readCaptchaCookie = (req: FastifyRequest): string | null => readCookie(req, CAPTCHA_COOKIE, /^[A-Za-z0-9_-]{1,128}$/)
