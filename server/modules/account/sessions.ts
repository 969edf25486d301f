/**
 * Sessions and remember tokens. Tokens are 32 random bytes (base64url) given to the client
 * (a remember token only in an HttpOnly cookie, see remember-cookie.ts); only their sha-256
 * is stored. A session lasts 12 hours, a remember token 1 day (spec §9:
 * login cookies last 1 day); both can be revoked.
 */
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, MemberRow } from '../../db/schema.ts'
import type { LoginReply } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import type { SessionResolver } from '../../http/token.ts'
import { newToken, sha256 } from '../../lib/secrets.ts'
import { setRememberCookie } from './remember-cookie.ts'

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000

export interface ClientInfo {
  readonly ip: string
  readonly userAgent: string
}

export const createSessionResolver = (db: Kysely<Database>, now: () => number): SessionResolver => async (token) => {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .select(['s.token_hash', 's.expires_at', 's.revoked_at', 'm.id', 'm.account', 'm.is_agent'])
    .where('s.token_hash', '=', sha256(token))
    .executeTakeFirst()
  if (!row || row.revoked_at !== null) return null
  if (row.expires_at.getTime() <= now()) throw new ApiError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.')
  return { memberId: String(row.id), account: row.account, isAgent: row.is_agent, tokenHash: row.token_hash }
}

/** Opens a session; returns the token (given once, never stored in clear). */
export const openSession = async (db: Kysely<Database>, memberId: number, client: ClientInfo, now: number): Promise<string> => {
  const token = newToken()
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      member_id: memberId,
      expires_at: new Date(now + SESSION_TTL_MS),
      revoked_at: null,
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent.slice(0, 512),
    })
    .execute()
  return token
}

export const issueRememberToken = async (db: Kysely<Database>, memberId: number, now: number): Promise<string> => {
  const token = newToken()
  await db
    .insertInto('remember_tokens')
    .values({ token_hash: sha256(token), member_id: memberId, expires_at: new Date(now + REMEMBER_TTL_MS), revoked_at: null })
    .execute()
  return token
}

/** Uses a remember token up (single use, rotated on every login); the member or null. */
export const consumeRememberToken = async (db: Kysely<Database>, account: string, token: string, now: number): Promise<MemberRow | null> => {
  const row = await db
    .updateTable('remember_tokens')
    .set({ revoked_at: new Date(now) })
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('member_id')
    .executeTakeFirst()
  if (!row) return null
  const member = await db.selectFrom('members').selectAll().where('id', '=', row.member_id).executeTakeFirst()
  return member && member.account === account ? member : null
}

/** Revokes a member's sessions (all, or all but one) and all remember tokens. */
export const revokeMemberSessions = async (db: Kysely<Database>, memberId: number, now: number, keepTokenHash?: string): Promise<void> => {
  let q = db.updateTable('sessions').set({ revoked_at: new Date(now) }).where('member_id', '=', memberId).where('revoked_at', 'is', null)
  if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash)
  await q.execute()
  await db.updateTable('remember_tokens').set({ revoked_at: new Date(now) }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute()
}

export const revokeSession = async (db: Kysely<Database>, tokenHash: string, now: number): Promise<void> => {
  await db.updateTable('sessions').set({ revoked_at: new Date(now) }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute()
}

export interface LoginOptions {
  /** "Remember password": a remember token is issued into an HttpOnly cookie on this reply. */
  readonly rememberOn?: FastifyReply
  /** Whether the password just used is the default weak one. */
  readonly defaultPassword?: boolean
}

/**
 * The shared end of every successful login: session, member IP, first login time, and the
 * LoginReply.
 */
export const completeLogin = async (
  db: Kysely<Database>, member: MemberRow, client: ClientInfo, now: number, options: LoginOptions = {},
): Promise<LoginReply> => {
  const token = await openSession(db, member.id, client, now)
  await db.insertInto('member_ips').values({ member_id: member.id, ip: client.ip.slice(0, 64), first_seen: new Date(now) })
    .onConflict((oc) => oc.columns(['member_id', 'ip']).doNothing()).execute()
  const firstTimeLogin = member.first_login_at === null
  if (firstTimeLogin) await db.updateTable('members').set({ first_login_at: new Date(now) }).where('id', '=', member.id).where('first_login_at', 'is', null).execute()
  if (options.rememberOn) setRememberCookie(options.rememberOn, await issueRememberToken(db, member.id, now), REMEMBER_TTL_MS)
  return {
    token,
    account: member.account,
    customerId: String(member.id),
    isAgent: member.is_agent,
    firstTimeLogin,
    passwordExpired: now - member.password_changed_at.getTime() > PASSWORD_MAX_AGE_MS,
    defaultPassword: options.defaultPassword ?? false,
    expiresIn: Math.floor(SESSION_TTL_MS / 1000),
  }
}
