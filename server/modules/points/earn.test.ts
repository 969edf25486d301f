/**
 * Earning points from real settled house rounds: at the operator's rate for the game type,
 * exactly once whatever the number of job runs (one after another or at once), never for a
 * trial account's rounds, with fractions carried to the next bets; every earning is an `earn`
 * entry the member's point transactions list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createMember, type TestMember } from '../../testing/withdraw-helpers.ts'
import { adminCall, launchSlot, pointsCall, pointsOf, spin, trialToken } from '../../testing/points-helpers.ts'
import { runPointEarning, startPointJobs } from './index.ts'

let t: TestApp
let a: TestMember
let s: string
const run = () => runPointEarning(t.testDb.db, { graceMs: 0 })
const today = () => new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(t.testDb.db, [{ id: 'pt-slot' }])
  a = await createMember(t, 'ptearn', { balance: 1_000_000 })
  s = await launchSlot(t, a.token, a.account, 'pt-slot')
  // 100 points per 100.00 of valid bet for slots: a 5.00 spin earns 5 points.
  expect(await adminCall(t, 'PUT', '/admin/points/rates/RNG', { rateMilli: 100_000 })).toMatchObject({ success: true })
})
afterAll(async () => t?.close())

describe('earning', () => {
  it('credits settled slot rounds at the game type rate, once across runs', async () => {
    for (let i = 0; i < 3; i++) await spin(t, s, 500)
    const first = await run()
    expect(first).toMatchObject({ ran: true, points: 15 })
    expect(first.bets).toBeGreaterThanOrEqual(3)
    expect(await pointsOf(t, a.token)).toBe(15)
    expect(await run()).toMatchObject({ bets: 0, points: 0 })
    expect(await pointsOf(t, a.token)).toBe(15)
  })

  it('credits once when two runs race', async () => {
    for (let i = 0; i < 2; i++) await spin(t, s, 1000)
    const [x, y] = await Promise.all([run(), run()])
    expect(x.points + y.points).toBe(20)
    expect(await pointsOf(t, a.token)).toBe(35)
    expect(await run()).toMatchObject({ bets: 0, points: 0 })
  })

  it('carries fractions: four 1.00 spins at 25 points per 100.00 make exactly one point', async () => {
    // 25 points per 100.00: a 1.00 spin earns a quarter point; four make one.
    expect(await adminCall(t, 'PUT', '/admin/points/rates/RNG', { rateMilli: 25_000 })).toMatchObject({ success: true })
    for (let i = 0; i < 3; i++) await spin(t, s, 100)
    await run()
    expect(await pointsOf(t, a.token)).toBe(35)
    await spin(t, s, 100)
    await run()
    expect(await pointsOf(t, a.token)).toBe(36)
    const carry = await t.testDb.db.selectFrom('points_accounts').select('earn_carry').where('member_id', '=', a.id).executeTakeFirstOrThrow()
    expect(Number(carry.earn_carry)).toBe(0)
  })

  it('earns nothing at rate 0 and never for a trial account, whose calls are refused', async () => {
    expect(await adminCall(t, 'PUT', '/admin/points/rates/RNG', { rateMilli: 0 })).toMatchObject({ success: true })
    await spin(t, s, 500)
    expect(await run()).toMatchObject({ points: 0 })
    expect(await pointsOf(t, a.token)).toBe(36)
    expect(await adminCall(t, 'PUT', '/admin/points/rates/RNG', { rateMilli: 100_000 })).toMatchObject({ success: true })
    const trial = await trialToken(t)
    const info = envelope<{ id: string; account: string; memberLabel: Array<{ labelName: string }> }>(
      await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${trial}` } }))
    if (!info.success) throw new Error(info.code)
    expect(info.value.memberLabel[0]!.labelName).toBe('TRIAL')
    const trialMember = { member_id: Number(info.value.id) }
    const ts = await launchSlot(t, trial, info.value.account, 'pt-slot')
    await spin(t, ts, 500)
    const r = await run()
    expect(r.bets).toBeGreaterThanOrEqual(1)
    expect(r.points).toBe(0)
    expect(await t.testDb.db.selectFrom('points_entries').select('id').where('member_id', '=', trialMember.member_id).execute()).toEqual([])
    expect(await pointsCall(t, trial, 'GET', 'MCS2_getPointBalance')).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
  })

  it('lists every earning in the point transactions, with the kind filter and a checked range', async () => {
    const day = today()
    const all = await pointsCall<{ list: Array<{ kind: string; changedPoints: number; balance: number }>; total: number }>(
      t, a.token, 'POST', 'ODSFE2_MemTransDet', { from: day, to: day, kinds: ['earn'] })
    if (!all.success) throw new Error(all.code)
    expect(all.value.list.every((e) => e.kind === 'earn' && e.changedPoints > 0)).toBe(true)
    expect(all.value.list.reduce((n, e) => n + e.changedPoints, 0)).toBe(36)
    expect(all.value.list[0]!.balance).toBe(36)
    const none = await pointsCall<{ total: number }>(t, a.token, 'POST', 'ODSFE2_MemTransDet', { from: day, to: day, kinds: ['redeem'] })
    expect(none).toMatchObject({ success: true, value: { total: 0 } })
    expect(await pointsCall(t, a.token, 'POST', 'ODSFE2_MemTransDet', { from: '2026-01-01', to: '2026-12-31' })).toMatchObject({ success: false, code: 'RECORDS_RANGE_INVALID' })
    expect(await pointsCall(t, a.token, 'POST', 'ODSFE2_MemTransDet', { from: day, to: day, kinds: ['bogus'] })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it('leaves a bet settled within the grace for a later run', async () => {
    await spin(t, s, 500)
    expect(await runPointEarning(t.testDb.db, { graceMs: 60_000 })).toMatchObject({ ran: true, bets: 0, points: 0 })
    expect(await run()).toMatchObject({ bets: 1, points: 5 })
    expect(await pointsOf(t, a.token)).toBe(41)
  })

  it('runs by itself in the background: earning, and the day\'s VIP recompute once', async () => {
    await spin(t, s, 500)
    const job = startPointJobs(t.testDb.db, 20, () => Date.now(), t.app.log, { graceMs: 0 })
    try {
      await expect.poll(() => pointsOf(t, a.token), { timeout: 5000, interval: 50 }).toBe(46)
      await expect.poll(async () => (await t.testDb.db.selectFrom('vip_runs').select('run_key').where('run_key', 'like', 'daily:%').execute()).length,
        { timeout: 5000, interval: 50 }).toBe(1)
    } finally {
      await job.stop()
    }
  })

  it('shows the rates and the ratio in the point config', async () => {
    const c = await pointsCall<{ ratio: { points: number; amount: number }; minimum: number; rates: Array<{ gameType: string; pointsPer100: number }>; multiplierPct: number }>(
      t, a.token, 'GET', 'MCS2_getPointConfig')
    if (!c.success) throw new Error(c.code)
    expect(c.value.ratio).toEqual({ points: 100, amount: 1000 })
    expect(c.value.rates).toContainEqual({ gameType: 'RNG', pointsPer100: 100 })
    expect(c.value.rates).toContainEqual({ gameType: 'LIVE', pointsPer100: 0.5 })
    expect(c.value.multiplierPct).toBe(100)
  })
})
