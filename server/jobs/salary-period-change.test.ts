/**
 * The operator changes the real-time salary period (SALARY_REALTIME_PERIOD_MS) after periods
 * of the old length were paid: the new, shorter periods that fall inside a paid one pay
 * nothing, and bets after it are paid once, so every bet pays its contract's rate once.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { houseContract, insertBets, memberUnder, tiers } from '../testing/contract-helpers.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'
import { runSalaryJobs, type SalaryJobOptions } from './index.ts'

const LONG = 5 * 60_000
const SHORT = 60_000
const W = Math.floor((Date.now() - 30 * 60_000) / (10 * 60_000)) * 10 * 60_000
const realtimeOnly = [{ kind: 'realtime_salary', period: 'realtime' }] as const
const withPeriod = (realtimeMs: number): SalaryJobOptions => ({ realtimeMs, graceMs: 0, catchupMs: 40 * 60_000, leaseMs: 30_000 })

let t: TestApp
let houseId: number
beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(W - 60 * 60_000), end_reason: 'house' }).where('status', '=', 'active').execute()
  const agent = await memberUnder(db, 'pcagent', null)
  const member = await memberUnder(db, 'pcmember', agent.id, 0)
  houseId = await houseContract(db, agent.id, 'realtime_salary', 'realtime', tiers([0, 0, 100]), new Date(W - 60 * 60_000))
  // 10,000 inside the first 5-minute period (and inside the 1-minute period [W+1m, W+2m)), 10,000 after it.
  await insertBets(db, member.id, 10, 1000, 0, new Date(W + 90_000))
  await insertBets(db, member.id, 5, 2000, 0, new Date(W + LONG + 30_000))
})
afterAll(async () => { await t?.close() })

const paidToHouse = async () => (await t.testDb.db.selectFrom('salary_payments').select(['period_start', 'period_end', 'amount'])
  .where('contract_id', '=', String(houseId)).orderBy('period_start').execute())
  .map((r) => [new Date(r.period_start).getTime() - W, new Date(r.period_end).getTime() - W, Number(r.amount)])

it('pays each bet once when the period length changes between settlements', async () => {
  const db = t.testDb.db
  await runSalaryJobs(db, () => W + LONG + 1, withPeriod(LONG), realtimeOnly)
  expect(await paidToHouse()).toEqual([[0, LONG, 100]])

  // Restarted with 1-minute periods: the five inside the paid one pay nothing again.
  await runSalaryJobs(db, () => W + LONG + 1, withPeriod(SHORT), realtimeOnly)
  expect(await paidToHouse()).toEqual([[0, LONG, 100]])
  await runSalaryJobs(db, () => W + LONG + SHORT + 1, withPeriod(SHORT), realtimeOnly)
  expect(await paidToHouse()).toEqual([[0, LONG, 100], [LONG, LONG + SHORT, 100]])

  // 1% of the 20,000 bet in all, once.
  const total = await sql<{ n: string }>`SELECT coalesce(sum(amount), 0) AS n FROM salary_payments WHERE contract_id = ${houseId}`.execute(db)
  expect(Number(total.rows[0]!.n)).toBe(200)
  expect(await ledgerInvariants(db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0 })
})
