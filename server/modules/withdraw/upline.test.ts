/** Transfer to the upline: only to an agent, with the payment password, min/max and a daily limit that holds under load; once per request id; both sides see it. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encrypted } from '../../testing/account-helpers.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { PAY, balances, createMember, memberCall, value, type TestMember } from '../../testing/withdraw-helpers.ts'

let t: TestApp
let agent: TestMember
beforeAll(async () => {
  t = await createTestApp()
  agent = await createMember(t, 'upagent', { isAgent: 1 })
  await send(t.app, { admin: true, method: 'PUT', url: '/admin/withdrawal-settings', payload: { uplineMin: 1_000, uplineMax: 50_000, uplineDaily: 100_000 } })
})
afterAll(async () => t?.close())

const transfer = (m: TestMember, amount: number, requestId: string = randomUUID(), paymentPassword = PAY) =>
  memberCall(t, m, 'POST', '/wps/member/upline/transfer', encrypted({ requestId, amount, paymentPassword }))

describe('transfer to upline', () => {
  it('is refused without an agent upline, outside the range or with a wrong password, moving nothing', async () => {
    const lone = await createMember(t, 'uplone', { balance: 100_000 })
    expect(value(await memberCall(t, lone, 'GET', '/wps/member/upline'))).toMatchObject({ upline: null })
    expect(envelope(await transfer(lone, 5_000))).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
    const notAgent = await createMember(t, 'upplain')
    const under = await createMember(t, 'upunder', { balance: 100_000, upline: notAgent.account })
    expect(envelope(await transfer(under, 5_000))).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
    const m = await createMember(t, 'upm1', { balance: 100_000, upline: agent.account })
    expect(envelope(await transfer(m, 500))).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: 1_000, max: 50_000 } })
    expect(envelope(await transfer(m, 60_000))).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE' })
    expect(envelope(await transfer(m, 5_000, undefined, '000000'))).toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
    expect(envelope(await memberCall(t, m, 'POST', '/wps/member/upline/transfer', encrypted({ requestId: randomUUID(), amount: -5, paymentPassword: PAY }))))
      .toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await balances(t, m.id)).toEqual({ main: 100_000, hold: 0 })
    expect(await balances(t, agent.id)).toEqual({ main: 0, hold: 0 })
  })

  it('moves main to the upline\'s main once per request id, seen by both sides', async () => {
    const m = await createMember(t, 'upm2', { balance: 100_000, upline: agent.account })
    const agentBefore = await balances(t, agent.id)
    const [one, two] = await Promise.all([transfer(m, 20_000, 'up-req-0001'), transfer(m, 20_000, 'up-req-0001')])
    expect(value(one)).toMatchObject({ amount: 20_000, upline: 'upagent', usedToday: 20_000 })
    expect(value<{ id: string }>(two).id).toBe(value<{ id: string }>(one).id)
    expect(await balances(t, m.id)).toEqual({ main: 80_000, hold: 0 })
    expect((await balances(t, agent.id)).main).toBe(agentBefore.main + 20_000)
    expect(value(await memberCall(t, m, 'GET', '/wps/member/upline'))).toMatchObject({ upline: 'upagent', usedToday: 20_000, dailyLimit: 100_000, paymentPasswordSet: true })
    const entries = await t.testDb.db.selectFrom('ledger_entries as e').innerJoin('ledger_transactions as x', 'x.id', 'e.tx_id').innerJoin('wallet_accounts as w', 'w.id', 'e.account_id')
      .select(['w.member_id', 'e.amount', 'x.kind', 'x.meta']).where('x.idempotency_key', '=', `upline_transfer:${m.id}:up-req-0001`).execute()
    expect(entries.map((e) => [e.member_id, Number(e.amount), e.kind]).sort()).toEqual([[agent.id, 20_000, 'upline_transfer'], [m.id, -20_000, 'upline_transfer']].sort())
    expect(entries[0]!.meta).toMatchObject({ fromAccount: 'upm2', toAccount: 'upagent' })
  })

  it('never passes the daily limit, even with transfers sent at once', async () => {
    const m = await createMember(t, 'upm3', { balance: 1_000_000, upline: agent.account })
    const replies = await Promise.all(Array.from({ length: 5 }, () => transfer(m, 30_000)))
    const codes = replies.map((r) => { const env = envelope(r); return env.success ? 'ok' : env.code })
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3)
    expect(codes.filter((c) => c === 'LIMIT_REACHED')).toHaveLength(2)
    expect(envelope(await transfer(m, 20_000))).toMatchObject({ code: 'LIMIT_REACHED', value: { limit: 100_000, left: 10_000 } })
    expect(envelope(await transfer(m, 10_000))).toMatchObject({ success: true, value: { usedToday: 100_000 } })
    expect(await balances(t, m.id)).toEqual({ main: 900_000, hold: 0 })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('shows in both sides\' account records: out of the member\'s, into the agent\'s, each naming the other', async () => {
    const m = await createMember(t, 'upm5', { balance: 50_000, upline: agent.account })
    value(await transfer(m, 7_500, 'up-req-records'))
    const day = new Date().toISOString().slice(0, 10)
    const records = async (who: TestMember) =>
      value<{ list: Array<{ kind: string; amount: number; balanceAfter: number; detail: Record<string, unknown> }> }>(
        await memberCall(t, who, 'POST', '/wps/relay/ODSFE2_accountRecord', { from: day, to: day, kinds: ['upline_transfer'], pageSize: 100 })).list
    const mine = (await records(m)).filter((r) => r.detail.toAccount === 'upagent' && r.detail.fromAccount === 'upm5')
    expect(mine).toEqual([expect.objectContaining({ kind: 'upline_transfer', amount: -7_500, balanceAfter: 42_500 })])
    const theirs = (await records(agent)).filter((r) => r.detail.fromAccount === 'upm5')
    expect(theirs).toEqual([expect.objectContaining({ kind: 'upline_transfer', amount: 7_500, balanceAfter: (await balances(t, agent.id)).main })])
  })

  it('refuses more than the balance', async () => {
    const m = await createMember(t, 'upm4', { balance: 2_000, upline: agent.account })
    expect(envelope(await transfer(m, 3_000))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(value(await memberCall(t, m, 'GET', '/wps/member/upline'))).toMatchObject({ usedToday: 0 })
  })
})
