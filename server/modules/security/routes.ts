/**
 * Security bindings from the member centre (page securityCenter): bind or change the e-mail
 * address and the mobile number (a code sent to the new one, then confirmed), set the bank
 * account holder name while empty, set the date of birth once (birthday.ts), bind or remove an
 * authenticator app (TOTP). Token calls for
 * real accounts only. Codes reuse the account module's codes (6 digits, 5 minutes, single use,
 * constant-time) and sends reuse the SMS throttles. Contract: schemas/security.ts.
 */
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import { SecurityEndpoints, type SecurityInfo } from '../../../src/shared/api/index.ts'
import type { Database, MemberRow } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { newTotpSecret, otpauthUri } from '../../lib/totp.ts'
import { maskName, maskTarget } from '../../lib/mask.ts'
import {
  CODE_TTL_MINUTES, TOO_MANY_MESSAGE, clientInfo, consumeCode, findByPhone, hasAuthenticator, hitThrottle, issueCode, parsePhone, phoneTarget,
  requireRealAccount, sealSecret, smsPerIp, smsPerNumber, throttleSms, useTotpCode, type ThrottleRule,
} from '../account/index.ts'
import { checkValue, loadRegisterValidation } from '../system/index.ts'
import { bindBirthday, birthdayOf } from './birthday.ts'

/** Authenticator codes tried (bind or remove): 10 in 15 minutes, then 5 minutes blocked. */
const totpAttempts: ThrottleRule = { minGapMs: 0, max: 10, windowMs: 15 * 60_000, blockMs: 5 * 60_000, message: TOO_MANY_MESSAGE }
const EMAIL_FALLBACK = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const securityInfo = async (db: Kysely<Database>, member: MemberRow): Promise<SecurityInfo> => ({
  account: member.account,
  mobile: member.mobile_num && member.country_dialing_code ? maskTarget(phoneTarget(member.country_dialing_code, member.mobile_num)) : '',
  email: member.email ? maskTarget(member.email) : '',
  payeeName: member.payee_name ? maskName(member.payee_name) : '',
  authenticator: await hasAuthenticator(db, member.id),
  birthday: await birthdayOf(db, member.id),
})

const invalidField = (field: string, reason: string, message: string) => new ApiError('VALIDATION_FAILED', message, { fields: [{ field, reason }] })

export const registerSecurityRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala
  const db = ctx.db

  const memberOf = async (session: Parameters<typeof requireRealAccount>[0]): Promise<MemberRow> => {
    const s = requireRealAccount(session)
    const member = await db.selectFrom('members').selectAll().where('id', '=', Number(s.memberId)).executeTakeFirst()
    if (!member) throw new ApiError('UNAUTHORIZED', 'Please log in first.')
    return member
  }
  const reload = async (id: number) => securityInfo(db, await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirstOrThrow())

  const parseEmail = async (raw: string): Promise<string> => {
    const email = raw.trim().toLowerCase()
    if (email === '') throw invalidField('email', 'required', 'E-mail not empty.')
    const rule = (await loadRegisterValidation(db)).email
    const bad = rule?.enabled ? checkValue(rule, email) : (EMAIL_FALLBACK.test(email) && email.length <= 100 ? null : 'pattern')
    if (bad) throw invalidField('email', bad, 'E-mail format is incorrect.')
    return email
  }
  const emailTarget = (memberId: number, email: string) => `member:${memberId}:${email}`
  const mobileTarget = (memberId: number, to: string) => `member:${memberId}:${to}`

  route(app, SecurityEndpoints.security, async ({ session }) => securityInfo(db, await memberOf(session)))

  route(app, SecurityEndpoints.bindEmailSend, async ({ body, session }, req) => {
    const now = ctx.now()
    const member = await memberOf(session)
    const email = await parseEmail(body.email)
    if (email === member.email) throw new ApiError('ALREADY_BOUND', 'This e-mail address is already bound to your account.')
    // Throttled first, and the same answer whether or not another account holds the address:
    // "in use" is said only at bindEmail, once the code has proved the member reads it.
    await hitThrottle(db, `bindmail:${member.id}`, smsPerNumber, now)
    await hitThrottle(db, `sms:ip:${clientInfo(req).ip}`, smsPerIp, now)
    // An address another account holds gets no code: its owner is not sent messages they never
    // asked for (the reply is the same, so the answer does not say the address is taken).
    const owner = await db.selectFrom('members').select('id').where('email', '=', email).where('id', '<>', member.id).executeTakeFirst()
    if (!owner) {
      const code = await issueCode(db, ctx.secretsKey, 'bind_email', emailTarget(member.id, email), now)
      await ctx.messenger.sendEmail(email, 'Tala e-mail verification',
        `Your Tala code to bind this e-mail address to ${member.account} is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`)
    }
    return { expiredMinutes: CODE_TTL_MINUTES, to: maskTarget(email) }
  })

  route(app, SecurityEndpoints.bindEmail, async ({ body, session }) => {
    const now = ctx.now()
    const member = await memberOf(session)
    const email = await parseEmail(body.email)
    await consumeCode(db, ctx.secretsKey, ['bind_email'], emailTarget(member.id, email), body.code, now)
    const owner = await db.selectFrom('members').select('id').where('email', '=', email).where('id', '<>', member.id).executeTakeFirst()
    if (owner) throw new ApiError('IN_USE', 'This e-mail address belongs to another account.')
    await db.updateTable('members').set({ email }).where('id', '=', member.id).execute()
    return reload(member.id)
  })

  route(app, SecurityEndpoints.bindMobileSend, async ({ body, session }, req) => {
    const now = ctx.now()
    const member = await memberOf(session)
    const phone = parsePhone(body.mobileNum, body.countryDialingCode)
    if (phone.mobileNum === member.mobile_num && phone.countryDialingCode === member.country_dialing_code) {
      throw new ApiError('ALREADY_BOUND', 'This mobile number is already bound to your account.')
    }
    // Throttled per member first (then per IP and number), and the same answer whether or not
    // another account holds the number: "in use" only at bindMobile, after the code.
    await hitThrottle(db, `bindmobile:${member.id}`, smsPerNumber, now)
    await throttleSms(db, phone, clientInfo(req).ip, now)
    const to = phoneTarget(phone.countryDialingCode, phone.mobileNum)
    // A number another account holds gets no code (the same reply either way).
    const other = await findByPhone(db, phone)
    if (!other || other.id === member.id) {
      const code = await issueCode(db, ctx.secretsKey, 'bind_mobile', mobileTarget(member.id, to), now)
      await ctx.messenger.sendSms(to, `Your Tala code to bind this number is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`)
    }
    return { expiredMinutes: CODE_TTL_MINUTES, to: maskTarget(to) }
  })

  route(app, SecurityEndpoints.bindMobile, async ({ body, session }) => {
    const now = ctx.now()
    const member = await memberOf(session)
    const phone = parsePhone(body.mobileNum, body.countryDialingCode)
    await consumeCode(db, ctx.secretsKey, ['bind_mobile'], mobileTarget(member.id, phoneTarget(phone.countryDialingCode, phone.mobileNum)), body.code, now)
    const other = await findByPhone(db, phone)
    if (other && other.id !== member.id) throw new ApiError('IN_USE', 'This mobile number belongs to another account.')
    await db.updateTable('members').set({ mobile_num: phone.mobileNum, country_dialing_code: phone.countryDialingCode }).where('id', '=', member.id).execute()
    return reload(member.id)
  })

  route(app, SecurityEndpoints.bindPayeeName, async ({ body, session }) => {
    const member = await memberOf(session)
    const name = body.payeeName.trim().replace(/\s+/g, ' ')
    if (name === '') throw invalidField('payeeName', 'required', 'Payee name not empty.')
    const rule = (await loadRegisterValidation(db)).payeeName
    const bad = rule?.enabled ? checkValue(rule, name) : (name.length >= 2 && name.length <= 50 ? null : 'length')
    if (bad) throw invalidField('payeeName', bad, 'Real name format is incorrect.')
    // Set once: changing the name that withdrawals go to is a customer-service matter.
    const updated = await db.updateTable('members').set({ payee_name: name })
      .where('id', '=', member.id).where((eb) => eb.or([eb('payee_name', 'is', null), eb('payee_name', '=', '')])).returning('id').executeTakeFirst()
    if (!updated) throw new ApiError('ALREADY_BOUND', 'The bank account name is already set. Please contact customer service to change it.')
    return reload(member.id)
  })

  route(app, SecurityEndpoints.bindBirthday, async ({ body, session }) => {
    const member = await memberOf(session)
    await bindBirthday(db, member.id, body.birthday, ctx.now())
    return reload(member.id)
  })

  route(app, SecurityEndpoints.authenticatorSetup, async ({ session }) => {
    const member = await memberOf(session)
    if (await hasAuthenticator(db, member.id)) throw new ApiError('ALREADY_BOUND', 'An authenticator is already bound. Remove it first.')
    const secret = newTotpSecret()
    const sealed = sealSecret(ctx.secretsKey, secret)
    // A new setup replaces an unconfirmed one; a bound one is never touched here.
    await db.insertInto('member_authenticators').values({ member_id: member.id, secret_enc: sealed, bound_at: null, last_step: null })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ secret_enc: sealed, last_step: null, bound_at: null })
        .where('member_authenticators.bound_at', 'is', null))
      .execute()
    const issuer = (await getSetting(db, 'brand'))?.brandName || 'Tala'
    const uri = otpauthUri(issuer, member.account, secret)
    const qr = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
    return { secret, uri, qr }
  })

  route(app, SecurityEndpoints.authenticatorBind, async ({ body, session }) => {
    const now = ctx.now()
    const member = await memberOf(session)
    if (await hasAuthenticator(db, member.id)) throw new ApiError('ALREADY_BOUND', 'An authenticator is already bound. Remove it first.')
    const pending = await db.selectFrom('member_authenticators').select('member_id').where('member_id', '=', member.id).executeTakeFirst()
    if (!pending) throw new ApiError('NOT_BOUND', 'Start the authenticator set-up first.')
    await hitThrottle(db, `totp:${member.id}`, totpAttempts, now)
    if (!(await useTotpCode(db, ctx.secretsKey, member.id, body.code, now, true))) throw new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
    await db.updateTable('member_authenticators').set({ bound_at: new Date(now) }).where('member_id', '=', member.id).execute()
    return reload(member.id)
  })

  route(app, SecurityEndpoints.authenticatorUnbind, async ({ body, session }) => {
    const now = ctx.now()
    const member = await memberOf(session)
    if (!(await hasAuthenticator(db, member.id))) throw new ApiError('NOT_BOUND', 'No authenticator is bound.')
    await hitThrottle(db, `totp:${member.id}`, totpAttempts, now)
    if (!(await useTotpCode(db, ctx.secretsKey, member.id, body.code, now))) throw new ApiError('CODE_INVALID', 'Invalid or missing verification code.')
    await db.deleteFrom('member_authenticators').where('member_id', '=', member.id).execute()
    return reload(member.id)
  })
}

