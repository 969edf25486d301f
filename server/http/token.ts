/**
 * Session token plumbing. The token arrives as `Authorization: Bearer <token>` or in a
 * `token` header (the SPA's historic form). Sessions themselves arrive with the session
 * module; until then the resolver knows no tokens, so `auth: 'token'` calls answer 401.
 */
import type { FastifyRequest } from 'fastify'
import { ApiError } from './errors.ts'

export interface Session {
  readonly memberId: string
  readonly account: string
  /** Agent type code (0 member, 1/2/41/42 agent, 4 trial). */
  readonly isAgent?: number
  /** sha-256 of the token: identifies the session row. */
  readonly tokenHash?: string
}

/** Looks a token up; null when unknown or revoked (may throw TOKEN_EXPIRED). */
export type SessionResolver = (token: string) => Promise<Session | null>

export const noSessions: SessionResolver = async () => null

const MAX_TOKEN_LENGTH = 512

export const readToken = (req: FastifyRequest): string | null => {
  const auth = req.headers.authorization
  if (typeof auth === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(auth)
    if (match?.[1] && match[1].length <= MAX_TOKEN_LENGTH) return match[1]
  }
  const header = req.headers.token
  if (typeof header === 'string' && header.trim() !== '' && header.length <= MAX_TOKEN_LENGTH) return header.trim()
  return null
}

export const unauthorized = (message = 'Please log in first.'): ApiError => new ApiError('UNAUTHORIZED', message)

/** For `auth: 'token'` calls: the caller's session, or 401. */
export const requireSession = async (req: FastifyRequest, resolve: SessionResolver): Promise<Session> => {
  const token = readToken(req)
  if (token === null) throw unauthorized()
  const session = await resolve(token)
  if (session === null) throw unauthorized('Your session is not valid any more. Please log in again.')
  return session
}
