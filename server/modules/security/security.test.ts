import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, TEST_PAYLOAD_KEY, type TestApp } from '../../testing/test-app.ts'
import { encrypted, lastCode, loginToken } from '../../testing/account-helpers.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { totpAt } from '../../lib/totp.ts'

let t: TestApp
// Real time (encrypted payloads carry a timestamp), moved forward by `later`.
let clock = Date.now()
let token: string
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  token = await loginToken(t.app, 'demo01', 'Demo1234')
})
afterAll(async () => t?.close())

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = token, ip = '198.51.100.7') =>
  t.app.inject({ method, url, remoteAddress: ip, headers: as ? { authorization: `Bearer ${as}` } : {}, ...(payload === undefined ? {} : { payload: payload as object }) })
const later = (ms: number) => {
  clock += ms
}

describe('security bindings', () => {
  it('needs a token and a real account', async () => {
    expect(envelope(await call('GET', '/wps/member/security', undefined, ''))).toMatchObject({ code: 'UNAUTHORIZED' })
    const fp = envelope<{ token: string }>(await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-1') } }))
    if (!fp.success) throw new Error('freeplay')
    for (const [method, url, body] of [
      ['GET', '/wps/member/security', undefined],
      ['POST', '/wps/member/security/email/send', { email: 'x@example.com' }],
      ['POST', '/wps/member/security/mobile/send', { mobileNum: '9175550000', countryDialingCode: '63' }],
      ['POST', '/wps/member/security/authenticator/setup', undefined],
      ['POST', '/wps/member/security/payee', encrypted({ payeeName: 'Trial Name' })],
    ] as const) {
      expect(envelope(await call(method, url, body, fp.value.token))).toMatchObject({ code: 'TRIAL_ACCOUNT' })
    }
  })

  it('shows what is bound, masked (also in the member info)', async () => {
    expect(envelope(await call('GET', '/wps/member/security'))).toEqual({
      success: true, value: { account: 'demo01', mobile: '+63 ******0001', email: 'd***@example.com', payeeName: '', authenticator: false, birthday: '' },
    })
    expect(envelope(await call('GET', '/wps/member/info'))).toMatchObject({
      success: true, value: { bound: { mobile: '+63 ******0001', email: 'd***@example.com', payeeName: '', authenticator: false } },
    })
  })

  // Before the clock moves: encrypted payloads are time-stamped.
  it('sets the bank account name once, checked by the payee name rule', async () => {
    const set = (payeeName: string) => call('POST', '/wps/member/security/payee', encrypted({ payeeName }))
    expect(envelope(await call('POST', '/wps/member/security/payee', { payeeName: 'Juan' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await set('   '))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await set('J'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await set('Juan <b>1</b>'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await set('  Juan   Dela Cruz '))).toMatchObject({ success: true, value: { payeeName: 'J*** D*** C***' } })
    expect(envelope(await set('Someone Else'))).toMatchObject({ code: 'ALREADY_BOUND' })
    const row = await t.testDb.db.selectFrom('members').select('payee_name').where('account', '=', 'demo01').executeTakeFirstOrThrow()
    expect(row.payee_name).toBe('Juan Dela Cruz')
  })

  it('changes the e-mail address with a code sent to the new one, once', async () => {
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'not-an-email' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: '' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'x'.repeat(300) + '@e.com' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'demo01@example.com' }))).toMatchObject({ code: 'ALREADY_BOUND' })
    // Another member's address: the same reply, but its owner is sent nothing, and no code binds it.
    const toOwner = () => t.testDb.db.selectFrom('outbox').select('id').where('to', '=', 'weakpass1@example.com').execute()
    const ownerMessages = (await toOwner()).length
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'WEAKPASS1@example.com' }))).toEqual({ success: true, value: { expiredMinutes: 5, to: 'w***@example.com' } })
    expect(await toOwner()).toHaveLength(ownerMessages)
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'weakpass1@example.com', code: '123456' }))).toMatchObject({ code: 'CODE_INVALID' })
    later(61_000)
    const sent = envelope(await call('POST', '/wps/member/security/email/send', { email: 'Juan.New@Example.com' }))
    expect(sent).toEqual({ success: true, value: { expiredMinutes: 5, to: 'j***@example.com' } })
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'juan.new@example.com' }))).toMatchObject({ code: 'RATE_LIMITED' })
    const code = await lastCode(t.testDb.db, 'juan.new@example.com')
    // The code is for that address only, and for this member only.
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'other@example.com', code }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'juan.new@example.com', code: code === '000000' ? '111111' : '000000' }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'juan.new@example.com', code: '<script>' }))).toMatchObject({ code: 'CODE_INVALID' })
    const bound = envelope(await call('POST', '/wps/member/security/email', { email: 'juan.new@example.com', code }))
    expect(bound).toMatchObject({ success: true, value: { email: 'j***@example.com' } })
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'juan.new@example.com', code }))).toMatchObject({ code: 'CODE_INVALID' })
    const row = await t.testDb.db.selectFrom('members').select('email').where('account', '=', 'demo01').executeTakeFirstOrThrow()
    expect(row.email).toBe('juan.new@example.com')
  })

  it('refuses an expired code', async () => {
    later(61_000)
    expect(envelope(await call('POST', '/wps/member/security/email/send', { email: 'late@example.com' })).success).toBe(true)
    const code = await lastCode(t.testDb.db, 'late@example.com')
    later(5 * 60_000 + 1000)
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'late@example.com', code }))).toMatchObject({ code: 'CODE_EXPIRED' })
  })

  it('changes the mobile number with an SMS to the new one; a number of another member gets no SMS and cannot be bound', async () => {
    expect(envelope(await call('POST', '/wps/member/security/mobile/send', { mobileNum: '12ab', countryDialingCode: '63' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/mobile/send', { mobileNum: '9170000001', countryDialingCode: '999' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/mobile/send', { mobileNum: '9170000001', countryDialingCode: '63' }))).toMatchObject({ code: 'ALREADY_BOUND' })
    later(61_000)
    const toOwner = () => t.testDb.db.selectFrom('outbox').select('id').where('to', '=', '+63 9170000002').execute()
    const ownerMessages = (await toOwner()).length
    expect(envelope(await call('POST', '/wps/member/security/mobile/send', { mobileNum: '9170000002', countryDialingCode: '63' }))).toMatchObject({ success: true, value: { expiredMinutes: 5 } })
    expect(await toOwner()).toHaveLength(ownerMessages)
    expect(envelope(await call('POST', '/wps/member/security/mobile', { mobileNum: '9170000002', countryDialingCode: '63', code: '123456' }))).toMatchObject({ code: 'CODE_INVALID' })
    later(61_000)
    expect(envelope(await call('POST', '/wps/member/security/mobile/send', { mobileNum: '9175550101', countryDialingCode: '63' }))).toEqual({
      success: true, value: { expiredMinutes: 5, to: '+63 ******0101' },
    })
    const code = await lastCode(t.testDb.db, '+63 9175550101')
    expect(envelope(await call('POST', '/wps/member/security/mobile', { mobileNum: '9175550102', countryDialingCode: '63', code }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/mobile', { mobileNum: '9175550101', countryDialingCode: '63', code }))).toMatchObject({
      success: true, value: { mobile: '+63 ******0101' },
    })
    expect(envelope(await call('POST', '/wps/member/security/mobile', { mobileNum: '9175550101', countryDialingCode: '63', code }))).toMatchObject({ code: 'CODE_INVALID' })
  })

  it('binds an authenticator only with a valid code, never shows the secret again, and removes it with a code', async () => {
    expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: '123456' }))).toMatchObject({ code: 'NOT_BOUND' })
    const first = envelope<{ secret: string; uri: string; qr: string }>(await call('POST', '/wps/member/security/authenticator/setup'))
    if (!first.success) throw new Error('setup')
    // Setting up again replaces the unconfirmed secret.
    const setup = envelope<{ secret: string; uri: string; qr: string }>(await call('POST', '/wps/member/security/authenticator/setup'))
    if (!setup.success) throw new Error('setup')
    const { secret, uri, qr } = setup.value
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(secret).not.toBe(first.value.secret)
    expect(uri).toBe(`otpauth://totp/Tala%3Ademo01?secret=${secret}&issuer=Tala&algorithm=SHA1&digits=6&period=30`)
    expect(qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/)
    const stored = await t.testDb.db.selectFrom('member_authenticators').select('secret_enc').executeTakeFirstOrThrow()
    expect(stored.secret_enc).not.toContain(secret)

    expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: totpAt(first.value.secret, clock) }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: totpAt(secret, clock - 90_000) }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: totpAt(secret, clock - 30_000) }))).toMatchObject({ success: true, value: { authenticator: true } })
    expect(envelope(await call('POST', '/wps/member/security/authenticator/setup'))).toMatchObject({ code: 'ALREADY_BOUND' })
    expect(envelope(await call('GET', '/wps/member/security'))).toMatchObject({ value: { authenticator: true } })
    expect(JSON.stringify(envelope(await call('GET', '/wps/member/security')))).not.toContain(secret)

    // The code just used (its step) cannot remove it; the next one can.
    expect(envelope(await call('POST', '/wps/member/security/authenticator/remove', { code: totpAt(secret, clock - 30_000) }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator/remove', { code: 'abc' }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator/remove', { code: totpAt(secret, clock) }))).toMatchObject({ success: true, value: { authenticator: false } })
    expect(envelope(await call('POST', '/wps/member/security/authenticator/remove', { code: totpAt(secret, clock + 30_000) }))).toMatchObject({ code: 'NOT_BOUND' })
  })

  it('limits authenticator guesses', async () => {
    later(20 * 60_000)
    const setup = envelope<{ secret: string }>(await call('POST', '/wps/member/security/authenticator/setup'))
    if (!setup.success) throw new Error('setup')
    const wrong = totpAt(setup.value.secret, clock) === '000000' ? '111111' : '000000'
    for (let i = 0; i < 10; i++) expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: wrong }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator', { code: totpAt(setup.value.secret, clock) }))).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
  })

  it('answers malformed bodies with VALIDATION_FAILED', async () => {
    expect(envelope(await call('POST', '/wps/member/security/mobile', { mobileNum: 5 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/email', { email: 'a@b.co', code: 'x'.repeat(100) }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await call('POST', '/wps/member/security/authenticator', 'nonsense'))).toMatchObject({ success: false })
  })
})
