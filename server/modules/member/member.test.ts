import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, envelope, TEST_SECRETS_KEY, type TestApp } from '../../testing/test-app.ts'
import { encrypted, knownCaptcha, lastCode, login, loginToken, solveAltcha } from '../../testing/account-helpers.ts'
import { issueCode } from '../account/index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())
beforeEach(async () => {
  await t.testDb.db.deleteFrom('throttles').execute()
  await t.testDb.db.deleteFrom('login_failures').execute()
})

const countMembers = async () => (await t.testDb.db.selectFrom('members').select('id').execute()).length

const registerBody = async (over: Record<string, unknown> = {}) => {
  const c = await knownCaptcha(t.testDb.db)
  return {
    cookie: c.cookie,
    body: {
      username: 'newplayer1', password: 'Kopi luwak 88', confirmPassword: 'Kopi luwak 88', captcha: c.answer,
      altcha: await solveAltcha(t.app), login: true, registerMethod: 'WEB', ...over,
    },
  }
}

const sendRegisterSms = async (mobileNo: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo, countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
  expect(res.statusCode).toBe(200)
  return lastCode(t.testDb.db, `+63 ${mobileNo}`)
}

const put = (url: string, cookie: string, body: unknown) => t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: encrypted(body) })

describe('registration by username', () => {
  it('registers with an SMS-verified mobile number and logs in', async () => {
    const code = await sendRegisterSms('9180000001')
    const { cookie, body } = await registerBody({ mobileNum: '9180000001', countryDialingCode: '63', verificationCode: code, email: 'new@example.com', affiliateCode: 'agent01', domain: 'tala.example' })
    const res = await put('/wps/member/register', cookie, body)
    const env = envelope<{ token: string; account: string; firstTimeLogin: boolean }>(res)
    expect(env).toMatchObject({ success: true, value: { account: 'newplayer1', firstTimeLogin: true } })
    if (!env.success) return
    const info = envelope<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token: env.value.token } }))
    expect(info).toMatchObject({ success: true, value: { account: 'newplayer1', isAgent: 0, type: 0, toUpline: true, mobileNum: '9180000001', countryDialingCode: '63', email: 'new@example.com', currency: expect.any(String) } })
    const icon = envelope<{ icon: string }>(await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: { token: env.value.token } }))
    expect(icon.success && icon.value.icon).toMatch(/^\/img\/avatar\/[0-9a-f]{16}\.svg$/)
    if (!icon.success) return
    const svg = await t.app.inject({ method: 'GET', url: icon.value.icon })
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect((await t.app.inject({ method: 'GET', url: '/img/avatar/..%2f..%2fetc.svg' })).statusCode).toBe(404)
    // MCSFE_getPlayerAvatar (spec §7): the same picture, with the name shown beside it.
    const avatar = envelope(await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', headers: { token: env.value.token } }))
    expect(avatar).toEqual({ success: true, value: { avatar: icon.value.icon, nickname: 'newplayer1' } })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar' }))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })

  it('refuses a taken account or mobile, and creates nothing', async () => {
    const before = await countMembers()
    const code = await sendRegisterSms('9180000002')
    const taken = await registerBody({ username: 'Demo01', mobileNum: '9180000002', verificationCode: code })
    expect(envelope(await put('/wps/member/register', taken.cookie, taken.body))).toMatchObject({ code: 'ACCOUNT_EXISTS' })
    const smsTaken = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo: '9170000001', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    expect(envelope(smsTaken)).toMatchObject({ code: 'ACCOUNT_EXISTS' })
    expect(await countMembers()).toBe(before)
  })

  it('checks every field against the rules, the confirmation, the captcha, the bot check, the code and the affiliate', async () => {
    const before = await countMembers()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ username: '1abcdef' }, 'VALIDATION_FAILED'],
      [{ username: 'abc' }, 'VALIDATION_FAILED'],
      [{ username: 'a'.repeat(17) }, 'VALIDATION_FAILED'],
      [{ username: "x'); DROP TABLE members;--" }, 'VALIDATION_FAILED'],
      [{ password: 'short7!', confirmPassword: 'short7!' }, 'VALIDATION_FAILED'],
      [{ password: 'Password1', confirmPassword: 'Password1' }, 'PASSWORD_BREACHED'],
      [{ password: 'Tala123456', confirmPassword: 'Tala123456' }, 'PASSWORD_BREACHED'],
      [{ confirmPassword: 'Kopi luwak 89' }, 'VALIDATION_FAILED'],
      [{ mobileNum: undefined }, 'VALIDATION_FAILED'],
      [{ email: 'not-an-email' }, 'VALIDATION_FAILED'],
      [{ payeeName: '<script>' }, 'VALIDATION_FAILED'],
      [{ verificationCode: undefined }, 'VALIDATION_FAILED'],
      [{ captcha: 'WRONG' }, 'CAPTCHA_INVALID'],
      [{ captcha: undefined }, 'CAPTCHA_REQUIRED'],
      [{ altcha: 'bm90IGFsdGNoYQ==' }, 'BOT_CHECK_FAILED'],
      [{ verificationCode: '000000' }, 'CODE_INVALID'],
      [{ affiliateCode: 'NOSUCH1' }, 'AFFILIATE_INVALID'],
    ]
    for (const [over, code] of cases) {
      const { cookie, body } = await registerBody({ username: 'badinput1', mobileNum: '9180000003', verificationCode: '999999', ...over })
      const res = await put('/wps/member/register', cookie, body)
      expect(envelope(res), JSON.stringify(over)).toMatchObject({ success: false, code })
    }
    const huge = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: { payload: 'v1.' + 'A'.repeat(70 * 1024) } })
    expect(huge.statusCode === 400 || huge.statusCode === 413).toBe(true)
    expect(await countMembers()).toBe(before)
  })

  it('counts wrong registration codes even though the registration rolls back: after 5 the code is spent', async () => {
    const code = await issueCode(t.testDb.db, TEST_SECRETS_KEY, 'sms_register', '+63 9180000050', Date.now())
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) {
      const { cookie, body } = await registerBody({ username: `guess${i}x`, mobileNum: '9180000050', countryDialingCode: '63', verificationCode: wrong })
      expect(envelope(await t.app.inject({ method: 'PUT', url: '/wps/member/register', remoteAddress: `198.51.100.${60 + i}`, headers: { cookie }, payload: encrypted(body) }))).toMatchObject({ code: 'CODE_INVALID' })
    }
    const { cookie, body } = await registerBody({ username: 'guessright', mobileNum: '9180000050', countryDialingCode: '63', verificationCode: code })
    expect(envelope(await t.app.inject({ method: 'PUT', url: '/wps/member/register', remoteAddress: '198.51.100.70', headers: { cookie }, payload: encrypted(body) }))).toMatchObject({ code: 'CODE_INVALID' })
  })

  it('honours the module switches', async () => {
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: false }).where('mod_id', '=', 'USERNAMEREG3').execute()
    const { cookie, body } = await registerBody()
    expect(envelope(await put('/wps/member/register', cookie, body))).toMatchObject({ code: 'MODULE_DISABLED' })
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: true }).where('mod_id', '=', 'USERNAMEREG3').execute()
  })
})

describe('registration by mobile', () => {
  it('uses the mobile number as the account', async () => {
    const code = await sendRegisterSms('9180000010')
    const { cookie, body } = await registerBody({ username: undefined, mobileNum: '9180000010', countryDialingCode: '63', verificationCode: code })
    const env = envelope<{ account: string }>(await put('/wps/member/register/mobile', cookie, body))
    expect(env).toMatchObject({ success: true, value: { account: '9180000010' } })
    const again = await registerBody({ username: undefined, mobileNum: '9180000010', verificationCode: code })
    expect(envelope(await put('/wps/member/register/mobile', again.cookie, again.body))).toMatchObject({ code: 'ACCOUNT_EXISTS' })
  })
})

describe('registration by mobile with MOBILENUMPASSREG3 off', () => {
  const setModule = (enabled: boolean) => t.testDb.db.updateTable('whitelabel_modules').set({ enabled }).where('mod_id', '=', 'MOBILENUMPASSREG3').execute()
  afterAll(() => setModule(true))

  it('registers without a password; the account logs in by SMS code, never by a password', async () => {
    await setModule(false)
    const code = await sendRegisterSms('9180000030')
    const { cookie, body } = await registerBody({ username: undefined, password: '', confirmPassword: '', mobileNum: '9180000030', countryDialingCode: '63', verificationCode: code })
    const env = envelope<{ account: string; token: string; defaultPassword: boolean }>(await put('/wps/member/register/mobile', cookie, body))
    expect(env).toMatchObject({ success: true, value: { account: '9180000030', defaultPassword: false } })
    for (const password of ['', '!', 'Kopi luwak 88']) {
      expect(envelope(await login(t.app, '9180000030', password))).toMatchObject({ success: false })
    }
    await t.testDb.db.deleteFrom('throttles').execute()
    await t.testDb.db.deleteFrom('login_failures').execute()
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9180000030', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    const sms = await lastCode(t.testDb.db, '+63 9180000030')
    const bySms = envelope(await login(t.app, '9180000030', sms, { type: 'sms', countryDialingCode: '63' }))
    expect(bySms).toMatchObject({ success: true, value: { account: '9180000030' } })
  })

  it('refuses a password pair the form does not show, and creates nothing', async () => {
    await setModule(false)
    const before = await countMembers()
    const code = await sendRegisterSms('9180000031')
    const { cookie, body } = await registerBody({ username: undefined, mobileNum: '9180000031', countryDialingCode: '63', verificationCode: code })
    const res = await put('/wps/member/register/mobile', cookie, body)
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'password', reason: 'unexpected' }, { field: 'confirmPassword', reason: 'unexpected' }] } })
    expect(await countMembers()).toBe(before)
  })

  it('with the module on, a mobile registration without a password is refused', async () => {
    await setModule(true)
    const code = await sendRegisterSms('9180000032')
    const { cookie, body } = await registerBody({ username: undefined, password: '', confirmPassword: '', mobileNum: '9180000032', countryDialingCode: '63', verificationCode: code })
    expect(envelope(await put('/wps/member/register/mobile', cookie, body))).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'password', reason: 'required' }, { field: 'confirmPassword', reason: 'required' }] } })
  })
})

describe('passwords', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const code = await sendRegisterSms('9180000020')
    const reg = await registerBody({ username: 'changer01', mobileNum: '9180000020', verificationCode: code })
    const env = envelope<{ token: string }>(await put('/wps/member/register', reg.cookie, reg.body))
    if (!env.success) throw new Error('register')
    const other = await loginToken(t.app, 'changer01', 'Kopi luwak 88')
    const call = (body: unknown) => t.app.inject({ method: 'POST', url: '/wps/member/password', headers: { token: env.value.token }, payload: encrypted(body) })
    expect(envelope(await call({ oldPassword: 'Wrong123', newPassword: 'Better456', confirmNewPassword: 'Better456' }))).toMatchObject({ code: 'LOGIN_FAILED' })
    expect(envelope(await call({ oldPassword: 'Kopi luwak 88', newPassword: 'Better456', confirmNewPassword: 'Better457' }))).toMatchObject({ code: 'PASSWORD_MISMATCH' })
    expect(envelope(await call({ oldPassword: 'Kopi luwak 88', newPassword: 'short', confirmNewPassword: 'short' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call({ oldPassword: 'Kopi luwak 88', newPassword: 'qwertyuiop', confirmNewPassword: 'qwertyuiop' }))).toMatchObject({ code: 'PASSWORD_BREACHED' })
    expect(envelope(await call({ oldPassword: 'Kopi luwak 88', newPassword: 'Tala123456', confirmNewPassword: 'Tala123456' }))).toMatchObject({ code: 'PASSWORD_BREACHED' })
    expect(envelope(await call({ oldPassword: 'Kopi luwak 88', newPassword: 'my new pass ✓', confirmNewPassword: 'my new pass ✓' }))).toMatchObject({ success: true })
    expect(envelope(await call({ oldPassword: 'my new pass ✓', newPassword: 'Kopi luwak 88', confirmNewPassword: 'Kopi luwak 88' }))).toMatchObject({ success: true })
    const changed = await call({ oldPassword: 'Kopi luwak 88', newPassword: 'Better456', confirmNewPassword: 'Better456' })
    expect(envelope(changed)).toEqual({ success: true, value: { done: true } })
    // The remember tokens are revoked with the other sessions; this browser's cookie goes too.
    expect(String(changed.headers['set-cookie'])).toMatch(/^tala_remember=; Path=\/wps\/session\/login; Max-Age=0; HttpOnly; SameSite=Strict$/)
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token: env.value.token } })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token: other } })).statusCode).toBe(401)
    expect(envelope(await login(t.app, 'changer01', 'Better456')).success).toBe(true)
  })

  it('refuses trial accounts with TRIAL_ACCOUNT and anonymous calls with 401', async () => {
    const { encryptPayload } = await import('../../http/payload-crypto.ts')
    const { TEST_PAYLOAD_KEY } = await import('../../testing/test-app.ts')
    const fp = envelope<{ token: string }>(await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-1') } }))
    if (!fp.success) throw new Error('freeplay')
    const res = await t.app.inject({ method: 'POST', url: '/wps/member/password', headers: { token: fp.value.token }, payload: encrypted({ oldPassword: 'x', newPassword: 'Better456', confirmNewPassword: 'Better456' }) })
    expect(res.statusCode).toBe(403)
    expect(envelope(res)).toMatchObject({ code: 'TRIAL_ACCOUNT' })
    const anon = await t.app.inject({ method: 'POST', url: '/wps/member/password', payload: encrypted({ oldPassword: 'x', newPassword: 'Better456', confirmNewPassword: 'Better456' }) })
    expect(anon.statusCode).toBe(401)
  })

  it('resets by e-mail code (form body) and by SMS code (then logged in)', async () => {
    const form = await t.app.inject({ method: 'POST', url: '/wps/member/password/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=weakpass1&email=WEAKPASS1%40example.com' })
    expect(envelope(form)).toEqual({ success: true, value: { done: true } })
    const mismatch = await t.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username: 'weakpass1', email: 'other@example.com' } })
    expect(envelope(mismatch)).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'Username/Email does not exist.' })
    const code = await lastCode(t.testDb.db, 'weakpass1@example.com')
    const reset = (body: unknown) => t.app.inject({ method: 'POST', url: '/wps/member/password/email/reset', payload: encrypted(body) })
    expect(envelope(await reset({ username: 'weakpass1', code, newPassword: 'baseball' }))).toMatchObject({ code: 'PASSWORD_BREACHED' })
    expect(envelope(await reset({ username: 'weakpass1', code, newPassword: 'Tala123456' }))).toMatchObject({ code: 'PASSWORD_BREACHED' })
    expect(envelope(await reset({ username: 'weakpass1', code: '12345', newPassword: 'Reset1234' }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await reset({ username: 'weakpass1', code, newPassword: 'Reset1234' }))).toEqual({ success: true, value: { done: true } })
    expect(envelope(await reset({ username: 'weakpass1', code, newPassword: 'Reset1234' }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await login(t.app, 'weakpass1', 'Reset1234')).success).toBe(true)

    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000002', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    const sms = await lastCode(t.testDb.db, '+63 9170000002')
    const verify = envelope<{ account: string; token: string }>(await t.app.inject({ method: 'POST', url: '/wps/member/password/verification', payload: encrypted({ mobileNum: '9170000002', countryDialingCode: '63', verificationCode: sms, newPassword: 'Phone1234' }) }))
    expect(verify).toMatchObject({ success: true, value: { account: 'weakpass1' } })
    expect(envelope(await login(t.app, 'weakpass1', 'Phone1234')).success).toBe(true)
  })
})

describe('affiliate', () => {
  it('knows the agent code, any case, and nothing else', async () => {
    const check = async (code: string) => envelope<{ valid: boolean }>(await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${encodeURIComponent(code)}` }))
    expect(await check('AGENT01')).toEqual({ success: true, value: { valid: true } })
    expect(await check('agent01')).toEqual({ success: true, value: { valid: true } })
    expect(await check('NOPE')).toEqual({ success: true, value: { valid: false } })
    expect((await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${'x'.repeat(65)}` })).statusCode).toBe(400)
  })
})
