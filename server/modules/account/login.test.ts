import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted, knownCaptcha, lastCode, login, loginToken, solveAltcha } from '../../testing/account-helpers.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { TEST_PAYLOAD_KEY } from '../../testing/test-app.ts'
import { TEST_SCRYPT } from '../../testing/test-passwords.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

type Reply = { token: string; account: string; customerId: string; isAgent: number; firstTimeLogin: boolean; passwordExpired: boolean; defaultPassword: boolean; expiresIn: number; rememberToken?: string }

describe('login by username', () => {
  it('logs the demo member in; first login is reported once; trims and lower-cases', async () => {
    const first = envelope<Reply>(await login(t.app, '  DEMO01 ', 'Demo1234'))
    expect(first.success).toBe(true)
    if (!first.success) return
    expect(first.value).toMatchObject({ account: 'demo01', isAgent: 0, firstTimeLogin: true, passwordExpired: false, defaultPassword: false, expiresIn: 43200 })
    expect(first.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.value.rememberToken).toBeUndefined()
    const second = envelope<Reply>(await login(t.app, 'demo01', 'Demo1234'))
    expect(second.success && second.value.firstTimeLogin).toBe(false)
    const stored = await t.testDb.db.selectFrom('sessions').select('token_hash').execute()
    expect(stored.every((s) => s.token_hash !== first.value.token)).toBe(true)
    const ips = await t.testDb.db.selectFrom('member_ips').selectAll().execute()
    expect(ips.length).toBeGreaterThan(0)
  })

  it('flags the default weak password and agents', async () => {
    const weak = envelope<Reply>(await login(t.app, 'weakpass1', 'Tala123456'))
    expect(weak.success && weak.value.defaultPassword).toBe(true)
    const agent = envelope<Reply>(await login(t.app, 'agent01', 'Agent1234'))
    expect(agent.success && agent.value.isAgent).toBe(1)
  })

  it('logs in with a hash of earlier scrypt parameters and stores a new one at the current parameters', async () => {
    const { hashPassword } = await import('../../lib/passwords.ts')
    const old = await hashPassword('Old hash 123', { N: 2 ** 12, r: 8, p: 1 })
    await t.testDb.db.updateTable('members').set({ password_hash: old }).where('account', '=', 'demo01').execute()
    expect(envelope(await login(t.app, 'demo01', 'Old hash 123')).success).toBe(true)
    const row = await t.testDb.db.selectFrom('members').select('password_hash').where('account', '=', 'demo01').executeTakeFirstOrThrow()
    const { N, r, p } = TEST_SCRYPT
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`))
    expect(envelope(await login(t.app, 'demo01', 'Old hash 123')).success).toBe(true)
    await t.testDb.db.updateTable('members').set({ password_hash: await hashPassword('Demo1234') }).where('account', '=', 'demo01').execute()
  })

  it('reports an old password as expired', async () => {
    await t.testDb.db.updateTable('members').set({ password_changed_at: new Date(Date.now() - 91 * 86400_000) }).where('account', '=', 'agent01').execute()
    const r = envelope<Reply>(await login(t.app, 'agent01', 'Agent1234'))
    expect(r.success && r.value.passwordExpired).toBe(true)
  })

  it('refuses wrong passwords and unknown accounts alike, then asks for a captcha after 3', async () => {
    const a = await t.rebuild()
    const ip = { remoteAddress: '198.51.100.7' }
    const wrong = await a.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'nope1234', type: 'username' }), ...ip })
    expect(wrong.statusCode).toBe(400)
    expect(envelope(wrong)).toMatchObject({ success: false, code: 'LOGIN_FAILED', value: { captcha: false } })
    const unknown = envelope(await a.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'nobody99', password: 'x', type: 'username' }), ...ip }))
    expect(unknown).toMatchObject({ code: 'LOGIN_FAILED', message: 'Incorrect username or password.' })
    const third = envelope(await a.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'nope', type: 'username' }), ...ip }))
    expect(third).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } })
    // Now even the right password needs a captcha.
    const right = envelope(await a.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username' }), ...ip }))
    expect(right).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } })
    const bad = envelope(await a.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username', captcha: 'ZZZZZ' }), ...ip }))
    expect(bad).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } })
    const c = await knownCaptcha(t.testDb.db)
    const ok = envelope(await a.inject({
      method: 'POST', url: '/wps/session/login', headers: { cookie: c.cookie },
      payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username', captcha: c.answer.toLowerCase() }), ...ip,
    }))
    expect(ok.success).toBe(true)
    await t.testDb.db.deleteFrom('login_failures').execute()
  })

  it('rejects missing, oversize, plain and tampered bodies', async () => {
    const empty = await login(t.app, '   ', 'x')
    expect(envelope(empty)).toMatchObject({ code: 'VALIDATION_FAILED' })
    const plain = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { username: 'demo01', password: 'Demo1234', type: 'username' } })
    expect(plain.statusCode).toBe(400)
    const big = await login(t.app, 'a'.repeat(65), 'x')
    expect(envelope(big)).toMatchObject({ code: 'VALIDATION_FAILED' })
    const typ = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: "demo01' OR 1=1 --", password: 'x', type: 'admin' }) })
    expect(envelope(typ)).toMatchObject({ code: 'VALIDATION_FAILED' })
    const wire = encryptPayload(TEST_PAYLOAD_KEY, { username: 'demo01', password: 'Demo1234', type: 'username' })
    const tampered = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { payload: `${wire.slice(0, -4)}AAA=` } })
    expect(envelope(tampered)).toMatchObject({ code: 'PAYLOAD_TAMPERED' })
  })

  it('refuses trial and other non-member accounts with NON_MEMBER', async () => {
    const fp = envelope<Reply>(await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'abcdefgh12345678') } }))
    expect(fp.success).toBe(true)
    if (!fp.success) return
    expect(fp.value.isAgent).toBe(4)
    expect(fp.value.account).toMatch(/^trial_[a-z0-9]{6}$/)
    const row = await t.testDb.db.selectFrom('members').select('trial_balance').where('account', '=', fp.value.account).executeTakeFirstOrThrow()
    expect(Number(row.trial_balance)).toBe(200000)
    // A trial account cannot log in with a password at all.
    expect(envelope(await login(t.app, fp.value.account, '!'))).toMatchObject({ code: 'LOGIN_FAILED' })
    await t.testDb.db.updateTable('members').set({ is_agent: 7 }).where('account', '=', 'weakpass1').execute()
    expect(envelope(await login(t.app, 'weakpass1', 'Tala123456'))).toMatchObject({ code: 'NON_MEMBER' })
    await t.testDb.db.updateTable('members').set({ is_agent: 0 }).where('account', '=', 'weakpass1').execute()
    await t.testDb.db.deleteFrom('login_failures').execute()
  })
})

describe('free play', () => {
  it('needs a random string encrypted with the payload scheme, and FREEPLAY3 on', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', random: 'hello' } })
    expect(envelope(plain)).toMatchObject({ code: 'PAYLOAD_INVALID' })
    const wrongKey = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', random: encryptPayload('another-key-0123456789', 'abcdefgh1234') } })
    expect(envelope(wrongKey)).toMatchObject({ code: 'PAYLOAD_TAMPERED' })
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: false }).where('mod_id', '=', 'FREEPLAY3').execute()
    const off = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'abcdefgh1234') } })
    expect(off.statusCode).toBe(403)
    expect(envelope(off)).toMatchObject({ code: 'MODULE_DISABLED' })
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: true }).where('mod_id', '=', 'FREEPLAY3').execute()
  })
})

/** The remember cookie a reply sets: its value and attributes, or null. */
const rememberCookieOf = (res: { headers: Record<string, unknown> }): { value: string; attributes: string[] } | null => {
  const raw = res.headers['set-cookie']
  const all = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) as string[]
  const found = all.find((c) => c.startsWith('tala_remember='))
  if (!found) return null
  const [pair, ...attributes] = found.split(';').map((p) => p.trim())
  return { value: pair!.slice('tala_remember='.length), attributes }
}
const rememberLogin = (app: TestApp['app'], username: string, cookie?: string, extra: Record<string, unknown> = {}) =>
  app.inject({ method: 'POST', url: '/wps/session/login/remember', payload: encrypted({ username, ...extra }), ...(cookie ? { headers: { cookie: `tala_remember=${cookie}` } } : {}) })

describe('remember token and logout', () => {
  it('keeps the remember token in an HttpOnly, SameSite=Strict cookie scoped to the login path, never in the reply', async () => {
    const res = await login(t.app, 'demo01', 'Demo1234', { remember: true })
    const body = envelope<Reply>(res)
    expect(body.success).toBe(true)
    expect(JSON.stringify(body)).not.toContain('rememberToken')
    const cookie = rememberCookieOf(res)
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.attributes).toEqual(['Path=/wps/session/login', 'Max-Age=86400', 'HttpOnly', 'SameSite=Strict'])
    expect(JSON.stringify(body)).not.toContain(cookie!.value)
    expect(rememberCookieOf(await login(t.app, 'demo01', 'Demo1234'))).toBeNull()
    await t.testDb.db.updateTable('remember_tokens').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute()
  })

  it('marks the cookie Secure when the site is reached over HTTPS through a trusted proxy', async () => {
    const a = await t.rebuild({ trustedProxies: ['127.0.0.1'] })
    const res = await a.inject({
      method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username', remember: true }),
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(envelope(res).success).toBe(true)
    expect(rememberCookieOf(res)?.attributes).toContain('Secure')
    await t.testDb.db.updateTable('remember_tokens').set({ revoked_at: new Date() }).where('revoked_at', 'is', null).execute()
  })

  it('logs in from the cookie, rotates it on use; logout ends the session but keeps the remembered login, a login with the box unticked ends it', async () => {
    const first = rememberCookieOf(await login(t.app, 'demo01', 'Demo1234', { remember: true }))!.value
    const noCookie = await rememberLogin(t.app, 'demo01')
    expect(envelope(noCookie)).toMatchObject({ code: 'LOGIN_FAILED' })
    const viaCookie = await rememberLogin(t.app, 'demo01', first)
    const viaRemember = envelope<Reply>(viaCookie)
    expect(viaRemember.success).toBe(true)
    if (!viaRemember.success) return
    const rotated = rememberCookieOf(viaCookie)!.value
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(rotated).not.toBe(first)
    const reused = await rememberLogin(t.app, 'demo01', first)
    expect(envelope(reused)).toMatchObject({ code: 'LOGIN_FAILED' })
    expect(rememberCookieOf(reused)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0', 'Path=/wps/session/login']) })
    // A token in the body is no longer a way in: only the HttpOnly cookie is.
    expect(envelope(await rememberLogin(t.app, 'demo01', undefined, { rememberToken: rotated })).success).toBe(false)
    const otherUser = await rememberLogin(t.app, 'agent01', rotated)
    expect(envelope(otherUser)).toMatchObject({ code: 'LOGIN_FAILED' })

    const token = viaRemember.value.token
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } })
    expect(info.statusCode).toBe(200)
    // Four refused remembered logins count as failures of this address: start afresh.
    await t.testDb.db.deleteFrom('login_failures').execute()
    const again = rememberCookieOf(await login(t.app, 'demo01', 'Demo1234', { remember: true }))!.value
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token } })
    expect(envelope(out)).toEqual({ success: true, value: { loggedOut: true } })
    expect(rememberCookieOf(out)).toBeNull()
    const after = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })
    expect(envelope(after)).toMatchObject({ code: 'UNAUTHORIZED' })
    // Signed out, the remembered login still logs in (and rotates its token).
    const back = await rememberLogin(t.app, 'demo01', again)
    expect(envelope(back).success).toBe(true)
    const kept = rememberCookieOf(back)!.value
    // A password login with the box unticked ends it: the cookie cleared, the token refused.
    const unticked = await t.app.inject({
      method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username' }), cookies: { tala_remember: kept },
    })
    expect(rememberCookieOf(unticked)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) })
    const live = await t.testDb.db.selectFrom('remember_tokens').select('token_hash').where('revoked_at', 'is', null).execute()
    expect(live).toHaveLength(0)
    expect(envelope(await rememberLogin(t.app, 'demo01', kept))).toMatchObject({ code: 'LOGIN_FAILED' })
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout' })).statusCode).toBe(401)
    await t.testDb.db.deleteFrom('login_failures').execute()
  })

  it('answers TOKEN_EXPIRED for an expired session', async () => {
    const token = await loginToken(t.app, 'demo01', 'Demo1234')
    await t.testDb.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute()
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { token } })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toMatchObject({ code: 'TOKEN_EXPIRED' })
  })
})

describe('SMS login', () => {
  it('sends a code only to a registered number, answers the same either way, and logs in with it once', async () => {
    const altcha = await solveAltcha(t.app)
    const sent = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000001', countryDialingCode: '63', altcha } })
    expect(envelope(sent)).toEqual({ success: true, value: { expiredMinutes: 5 } })
    const reusedAltcha = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000009', countryDialingCode: '63', altcha } })
    expect(envelope(reusedAltcha)).toMatchObject({ code: 'BOT_CHECK_FAILED' })
    const unknown = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000009', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    expect(envelope(unknown)).toEqual({ success: true, value: { expiredMinutes: 5 } })
    expect(await t.testDb.db.selectFrom('outbox').select('id').where('to', '=', '+63 9170000009').execute()).toHaveLength(0)

    const code = await lastCode(t.testDb.db, '+63 9170000001')
    const wrong = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: '9170000001', password: code === '000000' ? '111111' : '000000', type: 'sms', countryDialingCode: '63' }) })
    expect(envelope(wrong)).toMatchObject({ code: 'CODE_INVALID' })
    const ok = envelope<Reply>(await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: '9170000001', password: code, type: 'sms', countryDialingCode: '63' }) }))
    expect(ok).toMatchObject({ success: true, value: { account: 'demo01' } })
    const again = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: '9170000001', password: code, type: 'sms', countryDialingCode: '63' }) })
    expect(envelope(again)).toMatchObject({ code: 'CODE_INVALID' })
    await t.testDb.db.deleteFrom('login_failures').execute()
  })

  it('limits SMS to one a minute per number, then 5 per 15 minutes', async () => {
    const a = await t.rebuild()
    const send = async (num: string) => a.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', remoteAddress: '203.0.113.50', payload: { mobileNum: num, countryDialingCode: '63', altcha: await solveAltcha(a) } })
    expect((await send('9170000002')).statusCode).toBe(200)
    const soon = await send('9170000002')
    expect(soon.statusCode).toBe(429)
    expect(envelope(soon)).toMatchObject({ code: 'RATE_LIMITED' })
    for (const n of ['9171111111', '9171111112', '9171111113', '9171111114']) expect((await send(n)).statusCode).toBe(200)
    const burst = await send('9171111115')
    expect(envelope(burst)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'too many requests, try again after 5 minutes' })
  })

  it('rejects malformed numbers, missing bot checks and a switched-off module', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '12ab', countryDialingCode: '63', altcha: 'x' } })
    expect(envelope(bad)).toMatchObject({ code: 'VALIDATION_FAILED' })
    const noBot = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000001', countryDialingCode: '63', altcha: 'eyJ4IjoxfQ==' } })
    expect(envelope(noBot)).toMatchObject({ code: 'BOT_CHECK_FAILED' })
    const missing = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000001', countryDialingCode: '63' } })
    expect(envelope(missing)).toMatchObject({ code: 'VALIDATION_FAILED' })
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: false }).where('mod_id', '=', 'MOBILEVERCODELOGIN3').execute()
    const off = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: encrypted({ username: '9170000001', password: '123456', type: 'sms' }) })
    expect(envelope(off)).toMatchObject({ code: 'MODULE_DISABLED' })
    await t.testDb.db.updateTable('whitelabel_modules').set({ enabled: true }).where('mod_id', '=', 'MOBILEVERCODELOGIN3').execute()
  })

  it('serves countries and a fresh ALTCHA challenge', async () => {
    const c = envelope<{ countries: Array<{ countryCode: string; countryDialingCode: string }> }>(await t.app.inject({ method: 'GET', url: '/wps/system/countries' }))
    expect(c.success && c.value.countries).toContainEqual({ countryCode: 'PH', countryDialingCode: '63' })
    const ch = envelope<Record<string, unknown>>(await t.app.inject({ method: 'GET', url: '/wps/altcha/challenge' }))
    expect(ch.success && ch.value).toMatchObject({ algorithm: 'SHA-256' })
  })
})
