/**
 * Job idempotence as a property: random agent trees with random contracts (each within its
 * upline's) and random bets; the settlement is stopped after a random batch (its transaction
 * aborted), run again, and run a third time. Every eligible contract is then paid exactly
 * once (also when a batch's transaction was aborted before its commit), the amount a reference model computes (rate on the team's valid bet, the agent's own left out, less the
 * gross of the contracts directly below), through one ledger posting; the total paid never
 * exceeds what the top contracts earn; the books balance.
 */
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractTier } from '../../src/shared/api/index.ts'
import { settlePeriod } from '../modules/contracts/index.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { insertBets, memberUnder } from '../testing/contract-helpers.ts'
import { ledgerInvariants } from '../testing/wallet-helpers.ts'

const PERIOD = 60 * 60 * 1000
const job = { kind: 'hourly_salary', period: 'hourly' } as const
let t: TestApp
let runNo = 0

beforeAll(async () => { t = await createTestApp() })
afterAll(async () => t?.close())

const rate = (tiers: ReadonlyArray<ContractTier>, active: number, amount: number) =>
  tiers.reduce((b, x) => (x.minActive <= active && x.minAmount <= amount && x.rateBp > b ? x.rateBp : b), 0)

interface Plan {
  uplineOf: number[] // agent i's upline agent (i > 0), agent 0 at the top
  members: number[] // each member's agent
  contractLevels: { rateScale: number; tiers: ContractTier[] } // the top agent's table
  childShare: number[] // per agent i > 0: its contract's rates as a share (0: none) of its upline's
  bets: Array<[owner: number, n: number, stake: number]> // owner < agents: an agent; else a member
  stopAfter: number
  /** Stop after a batch has committed, or abort a batch's transaction before its commit. */
  stopInTransaction: boolean
  payBatch: number
}

const planArb: fc.Arbitrary<Plan> = fc.integer({ min: 1, max: 5 }).chain((agents) => fc.record({
  uplineOf: fc.tuple(...Array.from({ length: agents }, (_, i) => (i === 0 ? fc.constant(-1) : fc.integer({ min: 0, max: i - 1 })))),
  members: fc.array(fc.integer({ min: 0, max: agents - 1 }), { maxLength: 6 }),
  contractLevels: fc.record({
    rateScale: fc.constant(1),
    tiers: fc.uniqueArray(fc.record({ minActive: fc.integer({ min: 0, max: 4 }), minAmount: fc.constantFrom(0, 2000, 10_000), rateBp: fc.integer({ min: 1, max: 500 }) }),
      { minLength: 1, maxLength: 3, selector: (x) => `${x.minActive}:${x.minAmount}` }),
  }),
  childShare: fc.array(fc.constantFrom(0, 0.25, 0.5, 1), { minLength: agents, maxLength: agents }),
  bets: fc.array(fc.tuple(fc.integer({ min: 0, max: agents + 5 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 100, max: 9000 })), { maxLength: 12 }),
  stopAfter: fc.integer({ min: 0, max: 6 }),
  stopInTransaction: fc.boolean(),
  payBatch: fc.integer({ min: 1, max: 3 }),
}) as fc.Arbitrary<Plan>)

describe('salary job idempotence', () => {
  it('pays every contract once, the reference amount, however the runs are cut', async () => {
    await fc.assert(fc.asyncProperty(planArb, async (plan) => {
      const db = t.testDb.db
      const run = runNo++
      // Each run has its own hour, far in the past, and its contracts end with it.
      const W = Date.UTC(2020, 0, 1) + run * 2 * PERIOD
      const agents: number[] = []
      for (let i = 0; i < plan.uplineOf.length; i++) {
        agents.push((await memberUnder(db, `sp${run}a${i}`, i === 0 ? null : agents[plan.uplineOf[i]!]!)).id)
      }
      const members: number[] = []
      for (const [i, a] of plan.members.entries()) members.push((await memberUnder(db, `sp${run}m${i}`, agents[a]!, 0)).id)
      // Contracts top-down: the top from the house, each other a share of its upline's rates.
      const tiersOf = new Map<number, ContractTier[]>()
      const contractOf = new Map<number, number>()
      for (let i = 0; i < agents.length; i++) {
        const parent = i === 0 ? null : tiersOf.get(plan.uplineOf[i]!)
        if (i > 0 && (!parent || plan.childShare[i] === 0)) continue
        const tiers = i === 0 ? plan.contractLevels.tiers : parent!.map((x) => ({ ...x, rateBp: Math.max(1, Math.floor(x.rateBp * plan.childShare[i]!)) }))
        const since = new Date(W - PERIOD)
        const r = await sql<{ id: string }>`
          INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at, ended_at)
          VALUES ('hourly_salary', ${i === 0 ? null : agents[plan.uplineOf[i]!]!}, ${agents[i]!}, 'hourly', ${JSON.stringify(tiers)}::jsonb, 'active', ${since}, ${since}, ${since}, NULL)
          RETURNING id`.execute(db)
        tiersOf.set(i, tiers)
        contractOf.set(i, Number(r.rows[0]!.id))
      }
      const stakeOf = new Map<number, number>()
      for (const [owner, n, stake] of plan.bets) {
        const id = owner < agents.length ? agents[owner]! : members[(owner - agents.length) % Math.max(1, members.length)] ?? agents[0]!
        await insertBets(db, id, n, stake, 0, new Date(W + 1000 + stakeOf.size))
        stakeOf.set(id, (stakeOf.get(id) ?? 0) + n * stake)
      }
      // Reference model over the plan's own tree.
      const memberAgent = new Map<number, number>()
      agents.forEach((id, i) => memberAgent.set(id, i))
      plan.members.forEach((a, i) => memberAgent.set(members[i]!, a))
      const under = (i: number, j: number): boolean => (j === i ? true : j === 0 ? false : under(i, plan.uplineOf[j]!))
      const grossOf = new Map<number, number>()
      for (const i of contractOf.keys()) {
        let active = 0, valid = 0
        // The team's bets, not the agent's own: an agent earns nothing on its own bets.
        for (const [id, s] of stakeOf) if (id !== agents[i] && under(i, memberAgent.get(id)!)) { active += 1; valid += s }
        grossOf.set(i, Math.floor((valid * rate(tiersOf.get(i)!, active, valid)) / 10_000))
      }
      const expected = new Map<number, number>()
      for (const i of contractOf.keys()) {
        const below = [...contractOf.keys()].filter((j) => j > 0 && plan.uplineOf[j] === i).reduce((s, j) => s + grossOf.get(j)!, 0)
        expected.set(contractOf.get(i)!, Math.max(0, grossOf.get(i)! - below))
      }

      const w = { start: new Date(W), end: new Date(W + PERIOD) }
      let batches = 0
      const stop = async () => { if (++batches > plan.stopAfter) throw new Error('stop') }
      await settlePeriod(db, job, w, { payBatch: plan.payBatch, ...(plan.stopInTransaction ? { beforeCommit: stop } : { afterBatch: stop }) }).catch((e: Error) => {
        if (e.message !== 'stop') throw e
      })
      if (plan.stopInTransaction) {
        // The aborted batch left nothing: exactly the batches before it are paid.
        const ids = [...contractOf.values()].map(String)
        const partial = ids.length === 0 ? [] : await db.selectFrom('salary_payments').select('id').where('period_start', '=', w.start).where('contract_id', 'in', ids).execute()
        const earning = [...expected.values()].filter((a) => a > 0).length
        expect(partial.length).toBe(Math.min(earning, plan.stopAfter * plan.payBatch))
      }
      await settlePeriod(db, job, w, { payBatch: plan.payBatch })
      const third = await settlePeriod(db, job, w, { payBatch: plan.payBatch })
      expect(third.payments).toBe(0)

      const ids = [...contractOf.values()].map(String)
      const rows = await db.selectFrom('salary_payments').select(['contract_id', 'amount']).where('period_start', '=', w.start).where('contract_id', 'in', ids).execute()
      // A contract that earned nothing has no payment row.
      expect(new Map(rows.map((r) => [Number(r.contract_id), Number(r.amount)]))).toEqual(new Map([...expected].filter(([, a]) => a > 0)))
      const posted = await sql<{ k: string; n: string; s: string }>`
        SELECT t.idempotency_key AS k, count(*) AS n, sum(e.amount) AS s FROM ledger_transactions t JOIN ledger_entries e ON e.tx_id = t.id AND e.amount > 0
         WHERE t.idempotency_key = ANY(${ids.map((id) => `salary:${id}:${W / 1000}`)}::text[]) GROUP BY t.idempotency_key`.execute(db)
      expect(posted.rows.length).toBe([...expected.values()].filter((a) => a > 0).length)
      expect(posted.rows.reduce((s, r) => s + Number(r.s), 0)).toBe([...expected.values()].reduce((s, a) => s + a, 0))
      if (contractOf.has(0)) expect([...expected.values()].reduce((s, a) => s + a, 0)).toBeLessThanOrEqual(grossOf.get(0)!)
      // The run's contracts end with its hour, so later runs' periods do not include them.
      await db.updateTable('contracts').set({ status: 'terminated', ended_at: w.end, end_reason: 'house' }).where('id', 'in', ids).execute()
    }), { numRuns: Number(process.env.SALARY_PROP_RUNS ?? 12) })
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })
})
