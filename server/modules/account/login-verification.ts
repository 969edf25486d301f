/**
 * Login from an unregistered IP (spec §4), when the setting `loginIpVerification` is on:
 * a correct password from an IP the account has never logged in from (and it has logged in
 * before) yields a challenge instead of a session, answered by one of the methods the member
 * has set up: a code sent by SMS or e-mail, the bank account holder name (any case and
 * spacing), or an authenticator (TOTP) code. Challenges last 10 minutes, are bound to the IP,
 * are single use, and 5 wrong names or authenticator codes burn them.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { AccountEndpoints, type LoginVerificationMethod, type LoginVerificationNeeded } from '../../../src/shared/api/index.ts'
import type { Database, MemberRow } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { newToken, safeEqual, sha256 } from '../../lib/secrets.ts'
import { maskTarget, normalizeName } from '../../lib/mask.ts'
import { hasAuthenticator, useTotpCode } from './authenticator.ts'
import { CODE_TTL_MINUTES, consumeCode, issueCode, phoneTarget } from './codes.ts'
import { completeLogin } from './sessions.ts'
import { clientInfo } from './client-info.ts'
import { TOO_MANY_MESSAGE, hitThrottle } from './throttle.ts'

export const CHALLENGE_TTL_MS = 10 * 60 * 1000

export const MAX_CHALLENGE_ANSWERS = 5

/** The methods this member has set up, in the order the login panel offers them. */
const methodsOf = async (db: Kysely<Database>, m: MemberRow): Promise<LoginVerificationMethod[]> => [
  ...(m.mobile_num && m.country_dialing_code ? ['sms' as const] : []),
  ...(m.email ? ['email' as const] : []),
  ...(m.payee_name ? ['bankName' as const] : []),
  ...((await hasAuthenticator(db, m.id)) ? ['authenticator' as const] : []),
]

/** A challenge to answer instead of a session, or null when this login needs none. */
export const ipVerificationNeeded = async (
  db: Kysely<Database>, member: MemberRow, ip: string, remember: boolean, defaultPassword: boolean, now: number,
): Promise<LoginVerificationNeeded | null> => {
  if ((await getSetting(db, 'loginIpVerification')) !== true) return null
  const methods = await methodsOf(db, member)
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

/**
 * A name or authenticator answer is counted on the challenge before it is checked, in one
 * statement that only counts while tries are left, so answers sent at once cannot check
 * more than MAX_CHALLENGE_ANSWERS; the one that reaches the limit burns the challenge.
 */
const countAnswer = async (db: Kysely<Database>, idHash: string): Promise<void> => {
  const row = await db.updateTable('login_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_hash', '=', idHash).where('used_at', 'is', null).where('attempts', '<', MAX_CHALLENGE_ANSWERS)
    .returning('attempts').executeTakeFirst()
  if (!row) throw unknownChallenge()
}

/** A wrong answer: the fifth burns the challenge. */
const wrongAnswer = async (db: Kysely<Database>, idHash: string, now: number): Promise<never> => {
  const burnt = await db.updateTable('login_challenges').set({ used_at: new Date(now) })
    .where('id_hash', '=', idHash).where('attempts', '>=', MAX_CHALLENGE_ANSWERS).where('used_at', 'is', null).returning('id_hash').executeTakeFirst()
  if (burnt) throw unknownChallenge()
  throw new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
}

export const registerLoginVerificationRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db

  route(app, AccountEndpoints.loginVerificationSend, async ({ body }, req) => {
    const now = ctx.now()
    const challenge = await liveChallenge(db, body.verificationId, clientInfo(req).ip, now)
    const member = await db.selectFrom('members').selectAll().where('id', '=', challenge.member_id).executeTakeFirstOrThrow()
    if (!(await methodsOf(db, member)).includes(body.method)) throw new ApiError('VALIDATION_FAILED', 'This verification method is not available for the account.')
    await hitThrottle(db, `loginip:${challenge.id_hash}`, { minGapMs: 60_000, max: 5, windowMs: CHALLENGE_TTL_MS, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }, now)
    const target = `challenge:${challenge.id_hash}`
    const code = await issueCode(db, ctx.secretsKey, 'login_ip', target, now)
    const text = `Your Tala login code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Someone is logging in to your account from a new place; if it is not you, change your password.`
    let to: string
    if (body.method === 'sms') {
      to = phoneTarget(member.country_dialing_code!, member.mobile_num!)
      await ctx.messenger.sendSms(to, text)
    } else {
      to = member.email!
      await ctx.messenger.sendEmail(to, 'Tala login verification', text)
    }
    return { expiredMinutes: CODE_TTL_MINUTES, to: maskTarget(to) }
  })

  route(app, AccountEndpoints.loginVerification, async ({ body }, req, reply) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const challenge = await liveChallenge(db, body.verificationId, client.ip, now)
    const method = body.method ?? 'sms'
    if (method === 'sms' || method === 'email') {
      await consumeCode(db, ctx.secretsKey, ['login_ip'], `challenge:${challenge.id_hash}`, body.code, now)
    } else {
      const member = await db.selectFrom('members').selectAll().where('id', '=', challenge.member_id).executeTakeFirstOrThrow()
      if (!(await methodsOf(db, member)).includes(method)) throw new ApiError('VALIDATION_FAILED', 'This verification method is not available for the account.')
      await countAnswer(db, challenge.id_hash)
      const right = method === 'bankName'
        ? safeEqual(normalizeName(body.code), normalizeName(member.payee_name ?? ''))
        : await useTotpCode(db, ctx.secretsKey, member.id, body.code, now)
      if (!right) await wrongAnswer(db, challenge.id_hash, now)
    }
    const claimed = await db.updateTable('login_challenges').set({ used_at: new Date(now) })
      .where('id_hash', '=', challenge.id_hash).where('used_at', 'is', null).returning('member_id').executeTakeFirst()
    if (!claimed) throw unknownChallenge()
    const member = await db.selectFrom('members').selectAll().where('id', '=', claimed.member_id).executeTakeFirstOrThrow()
    const remember = body.remember ?? challenge.remember
    return completeLogin(db, member, client, now, { rememberOn: remember ? reply : undefined, defaultPassword: challenge.default_password })
  })
}
