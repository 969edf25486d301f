/**
 * Player protection in the point mall: during a break or a self-exclusion neither a redeem nor a
 * convert moves anything, and both refuse with the typed code every blocked money call answers
 * (ON_BREAK / SELF_EXCLUDED, with the block's end), before the payment password is even read.
 * Reading the points and the history stays open; once a break is over both work again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { balances, createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { adminCall, convert, pointsCall, pointsOf, redeem } from '../../testing/points-helpers.ts'

let t: TestApp
let creditReward: number
const give = async (m: TestMember, points: number) =>
  expect(await adminCall(t, 'POST', '/admin/points/adjust', { account: m.account, points, reason: 'test grant' })).toMatchObject({ success: true })
const call = (m: TestMember, name: string, payload: object) => pointsCall(t, m.token, 'POST', name, payload)

beforeAll(async () => {
  t = await createTestApp({ protectionDueCheckMs: 0 })
  creditReward = (await t.testDb.db.selectFrom('point_rewards').select('id').where('kind', '=', 'credit').where('points', '=', 100).executeTakeFirstOrThrow()).id
})
afterAll(async () => t?.close())

describe('points during a break or self-exclusion', () => {
  it('a break refuses redeem and convert with ON_BREAK and its end; nothing moves; reading stays open', async () => {
    const m = await createMember(t, 'ptblock1', { balance: 0 })
    await give(m, 500)
    const taken = await call(m, 'MCS2_takeBreak', { duration: '24h' })
    if (!taken.success) throw new Error(taken.code)
    const block = (taken.value as { block: { until: string } }).block

    expect(await redeem(t, m.token, creditReward)).toMatchObject({ success: false, code: 'ON_BREAK', value: { kind: 'timeout', until: block.until } })
    expect(await convert(t, m.token, 200)).toMatchObject({ success: false, code: 'ON_BREAK', value: { kind: 'timeout', until: block.until } })
    // The payment password is not even read: the block answers first.
    expect(await convert(t, m.token, 200, 'wrong-pass-9')).toMatchObject({ success: false, code: 'ON_BREAK' })
    expect(await redeem(t, m.token, creditReward, 1, 'wrong-pass-9')).toMatchObject({ success: false, code: 'ON_BREAK' })

    expect(await pointsOf(t, m.token)).toBe(500)
    expect((await balances(t, m.id)).main).toBe(0)
    expect(await t.testDb.db.selectFrom('point_redemptions').select('id').where('member_id', '=', m.id).execute()).toEqual([])
    expect(await call(m, 'MCS2_getRedeemPointList', { page: 1, pageSize: 10 })).toMatchObject({ success: true })
  })

  it('a self-exclusion refuses both with SELF_EXCLUDED; a break that is over refuses nothing', async () => {
    const m = await createMember(t, 'ptblock2', { balance: 0 })
    await give(m, 500)
    expect(await call(m, 'MCS2_selfExclude', { duration: '6mo', confirm: true })).toMatchObject({ success: true })
    expect(await redeem(t, m.token, creditReward)).toMatchObject({ success: false, code: 'SELF_EXCLUDED', value: { kind: 'exclusion' } })
    expect(await convert(t, m.token, 200)).toMatchObject({ success: false, code: 'SELF_EXCLUDED', value: { kind: 'exclusion' } })
    expect(await pointsOf(t, m.token)).toBe(500)

    const after = await createMember(t, 'ptblock3', { balance: 0 })
    await give(after, 500)
    // A 15-minute break that ended a second ago.
    await t.testDb.db.insertInto('protection_limits').values({
      member_id: after.id, block_kind: 'break', block_started_at: new Date(Date.now() - 15 * 60_000 - 1000), block_until: new Date(Date.now() - 1000),
    }).execute()
    expect(await redeem(t, after.token, creditReward)).toMatchObject({ success: true })
    expect(await convert(t, after.token, 200)).toMatchObject({ success: true })
    expect(await pointsOf(t, after.token)).toBe(200)
  })
})
