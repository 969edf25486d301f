import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted } from '../../testing/account-helpers.ts'
import { putSetting } from '../../db/settings.ts'
import { totpAt } from '../../lib/totp.ts'
import { sha256 } from '../../lib/secrets.ts'

// Bank account name and authenticator answers to a login from an unregistered IP.
let t: TestApp
let clock = Date.now()
beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  await putSetting(t.testDb.db, 'loginIpVerification', true)
})
afterAll(async () => t?.close())

type Needed = { methods: string[]; verificationId: string }
const loginFrom = (ip: string) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress: ip, payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username' }) })
const challenge = async (ip: string): Promise<Needed> => {
  const env = envelope(await loginFrom(ip))
  if (env.success || !('value' in env)) throw new Error(`no challenge: ${JSON.stringify(env)}`)
  return env.value as Needed
}
const answer = (ip: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login/verification', remoteAddress: ip, payload: encrypted(body) })
const tokenFrom = async (ip: string): Promise<string> => {
  const env = envelope<{ token: string }>(await loginFrom(ip))
  if (!env.success) throw new Error('login')
  return env.value.token
}

describe('login verification by bank account name and authenticator', () => {
  let secret = ''

  it('offers only the methods the member has set up', async () => {
    const token = await tokenFrom('192.0.2.1')
    expect((await challenge('192.0.2.10')).methods).toEqual(['sms', 'email'])
    // Bank name and an authenticator from the member centre.
    const auth = { authorization: `Bearer ${token}` }
    await t.app.inject({ method: 'POST', url: '/wps/member/security/payee', headers: auth, payload: encrypted({ payeeName: 'Juan Dela Cruz' }) })
    const setup = envelope<{ secret: string }>(await t.app.inject({ method: 'POST', url: '/wps/member/security/authenticator/setup', headers: auth }))
    if (!setup.success) throw new Error('setup')
    secret = setup.value.secret
    expect((await challenge('192.0.2.10')).methods).toEqual(['sms', 'email', 'bankName'])
    await t.app.inject({ method: 'POST', url: '/wps/member/security/authenticator', headers: auth, payload: { code: totpAt(secret, clock) } })
    expect((await challenge('192.0.2.10')).methods).toEqual(['sms', 'email', 'bankName', 'authenticator'])
  })

  it('accepts the bank account name in any case and spacing; wrong names burn the challenge after 5', async () => {
    const c = await challenge('192.0.2.20')
    expect(envelope(await answer('192.0.2.20', { verificationId: c.verificationId, method: 'bankName', code: 'Juan Cruz' }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await answer('192.0.2.21', { verificationId: c.verificationId, method: 'bankName', code: 'juan dela cruz' }))).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(envelope(await answer('192.0.2.20', { verificationId: c.verificationId, method: 'bankName', code: '  JUAN  delacruz ' }))).toMatchObject({ success: true, value: { account: 'demo01' } })
    expect(envelope(await answer('192.0.2.20', { verificationId: c.verificationId, method: 'bankName', code: 'juan dela cruz' }))).toMatchObject({ code: 'CODE_EXPIRED' })

    const d = await challenge('192.0.2.22')
    for (let i = 0; i < 4; i++) {
      expect(envelope(await answer('192.0.2.22', { verificationId: d.verificationId, method: 'bankName', code: `wrong ${i}` }))).toMatchObject({ code: 'CODE_INVALID' })
    }
    expect(envelope(await answer('192.0.2.22', { verificationId: d.verificationId, method: 'bankName', code: 'wrong 5' }))).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(envelope(await answer('192.0.2.22', { verificationId: d.verificationId, method: 'bankName', code: 'Juan Dela Cruz' }))).toMatchObject({ code: 'CODE_EXPIRED' })
  })

  it('20 wrong names at once: at most 5 are checked, then the challenge is gone', async () => {
    const c = await challenge('192.0.2.23')
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      answer('192.0.2.23', { verificationId: c.verificationId, method: 'bankName', code: `wrong ${i}` })))
    const codes = replies.map((r) => { const env = envelope(r); return env.success ? 'OK' : env.code })
    expect(codes.filter((x) => x === 'CODE_INVALID').length).toBeLessThanOrEqual(4)
    const row = await t.testDb.db.selectFrom('login_challenges').select(['attempts', 'used_at']).where('id_hash', '=', sha256(c.verificationId)).executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    expect(row.used_at).not.toBeNull()
  })

  it('accepts an authenticator code once, within one step either side', async () => {
    clock += 60_000
    const c = await challenge('192.0.2.30')
    expect(envelope(await answer('192.0.2.30', { verificationId: c.verificationId, method: 'authenticator', code: totpAt(secret, clock - 120_000) }))).toMatchObject({ code: 'CODE_INVALID' })
    expect(envelope(await answer('192.0.2.30', { verificationId: c.verificationId, method: 'authenticator', code: totpAt(secret, clock + 30_000) }))).toMatchObject({ success: true })
    // The same code again (replay) from another new IP is refused.
    const d = await challenge('192.0.2.31')
    expect(envelope(await answer('192.0.2.31', { verificationId: d.verificationId, method: 'authenticator', code: totpAt(secret, clock + 30_000) }))).toMatchObject({ code: 'CODE_INVALID' })
    clock += 60_000
    expect(envelope(await answer('192.0.2.31', { verificationId: d.verificationId, method: 'authenticator', code: totpAt(secret, clock) }))).toMatchObject({ success: true })
  })

  it('refuses methods that are not set up, unknown methods and oversize answers', async () => {
    await t.testDb.db.updateTable('members').set({ payee_name: null }).where('account', '=', 'demo01').execute()
    const c = await challenge('192.0.2.40')
    expect(c.methods).toEqual(['sms', 'email', 'authenticator'])
    expect(envelope(await answer('192.0.2.40', { verificationId: c.verificationId, method: 'bankName', code: 'Juan Dela Cruz' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await answer('192.0.2.40', { verificationId: c.verificationId, method: 'fax', code: '123456' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await answer('192.0.2.40', { verificationId: c.verificationId, method: 'bankName', code: 'x'.repeat(200) }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const send = await t.app.inject({ method: 'POST', url: '/wps/session/login/verification/send', remoteAddress: '192.0.2.40', payload: { verificationId: c.verificationId, method: 'authenticator' } })
    expect(envelope(send)).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
