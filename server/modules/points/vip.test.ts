/**
 * VIP levels: the public level table, a member moved up by the recompute from real settled
 * rounds, the recompute once per run key, the level label in member info (the header's VIP
 * service label), the member's progress toward the next level, and the operator's table edits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createMember } from '../../testing/withdraw-helpers.ts'
import { adminCall, launchSlot, pointsCall, spin } from '../../testing/points-helpers.ts'
import { runPointEarning, runVipRecompute } from './index.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await insertGames(t.testDb.db, [{ id: 'vip-slot' }])
})
afterAll(async () => t?.close())

const labels = async (token: string) => {
  const info = envelope<{ memberLabel: Array<{ labelName: string }>; clubLabel: { labelName: string } }>(
    await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } }))
  if (!info.success) throw new Error(info.code)
  return { member: info.value.memberLabel[0]!.labelName, club: info.value.clubLabel.labelName }
}

interface Info { level: { level: number; label: string }; next: { level: number; requiredBet: number } | null; validBet: number; remaining: number; percent: number; periodDays: number }

describe('VIP', () => {
  it('shows the seeded level table without a token', async () => {
    const r = envelope<{ levels: Array<{ level: number; label: string; requiredBet: number }>; periodDays: number }>(
      await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getVipLevels' }))
    if (!r.success) throw new Error(r.code)
    expect(r.value.periodDays).toBe(30)
    expect(r.value.levels.map((l) => l.label)).toEqual(['VIP0', 'VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5'])
    expect(r.value.levels.map((l) => l.requiredBet)).toEqual([...r.value.levels.map((l) => l.requiredBet)].sort((a, b) => a - b))
  })

  it('moves a member up once their valid bets reach the next level, once per run key, and labels them', async () => {
    // Level 1 from 12.00 of valid bets here, so a few real spins reach it.
    const set = await adminCall(t, 'PUT', '/admin/vip/levels/1', {
      label: 'VIP1', club: 'Bronze', requiredBet: 1200, rebateBp: 40, withdrawDailyCount: 5, withdrawDailyMax: 10_000_000, pointMultiplierPct: 200, birthdayBonus: 5000,
    })
    expect(set).toMatchObject({ success: true })
    const m = await createMember(t, 'vipup', { balance: 100_000 })
    expect(await labels(m.token)).toEqual({ member: 'VIP0', club: '' })
    const s = await launchSlot(t, m.token, m.account, 'vip-slot')
    for (let i = 0; i < 2; i++) await spin(t, s, 500)
    const before = await pointsCall<Info>(t, m.token, 'GET', 'MCS2_getVipInfo')
    expect(before).toMatchObject({ success: true, value: { level: { level: 0 }, next: { level: 1, requiredBet: 1200 }, validBet: 1000, remaining: 200, percent: 83 } })

    await spin(t, s, 500)
    const db = t.testDb.db
    const first = await runVipRecompute(db, 'test:day-1', 'test', Date.now())
    expect(first.ran).toBe(true)
    expect(first.changed).toBeGreaterThanOrEqual(1)
    expect(await runVipRecompute(db, 'test:day-1', 'test', Date.now())).toEqual({ ran: false, members: 0, changed: 0 })
    expect(await labels(m.token)).toEqual({ member: 'VIP1', club: 'Bronze' })
    const after = await pointsCall<Info>(t, m.token, 'GET', 'MCS2_getVipInfo')
    expect(after).toMatchObject({ success: true, value: { level: { level: 1, label: 'VIP1' }, next: { level: 2 }, validBet: 1500 } })
    const config = await pointsCall<{ multiplierPct: number }>(t, m.token, 'GET', 'MCS2_getPointConfig')
    expect(config).toMatchObject({ success: true, value: { multiplierPct: 200 } })

    // The level's multiplier applies to what is earned from then on: a 5.00 spin at 1 point per 100.00 ×2 = 0.1 point, carried.
    await runPointEarning(db, { graceMs: 0 })
    const earnedBefore = Number((await db.selectFrom('points_accounts').select('earn_carry').where('member_id', '=', m.id).executeTakeFirst())?.earn_carry ?? 0)
    await spin(t, s, 500)
    await runPointEarning(db, { graceMs: 0 })
    const carry = Number((await db.selectFrom('points_accounts').select('earn_carry').where('member_id', '=', m.id).executeTakeFirstOrThrow()).earn_carry)
    expect(carry - earnedBefore).toBe(500 * 1000 * 200)
  })

  it('lets the operator run the recompute now and refuses a table out of order', async () => {
    const r = await adminCall<{ runKey: string; members: number }>(t, 'POST', '/admin/vip/recompute')
    expect(r).toMatchObject({ success: true })
    expect((r as { value: { runKey: string } }).value.runKey).toMatch(/^manual:/)
    const bad = await adminCall(t, 'PUT', '/admin/vip/levels/2', {
      label: 'VIP2', requiredBet: 100, rebateBp: 50, withdrawDailyCount: 5, withdrawDailyMax: 20_000_000, pointMultiplierPct: 120, birthdayBonus: 0,
    })
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'PUT', '/admin/vip/levels/1', {
      label: 'VIP3', requiredBet: 1200, rebateBp: 40, withdrawDailyCount: 5, withdrawDailyMax: 10_000_000, pointMultiplierPct: 200, birthdayBonus: 0,
    })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'PUT', '/admin/vip/period', { days: 0 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await adminCall(t, 'PUT', '/admin/vip/period', { days: 7 })).toMatchObject({ success: true, value: { periodDays: 7 } })
  })

  it('needs a real account for the member\'s VIP info', async () => {
    expect(await pointsCall(t, 'nope', 'GET', 'MCS2_getVipInfo')).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })
})
