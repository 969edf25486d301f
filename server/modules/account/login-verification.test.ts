import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted, lastCode } from '../../testing/account-helpers.ts'
import { putSetting } from '../../db/settings.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const loginFrom = (ip: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress: ip, payload: encrypted({ username, password, type: 'username' }) })

type Needed = { captcha: boolean; verification: true; methods: string[]; verificationId: string }

describe('login from an unregistered IP', () => {
  it('is off by default', async () => {
    expect(envelope(await loginFrom('192.0.2.1', 'demo01', 'Demo1234')).success).toBe(true)
    expect(envelope(await loginFrom('192.0.2.2', 'demo01', 'Demo1234')).success).toBe(true)
  })

  it('when on: a known IP logs in, a new one gets a challenge answered by an SMS or e-mail code', async () => {
    await putSetting(t.testDb.db, 'loginIpVerification', true)
    expect(envelope(await loginFrom('192.0.2.1', 'demo01', 'Demo1234')).success).toBe(true)
    const res = await loginFrom('192.0.2.99', 'demo01', 'Demo1234')
    const env = envelope(res)
    expect(env).toMatchObject({ success: false, code: 'LOGIN_FAILED', value: { verification: true, methods: ['sms', 'email'], captcha: false } })
    const needed = (env as { value: Needed }).value
    // A wrong password never reaches the challenge.
    expect(envelope(await loginFrom('192.0.2.99', 'demo01', 'wrong123'))).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: false } })

    const sendFrom = (ip: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/wps/session/login/verification/send', remoteAddress: ip, payload: body })
    expect(envelope(await sendFrom('192.0.2.50', { verificationId: needed.verificationId, method: 'sms' }))).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(envelope(await sendFrom('192.0.2.99', { verificationId: 'made-up', method: 'sms' }))).toMatchObject({ code: 'CODE_EXPIRED' })
    expect(envelope(await sendFrom('192.0.2.99', { verificationId: needed.verificationId, method: 'fax' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const sent = envelope(await sendFrom('192.0.2.99', { verificationId: needed.verificationId, method: 'sms' }))
    expect(sent).toEqual({ success: true, value: { expiredMinutes: 5, to: '+63 ******0001' } })
    expect(envelope(await sendFrom('192.0.2.99', { verificationId: needed.verificationId, method: 'email' }))).toMatchObject({ code: 'RATE_LIMITED' })

    const code = await lastCode(t.testDb.db, '+63 9170000001')
    const verify = (ip: string, c: string) => t.app.inject({ method: 'POST', url: '/wps/session/login/verification', remoteAddress: ip, payload: encrypted({ verificationId: needed.verificationId, code: c }) })
    expect(envelope(await verify('192.0.2.99', code === '000000' ? '111111' : '000000'))).toMatchObject({ code: 'CODE_INVALID' })
    const ok = envelope(await verify('192.0.2.99', code))
    expect(ok).toMatchObject({ success: true, value: { account: 'demo01' } })
    expect(envelope(await verify('192.0.2.99', code))).toMatchObject({ success: false })
    // The IP is now registered.
    expect(envelope(await loginFrom('192.0.2.99', 'demo01', 'Demo1234')).success).toBe(true)
    await putSetting(t.testDb.db, 'loginIpVerification', false)
  })
})
