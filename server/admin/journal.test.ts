/** The operator journal: each accepted admin change with who and when; reads, refusals and secrets stay out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../testing/test-app.ts'
import { parseCliArgs } from './cli-args.ts'
import { formatChanges } from './cli-format.ts'
import { redact } from './journal.ts'
import type { AdminChange } from './contract.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const as = (operator: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(t.app, { admin: true, method, url, headers: operator ? { 'x-operator': operator } : {}, ...(payload ? { payload } : {}) })
const changes = async (query = '') => {
  const env = envelope<{ changes: AdminChange[] }>(await as(null, 'GET', `/admin/changes${query}`))
  if (!env.success) throw new Error(env.code)
  return env.value.changes
}

describe('operator journal', () => {
  it('records each accepted change with who, when, the call and its body; a mission switched off and on shows both', async () => {
    const mission = (await t.testDb.db.selectFrom('missions').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const before = Date.now()
    expect(envelope(await as('maria', 'POST', '/admin/messages', { all: true, title: { en: 'Tonight' }, body: { en: 'Maintenance at 02:00' } }))).toMatchObject({ success: true })
    expect(envelope(await as('jose', 'PUT', `/admin/missions/${mission}/enabled`, { enabled: false }))).toMatchObject({ success: true })
    expect(envelope(await as('maria', 'PUT', `/admin/missions/${mission}/enabled`, { enabled: true }))).toMatchObject({ success: true })
    expect(envelope(await as(null, 'PUT', '/admin/withdrawal-settings', { promisedMinutes: 45 }))).toMatchObject({ success: true })
    const latest = await changes('?limit=4')
    expect(latest.map((c) => [c.operator, c.method, c.path, JSON.parse(c.body ?? 'null')])).toEqual([
      ['admin', 'PUT', '/admin/withdrawal-settings', { promisedMinutes: 45 }],
      ['maria', 'PUT', `/admin/missions/${mission}/enabled`, { enabled: true }],
      ['jose', 'PUT', `/admin/missions/${mission}/enabled`, { enabled: false }],
      ['maria', 'POST', '/admin/messages', { all: true, title: { en: 'Tonight' }, body: { en: 'Maintenance at 02:00' } }],
    ])
    for (const c of latest) expect(Date.parse(c.at)).toBeGreaterThanOrEqual(before - 1_000)
    expect((await changes('?operator=jose')).map((c) => c.path)).toEqual([`/admin/missions/${mission}/enabled`])
    expect(formatChanges(latest.slice(2, 3))).toMatch(/^\S+Z {2}jose {10}PUT \/admin\/missions\/\d+\/enabled \{"enabled":false\}$/)
  })

  it('leaves out reads and refused changes', async () => {
    const count = async () => (await t.testDb.db.selectFrom('operator_journal').select('id').execute()).length
    const before = await count()
    await as('maria', 'GET', '/admin/status')
    await as('maria', 'GET', '/admin/withdrawals')
    expect(envelope(await as('maria', 'POST', '/admin/withdrawals/999999/approve'))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await as('maria', 'PUT', '/admin/withdrawal-settings', { promisedMinutes: 0 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true } }))).toMatchObject({ code: 'UNAUTHORIZED' })
    expect(await count()).toBe(before)
  })

  it('never stores a secret', async () => {
    expect(redact({ provider: 'google', clientSecret: 's3cr3t', nested: [{ paymentPassword: '1', ok: 2 }], token: 'x' }))
      .toEqual({ provider: 'google', clientSecret: '[redacted]', nested: [{ paymentPassword: '[redacted]', ok: 2 }], token: '[redacted]' })
    await as('ana', 'PUT', '/admin/social/google', { issuer: 'https://accounts.example.com', clientId: 'client-1', clientSecret: 'very-secret-value', enabled: false })
    const rows = await t.testDb.db.selectFrom('operator_journal').select('body').execute()
    expect(JSON.stringify(rows)).not.toContain('very-secret-value')
  })

  it('needs the admin token; the CLI reads `changes [<count>]`', async () => {
    expect(envelope(await send(t.app, { method: 'GET', url: '/admin/changes' }))).toMatchObject({ code: 'UNAUTHORIZED' })
    expect(envelope(await as(null, 'GET', '/admin/changes?limit=0'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const env = { ADMIN_TOKEN: 'env-token-0123456789' }
    expect(parseCliArgs(['changes'], env)).toMatchObject({ ok: true, command: { kind: 'changes' } })
    expect(parseCliArgs(['changes', '20'], env)).toMatchObject({ ok: true, command: { kind: 'changes', limit: 20 } })
    expect(parseCliArgs(['changes', '0'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['changes', '501'], env)).toMatchObject({ ok: false })
  })
})
