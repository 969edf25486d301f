/**
 * Attempt limits hold when the attempts arrive at once: each request is counted before its
 * password or code is checked, so a burst passes at most the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, TEST_SECRETS_KEY, type TestApp } from '../../testing/test-app.ts'
import { encrypted, loginToken } from '../../testing/account-helpers.ts'
import { consumeCode, issueCode, MAX_CODE_ATTEMPTS } from './codes.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const codeOf = (res: Awaited<ReturnType<TestApp['app']['inject']>>): string => {
  const env = envelope(res)
  return env.success ? 'OK' : env.code
}
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {})

describe('limits under concurrency', () => {
  it('25 logins at once from one IP (inside the rate limit): at most 3 passwords are checked, the rest need a captcha', async () => {
    // 25 different guesses (the same one sent again at once is checked once and shares its answer).
    const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => t.app.inject({
      method: 'POST', url: '/wps/session/login', remoteAddress: '203.0.113.40',
      payload: encrypted({ username: 'demo01', password: `wrong-pass${i}`, type: 'username' }),
    })))
    const counts = tally(replies.map(codeOf))
    expect(counts.LOGIN_FAILED ?? 0).toBeLessThanOrEqual(3)
    expect(counts.CAPTCHA_REQUIRED ?? 0).toBeGreaterThan(0)
    await t.testDb.db.deleteFrom('login_failures').execute()
  })

  it('16 wrong SMS codes at once, then the right one: the code is spent after 5 tries', async () => {
    const target = '+63 9170000002'
    const code = await issueCode(t.testDb.db, TEST_SECRETS_KEY, 'sms_login', target, Date.now())
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const reset = (verificationCode: string) => t.app.inject({
      method: 'POST', url: '/wps/member/password/verification',
      payload: encrypted({ mobileNum: '9170000002', countryDialingCode: '63', verificationCode, newPassword: 'Phone1234' }),
    })
    const guesses = await Promise.all(Array.from({ length: 16 }, () => reset(wrong)))
    expect(guesses.map(codeOf).every((c) => c === 'CODE_INVALID')).toBe(true)
    expect(codeOf(await reset(code))).toBe('CODE_INVALID')
    const row = await t.testDb.db.selectFrom('verification_codes').select(['attempts', 'used_at']).where('target', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS)
    expect(row.used_at).not.toBeNull()
  })

  it('16 wrong codes checked at once, then the right one: refused (the tries are counted, not lost)', async () => {
    const target = '+63 9170000099'
    const now = Date.now()
    const code = await issueCode(t.testDb.db, TEST_SECRETS_KEY, 'sms_login', target, now)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const outcome = (p: Promise<void>) => p.then(() => 'OK', (e: { code?: string }) => e.code ?? 'ERR')
    const guesses = await Promise.all(Array.from({ length: 16 }, () => outcome(consumeCode(t.testDb.db, TEST_SECRETS_KEY, ['sms_login'], target, wrong, now))))
    expect(guesses.every((c) => c === 'CODE_INVALID')).toBe(true)
    expect(await outcome(consumeCode(t.testDb.db, TEST_SECRETS_KEY, ['sms_login'], target, code, now))).toBe('CODE_INVALID')
  })

  it('40 authenticator guesses at once: at most 10 are checked', async () => {
    const token = await loginToken(t.app, 'demo01', 'Demo1234')
    const call = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) })
    expect(envelope(await call('/wps/member/security/authenticator/setup')).success).toBe(true)
    const replies = await Promise.all(Array.from({ length: 40 }, () => call('/wps/member/security/authenticator', { code: '000000' })))
    const counts = tally(replies.map(codeOf))
    expect(counts.OK ?? 0).toBe(0)
    expect(counts.CODE_INVALID ?? 0).toBeLessThanOrEqual(10)
    expect(counts.TOO_MANY_REQUESTS ?? 0).toBeGreaterThanOrEqual(30)
  })
})
