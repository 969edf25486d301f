/**
 * The admin API's door: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.
 * With no ADMIN_TOKEN configured the whole API answers 403 ADMIN_DISABLED.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.ts'

/** Hashing first makes the comparison constant-time whatever the lengths. */
export const tokensMatch = (given: string, expected: string): boolean =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest())

/** The request carries the configured admin token (false when the admin API is off). */
export const hasAdminToken = (req: FastifyRequest, adminToken: string | null): boolean => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')
  return adminToken !== null && !!match?.[1] && tokensMatch(match[1], adminToken)
}

export const checkAdmin = (req: FastifyRequest, adminToken: string | null): void => {
  if (adminToken === null) {
    throw new ApiError('ADMIN_DISABLED', 'The admin API is disabled. Set ADMIN_TOKEN (at least 16 characters) and restart to enable it.')
  }
  if (!hasAdminToken(req, adminToken)) {
    throw new ApiError('UNAUTHORIZED', 'Missing or wrong admin token (send Authorization: Bearer <ADMIN_TOKEN>).')
  }
}
