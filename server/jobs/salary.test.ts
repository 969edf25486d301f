/**
 * The salary jobs on a small tree: what each contract earns (the differential down the
 * chain), paid once per contract and period through the ledger; a run stopped half-way (its
 * transaction aborted mid-batch) is finished by the next one without paying anything twice;
 * two runners at once settle each period once; the statement drills down to the bets, the
 * same for the downline and its upline.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { IncomePayment } from '../../src/shared/api/index.ts'
import { createTestApp, envelope, type TestApp } from '../testing/test-app.ts'
import type { TestMember } from '../testing/member-helpers.ts'
import { houseContract, insertBets, mainBalanceOf, memberUnder, tiers } from '../testing/contract-helpers.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'
import { runSalaryJobs, type SalaryJobOptions } from './index.ts'
import { duePeriods } from './salary-periods.ts'

const PERIOD = 60_000
// A period boundary well in the past of the wall clock (contracts are decided by it).
const W = Math.floor((Date.now() - 10 * 60_000) / PERIOD) * PERIOD
const opts = (extra: Partial<SalaryJobOptions> = {}): SalaryJobOptions => ({ realtimeMs: PERIOD, graceMs: 0, catchupMs: PERIOD + 1, leaseMs: 30_000, ...extra })
const realtimeOnly = [{ kind: 'realtime_salary', period: 'realtime' }] as const

let t: TestApp
let a: TestMember, b: TestMember, m1: TestMember, m2: TestMember, m3: TestMember, outsider: TestMember
let houseId: number, abId: number

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  // The demo contracts of the seed (agent01's) end before this test's periods.
  await db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(W - 60 * PERIOD), end_reason: 'house' }).where('status', '=', 'active').execute()
  a = await memberUnder(db, 'sjagenta', null)
  b = await memberUnder(db, 'sjagentb', a.id)
  m1 = await memberUnder(db, 'sjmember1', a.id, 0)
  m2 = await memberUnder(db, 'sjmember2', b.id, 0)
  m3 = await memberUnder(db, 'sjmember3', b.id, 0)
  outsider = await memberUnder(db, 'sjoutsider', null)
  const decided = new Date(W - 5 * PERIOD)
  // House -> A: 1%, 2% from 2 active members. A -> B: 0.5%, 1.5% from 2 active members.
  houseId = await houseContract(db, a.id, 'realtime_salary', 'realtime', tiers([0, 0, 100], [2, 0, 200]), decided)
  const r = await sql<{ id: string }>`
    INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at)
    VALUES ('realtime_salary', ${a.id}, ${b.id}, 'realtime', ${JSON.stringify(tiers([0, 0, 50], [2, 0, 150]))}::jsonb, 'active', ${decided}, ${decided}, ${decided})
    RETURNING id`.execute(db)
  abId = Number(r.rows[0]!.id)
  // In the period [W, W + PERIOD): m1 10 x 1,000 (wins 500 each), m2 20 x 2,000, m3 5 x 4,000; one bet of m2 after it.
  await insertBets(db, m1.id, 10, 1000, 500, new Date(W + 1000))
  await insertBets(db, m2.id, 20, 2000, 0, new Date(W + 2000))
  await insertBets(db, m3.id, 5, 4000, 8000, new Date(W + 3000))
  await insertBets(db, m2.id, 1, 99_999, 0, new Date(W + PERIOD + 1))
})
afterAll(async () => t?.close())

const payments = async () => (await t.testDb.db.selectFrom('salary_payments').selectAll().where('period_start', '=', new Date(W)).orderBy('contract_id').execute())

describe('salary jobs', () => {
  it('pays each contract its rate on its subtree, less what the contracts below it took', async () => {
    const before = { a: await mainBalanceOf(t.testDb.db, a.id), b: await mainBalanceOf(t.testDb.db, b.id) }
    // Stop once: the first payment batch (one contract) commits, the run dies before the next.
    let batches = 0
    await expect(runSalaryJobs(t.testDb.db, () => W + PERIOD + 1, opts({
      owner: 'first', leaseMs: 1,
      settle: { payBatch: 1, afterBatch: async () => { if (++batches === 1) throw new Error('killed mid-run') } },
    }), realtimeOnly)).rejects.toThrow('killed mid-run')
    expect(await payments()).toHaveLength(1)
    // The next run (another process; the first one's lease ran out) finishes the period.
    const done = await runSalaryJobs(t.testDb.db, () => W + PERIOD + 10, opts({ owner: 'second' }), realtimeOnly)
    expect(done.find((d) => d.start.getTime() === W)).toMatchObject({ contracts: 2, payments: 1 })

    const rows = await payments()
    expect(rows.map((r) => Number(r.contract_id))).toEqual([houseId, abId])
    // B's subtree: m2 40,000 + m3 20,000 = 60,000 valid bet, 2 active -> 1.5% = 900.
    // A's subtree: 70,000, 3 active (m1, m2, m3) -> 2% = 1,400 gross, less B's 900 = 500.
    const [pa, pb] = rows
    expect(Number(pb!.amount)).toBe(900)
    expect(pb!.rate_bp).toBe(150)
    expect(Number(pa!.amount)).toBe(500)
    expect(pa!.inputs).toMatchObject({ activeMembers: 3, validBet: 70_000, gross: 1400, downlines: [{ contractId: abId, gross: 900 }] })
    expect(await mainBalanceOf(t.testDb.db, a.id)).toBe(before.a + 500)
    expect(await mainBalanceOf(t.testDb.db, b.id)).toBe(before.b + 900)
    const keys = await t.testDb.db.selectFrom('ledger_transactions').select(['idempotency_key', 'kind']).where('idempotency_key', 'like', 'salary:%').execute()
    expect(keys.filter((k) => k.idempotency_key.endsWith(`:${W / 1000}`))).toHaveLength(2)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('pays nothing twice: a later run, or two runners at once, find the period done', async () => {
    const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'salary'`.execute(t.testDb.db)).rows[0]!.n)
    const before = await count()
    await runSalaryJobs(t.testDb.db, () => W + PERIOD + 20, opts({ owner: 'third' }), realtimeOnly)
    expect(await count()).toBe(before)
    // The next period: two runners at once; each period is settled by one of them.
    const now = () => W + 2 * PERIOD + 1
    const [x, y] = await Promise.all([runSalaryJobs(t.testDb.db, now, opts({ owner: 'x' }), realtimeOnly), runSalaryJobs(t.testDb.db, now, opts({ owner: 'y' }), realtimeOnly)])
    const next = [...x, ...y].filter((d) => d.start.getTime() === W + PERIOD)
    expect(next).toHaveLength(1)
    const rows = await t.testDb.db.selectFrom('salary_payments').selectAll().where('period_start', '=', new Date(W + PERIOD)).execute()
    expect(rows).toHaveLength(2)
    const periods = await t.testDb.db.selectFrom('salary_periods').selectAll().where('period_start', '=', new Date(W + PERIOD)).execute()
    expect(periods).toMatchObject([{ status: 'done', contracts: 2 }])
  })

  it('after a restart, finds every missed period within the catch-up, newest first, and none done', async () => {
    const now = W + 5 * PERIOD + 1
    const due = await duePeriods(t.testDb.db, realtimeOnly[0], now, { timeZone: 'Asia/Manila', realtimeMs: PERIOD }, { graceMs: 0, catchupMs: 10 * PERIOD })
    // W and W + PERIOD are done; the contracts were accepted at W - 5 periods.
    expect(due.map((w) => (w.start.getTime() - W) / PERIOD)).toEqual([4, 3, 2, -1, -2, -3, -4, -5])
    const capped = await duePeriods(t.testDb.db, realtimeOnly[0], now, { timeZone: 'Asia/Manila', realtimeMs: PERIOD }, { graceMs: 0, catchupMs: 10 * PERIOD, maxPeriods: 2 })
    expect(capped.map((w) => (w.start.getTime() - W) / PERIOD)).toEqual([4, 3])
  })

  it('shows the payment in my income and the same statement, down to the bets, to the downline and its upline', async () => {
    const income = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_myIncome', headers: b.auth, payload: { kind: 'realtime_salary' } })
    const list = envelope<{ list: IncomePayment[] }>(income)
    if (!list.success) throw new Error(list.code)
    const p = list.value.list.find((x) => x.periodStart === W)!
    expect(p).toMatchObject({ amount: 900, rateBp: 150, activeMembers: 2, validBet: 60_000 })
    const asB = envelope<{ members: { account: string; validBet: number }[]; tier: unknown; total: number }>(
      await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_incomeStatement', headers: b.auth, payload: { paymentId: p.id } }))
    const asA = envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_incomeStatement', headers: a.auth, payload: { paymentId: p.id } }))
    expect(asA).toEqual(asB)
    if (!asB.success) throw new Error(asB.code)
    expect(asB.value.members).toEqual([
      { memberId: m2.id, account: 'sjmember2', bets: 20, validBet: 40_000, pnl: -40_000 },
      { memberId: m3.id, account: 'sjmember3', bets: 5, validBet: 20_000, pnl: 20_000 },
    ])
    expect(asB.value.tier).toEqual({ minActive: 2, minAmount: 0, rateBp: 150 })
    const bets = envelope<{ total: number; list: { account: string }[] }>(await t.app.inject({
      method: 'POST', url: '/wps/relay/MCS2_incomeStatementBets', headers: a.auth, payload: { paymentId: p.id, memberId: m3.id, pageSize: 2 } }))
    expect(bets).toMatchObject({ success: true, value: { total: 5, list: [{ account: 'sjmember3' }, { account: 'sjmember3' }] } })
    const stranger = envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_incomeStatement', headers: outsider.auth, payload: { paymentId: p.id } }))
    expect(stranger).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('simulates proposed terms over the last periods beside what was paid', async () => {
    const sim = envelope<{ list: { periodStart: number; proposedAmount: number; currentAmount: number | null; validBet: number }[] }>(await t.app.inject({
      method: 'POST', url: '/wps/relay/MCS2_contractSimulate', headers: a.auth,
      payload: { downlineId: b.id, kind: 'realtime_salary', period: 'realtime', tiers: tiers([0, 0, 100]), periods: 30 },
    }))
    if (!sim.success) throw new Error(sim.code)
    // The wall clock's periods of 5 minutes (the app's default): the bets' period is among the last 30.
    const withBets = sim.value.list.filter((r) => r.validBet > 0)
    expect(withBets.reduce((s, r) => s + r.validBet, 0)).toBe(60_000 + 99_999)
    expect(withBets.reduce((s, r) => s + r.proposedAmount, 0)).toBe(Math.floor(60_000 / 100) + Math.floor(99_999 / 100))
    // b has a contract in force: every period shows what it paid or would pay, never "none".
    expect(sim.value.list.every((r) => r.currentAmount !== null)).toBe(true)
  })
})
