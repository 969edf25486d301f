import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { newMember, type TestMember } from '../../testing/member-helpers.ts'
import { approveDeposit, runAutoApprovals, type MemberEvent } from './index.ts'

let t: TestApp
let a: TestMember
let b: TestMember
let demoChannel: number
let bankChannel: number

const db = () => t.testDb.db
const mainBalance = async (memberId: number) =>
  Number((await db().selectFrom('wallet_accounts').select('balance').where('member_id', '=', memberId).where('kind', '=', 'main').executeTakeFirst())?.balance ?? 0)
const rowCount = async () => Number((await sql<{ n: string }>`SELECT (SELECT count(*) FROM deposit_requests) + (SELECT count(*) FROM ledger_transactions) AS n`.execute(db())).rows[0]!.n)
const create = (m: TestMember, body: object) => t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositRequest', headers: m.auth, payload: body })
const list = (m: TestMember, body: object = {}) => t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositList', headers: m.auth, payload: body })
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, operator?: string) =>
  send(t.app, { method, url, admin: true, ...(payload ? { payload } : {}), ...(operator ? { headers: { 'x-operator': operator } } : {}) })

interface View { id: number; reference: string; status: string; amount: number; fee: number; credit: number; reason: string | null; channelName: string; decidedAt: number | null }

beforeAll(async () => {
  t = await createTestApp()
  a = await newMember(db(), 'depa01')
  b = await newMember(db(), 'depb01')
  const channels = await db().selectFrom('deposit_channels').select(['id', 'auto_approve_seconds']).execute()
  demoChannel = channels.find((c) => c.auto_approve_seconds !== null)!.id
  bankChannel = channels.find((c) => c.auto_approve_seconds === null)!.id
})
afterAll(() => t.close())

describe('MCS2_depositChannels', () => {
  it('lists the seeded channels in the language asked, with the pending limit', async () => {
    const env = envelope<{ channels: Array<{ id: number; name: string; kind: string; autoApproveSeconds: number | null; payTo: object }>; maxPending: number }>(
      await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositChannels?language=en', headers: a.auth }))
    expect(env.success).toBe(true)
    if (!env.success) return
    expect(env.value.maxPending).toBe(3)
    expect(env.value.channels.map((c) => [c.kind, c.autoApproveSeconds])).toEqual([['ewallet', 5], ['bank', null]])
    expect(env.value.channels[1]).toMatchObject({ name: 'Bank transfer', min: 100_00, payTo: { bankName: 'Demo Bank', accountNumber: '0012-3456-7890' } })
    const cn = envelope<{ channels: Array<{ name: string }> }>(await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositChannels?language=cn', headers: a.auth }))
    expect(cn.success && cn.value.channels[1]!.name).toBe('银行转账')
  })
  it('needs a token and a known language', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositChannels' })).statusCode).toBe(401)
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositChannels?language=xx', headers: a.auth }))).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})

describe('MCS2_depositRequest and MCS2_depositList', () => {
  it('makes a pending request with a reference, the fee and the instructions; the same requestId is the same request', async () => {
    const before = await mainBalance(a.id)
    const env = envelope<View & { payTo: object; instructions: string }>(await create(a, { channelId: demoChannel, amount: 250_00, requestId: 'dep-a-0001', language: 'en' }))
    expect(env.success).toBe(true)
    if (!env.success) return
    // 1% paid by the member.
    expect(env.value).toMatchObject({ status: 'pending', amount: 250_00, fee: 250, credit: 247_50, reason: null, decidedAt: null, feePayer: 'member' })
    expect(env.value.reference).toMatch(/^DP-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(env.value.instructions).toMatch(/Demo only/)
    const again = envelope<View>(await create(a, { channelId: demoChannel, amount: 250_00, requestId: 'dep-a-0001' }))
    expect(again.success && again.value.id).toBe(env.value.id)
    expect(await mainBalance(a.id)).toBe(before)
    const mine = envelope<{ list: View[]; total: number }>(await list(a))
    expect(mine.success && mine.value.list.map((d) => d.id)).toEqual([env.value.id])
  })

  it('refuses a bad channel, amount or body with a clear code and changes nothing', async () => {
    const before = await rowCount()
    const cases: Array<[object, string, unknown?]> = [
      [{ channelId: 9999, amount: 100_00, requestId: 'dep-bad-001' }, 'DEPOSIT_CHANNEL_UNAVAILABLE'],
      [{ channelId: bankChannel, amount: 99_99, requestId: 'dep-bad-002' }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE', { min: 100_00, max: 50_000_00 }],
      [{ channelId: bankChannel, amount: 50_000_01, requestId: 'dep-bad-003' }, 'DEPOSIT_AMOUNT_OUT_OF_RANGE', { min: 100_00, max: 50_000_00 }],
      [{ channelId: bankChannel, amount: -5, requestId: 'dep-bad-004' }, 'VALIDATION_FAILED'],
      [{ channelId: bankChannel, amount: 100.5, requestId: 'dep-bad-005' }, 'VALIDATION_FAILED'],
      [{ channelId: bankChannel, amount: 100_00, requestId: 'short' }, 'VALIDATION_FAILED'],
      [{ channelId: bankChannel, amount: 100_00 }, 'VALIDATION_FAILED'],
      [{ channelId: '1; DROP TABLE bets', amount: 100_00, requestId: 'dep-bad-006' }, 'VALIDATION_FAILED'],
    ]
    for (const [body, code, value] of cases) {
      const env = envelope(await create(a, body))
      expect(env).toMatchObject({ success: false, code })
      if (value !== undefined) expect(env).toMatchObject({ value })
    }
    expect(await rowCount()).toBe(before)
  })

  it('refuses a switched-off channel', async () => {
    await admin('PUT', `/admin/deposit-channels/${bankChannel}/enabled`, { enabled: false })
    expect(envelope(await create(a, { channelId: bankChannel, amount: 100_00, requestId: 'dep-off-001' }))).toMatchObject({ code: 'DEPOSIT_CHANNEL_UNAVAILABLE' })
    const channels = envelope<{ channels: Array<{ id: number }> }>(await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_depositChannels', headers: a.auth }))
    expect(channels.success && channels.value.channels.map((c) => c.id)).toEqual([demoChannel])
    await admin('PUT', `/admin/deposit-channels/${bankChannel}/enabled`, { enabled: true })
  })

  it('refuses a trial account', async () => {
    const trial = await newMember(db(), 'deptrial1', 4)
    expect(envelope(await create(trial, { channelId: bankChannel, amount: 100_00, requestId: 'dep-trial-1' }))).toMatchObject({ code: 'TRIAL_ACCOUNT' })
  })

  it('holds the pending limit under concurrent requests', async () => {
    const c = await newMember(db(), 'depc01')
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => create(c, { channelId: bankChannel, amount: 100_00 + i, requestId: `dep-c-limit-${i}` })))
    const codes = replies.map((r) => { const e = envelope(r); return e.success ? 'ok' : e.code })
    expect(codes.filter((x) => x === 'ok')).toHaveLength(3)
    expect(codes.filter((x) => x === 'DEPOSIT_PENDING_LIMIT')).toHaveLength(3)
    const refused = envelope(replies[codes.indexOf('DEPOSIT_PENDING_LIMIT')]!)
    expect(refused).toMatchObject({ value: { maxPending: 3 } })
    const pending = await db().selectFrom('deposit_requests').select(sql<number>`count(*)::int`.as('n')).where('member_id', '=', c.id).executeTakeFirstOrThrow()
    expect(pending.n).toBe(3)
  })

  it('shows each member only their own requests, paged and by status', async () => {
    await create(b, { channelId: bankChannel, amount: 300_00, requestId: 'dep-b-0001' })
    const ofB = envelope<{ list: View[]; total: number; page: number; pageSize: number }>(await list(b, { pageSize: 10 }))
    expect(ofB.success && ofB.value).toMatchObject({ total: 1, page: 1, pageSize: 10 })
    expect(ofB.success && ofB.value.list.map((d) => d.amount)).toEqual([300_00])
    const aIds = (await db().selectFrom('deposit_requests').select('id').where('member_id', '=', a.id).execute()).map((r) => Number(r.id))
    expect(ofB.success && ofB.value.list.some((d) => aIds.includes(d.id))).toBe(false)
    const approved = envelope<{ total: number }>(await list(b, { status: 'approved' }))
    expect(approved.success && approved.value.total).toBe(0)
    expect(envelope(await list(b, { pageSize: 1000 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_depositList', payload: {} })).statusCode).toBe(401)
  })

  it('a member token cannot reach the operator calls', async () => {
    const pending = await db().selectFrom('deposit_requests').select('id').where('member_id', '=', b.id).executeTakeFirstOrThrow()
    const res = await t.app.inject({ method: 'POST', url: `/admin/deposits/${pending.id}/approve`, headers: b.auth })
    expect(envelope(res)).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
    const row = await db().selectFrom('deposit_requests').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
  })
})

describe('auto-approval job', () => {
  it('approves a demo request once it is due, crediting the member once even when two runs race', async () => {
    const m = await newMember(db(), 'depauto1')
    const env = envelope<View>(await create(m, { channelId: demoChannel, amount: 100_00, requestId: 'dep-auto-001' }))
    if (!env.success) throw new Error(env.code)
    const due = new Date(Date.now() + 5_000 + 1_000)
    expect(await runAutoApprovals(db(), new Date(Date.now() + 1_000))).not.toContain(String(env.value.id))
    expect(await mainBalance(m.id)).toBe(0)
    const [first, second] = await Promise.all([runAutoApprovals(db(), due), runAutoApprovals(db(), due)])
    expect([...first, ...second].filter((id) => id === String(env.value.id))).toHaveLength(1)
    expect(await mainBalance(m.id)).toBe(99_00)
    const tx = await db().selectFrom('ledger_transactions').select(['kind', 'meta']).where('idempotency_key', '=', `deposit:${env.value.id}`).execute()
    expect(tx).toEqual([{ kind: 'deposit', meta: expect.objectContaining({ reference: env.value.reference, amount: 100_00, fee: 100 }) }])
    const mine = envelope<{ list: View[] }>(await list(m))
    expect(mine.success && mine.value.list[0]).toMatchObject({ status: 'approved', decidedAt: expect.any(Number) })
    const audit = await db().selectFrom('deposit_audit').select(['operator', 'action']).where('deposit_id', '=', String(env.value.id)).execute()
    expect(audit).toEqual([{ operator: 'auto', action: 'auto_approve' }])
    expect(await ledgerInvariants(db())).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('leaves requests of channels the operator approves alone', async () => {
    const m = await newMember(db(), 'depauto2')
    const env = envelope<View>(await create(m, { channelId: bankChannel, amount: 100_00, requestId: 'dep-auto-002' }))
    if (!env.success) throw new Error(env.code)
    await runAutoApprovals(db(), new Date(Date.now() + 86_400_000 * 30))
    expect((await db().selectFrom('deposit_requests').select('status').where('id', '=', String(env.value.id)).executeTakeFirstOrThrow()).status).toBe('pending')
  })
})

describe('operator API', () => {
  it('approves once when two operators approve at the same moment, recording who', async () => {
    const m = await newMember(db(), 'depop1')
    const env = envelope<View>(await create(m, { channelId: bankChannel, amount: 1_000_00, requestId: 'dep-op-0001' }))
    if (!env.success) throw new Error(env.code)
    const replies = await Promise.all([
      admin('POST', `/admin/deposits/${env.value.id}/approve`, undefined, 'alice'),
      admin('POST', `/admin/deposits/${env.value.id}/approve`, undefined, 'bob'),
    ])
    const codes = replies.map((r) => { const e = envelope(r); return e.success ? 'ok' : e.code }).sort()
    expect(codes).toEqual(['DEPOSIT_NOT_PENDING', 'ok'])
    // The site pays this channel's fee: the member gets the whole amount.
    expect(await mainBalance(m.id)).toBe(1_000_00)
    const winner = envelope<{ decidedBy: string; status: string; account: string }>(replies[codes[0] === 'ok' ? 0 : 1]!)
    const row = await db().selectFrom('deposit_requests').select(['decided_by', 'status']).where('id', '=', String(env.value.id)).executeTakeFirstOrThrow()
    expect(row.status).toBe('approved')
    expect(['alice', 'bob']).toContain(row.decided_by)
    if (winner.success) expect(winner.value).toMatchObject({ status: 'approved', account: 'depop1' })
    expect(await ledgerInvariants(db())).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('rejects with a reason the member reads; a decided or unknown request is refused and nothing moves', async () => {
    const m = await newMember(db(), 'depop2')
    const env = envelope<View>(await create(m, { channelId: bankChannel, amount: 200_00, requestId: 'dep-op-0002' }))
    if (!env.success) throw new Error(env.code)
    expect(envelope(await admin('POST', `/admin/deposits/${env.value.id}/reject`, { reason: '   ' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const rejected = envelope<{ status: string; reason: string; decidedBy: string }>(await admin('POST', `/admin/deposits/${env.value.id}/reject`, { reason: 'No transfer received' }, 'carol'))
    expect(rejected).toMatchObject({ success: true, value: { status: 'rejected', reason: 'No transfer received', decidedBy: 'carol' } })
    const mine = envelope<{ list: View[] }>(await list(m, { language: 'en' }))
    expect(mine.success && mine.value.list[0]).toMatchObject({ status: 'rejected', reason: 'No transfer received', channelName: 'Bank transfer' })
    expect(envelope(await admin('POST', `/admin/deposits/${env.value.id}/approve`))).toMatchObject({ code: 'DEPOSIT_NOT_PENDING' })
    expect(envelope(await admin('POST', '/admin/deposits/999999/approve'))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await admin('POST', '/admin/deposits/abc/approve'))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await mainBalance(m.id)).toBe(0)
  })

  it('lists pending requests oldest first with the member account', async () => {
    const env = envelope<{ deposits: Array<{ status: string; account: string; id: string }> }>(await admin('GET', '/admin/deposits'))
    expect(env.success).toBe(true)
    if (!env.success) return
    expect(env.value.deposits.every((d) => d.status === 'pending')).toBe(true)
    expect(env.value.deposits.map((d) => Number(d.id))).toEqual([...env.value.deposits.map((d) => Number(d.id))].sort((x, y) => x - y))
    expect(env.value.deposits.map((d) => d.account)).toContain('depb01')
    const rejected = envelope<{ deposits: Array<{ reason: string }> }>(await admin('GET', '/admin/deposits?status=rejected'))
    expect(rejected.success && rejected.value.deposits.map((d) => d.reason)).toContain('No transfer received')
  })

  it('adds and switches channels, recording who and when; refuses a bad channel', async () => {
    const before = await db().selectFrom('deposit_channels').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
    const bad = envelope(await admin('POST', '/admin/deposit-channels', {
      kind: 'bank', name: { en: 'X' }, instructions: { en: 'Y' }, min: 500, max: 100, bankName: 'B', accountNumber: '1', accountHolder: 'H',
    }))
    expect(bad).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await admin('POST', '/admin/deposit-channels', { kind: 'crypto' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const after = await db().selectFrom('deposit_channels').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)

    const added = envelope<{ id: number; name: { en: string; vi: string }; createdBy: string; enabled: boolean; feeBp: number }>(await admin('POST', '/admin/deposit-channels', {
      kind: 'ewallet', name: { en: 'GCash', vi: 'Ví GCash' }, instructions: { en: 'Send to the number below.' }, min: 50_00, max: 5_000_00,
      feeBp: 150, bankName: 'GCash', accountNumber: '0917 555 0101', accountHolder: 'Tala Ops', sort: 5,
    }, 'dave'))
    expect(added).toMatchObject({ success: true, value: { name: { en: 'GCash', vi: 'Ví GCash' }, createdBy: 'dave', enabled: true, feeBp: 150 } })
    if (!added.success) return
    const off = envelope<{ enabled: boolean; updatedBy: string }>(await admin('PUT', `/admin/deposit-channels/${added.value.id}/enabled`, { enabled: false }, 'erin'))
    expect(off).toMatchObject({ success: true, value: { enabled: false, updatedBy: 'erin' } })
    expect(envelope(await admin('PUT', '/admin/deposit-channels/4242/enabled', { enabled: false }))).toMatchObject({ code: 'NOT_FOUND' })
    const audit = await db().selectFrom('deposit_audit').select(['operator', 'action']).where('channel_id', '=', added.value.id).orderBy('id').execute()
    expect(audit).toEqual([{ operator: 'dave', action: 'channel_add' }, { operator: 'erin', action: 'channel_disable' }])
    const listed = envelope<{ channels: Array<{ id: number; enabled: boolean }> }>(await admin('GET', '/admin/deposit-channels'))
    expect(listed.success && listed.value.channels.find((c) => c.id === added.value.id)).toMatchObject({ enabled: false })
  })
})

describe('member events', () => {
  it('are told inside the approving transaction: a failing listener undoes the approval', async () => {
    const m = await newMember(db(), 'depev1')
    const env = envelope<View>(await create(m, { channelId: bankChannel, amount: 150_00, requestId: 'dep-ev-0001' }))
    if (!env.success) throw new Error(env.code)
    const failing = async () => { throw new Error('inbox down') }
    await expect(approveDeposit(db(), String(env.value.id), { operator: 'ops', now: new Date(), onMemberEvent: failing })).rejects.toThrow('inbox down')
    expect(await mainBalance(m.id)).toBe(0)
    const events: MemberEvent[] = []
    await approveDeposit(db(), String(env.value.id), { operator: 'ops', now: new Date(), onMemberEvent: async (_trx, e) => { events.push(e) } })
    expect(events).toEqual([{ memberId: m.id, kind: 'deposit_approved', params: { reference: env.value.reference, amount: 150_00, credit: 150_00 } }])
    expect(await mainBalance(m.id)).toBe(150_00)
  })
})
