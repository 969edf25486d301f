/**
 * Login from an unregistered IP (spec §4), when the setting `loginIpVerification` is on:
 * a correct password from an IP the account has never logged in from (and it has logged in
 * before) yields a challenge instead of a session; a code sent by SMS or e-mail completes it.
 * Challenges last 10 minutes, are bound to the IP, and are single use.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { Endpoints, type LoginVerificationMethod, type LoginVerificationNeeded } from '../../../src/shared/api/index.ts'
import type { Database, MemberRow } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { newToken, sha256 } from '../../lib/secrets.ts'
import { CODE_TTL_MINUTES, consumeCode, issueCode, phoneTarget } from './codes.ts'
import { completeLogin, type ClientInfo } from './sessions.ts'
import { TOO_MANY_MESSAGE, hitThrottle } from './throttle.ts'

export const CHALLENGE_TTL_MS = 10 * 60 * 1000

const methodsOf = (m: MemberRow): LoginVerificationMethod[] => [
  ...(m.mobile_num && m.country_dialing_code ? ['sms' as const] : []),
  ...(m.email ? ['email' as const] : []),
]

/** A challenge to answer instead of a session, or null when this login needs none. */
export const ipVerificationNeeded = async (
  db: Kysely<Database>, member: MemberRow, ip: string, remember: boolean, defaultPassword: boolean, now: number,
): Promise<LoginVerificationNeeded | null> => {
  if ((await getSetting(db, 'loginIpVerification')) !== true) return null
  const methods = methodsOf(member)
  if (methods.length === 0) return null
  const known = await db.selectFrom('member_ips').select('ip').where('member_id', '=', member.id).execute()
  if (known.length === 0 || known.some((k) => k.ip === ip)) return null
  const id = newToken()
  await db.deleteFrom('login_challenges').where('expires_at', '<', new Date(now - CHALLENGE_TTL_MS)).execute()
  await db.insertInto('login_challenges')
    .values({ id_hash: sha256(id), member_id: member.id, ip, remember, default_password: defaultPassword, expires_at: new Date(now + CHALLENGE_TTL_MS), used_at: null })
    .execute()
  return { captcha: false, verification: true, methods, verificationId: id }
}

const unknownChallenge = () => new ApiError('CODE_EXPIRED', 'This verification has expired. Please log in again.')

const liveChallenge = async (db: Kysely<Database>, id: string, ip: string, now: number) => {
  const row = await db.selectFrom('login_challenges').selectAll().where('id_hash', '=', sha256(id)).executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at.getTime() <= now || row.ip !== ip) throw unknownChallenge()
  return row
}

const mask = (text: string): string => {
  const at = text.indexOf('@')
  if (at > 0) return `${text.slice(0, 1)}***${text.slice(at)}`
  return text.replace(/\d(?=\d{4})/g, '*')
}

export const registerLoginVerificationRoutes = (app: FastifyInstance, clientInfo: (req: Parameters<Parameters<typeof route>[2]>[1]) => ClientInfo): void => {
  const ctx = app.tala
  const db = ctx.db

  route(app, Endpoints.loginVerificationSend, async ({ body }, req) => {
    const now = ctx.now()
    const challenge = await liveChallenge(db, body.verificationId, clientInfo(req).ip, now)
    const member = await db.selectFrom('members').selectAll().where('id', '=', challenge.member_id).executeTakeFirstOrThrow()
    if (!methodsOf(member).includes(body.method)) throw new ApiError('VALIDATION_FAILED', 'This verification method is not available for the account.')
    await hitThrottle(db, `loginip:${challenge.id_hash}`, { minGapMs: 60_000, max: 5, windowMs: CHALLENGE_TTL_MS, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }, now)
    const target = `challenge:${challenge.id_hash}`
    const code = await issueCode(db, 'login_ip', target, now)
    const text = `Your Tala login code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Someone is logging in to your account from a new place; if it is not you, change your password.`
    let to: string
    if (body.method === 'sms') {
      to = phoneTarget(member.country_dialing_code!, member.mobile_num!)
      await ctx.messenger.sendSms(to, text)
    } else {
      to = member.email!
      await ctx.messenger.sendEmail(to, 'Tala login verification', text)
    }
    return { expiredMinutes: CODE_TTL_MINUTES, to: mask(to) }
  })

  route(app, Endpoints.loginVerification, async ({ body }, req) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const challenge = await liveChallenge(db, body.verificationId, client.ip, now)
    await consumeCode(db, ['login_ip'], `challenge:${challenge.id_hash}`, body.code, now)
    const claimed = await db.updateTable('login_challenges').set({ used_at: new Date(now) })
      .where('id_hash', '=', challenge.id_hash).where('used_at', 'is', null).returning('member_id').executeTakeFirst()
    if (!claimed) throw unknownChallenge()
    const member = await db.selectFrom('members').selectAll().where('id', '=', claimed.member_id).executeTakeFirstOrThrow()
    return completeLogin(db, member, client, now, { remember: body.remember ?? challenge.remember, defaultPassword: challenge.default_password })
  })
}
