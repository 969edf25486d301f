/**
 * A contract replaced in the middle of a period (settle.ts, "A contract in force for only part
 * of a period"): the old contract is paid on the subtree's bets up to the replacement, the new
 * one on the bets from it, the upline's contract takes each at its overlap, the chain pays the
 * top contract's rate on every bet, and a second run pays nothing again. The statement of each
 * payment lists only the bets of its part.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../testing/test-app.ts'
import type { TestMember } from '../testing/member-helpers.ts'
import { houseContract, insertBets, mainBalanceOf, memberUnder, tiers } from '../testing/contract-helpers.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'
import { runSalaryJobs, type SalaryJobOptions } from './index.ts'

const PERIOD = 60_000
const W = Math.floor((Date.now() - 10 * 60_000) / PERIOD) * PERIOD
/** When B's contract is replaced: half-way through the period [W, W + PERIOD). */
const T = W + PERIOD / 2
const opts: SalaryJobOptions = { realtimeMs: PERIOD, graceMs: 0, catchupMs: PERIOD + 1, leaseMs: 30_000 }
const realtimeOnly = [{ kind: 'realtime_salary', period: 'realtime' }] as const

let t: TestApp
let a: TestMember, b: TestMember, m: TestMember
let houseId: number, oldId: number, newId: number

const contract = async (uplineId: number, downlineId: number, rateBp: number, decided: Date, ended: Date | null) => {
  const r = await sql<{ id: string }>`
    INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at, ended_at, end_reason)
    VALUES ('realtime_salary', ${uplineId}, ${downlineId}, 'realtime', ${JSON.stringify(tiers([0, 0, rateBp]))}::jsonb,
            ${ended ? 'terminated' : 'active'}, ${decided}, ${decided}, ${decided}, ${ended}, ${ended ? 'superseded' : null})
    RETURNING id`.execute(t.testDb.db)
  return Number(r.rows[0]!.id)
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  // The seed's demo contracts end long before this test's period.
  await db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(W - 60 * PERIOD), end_reason: 'house' }).where('status', '=', 'active').execute()
  a = await memberUnder(db, 'rpagenta', null)
  b = await memberUnder(db, 'rpagentb', a.id)
  m = await memberUnder(db, 'rpmember', b.id, 0)
  houseId = await houseContract(db, a.id, 'realtime_salary', 'realtime', tiers([0, 0, 200]), new Date(W - 5 * PERIOD))
  // A -> B at 0.5% until T, then (accepted at T, replacing it) 1%.
  oldId = await contract(a.id, b.id, 50, new Date(W - 5 * PERIOD), new Date(T))
  newId = await contract(a.id, b.id, 100, new Date(T), null)
  // 10 x 1,000 before the replacement, 5 x 2,000 after it, and one bet after the period.
  await insertBets(db, m.id, 10, 1000, 0, new Date(W + 1000))
  await insertBets(db, m.id, 5, 2000, 0, new Date(T + 1000))
  await insertBets(db, m.id, 1, 50_000, 0, new Date(W + PERIOD + 1))
})
afterAll(async () => t?.close())

describe('a contract replaced mid-period', () => {
  it('pays the old contract for its part and the new one from its start, once each', async () => {
    const before = { a: await mainBalanceOf(t.testDb.db, a.id), b: await mainBalanceOf(t.testDb.db, b.id) }
    const done = await runSalaryJobs(t.testDb.db, () => W + PERIOD + 1, opts, realtimeOnly)
    expect(done.find((d) => d.start.getTime() === W)).toMatchObject({ contracts: 3, payments: 3 })
    const rows = await t.testDb.db.selectFrom('salary_payments').select(['contract_id', 'amount', 'inputs'])
      .where('period_start', '=', new Date(W)).orderBy('contract_id').execute()
    const byId = new Map(rows.map((r) => [Number(r.contract_id), r]))
    // Old: 10,000 valid bet before T at 0.5% = 50. New: 10,000 from T at 1% = 100.
    expect(Number(byId.get(oldId)!.amount)).toBe(50)
    expect(byId.get(oldId)!.inputs).toMatchObject({ validBet: 10_000, bets: 10, from: W, to: T })
    expect(Number(byId.get(newId)!.amount)).toBe(100)
    expect(byId.get(newId)!.inputs).toMatchObject({ validBet: 10_000, bets: 5, from: T, to: W + PERIOD })
    // House -> A: 2% of 20,000 = 400, less what each of B's contracts took on its part.
    expect(Number(byId.get(houseId)!.amount)).toBe(250)
    expect(byId.get(houseId)!.inputs).toMatchObject({ validBet: 20_000, gross: 400, downlines: [{ contractId: oldId, gross: 50 }, { contractId: newId, gross: 100 }] })
    expect(await mainBalanceOf(t.testDb.db, a.id)).toBe(before.a + 250)
    expect(await mainBalanceOf(t.testDb.db, b.id)).toBe(before.b + 150)

    // Exactly once: another run (and a run for the next period) pays nothing more for this one.
    await runSalaryJobs(t.testDb.db, () => W + PERIOD + 5, opts, realtimeOnly)
    const again = await t.testDb.db.selectFrom('salary_payments').select('id').where('period_start', '=', new Date(W)).execute()
    expect(again).toHaveLength(3)
    const keys = await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_transactions WHERE idempotency_key LIKE ${`salary:%:${W / 1000}`}`.execute(t.testDb.db)
    expect(Number(keys.rows[0]!.n)).toBe(3)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('the next period pays only the new contract, on the whole period', async () => {
    await runSalaryJobs(t.testDb.db, () => W + 2 * PERIOD + 1, opts, realtimeOnly)
    const rows = await t.testDb.db.selectFrom('salary_payments').select(['contract_id', 'amount']).where('period_start', '=', new Date(W + PERIOD)).orderBy('contract_id').execute()
    expect(rows.map((r) => [Number(r.contract_id), Number(r.amount)])).toEqual([[houseId, 500], [newId, 500]])
  })

  it('each payment\'s statement lists only the bets of its part', async () => {
    const paymentOf = async (contractId: number) => Number((await t.testDb.db.selectFrom('salary_payments').select('id')
      .where('contract_id', '=', String(contractId)).where('period_start', '=', new Date(W)).executeTakeFirstOrThrow()).id)
    const betsOf = async (paymentId: number) => envelope<{ total: number }>(await t.app.inject({
      method: 'POST', url: '/wps/relay/MCS2_incomeStatementBets', headers: b.auth, payload: { paymentId } }))
    expect(await betsOf(await paymentOf(oldId))).toMatchObject({ success: true, value: { total: 10 } })
    expect(await betsOf(await paymentOf(newId))).toMatchObject({ success: true, value: { total: 5 } })
  })
})
