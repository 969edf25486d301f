/**
 * Each bet pays real-time salary once, as a property: random bets in an hour, settled by a
 * random sequence of runs, each with a period length the operator may have restarted with
 * (1 to 15 minutes) at a random later time, then a last run long after. The contract is paid
 * exactly its rate on every bet (stakes are multiples of 100 at 1%, so no rounding), and the
 * periods it was paid for never overlap.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { houseContract, insertBets, memberUnder, tiers } from '../testing/contract-helpers.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'
import { runSalaryJobs } from './index.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const realtimeOnly = [{ kind: 'realtime_salary', period: 'realtime' }] as const
// Each run gets a window of its own, far from the others (salary_periods are per job, not per contract).
const BASE = Math.floor((Date.now() - 200 * 3 * HOUR) / HOUR) * HOUR
const options = (realtimeMs: number) => ({ realtimeMs, graceMs: 0, catchupMs: 2 * HOUR, leaseMs: 30_000 })

let t: TestApp
let runNo = 0
beforeAll(async () => {
  t = await createTestApp()
  await t.testDb.db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(BASE - HOUR), end_reason: 'house' }).where('status', '=', 'active').execute()
})
afterAll(async () => { await t?.close() })

const planArb = fc.record({
  bets: fc.array(fc.tuple(fc.integer({ min: 0, max: 59 * 60 + 59 }), fc.integer({ min: 1, max: 50 })), { minLength: 1, maxLength: 12 }),
  runs: fc.array(fc.tuple(fc.constantFrom(1, 2, 3, 5, 10, 15), fc.integer({ min: 1, max: 25 })), { minLength: 1, maxLength: 8 }),
})

it('pays every bet once, whatever period lengths the settlements ran with', async () => {
  await fc.assert(fc.asyncProperty(planArb, async ({ bets, runs }) => {
    const db = t.testDb.db
    const run = runNo++
    const W = BASE + run * 3 * HOUR
    const agent = await memberUnder(db, `ppa${run}`, null)
    const member = await memberUnder(db, `ppm${run}`, agent.id, 0)
    const contractId = await houseContract(db, agent.id, 'realtime_salary', 'realtime', tiers([0, 0, 100]), new Date(W))
    for (const [second, hundreds] of bets) await insertBets(db, member.id, 1, hundreds * 100, 0, new Date(W + second * 1000))

    let now = W
    for (const [minutes, advance] of runs) {
      now += advance * MINUTE
      await runSalaryJobs(db, () => now, options(minutes * MINUTE), realtimeOnly)
    }
    await runSalaryJobs(db, () => W + 2 * HOUR, options(15 * MINUTE), realtimeOnly)

    const paid = await db.selectFrom('salary_payments').select(['period_start', 'period_end', 'amount'])
      .where('contract_id', '=', String(contractId)).orderBy('period_start').execute()
    const total = paid.reduce((s, p) => s + Number(p.amount), 0)
    expect(total).toBe(bets.reduce((s, [, hundreds]) => s + hundreds, 0))
    for (let i = 1; i < paid.length; i++) expect(new Date(paid[i]!.period_start).getTime()).toBeGreaterThanOrEqual(new Date(paid[i - 1]!.period_end).getTime())

    await db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(W + 3 * HOUR - MINUTE), end_reason: 'house' }).where('id', '=', String(contractId)).execute()
  }), { numRuns: 12 })
  expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0 })
}, 120_000)
