/**
 * Account calls without a member context: ALTCHA challenge, countries, login (password,
 * SMS, remember token), free play, logout and the SMS code senders.
 */
import type { FastifyInstance } from 'fastify'
import { AccountEndpoints, Endpoints } from '../../../src/shared/api/index.ts'
import type { MemberRow } from '../../db/schema.ts'
import { ApiError, isApiError } from '../../http/errors.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/route.ts'
import { decryptPayload } from '../../http/payload-crypto.ts'
import { readCaptchaCookie, verifyCaptcha } from '../../providers/captcha/index.ts'
import { PasswordWorkersBusy, UNUSABLE_PASSWORD, hashPassword, needsRehash, passwordWorkersHaveRoom, verifyPassword } from '../../lib/passwords.ts'
import { singleFlight } from '../../lib/single-flight.ts'
import { randomAlnum, sha256 } from '../../lib/secrets.ts'
import { newAltchaChallenge, requireAltcha } from './altcha.ts'
import { ipVerificationNeeded, registerLoginVerificationRoutes } from './login-verification.ts'
import { countries } from './countries.ts'
import { CODE_TTL_MINUTES, consumeCode, issueCode, phoneTarget } from './codes.ts'
import { canLoginToMemberSite, moduleEnabled, requireModule, TRIAL_AGENT_CODE } from './guards.ts'
import { parsePhone } from './phone.ts'
import { completeLogin, consumeRememberToken, revokeSession } from './sessions.ts'
import { clearRememberCookie, readRememberCookie } from './remember-cookie.ts'
import { clientInfo } from './client-info.ts'
import { findByAccount, findByPhone } from './members.ts'
import { smsText, throttleSms } from './sms.ts'
import { isDefaultWeakPassword } from './weak-password.ts'
import {
  CAPTCHA_AFTER_FAILURES, TOO_MANY_MESSAGE, clearFailures, failureKeys, hitThrottle, recordFailure, releaseAttempt, reserveAttempt,
} from './throttle.ts'

export const TRIAL_BALANCE_MINOR = 200_000

type LoginBody = NonNullable<(typeof AccountEndpoints.login)['body']>['Type']

export const registerAccountRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db

  /** A hash made with older parameters is replaced on the next right login (unless changed meanwhile). */
  const rehash = async (member: MemberRow, password: string): Promise<void> => {
    await db.updateTable('members').set({ password_hash: await hashPassword(password) })
      .where('id', '=', member.id).where('password_hash', '=', member.password_hash).execute()
  }

  route(app, AccountEndpoints.altchaChallenge, async () => newAltchaChallenge(ctx.secretsKey, ctx.now(), ctx.altchaMaxNumber))

  route(app, AccountEndpoints.countries, async () => ({ countries: [...countries] }))

  const checkCredentials = singleFlight<{ member: MemberRow; defaultPassword: boolean }>()

  /**
   * The password or SMS code of one login attempt, counted before it is checked; past the
   * limit only a right captcha (single use) buys another check, so a burst cannot check more
   * than that. The member, or the failure to answer. When the password workers are too busy
   * to check it in time, SERVER_BUSY at once, before anything is counted.
   */
  const checkLogin = async (
    body: LoginBody, username: string, ip: string, req: Parameters<typeof readCaptchaCookie>[0], now: number,
  ): Promise<{ member: MemberRow; defaultPassword: boolean }> => {
    if (body.type === 'username' && !passwordWorkersHaveRoom()) throw new PasswordWorkersBusy()
    const keys = failureKeys(username, ip)
    let count = await reserveAttempt(db, keys, now, CAPTCHA_AFTER_FAILURES)
    if (count === null) {
      const answer = body.captcha?.trim() ?? ''
      if (answer === '') throw new ApiError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true })
      const id = readCaptchaCookie(req)
      if (id === null || !(await verifyCaptcha(db, id, answer, new Date(now)))) {
        throw new ApiError('CAPTCHA_INVALID', 'The captcha is not correct.', { captcha: true })
      }
      count = await recordFailure(db, keys, now)
    }

    let member: MemberRow | undefined
    let defaultPassword = false
    let failure: ApiError | null = null
    if (body.type === 'username') {
      member = await findByAccount(db, username)
      // Unknown accounts cost the same scrypt time (verifyPassword hashes a dummy). Workers
      // that filled up since the check above: the attempt is given back, not counted.
      const ok = await verifyPassword(body.password, member?.password_hash ?? null, { shedWhenBusy: true }).catch(async (e: unknown) => {
        if (e instanceof PasswordWorkersBusy) await releaseAttempt(db, keys)
        throw e
      })
      if (!ok) failure = new ApiError('LOGIN_FAILED', 'Incorrect username or password.')
      else {
        defaultPassword = await isDefaultWeakPassword(db, ctx.secretsKey, body.password)
        if (needsRehash(member!.password_hash)) await rehash(member!, body.password)
      }
    } else {
      const phone = parsePhone(username, body.countryDialingCode)
      try {
        await consumeCode(db, ctx.secretsKey, ['sms_login'], phoneTarget(phone.countryDialingCode, phone.mobileNum), body.password, now)
        member = await findByPhone(db, phone)
        if (!member) failure = new ApiError('LOGIN_FAILED', 'Incorrect username or password.')
      } catch (e) {
        if (!isApiError(e)) throw e
        failure = e
      }
    }
    if (failure !== null || !member) {
      const f = failure ?? new ApiError('LOGIN_FAILED', 'Incorrect username or password.')
      throw new ApiError(f.code, f.message, { captcha: count >= CAPTCHA_AFTER_FAILURES })
    }
    // Right: the account's failures go, and the IP gets back the attempt it reserved.
    await clearFailures(db, keys.slice(0, 1))
    await releaseAttempt(db, keys.slice(1))
    return { member, defaultPassword }
  }

  route(app, AccountEndpoints.login, async ({ body }, req, reply) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const username = body.username.trim()
    if (username === '' || body.password === '') {
      throw new ApiError('VALIDATION_FAILED', 'Input cannot be empty.', { fields: [{ field: username === '' ? 'username' : 'password', reason: 'required' }] })
    }
    if (body.type === 'sms') await requireModule(db, 'MOBILEVERCODELOGIN3')

    // The same attempt sent several times at once (a double click, a retrying client) is
    // checked, and counted, once: the copies share its answer.
    const sameAttempt = sha256(['login', body.type, username.toLowerCase(), body.countryDialingCode ?? '', client.ip, body.password, body.captcha ?? ''].join('\u0000'))
    const { member, defaultPassword } = await checkCredentials(sameAttempt, () => checkLogin(body, username, client.ip, req, now))
    if (!canLoginToMemberSite(member.is_agent)) throw new ApiError('NON_MEMBER', 'Non-member account unable to login.')
    if (body.type === 'username') {
      const challenge = await ipVerificationNeeded(db, member, client.ip, body.remember === true, defaultPassword, now)
      if (challenge) throw new ApiError('LOGIN_FAILED', 'Please verify this login from a new location.', challenge)
    }
    // A password login with the box unticked ends the remembered login (sign-out keeps it).
    if (body.type === 'username' && body.remember !== true) {
      await db.updateTable('remember_tokens').set({ revoked_at: new Date(now) }).where('member_id', '=', member.id).where('revoked_at', 'is', null).execute()
      if (readRememberCookie(req)) clearRememberCookie(reply)
    }
    return completeLogin(db, member, client, now, { rememberOn: body.remember === true ? reply : undefined, defaultPassword })
  }, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } })

  route(app, AccountEndpoints.rememberLogin, async ({ body }, req, reply) => {
    const now = ctx.now()
    const client = clientInfo(req)
    const token = readRememberCookie(req)
    const member = token === null ? null : await consumeRememberToken(db, body.username.trim().toLowerCase(), token, now)
    if (!member) {
      await recordFailure(db, [`ip:${client.ip}`], now)
      clearRememberCookie(reply)
      throw new ApiError('LOGIN_FAILED', 'Please log in again.')
    }
    if (!canLoginToMemberSite(member.is_agent)) throw new ApiError('NON_MEMBER', 'Non-member account unable to login.')
    // The used token is spent; its replacement replaces the cookie.
    return completeLogin(db, member, client, now, { rememberOn: reply })
  }, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } })

  route(app, Endpoints.freePlay, async ({ body }, req) => {
    const now = ctx.now()
    await requireModule(db, 'FREEPLAY3')
    const random = decryptPayload(ctx.payloadKeys, body.random, now)
    if (typeof random !== 'string' || random.length < 8 || random.length > 256) {
      throw new ApiError('PAYLOAD_INVALID', 'The encrypted random string is missing or malformed.')
    }
    const client = clientInfo(req)
    await hitThrottle(db, `freeplay:ip:${client.ip}`, { minGapMs: 0, max: 10, windowMs: 60 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }, now)
    for (let attempt = 0; attempt < 5; attempt++) {
      const account = `trial_${randomAlnum(6)}`
      const member = await db
        .insertInto('members')
        .values({
          account, password_hash: UNUSABLE_PASSWORD, is_agent: TRIAL_AGENT_CODE, nickname: 'Trial', trial_balance: TRIAL_BALANCE_MINOR,
          mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null, qq_num: null, line: null,
          whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null,
          referral_code: null, register_domain: null, register_url: null, register_ip: client.ip,
        })
        .onConflict((oc) => oc.column('account').doNothing())
        .returningAll()
        .executeTakeFirst()
      if (member) return completeLogin(db, member, client, now)
    }
    throw new Error('Could not pick a free trial account name')
  })

  route(app, Endpoints.logout, async ({ token, session }) => {
    const now = ctx.now()
    const hash = session?.tokenHash ?? (token ? sha256(token) : null)
    // The session ends; a login the member asked to remember stays remembered (its day, or
    // until a password change or the box unticked at the next login).
    if (hash) await revokeSession(db, hash, now)
    return { loggedOut: true }
  })

  route(app, AccountEndpoints.smsNoLogin, async ({ body }, req) => {
    const now = ctx.now()
    const phone = parsePhone(body.mobileNum, body.countryDialingCode)
    if (!(await moduleEnabled(db, 'MOBILEVERCODELOGIN3')) && !(await moduleEnabled(db, 'FORGOTPWDMOBILE3'))) {
      await requireModule(db, 'MOBILEVERCODELOGIN3')
    }
    await requireAltcha(db, ctx.secretsKey, body.altcha, now)
    await throttleSms(db, phone, clientIp(req), now)
    // The same answer whether or not the number is registered; only a member gets a code.
    const member = await findByPhone(db, phone)
    if (member && canLoginToMemberSite(member.is_agent)) {
      const target = phoneTarget(phone.countryDialingCode, phone.mobileNum)
      const code = await issueCode(db, ctx.secretsKey, 'sms_login', target, now)
      await ctx.messenger.sendSms(target, smsText(code))
    }
    return { expiredMinutes: CODE_TTL_MINUTES }
  })

  registerLoginVerificationRoutes(app)

  route(app, AccountEndpoints.smsRegister, async ({ body }, req) => {
    const now = ctx.now()
    const phone = parsePhone(body.mobileNo, body.countryDialingCode)
    await requireModule(db, 'REGMOBVERF3')
    await requireAltcha(db, ctx.secretsKey, body.altcha, now)
    if (await findByPhone(db, phone)) throw new ApiError('ACCOUNT_EXISTS', 'This mobile number is already registered.')
    await throttleSms(db, phone, clientIp(req), now)
    const target = phoneTarget(phone.countryDialingCode, phone.mobileNum)
    const code = await issueCode(db, ctx.secretsKey, 'sms_register', target, now)
    await ctx.messenger.sendSms(target, smsText(code))
    return { expiredMinutes: CODE_TTL_MINUTES }
  })

}
