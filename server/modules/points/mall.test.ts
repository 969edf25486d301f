/**
 * The point mall through the member's calls and the operator API: a wallet-credit reward paid
 * at once through the ledger, a physical reward approved or rejected (the points come back),
 * converting at the ratio with the remainder kept, a wrong payment password that changes
 * nothing, 20 redeems of the last points at once (one passes), and bad input refused with the
 * contract's typed failures.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { balances, createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { adminCall, convert, pointsCall, pointsOf, redeem } from '../../testing/points-helpers.ts'
import { redeemReward } from './redeem.ts'

let t: TestApp
const give = async (m: TestMember, points: number) =>
  expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: m.account, points, reason: 'test grant' })).toMatchObject({ success: true })
const creditRewardId = async () =>
  (await t.testDb.db.selectFrom('point_rewards').select('id').where('kind', '=', 'credit').where('points', '=', 100).executeTakeFirstOrThrow()).id
const ledgerKinds = async (memberId: number) =>
  (await t.testDb.db.selectFrom('ledger_entries as e').innerJoin('ledger_transactions as x', 'x.id', 'e.tx_id')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.account_id').select(['x.kind', 'e.amount']).where('w.member_id', '=', memberId).execute())
    .map((r) => ({ kind: r.kind, amount: Number(r.amount) }))

beforeAll(async () => { t = await createTestApp() })
afterAll(async () => t?.close())

describe('catalogue and wallet-credit rewards', () => {
  it('lists the seeded rewards with their requirements, and pays a credit reward through the ledger at once', async () => {
    const m = await createMember(t, 'ptmall1', { balance: 0 })
    await give(m, 250)
    const list = await pointsCall<{ list: Array<{ id: number; kind: string; requirement: { points: number; amount: number }; creditAmount: number | null }>; balance: number; validBet: number }>(
      t, m.token, 'POST', 'MCS2_getPointReward', {})
    if (!list.success) throw new Error(list.code)
    expect(list.value.balance).toBe(250)
    expect(list.value.validBet).toBe(0)
    expect(list.value.list.length).toBeGreaterThanOrEqual(4)
    const id = await creditRewardId()
    expect(list.value.list.find((r) => r.id === id)).toMatchObject({ kind: 'credit', requirement: { points: 100, amount: 0 }, creditAmount: 1000 })

    const r = await redeem(t, m.token, id, 2)
    expect(r).toMatchObject({ success: true, value: { balance: 50, redemption: { status: 'approved', quantity: 2, points: 200, creditAmount: 2000 } } })
    expect((await balances(t, m.id)).main).toBe(2000)
    expect(await ledgerKinds(m.id)).toEqual([{ kind: 'point_reward', amount: 2000 }])
    const history = await pointsCall<{ list: Array<{ status: string }>; total: number }>(t, m.token, 'POST', 'MCS2_getRedeemPointList', { page: 1, pageSize: 10 })
    expect(history).toMatchObject({ success: true, value: { total: 1, list: [{ status: 'approved' }] } })
    // The account record words the new ledger kind.
    const day = new Date().toISOString().slice(0, 10)
    const record = await pointsCall<{ list: Array<{ kind: string }> }>(t, m.token, 'POST', 'ODSFE2_accountRecord', { from: day, to: day })
    expect(record).toMatchObject({ success: true, value: { list: [{ kind: 'point_reward' }] } })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('answers a retried request once and refuses what the points, the requirement, the limit or the stock do not allow', async () => {
    const m = await createMember(t, 'ptmall2', { balance: 0 })
    await give(m, 150)
    const id = await creditRewardId()
    const requestId = randomUUID()
    const first = await redeem(t, m.token, id, 1, undefined, requestId)
    const again = await redeem(t, m.token, id, 1, undefined, requestId)
    expect(again).toEqual(first)
    expect(await pointsOf(t, m.token)).toBe(50)
    expect(await redeem(t, m.token, id)).toMatchObject({ success: false, code: 'POINTS_INSUFFICIENT', value: { balance: 50, needed: 100 } })
    const big = (await t.testDb.db.selectFrom('point_rewards').select('id').where('points', '=', 900).executeTakeFirstOrThrow()).id
    await give(m, 5000)
    expect(await redeem(t, m.token, big)).toMatchObject({ success: false, code: 'REWARD_REQUIREMENT_NOT_MET', value: { required: 1_000_000, current: 0 } })
    const item = await adminCall<{ id: number }>(t, 'POST', '/admin/points/rewards', { kind: 'item', name: { en: 'Mug' }, points: 10, stock: 3, memberLimit: 2 })
    if (!item.success) throw new Error(item.code)
    expect(await redeem(t, m.token, item.value.id, 3)).toMatchObject({ success: false, code: 'LIMIT_REACHED', value: { limit: 2, left: 2 } })
    expect(await redeem(t, m.token, item.value.id, 2)).toMatchObject({ success: true, value: { redemption: { status: 'process' } } })
    const other = await createMember(t, 'ptmall3', { balance: 0 })
    await give(other, 100)
    expect(await redeem(t, other.token, item.value.id, 2)).toMatchObject({ success: false, code: 'REWARD_SOLD_OUT' })
    expect(await pointsOf(t, other.token)).toBe(100)
    await adminCall(t, 'PUT', `/admin/points/rewards/${item.value.id}`, { status: 'withdrawn' })
    expect(await redeem(t, other.token, item.value.id, 1)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await redeem(t, other.token, 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await redeem(t, other.token, id, 0)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await pointsCall(t, other.token, 'POST', 'passwordCheck/MCS2_redeemPointReward', { requestId: randomUUID(), rewardId: id, quantity: 1, paymentPassword: '246810' }))
      .toMatchObject({ success: false })
    expect(await pointsOf(t, other.token)).toBe(100)
  })

  it('changes nothing on a wrong payment password', async () => {
    const m = await createMember(t, 'ptmall4', { balance: 0 })
    await give(m, 500)
    expect(await redeem(t, m.token, await creditRewardId(), 1, '000000')).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_INVALID' })
    expect(await convert(t, m.token, 500, '000000')).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_INVALID' })
    expect(await pointsOf(t, m.token)).toBe(500)
    expect((await balances(t, m.id)).main).toBe(0)
    expect(await t.testDb.db.selectFrom('point_redemptions').select('id').where('member_id', '=', m.id).execute()).toEqual([])
    const none = await createMember(t, 'ptmall5', { balance: 0, payPassword: null })
    await give(none, 500)
    expect(await redeem(t, none.token, await creditRewardId())).toMatchObject({ success: false, code: 'PAYMENT_PASSWORD_NOT_SET' })
  })
})

describe('20 redeems of the last points at once', () => {
  it('lets one through in the ledger and leaves the balance at zero, never below', async () => {
    const m = await createMember(t, 'ptrace', { balance: 0 })
    await give(m, 100)
    const id = await creditRewardId()
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => redeemReward(t.testDb.db, m.id, { requestId: randomUUID(), rewardId: id, quantity: 1 })))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const codes = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => (o.reason as { code: string }).code)
    expect(codes).toEqual(Array(19).fill('POINTS_INSUFFICIENT'))
    expect(await pointsOf(t, m.token)).toBe(0)
    expect((await balances(t, m.id)).main).toBe(1000)
  })

  it('through the calls too: at most one passes (the others: no points, or too many password checks at once)', async () => {
    const m = await createMember(t, 'ptrace2', { balance: 0 })
    await give(m, 100)
    const id = await creditRewardId()
    const replies = await Promise.all(Array.from({ length: 20 }, () => redeem(t, m.token, id)))
    expect(replies.filter((r) => r.success)).toHaveLength(1)
    for (const r of replies) if (!r.success) expect(['POINTS_INSUFFICIENT', 'TOO_MANY_REQUESTS']).toContain(r.code)
    expect(await pointsOf(t, m.token)).toBe(0)
    expect((await balances(t, m.id)).main).toBe(1000)
  })
})

describe('physical rewards and the operator', () => {
  it('waits in process; approve keeps the points spent, reject gives them back and the stock too', async () => {
    const m = await createMember(t, 'ptitem', { balance: 0 })
    await give(m, 1000)
    const item = await adminCall<{ id: number }>(t, 'POST', '/admin/points/rewards', { kind: 'item', name: { en: 'Cap' }, points: 300, stock: 5 })
    if (!item.success) throw new Error(item.code)
    const one = await redeem(t, m.token, item.value.id)
    const two = await redeem(t, m.token, item.value.id)
    if (!one.success || !two.success) throw new Error('redeem')
    const r1 = (one.value as { redemption: { id: string; status: string } }).redemption
    const r2 = (two.value as { redemption: { id: string } }).redemption
    expect(r1.status).toBe('process')
    expect(await pointsOf(t, m.token)).toBe(400)
    const pending = await adminCall<{ redemptions: Array<{ id: string; account: string }> }>(t, 'GET', '/admin/points/redemptions')
    expect(pending).toMatchObject({ success: true })
    expect((pending as { value: { redemptions: Array<{ id: string }> } }).value.redemptions.map((r) => r.id)).toEqual(expect.arrayContaining([r1.id, r2.id]))

    expect(await adminCall(t, 'PUT', `/admin/points/redemptions/${r1.id}`, { decision: 'approve' })).toMatchObject({ success: true, value: { status: 'approved', account: 'ptitem' } })
    expect(await adminCall(t, 'PUT', `/admin/points/redemptions/${r2.id}`, { decision: 'reject' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'PUT', `/admin/points/redemptions/${r2.id}`, { decision: 'reject', reason: 'Out of sizes' }))
      .toMatchObject({ success: true, value: { status: 'rejected', reason: 'Out of sizes' } })
    expect(await adminCall(t, 'PUT', `/admin/points/redemptions/${r2.id}`, { decision: 'approve' })).toMatchObject({ success: false, code: 'REDEMPTION_STATE' })
    expect(await pointsOf(t, m.token)).toBe(700)
    expect((await t.testDb.db.selectFrom('point_rewards').select('stock').where('id', '=', item.value.id).executeTakeFirstOrThrow()).stock).toBe(4)
    const history = await pointsCall<{ list: Array<{ id: string; status: string; reason: string | null }> }>(t, m.token, 'POST', 'MCS2_getRedeemPointList', { status: 'rejected' })
    expect(history).toMatchObject({ success: true, value: { list: [{ id: r2.id, status: 'rejected', reason: 'Out of sizes' }] } })
    const day = new Date().toISOString().slice(0, 10)
    const moves = await pointsCall<{ list: Array<{ kind: string; changedPoints: number }> }>(t, m.token, 'POST', 'ODSFE2_MemTransDet', { from: day, to: day })
    if (!moves.success) throw new Error(moves.code)
    expect(moves.value.list.map((e) => [e.kind, e.changedPoints])).toEqual([['refund', 300], ['redeem', -300], ['redeem', -300], ['adjust', 1000]])
  })

  it('adjusts a member\'s points with a reason, never below zero', async () => {
    const m = await createMember(t, 'ptadjust', { balance: 0 })
    expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: 'ptadjust', points: -1, reason: 'x' })).toMatchObject({ success: false, code: 'POINTS_INSUFFICIENT' })
    expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: 'ptadjust', points: 0, reason: 'x' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: 'nobody-here', points: 5, reason: 'x' })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: 'ptadjust', points: 40, reason: 'goodwill' })).toMatchObject({ success: true, value: { balance: 40 } })
    expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: 'ptadjust', points: -15, reason: 'correction' })).toMatchObject({ success: true, value: { balance: 25 } })
    expect(await pointsOf(t, m.token)).toBe(25)
  })
})

describe('converting points', () => {
  it('takes whole steps of the ratio, keeps the remainder as points, and credits exact money once per request', async () => {
    const m = await createMember(t, 'ptconv', { balance: 0 })
    await give(m, 250)
    const requestId = randomUUID()
    const first = await convert(t, m.token, 250, undefined, requestId)
    expect(first).toEqual({ success: true, value: { changedPoints: 200, amount: 2000, remainder: 50, balance: 50 } })
    expect(await convert(t, m.token, 250, undefined, requestId)).toEqual(first)
    expect((await balances(t, m.id)).main).toBe(2000)
    expect(await ledgerKinds(m.id)).toEqual([{ kind: 'point_convert', amount: 2000 }])
    expect(await convert(t, m.token, 50)).toMatchObject({ success: false, code: 'POINTS_BELOW_MINIMUM', value: { minimum: 100, step: 100 } })
    expect(await convert(t, m.token, 100)).toMatchObject({ success: false, code: 'POINTS_INSUFFICIENT', value: { balance: 50, needed: 100 } })
    expect(await convert(t, m.token, -5)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await convert(t, m.token, 1.5)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await pointsOf(t, m.token)).toBe(50)

    // A ratio that does not divide evenly: 3 points give 0.07; 10 points convert 9 for 0.21, 1 stays.
    expect(await adminCall(t, 'PUT', '/admin/points/convert', { points: 3, amount: 7, minimum: 3 })).toMatchObject({ success: true })
    await give(m, 10 - 50)
    expect(await convert(t, m.token, 10)).toEqual({ success: true, value: { changedPoints: 9, amount: 21, remainder: 1, balance: 1 } })
    expect(await adminCall(t, 'PUT', '/admin/points/convert', { points: 100, amount: 1000, minimum: 50 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'PUT', '/admin/points/convert', { points: 100, amount: 1000, minimum: 100 })).toMatchObject({ success: true })
  })
})
