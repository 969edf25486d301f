/**
 * Logins past what the password workers can check in time are answered at once with 503
 * SERVER_BUSY and Retry-After, and count nothing toward the captcha; the same login sent
 * several times at once is checked once and is not taken for guessing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { availableParallelism } from 'node:os'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { encrypted } from '../../testing/account-helpers.ts'
import { hashPassword, OWASP_SCRYPT } from '../../lib/passwords.ts'
import { QUEUED_PER_WORKER } from '../../lib/scrypt-pool.ts'

const PASSWORD = 'Overload 2026'
/** More logins at once than the workers run and queue together. */
const BURST = availableParallelism() * (QUEUED_PER_WORKER + 1) + 12

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  // At the production parameters: the workers must be slow enough to fall behind.
  const hash = await hashPassword(PASSWORD, OWASP_SCRYPT)
  await t.testDb.db.insertInto('members').values(Array.from({ length: BURST }, (_, i) => ({
    account: `burst${i}`, password_hash: hash, is_agent: 0, mobile_num: null, country_dialing_code: null, email: null,
  }))).execute()
})
afterAll(async () => { await t?.close() })

const login = (account: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/wps/session/login', remoteAddress: ip, payload: encrypted({ username: account, password: PASSWORD, type: 'username' }) })

it('sheds the logins it cannot check in time, at once and without counting them', async () => {
  const replies = await Promise.all(Array.from({ length: BURST }, (_, i) => login(`burst${i}`, `198.51.100.${i % 250}`)))
  const shed = replies.filter((r) => r.statusCode === 503)
  const served = replies.filter((r) => r.statusCode === 200)
  expect(served.length + shed.length).toBe(BURST)
  expect(shed.length).toBeGreaterThanOrEqual(12)
  for (const r of shed) {
    expect(envelope(r)).toMatchObject({ success: false, code: 'SERVER_BUSY' })
    expect(r.headers['retry-after']).toBe('2')
  }
  // Nothing was counted against the accounts or addresses turned away (nor, after their
  // right password, against the ones let in).
  expect(await t.testDb.db.selectFrom('login_failures').select('key').where('count', '>', 0).execute()).toEqual([])
})

it('checks the same login sent eight times at once once, and lets every copy in', async () => {
  const replies = await Promise.all(Array.from({ length: 8 }, () => login('burst0', '198.51.100.251')))
  expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(200))
  expect(replies.map((r) => (envelope(r) as { success: boolean }).success)).toEqual(Array(8).fill(true))
})
