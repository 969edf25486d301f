/**
 * A member cannot use the binding senders to learn whether an address or number belongs to
 * another account: the throttle comes first, and the answer is the same either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
})
afterAll(async () => t?.close())

const send = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress: '198.51.100.150', headers: { authorization: `Bearer ${token}` }, payload })
const codeOf = (res: Awaited<ReturnType<typeof send>>) => {
  const env = envelope(res)
  return env.success ? 'OK' : env.code
}
const THROTTLED = new Set(['RATE_LIMITED', 'TOO_MANY_REQUESTS'])
const outboxSince = async (id: number) =>
  t.testDb.db.selectFrom('outbox').select(['to']).where('id', '>', id).execute()
const lastOutboxId = async () =>
  (await t.testDb.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0

describe('contact enumeration', () => {
  it('150 e-mail addresses at once: only the throttle answers past its limit, and never "in use"', async () => {
    const before = await lastOutboxId()
    const emails = Array.from({ length: 150 }, (_, i) => (i === 75 ? 'weakpass1@example.com' : `probe${i}@example.com`))
    const codes = (await Promise.all(emails.map((email) => send('/wps/member/security/email/send', { email })))).map(codeOf)
    expect(codes).not.toContain('IN_USE')
    expect(codes.filter((c) => !THROTTLED.has(c)).length).toBeLessThanOrEqual(1)
    expect((await outboxSince(before)).length).toBeLessThanOrEqual(1)
  })

  it('150 mobile numbers at once (one of another member): at most one SMS, and never "in use"', async () => {
    const before = await lastOutboxId()
    const numbers = Array.from({ length: 150 }, (_, i) => (i === 0 ? '9170000002' : `91755${String(i).padStart(5, '0')}`))
    const codes = (await Promise.all(numbers.map((mobileNum) => send('/wps/member/security/mobile/send', { mobileNum, countryDialingCode: '63' })))).map(codeOf)
    expect(codes).not.toContain('IN_USE')
    expect(codes.filter((c) => !THROTTLED.has(c)).length).toBeLessThanOrEqual(1)
    expect((await outboxSince(before)).length).toBeLessThanOrEqual(1)
  })

})
