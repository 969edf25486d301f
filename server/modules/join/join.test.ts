/** /join (issue 39): the programme read from the house's contracts, applications refused or stored, the operator's decision. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encrypted, login, solveAltcha } from '../../testing/account-helpers.ts'
import { createMember } from '../../testing/withdraw-helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.testDb.db
const good = { account: 'newagent1', password: 'Strong#Pass91', name: 'Maria Santos', contactKind: 'telegram', contact: '@mariasantos', message: 'I run a players group.', language: 'en' }
const apply = async (body: Record<string, unknown>, ip = '198.51.100.7') => t.app.inject({
  method: 'PUT', url: '/wps/agent/application', remoteAddress: ip, payload: encrypted({ altcha: await solveAltcha(t.app), ...body }),
})
const admin = (method: 'GET' | 'POST', url: string, payload?: object) => send(t.app, { admin: true, method, url, headers: { 'x-operator': 'rosa' }, ...(payload ? { payload } : {}) })
const count = async () => Number((await db().selectFrom('agent_applications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const TIERS = [{ minActive: 0, minAmount: 0, rateBp: 50 }, { minActive: 5, minAmount: 1_000_000, rateBp: 80 }]

describe('the agent programme and applications', () => {
  beforeAll(async () => {
    // A top agent with house contracts: the programme is the house's latest terms of each kind.
    await createMember(t, 'housetop1', { isAgent: 1 })
    const set = await send(t.app, { admin: true, method: 'PUT', url: '/admin/contracts/house', payload: { account: 'housetop1', kind: 'dividend', period: 'weekly', tiers: TIERS } })
    expect(envelope(set)).toMatchObject({ success: true })
  })

  it('shows the commission model from the house contracts', async () => {
    const res = envelope<{ contracts: Array<{ kind: string; period: string; tiers: unknown }> }>(await t.app.inject({ method: 'GET', url: '/wps/agent/programme' }))
    expect(res.success).toBe(true)
    if (!res.success) return
    expect(res.value.contracts.find((c) => c.kind === 'dividend')).toEqual({ kind: 'dividend', period: 'weekly', tiers: TIERS })
  })

  it('refuses bad input with typed failures and stores nothing', async () => {
    const before = await count()
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...good, account: 'X' }, 'VALIDATION_FAILED'],
      [{ ...good, account: '1abcd' }, 'VALIDATION_FAILED'],
      [{ ...good, name: '   ' }, 'VALIDATION_FAILED', 'name'],
      [{ ...good, name: '<b>x</b>' }, 'VALIDATION_FAILED', 'name'],
      [{ ...good, contact: 'not a handle!' }, 'VALIDATION_FAILED', 'contact'],
      [{ ...good, contactKind: 'email', contact: 'nope' }, 'VALIDATION_FAILED', 'contact'],
      [{ ...good, contactKind: 'fax' }, 'VALIDATION_FAILED'],
      [{ ...good, password: 'short' }, 'VALIDATION_FAILED', 'password'],
      [{ ...good, password: 'password123' }, 'PASSWORD_BREACHED'],
      [{ ...good, message: 'x'.repeat(501) }, 'VALIDATION_FAILED'],
      [{ ...good, language: 'fr' }, 'VALIDATION_FAILED'],
    ]
    for (const [body, code, field] of cases) {
      const env = envelope(await apply(body))
      expect(env, JSON.stringify(body)).toMatchObject({ success: false, code })
      if (field && !env.success) expect(JSON.stringify(env.value)).toContain(field)
    }
    // No bot check: refused too.
    const noAltcha = envelope(await t.app.inject({ method: 'PUT', url: '/wps/agent/application', payload: encrypted({ ...good, altcha: 'bad' }) }))
    expect(noAltcha).toMatchObject({ success: false, code: 'BOT_CHECK_FAILED' })
    // A taken account (a member's).
    await createMember(t, 'takenacc1')
    expect(envelope(await apply({ ...good, account: 'takenacc1' }))).toMatchObject({ success: false, code: 'ACCOUNT_EXISTS' })
    expect(await count()).toBe(before)
  })

  it('stores one pending application per account; the operator rejects it and the name is free again', async () => {
    const first = envelope<{ id: number; status: string }>(await apply({ ...good, account: 'rejectme1' }))
    expect(first).toMatchObject({ success: true, value: { account: 'rejectme1', status: 'pending' } })
    expect(envelope(await apply({ ...good, account: 'rejectme1' }))).toMatchObject({ success: false, code: 'ACCOUNT_EXISTS' })
    // The password is stored hashed, never as sent.
    const row = await db().selectFrom('agent_applications').selectAll().where('account', '=', 'rejectme1').executeTakeFirstOrThrow()
    expect(row.password_hash).not.toContain(good.password)
    const id = first.success ? first.value.id : 0
    expect(envelope(await admin('POST', `/admin/agent-applications/${id}/reject`, { reason: '  ' }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await admin('POST', `/admin/agent-applications/${id}/reject`, { reason: 'No audience yet.' }))).toMatchObject({
      success: true, value: { status: 'rejected', reason: 'No audience yet.', decidedBy: 'rosa' },
    })
    expect(envelope(await admin('POST', `/admin/agent-applications/${id}/approve`))).toMatchObject({ success: false, code: 'APPLICATION_STATE' })
    expect(await db().selectFrom('members').select('id').where('account', '=', 'rejectme1').executeTakeFirst()).toBeUndefined()
    expect(envelope(await apply({ ...good, account: 'rejectme1' }, '198.51.100.8'))).toMatchObject({ success: true })
  })

  it('approval creates a top agent with the programme contracts who logs in with the password it chose', async () => {
    const applied = envelope<{ id: number }>(await apply({ ...good, account: 'approveme1' }, '198.51.100.9'))
    const id = applied.success ? applied.value.id : 0
    const list = envelope<{ applications: Array<{ id: number }> }>(await admin('GET', '/admin/agent-applications?status=pending'))
    expect(list.success && list.value.applications.some((a) => a.id === id)).toBe(true)
    const approved = envelope<{ status: string; contracts: string[] }>(await admin('POST', `/admin/agent-applications/${id}/approve`))
    expect(approved).toMatchObject({ success: true, value: { status: 'approved', decidedBy: 'rosa' } })
    expect(approved.success && approved.value.contracts).toContain('dividend')
    const member = await db().selectFrom('members').select(['id', 'is_agent', 'upline_id', 'nickname']).where('account', '=', 'approveme1').executeTakeFirstOrThrow()
    expect(member).toMatchObject({ is_agent: 1, upline_id: null, nickname: 'Maria Santos' })
    const contract = await db().selectFrom('contracts').select(['kind', 'status', 'tiers']).where('downline_id', '=', member.id).where('kind', '=', 'dividend').executeTakeFirstOrThrow()
    expect(contract.status).toBe('active')
    expect(envelope(await login(t.app, 'approveme1', good.password))).toMatchObject({ success: true })
    // Decided once: a second approval changes nothing.
    expect(envelope(await admin('POST', `/admin/agent-applications/${id}/approve`))).toMatchObject({ success: false, code: 'APPLICATION_STATE' })
    expect(envelope(await admin('POST', '/admin/agent-applications/999999/approve'))).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(envelope(await admin('POST', '/admin/agent-applications/abc/approve'))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it('an approval whose account was taken meanwhile writes nothing', async () => {
    const applied = envelope<{ id: number }>(await apply({ ...good, account: 'racer0001' }, '198.51.100.10'))
    const id = applied.success ? applied.value.id : 0
    await createMember(t, 'racer0001')
    const contractsBefore = Number((await db().selectFrom('contracts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    expect(envelope(await admin('POST', `/admin/agent-applications/${id}/approve`))).toMatchObject({ success: false, code: 'ACCOUNT_EXISTS' })
    expect((await db().selectFrom('agent_applications').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status).toBe('pending')
    expect(Number((await db().selectFrom('contracts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(contractsBefore)
  })

  it('counts applications per address: the sixth in a day is refused', async () => {
    const ip = '203.0.113.77'
    for (let i = 1; i <= 5; i++) expect(envelope(await apply({ ...good, account: `burst000${i}` }, ip))).toMatchObject({ success: true })
    expect(envelope(await apply({ ...good, account: 'burst0006' }, ip))).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' })
  })
})
