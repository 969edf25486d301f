/**
 * The remember-password token travels only in an HttpOnly cookie, so page scripts (and
 * whatever gets injected into them) never see it: SameSite=Strict, Secure when the site is
 * served over HTTPS (directly or behind a trusted proxy), and scoped to the login path, so
 * the browser sends it to the password login and the remembered login under it and nowhere
 * else. It lasts as long as the token it carries.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AccountEndpoints } from '../../../src/shared/api/index.ts'
import { readCookie } from '../../http/cookies.ts'

export const REMEMBER_COOKIE = 'tala_remember'
/** /wps/session/login: covers /wps/session/login/remember too. */
export const REMEMBER_COOKIE_PATH = AccountEndpoints.login.path

const attributes = (maxAgeSeconds: number, secure: boolean): string[] => [
  `Path=${REMEMBER_COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : []),
]

const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https'

export const setRememberCookie = (reply: FastifyReply, token: string, ttlMs: number): void => {
  void reply.header('set-cookie', [`${REMEMBER_COOKIE}=${token}`, ...attributes(Math.floor(ttlMs / 1000), isHttps(reply.request))].join('; '))
}

/** Tells the browser to drop the cookie (logout, password change, a token the server refused). */
export const clearRememberCookie = (reply: FastifyReply): void => {
  void reply.header('set-cookie', [`${REMEMBER_COOKIE}=`, ...attributes(0, isHttps(reply.request))].join('; '))
}

export const readRememberCookie = (req: FastifyRequest): string | null => readCookie(req, REMEMBER_COOKIE, /^[A-Za-z0-9_-]{43}$/)
