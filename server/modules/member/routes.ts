/**
 * Member calls: registration (username and mobile), member info and icon, password change
 * and resets (e-mail code, SMS code), affiliate code check.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { AccountEndpoints, Endpoints, type RegistrationUser } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { clientIp } from '../../http/client-ip.ts'
import { route } from '../../http/route.ts'
import { readCaptchaCookie, verifyCaptcha } from '../../providers/captcha/index.ts'
import { UNUSABLE_PASSWORD, hashPassword, verifyPassword } from '../../lib/passwords.ts'
import { sha256 } from '../../lib/secrets.ts'
import { isBreachedPassword } from '../../lib/breached-passwords/index.ts'
import {
  AGENT_CODES, CODE_TTL_MINUTES, clearRememberCookie, isDefaultWeakPassword, TOO_MANY_MESSAGE, clientInfo, completeLogin, consumeCode, findByAccount, findByPhone, hitThrottle, issueCode,
  moduleEnabled, parsePhone, phoneTarget, requireAltcha, requireModule, requireRealAccount, revokeMemberSessions,
} from '../account/index.ts'
import { securityInfo } from '../security/index.ts'
import { bindReferral, isReferralCode } from '../rewards/index.ts'
import { memberLabels } from '../points/index.ts'
import {
  fieldValue, loadRegisterValidation, validatePassword, validateRegistration, type FieldError, type RegistrationMode,
} from '../system/index.ts'

const validationFailed = (errors: ReadonlyArray<FieldError>): ApiError =>
  new ApiError('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid input.', { fields: errors.map(({ field, reason }) => ({ field, reason })) })

const accountExists = () => new ApiError('ACCOUNT_EXISTS', 'This account or mobile number is already registered.')

/** Registrations per IP: 10 an hour. */
const registerPerIp = { minGapMs: 0, max: 10, windowMs: 60 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }
/** Reset e-mails per account: one a minute, 5 per 15 minutes. */
const emailPerAccount = { minGapMs: 60_000, max: 5, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505'

export const avatarPathOf = (account: string): string => `/img/avatar/${sha256(`avatar:${account}`).slice(0, 16)}.svg`

const setPassword = async (db: Kysely<Database>, memberId: number, password: string, now: number): Promise<void> => {
  const hash = await hashPassword(password)
  await db.updateTable('members').set({ password_hash: hash, password_changed_at: new Date(now) }).where('id', '=', memberId).execute()
}

export const registerMemberRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db

  /**
   * A new password on the leaked-password list, or equal to the deployment's default weak
   * password (which accounts created with it must change), is refused. Accounts that still
   * have the default weak password keep logging in with it until they change it.
   */
  const refuseLeaked = async (password: string): Promise<void> => {
    if (isBreachedPassword(password) || (await isDefaultWeakPassword(db, ctx.secretsKey, password))) {
      throw new ApiError('PASSWORD_BREACHED', 'This password is too common or has leaked elsewhere; choose another.')
    }
  }

  const register = async (body: RegistrationUser, mode: RegistrationMode, req: Parameters<typeof clientInfo>[0]) => {
    const now = ctx.now()
    if (mode === 'username') await requireModule(db, 'DIRECTREG3', 'USERNAMEREG3')
    else await requireModule(db, 'MOBILENUMREG3')
    const client = clientInfo(req)

    const rules = await loadRegisterValidation(db)
    // Spec §2/§6: a mobile registration takes a password pair only when MOBILENUMPASSREG3 is on;
    // without it the account has no password and logs in by SMS code (or sets one through the
    // forgot-password-by-mobile flow).
    const withPassword = mode === 'username' || (await moduleEnabled(db, 'MOBILENUMPASSREG3'))
    const errors = validateRegistration(rules, body, mode, withPassword)
    if (errors.length > 0) throw validationFailed(errors)
    if (withPassword) await refuseLeaked(body.password)
    const mobile = fieldValue(body, 'mobileNum')
    const useMobile = mode === 'mobile' || (rules.mobileNum.enabled && mobile !== '')
    const phone = useMobile ? parsePhone(mobile, body.countryDialingCode) : null
    const smsRequired = phone !== null && (await moduleEnabled(db, 'REGMOBVERF3'))
    if (smsRequired && (body.verificationCode ?? '').trim() === '') throw validationFailed([{ field: 'verificationCode', reason: 'required', message: 'Enter a valid verification code.' }])

    await hitThrottle(db, `register:ip:${client.ip}`, registerPerIp, now)
    await requireAltcha(db, ctx.secretsKey, body.altcha, now)
    if (rules.captcha.enabled && rules.captcha.required) {
      const id = readCaptchaCookie(req)
      const answer = body.captcha?.trim() ?? ''
      if (answer === '') throw new ApiError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true })
      if (id === null || !(await verifyCaptcha(db, id, answer, new Date(now)))) throw new ApiError('CAPTCHA_INVALID', 'The captcha is not correct.', { captcha: true })
    }

    const account = (mode === 'mobile' ? mobile : fieldValue(body, 'username')).toLowerCase()
    const text = (field: Parameters<typeof fieldValue>[1]) => (rules[field].enabled ? fieldValue(body, field) || null : null)
    const affiliateCode = text('affiliateCode')
    const paymentPassword = text('paymentPassword')
    // Hash outside the transaction: PGlite runs one statement at a time.
    const [passwordHash, paymentHash] = await Promise.all([
      withPassword ? hashPassword(body.password) : Promise.resolve(UNUSABLE_PASSWORD),
      paymentPassword ? hashPassword(paymentPassword) : Promise.resolve(null),
    ])

    let uplineId: number | null = null
    const referralCode = body.referralCode?.trim() || null
    // A referral link's code may arrive in the affiliate field too (the form fills both from
    // the link): a member's referral code there is not an agent's code, and binds no upline.
    const affiliateIsReferral = affiliateCode !== null && affiliateCode === referralCode && (await isReferralCode(db, referralCode))
    if (affiliateCode && !affiliateIsReferral) {
      const agent = await db.selectFrom('members').select(['id', 'is_agent'])
        .where('affiliate_code', '=', affiliateCode.toUpperCase()).executeTakeFirst()
      if (!agent || !AGENT_CODES.has(agent.is_agent)) throw new ApiError('AFFILIATE_INVALID', 'Invalid invitation code.')
      uplineId = agent.id
    }
    if (smsRequired && phone) {
      // Used outside the transaction, so a wrong try stays counted when the registration rolls
      // back (a try counted inside it would be undone, and guesses would be free).
      if ((await findByAccount(db, account)) || (await findByPhone(db, phone))) throw accountExists()
      await consumeCode(db, ctx.secretsKey, ['sms_register'], phoneTarget(phone.countryDialingCode, phone.mobileNum), body.verificationCode ?? '', now)
    }

    try {
      return await db.transaction().execute(async (trx) => {
        if (await findByAccount(trx, account)) throw accountExists()
        if (phone && (await findByPhone(trx, phone))) throw accountExists()
        const member = await trx.insertInto('members').values({
          account,
          password_hash: passwordHash,
          is_agent: 0,
          nickname: account,
          mobile_num: phone?.mobileNum ?? null,
          country_dialing_code: phone?.countryDialingCode ?? null,
          email: text('email'),
          payee_name: text('payeeName'),
          payment_password_hash: paymentHash,
          qq_num: text('qqNum'),
          line: text('line'),
          whatsapp: text('whatsapp'),
          facebook: text('facebook'),
          wechat: text('wechat'),
          id_number: text('idNumber'),
          recommender_id: text('recommenderId'),
          affiliate_code: null,
          upline_id: uplineId,
          referral_code: referralCode,
          register_domain: body.domain?.trim() || null,
          register_url: body.registerUrl?.trim() || null,
          register_ip: client.ip,
        }).returningAll().executeTakeFirstOrThrow()
        // upline_id stays the agent's (affiliate code); a referral code binds an inviter.
        if (referralCode) await bindReferral(trx, member.id, referralCode)
        if (body.login === false) {
          return { token: '', account, customerId: String(member.id), isAgent: 0, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, expiresIn: 0 }
        }
        return completeLogin(trx, member, client, now)
      })
    } catch (e) {
      if (isUniqueViolation(e)) throw accountExists()
      throw e
    }
  }

  route(app, AccountEndpoints.register, async ({ body }, req) => register(body, 'username', req))
  route(app, AccountEndpoints.registerMobile, async ({ body }, req) => register(body, 'mobile', req))

  const boundOf = async (member: Parameters<typeof securityInfo>[1]) => {
    const { account: _account, ...bound } = await securityInfo(db, member)
    return bound
  }

  route(app, Endpoints.memberInfo, async ({ session }) => {
    const member = await db.selectFrom('members').selectAll().where('id', '=', Number(session!.memberId)).executeTakeFirst()
    if (!member) throw new ApiError('UNAUTHORIZED', 'Please log in first.')
    const brand = await getSetting(db, 'brand')
    // The VIP service label of the header (spec §3): the member's level; a trial account has none.
    const labels = member.is_agent === 4 ? null : await memberLabels(db, member.id)
    return {
      id: String(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.is_agent,
      isAgent: member.is_agent,
      toUpline: member.upline_id !== null,
      clubLabel: { labelName: labels?.club ?? '' },
      memberLabel: [{ labelName: labels?.label ?? 'TRIAL' }],
      currency: brand?.currencySymbol ?? 'TLB',
      mobileNum: member.mobile_num ?? '',
      countryDialingCode: member.country_dialing_code ?? '',
      email: member.email ?? '',
      ...(member.is_agent === 4 ? {} : { bound: await boundOf(member) }),
    }
  })

  route(app, Endpoints.memberIcon, async ({ session }) => ({ icon: avatarPathOf(session!.account) }))

  route(app, Endpoints.playerAvatar, async ({ session }) => {
    const row = await db.selectFrom('members').select('nickname').where('id', '=', Number(session!.memberId)).executeTakeFirst()
    return { avatar: avatarPathOf(session!.account), nickname: row?.nickname || session!.account }
  })

  route(app, AccountEndpoints.changePassword, async ({ body, session }, _req, reply) => {
    const now = ctx.now()
    const s = requireRealAccount(session)
    const problem = validatePassword(body.newPassword)
    if (problem) throw validationFailed([{ ...problem, field: 'newPassword' }])
    if (body.confirmNewPassword !== body.newPassword) throw new ApiError('PASSWORD_MISMATCH', 'Confirmation password is not correct.')
    await refuseLeaked(body.newPassword)
    const member = await db.selectFrom('members').select(['id', 'password_hash']).where('id', '=', Number(s.memberId)).executeTakeFirstOrThrow()
    if (!(await verifyPassword(body.oldPassword, member.password_hash))) throw new ApiError('LOGIN_FAILED', 'The old password is not correct.')
    await setPassword(db, member.id, body.newPassword, now)
    // Every other session and every remember token ends; this one stays.
    await revokeMemberSessions(db, member.id, now, s.tokenHash)
    clearRememberCookie(reply)
    return { done: true }
  }, { config: { rateLimit: { max: 10, timeWindow: 60_000 } } })

  // The form body the spec describes (application/x-www-form-urlencoded), JSON as well; the
  // parser lives in this child context only, so other calls stay JSON-only.
  void app.register(async (child) => {
    child.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(text))))
    })
    route(child, AccountEndpoints.passwordEmail, async ({ body }, req) => {
      const now = ctx.now()
      await requireModule(db, 'FORGOTPWDEMAIL3')
      const member = await findByAccount(db, body.username)
      const email = body.email.trim().toLowerCase()
      // Spec §8: "Username/Email does not exist" when they do not match a member.
      if (!member || member.email === null || member.email.toLowerCase() !== email) {
        await hitThrottle(db, `email:ip:${clientIp(req)}`, { ...emailPerAccount, minGapMs: 0, max: 20 }, now)
        throw new ApiError('ACCOUNT_NOT_FOUND', 'Username/Email does not exist.')
      }
      await hitThrottle(db, `email:member:${member.id}`, emailPerAccount, now)
      const code = await issueCode(db, ctx.secretsKey, 'email_reset', `member:${member.id}`, now)
      await ctx.messenger.sendEmail(member.email, 'Tala password reset',
        `Hello ${member.account},\n\nYour password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.\nIf you did not ask for it, ignore this message.`)
      return { done: true }
    })
  })

  route(app, AccountEndpoints.passwordEmailReset, async ({ body }) => {
    const now = ctx.now()
    await requireModule(db, 'FORGOTPWDEMAIL3')
    const problem = validatePassword(body.newPassword)
    if (problem) throw validationFailed([{ ...problem, field: 'newPassword' }])
    await refuseLeaked(body.newPassword)
    const member = await findByAccount(db, body.username)
    if (!member) throw new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
    await consumeCode(db, ctx.secretsKey, ['email_reset'], `member:${member.id}`, body.code, now)
    await setPassword(db, member.id, body.newPassword, now)
    await revokeMemberSessions(db, member.id, now)
    return { done: true }
  })

  route(app, AccountEndpoints.passwordVerification, async ({ body }, req) => {
    const now = ctx.now()
    await requireModule(db, 'FORGOTPWDMOBILE3')
    const phone = parsePhone(body.mobileNum, body.countryDialingCode)
    const problem = validatePassword(body.newPassword)
    if (problem) throw validationFailed([{ ...problem, field: 'newPassword' }])
    await refuseLeaked(body.newPassword)
    // The code comes from /wps/verification/sms/noLogin (one code serves login and reset).
    await consumeCode(db, ctx.secretsKey, ['sms_reset', 'sms_login'], phoneTarget(phone.countryDialingCode, phone.mobileNum), body.verificationCode, now)
    const member = await findByPhone(db, phone)
    if (!member) throw new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
    await setPassword(db, member.id, body.newPassword, now)
    await revokeMemberSessions(db, member.id, now)
    const fresh = await db.selectFrom('members').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow()
    return completeLogin(db, fresh, clientInfo(req), now)
  })

  route(app, AccountEndpoints.affiliate, async ({ query }) => {
    const code = query.code.trim().toUpperCase()
    if (code === '') return { valid: false }
    const agent = await db.selectFrom('members').select('is_agent').where('affiliate_code', '=', code).executeTakeFirst()
    if (agent !== undefined && AGENT_CODES.has(agent.is_agent)) return { valid: true }
    // The register form puts an invite link's code in an empty affiliate field: a member's
    // referral code passes the check too (it binds the inviter, not an upline).
    return { valid: await isReferralCode(db, code) }
  })
}
