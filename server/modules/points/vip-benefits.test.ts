/**
 * The VIP level's rebate rate and point multiplier where the money and points are made: a
 * member's daily rebate pays the level's rate when it is above the promotion's, and points
 * are earned at the level's multiplier.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClaimReply, PromotionView, RewardItem, RewardListReply } from '../../../src/shared/api/index.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createMember, mainBalance, memberCall, placeBet, type TestMember } from '../../testing/reward-helpers.ts'
import { createMember as createPlayer } from '../../testing/withdraw-helpers.ts'
import { adminCall, launchSlot, pointsOf, spin } from '../../testing/points-helpers.ts'
import { runPointEarning } from './index.ts'

let t: TestApp
let rebateId = 0
const setLevel = (memberId: number, level: number) =>
  t.testDb.db.insertInto('member_vip').values({ member_id: memberId, level }).onConflict((oc) => oc.column('member_id').doUpdateSet({ level })).execute()

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(t.testDb.db, [{ id: 'vb-slot', gameType: 'RNG' }])
  // The seeded 0.5% daily rebate; the seeded levels pay 0.3% (VIP0) up to 1.0% (VIP5).
  rebateId = (await t.testDb.db.selectFrom('promotions').select('id').where('kind', '=', 'rebate').executeTakeFirstOrThrow()).id
})
afterAll(async () => t?.close())

const rebateItem = async (m: TestMember): Promise<RewardItem> => {
  const env = await memberCall<RewardListReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_rewardList', {})
  if (!env.success) throw new Error(env.code)
  return env.value.list.find((i) => i.source === 'rebate' && i.id === rebateId)!
}

describe('VIP rebate rate', () => {
  it('pays the level\'s rate when higher than the promotion\'s, and the promotion\'s otherwise', async () => {
    const db = t.testDb.db
    const low = await createMember(t.app, db, 'vbrebate0')
    const high = await createMember(t.app, db, 'vbrebate5')
    await setLevel(high.id, 5)
    const yesterday = new Date(Date.now() - 24 * 3600_000)
    for (const m of [low, high]) await placeBet(db, m.id, 'vb-slot', 100_000, yesterday)
    // 1,000.00 staked yesterday: 0.5% (the promotion's, above VIP0's 0.3%) and 1.0% (VIP5's).
    expect(await rebateItem(low)).toMatchObject({ status: 'claim', amount: 500 })
    expect(await rebateItem(high)).toMatchObject({ status: 'claim', amount: 1_000 })
    const before = await mainBalance(db, high.id)
    const claimed = await memberCall<ClaimReply>(t.app, high.token, 'POST', '/wps/relay/MCS2_rewardClaim', { source: 'rebate', id: rebateId })
    expect(claimed).toMatchObject({ success: true, value: { amount: 1_000 } })
    expect(await mainBalance(db, high.id)).toBe(before + 1_000)
    // The promotion page shows each member the rate their rebate pays.
    const detail = await memberCall<PromotionView>(t.app, high.token, 'POST', '/wps/relay/MCS2_promotionDetail', { promotionId: rebateId })
    expect(detail).toMatchObject({ success: true, value: { rateBp: 100 } })
    const lowDetail = await memberCall<PromotionView>(t.app, low.token, 'POST', '/wps/relay/MCS2_promotionDetail', { promotionId: rebateId })
    expect(lowDetail).toMatchObject({ success: true, value: { rateBp: 50 } })
  })

  it('follows the operator\'s change of a level\'s rate', async () => {
    const db = t.testDb.db
    const m = await createMember(t.app, db, 'vbrebate2')
    await setLevel(m.id, 2)
    await placeBet(db, m.id, 'vb-slot', 200_000, new Date(Date.now() - 24 * 3600_000))
    await db.updateTable('vip_levels').set({ rebate_bp: 250 }).where('level', '=', 2).execute()
    expect(await rebateItem(m)).toMatchObject({ status: 'claim', amount: 5_000 })
  })
})

describe('VIP point multiplier', () => {
  it('earns points at the level\'s multiplier: the same spins earn 1.5 times as much at VIP4', async () => {
    // 100 points per 100.00 of valid bet for slots.
    expect(await adminCall(t, 'PUT', '/admin/points/rates/RNG', { rateMilli: 100_000 })).toMatchObject({ success: true })
    const plain = await createPlayer(t, 'vbpoints0', { balance: 1_000_000 })
    const vip = await createPlayer(t, 'vbpoints4', { balance: 1_000_000 })
    await setLevel(vip.id, 4)
    for (const m of [plain, vip]) {
      const s = await launchSlot(t, m.token, m.account, 'vb-slot')
      for (let i = 0; i < 4; i++) await spin(t, s, 500)
    }
    while ((await runPointEarning(t.testDb.db, { graceMs: 0 })).bets > 0) { /* drain */ }
    expect(await pointsOf(t, plain.token)).toBe(20)
    expect(await pointsOf(t, vip.token)).toBe(30)
  })
})
