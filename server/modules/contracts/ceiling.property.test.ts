/**
 * Rate ceilings as properties. (1) The database's comparison (contract_within) agrees with the
 * JavaScript one, and a table it accepts never pays above its parent at any inputs. (2) Random
 * offers, answers and ends on a chain of four agents, sent in concurrent batches, never leave
 * an active contract above its upline's active contract (or without one), nor two active
 * contracts of a kind for one agent.
 */
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractTier } from '../../../src/shared/api/index.ts'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { houseContract, memberUnder } from '../../testing/contract-helpers.ts'
import { acceptOffer, rejectOffer, terminateContract } from './decide.ts'
import { offerContract } from './offers.ts'
import { rateFor, within } from './tiers.ts'

let t: TestApp
const chain: number[] = []

const tierArb: fc.Arbitrary<ContractTier> = fc.record({
  minActive: fc.integer({ min: 0, max: 5 }), minAmount: fc.constantFrom(0, 1000, 5000, 20_000), rateBp: fc.integer({ min: 1, max: 400 }),
})
const tiersArb = fc.uniqueArray(tierArb, { minLength: 1, maxLength: 4, selector: (t) => `${t.minActive}:${t.minAmount}` })
// Offers mostly near the house's rates, so many pass and the chain fills up.
const offerTiersArb = fc.uniqueArray(fc.record({ minActive: fc.integer({ min: 0, max: 5 }), minAmount: fc.constantFrom(0, 5000), rateBp: fc.integer({ min: 1, max: 220 }) }),
  { minLength: 1, maxLength: 2, selector: (t) => `${t.minActive}:${t.minAmount}` })

beforeAll(async () => {
  t = await createTestApp()
  let up: number | null = null
  for (const name of ['cpa', 'cpb', 'cpc', 'cpd']) {
    const m = await memberUnder(t.testDb.db, `ceil${name}`, up)
    chain.push(m.id)
    up = m.id
  }
  await houseContract(t.testDb.db, chain[0]!, 'hourly_salary', 'hourly', [{ minActive: 0, minAmount: 0, rateBp: 200 }, { minActive: 3, minAmount: 5000, rateBp: 400 }], new Date())
})
afterAll(async () => t?.close())

describe('rate ceilings', () => {
  it('the database and JavaScript agree, and an accepted table never pays above its parent', async () => {
    await fc.assert(fc.asyncProperty(tiersArb, tiersArb, fc.array(fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 30_000 })), { minLength: 5, maxLength: 5 }),
      async (child, parent, points) => {
        const r = await sql<{ w: boolean }>`SELECT contract_within(${JSON.stringify(child)}::jsonb, ${JSON.stringify(parent)}::jsonb) AS w`.execute(t.testDb.db)
        expect(r.rows[0]!.w).toBe(within(child, parent))
        if (within(child, parent)) for (const [a, m] of points) expect(rateFor(child, a, m)).toBeLessThanOrEqual(rateFor(parent, a, m))
      }), { numRuns: Number(process.env.CEILING_PROP_RUNS ?? 30) })
  })

  type Op =
    | { kind: 'offer'; level: number; tiers: ContractTier[]; confirm: boolean }
    | { kind: 'accept' | 'reject' | 'terminate'; level: number; side: 'up' | 'down' }
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('offer' as const), level: fc.integer({ min: 1, max: 3 }), tiers: offerTiersArb, confirm: fc.boolean() }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), level: fc.integer({ min: 1, max: 3 }), side: fc.constant('down' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), level: fc.integer({ min: 1, max: 3 }), side: fc.constant('down' as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('terminate' as const), level: fc.integer({ min: 1, max: 3 }), side: fc.constantFrom('up' as const, 'down' as const) }) },
  )

  it('random concurrent offers, answers and ends keep every active contract within its upline\'s', async () => {
    const db = t.testDb.db
    let accepted = 0
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 20, maxLength: 40 }), fc.integer({ min: 1, max: 4 }), async (ops, batch) => {
      const perform = async (op: Op) => {
        const down = chain[op.level]!
        const up = chain[op.level - 1]!
        const now = new Date()
        try {
          if (op.kind === 'offer') {
            await offerContract(db, up, { downlineId: down, kind: 'hourly_salary', period: 'hourly', tiers: op.tiers, terminateLower: op.confirm }, now)
            return
          }
          const row = await db.selectFrom('contracts').select('id').where('downline_id', '=', down).where('kind', '=', 'hourly_salary')
            .where('status', '=', op.kind === 'terminate' ? 'active' : 'offered').executeTakeFirst()
          if (!row) return
          const id = Number(row.id)
          if (op.kind === 'accept') { await acceptOffer(db, down, id, now); accepted += 1 }
          else if (op.kind === 'reject') await rejectOffer(db, down, id, now)
          else await terminateContract(db, op.side === 'up' ? up : down, id, now)
        } catch (e) {
          // Refusals are expected (ceilings, states); anything else is a bug.
          if (!(e instanceof Error && e.name === 'ApiError')) throw e
        }
      }
      for (let i = 0; i < ops.length; i += batch) await Promise.all(ops.slice(i, i + batch).map(perform))
      const active = await db.selectFrom('contracts').select(['id', 'upline_id', 'downline_id', 'tiers']).where('kind', '=', 'hourly_salary').where('status', '=', 'active').execute()
      const byDownline = new Map<number, ContractTier[]>()
      for (const c of active) {
        expect(byDownline.has(c.downline_id), 'two active contracts for one agent').toBe(false)
        byDownline.set(c.downline_id, c.tiers as ContractTier[])
      }
      for (const c of active) {
        if (c.upline_id === null) continue
        const parent = byDownline.get(c.upline_id)
        expect(parent, `contract ${c.id} active without its upline's`).toBeDefined()
        expect(within(c.tiers as ContractTier[], parent!), `contract ${c.id} above its upline's`).toBe(true)
      }
    }), {
      numRuns: Number(process.env.CEILING_PROP_RUNS_CHAIN ?? 8),
      // One run that surely fills the chain (four acceptances), so the check below never rests on luck.
      examples: [[[
        { kind: 'offer', level: 1, tiers: [{ minActive: 0, minAmount: 0, rateBp: 150 }], confirm: false },
        { kind: 'accept', level: 1, side: 'down' },
        { kind: 'offer', level: 2, tiers: [{ minActive: 0, minAmount: 0, rateBp: 100 }], confirm: false },
        { kind: 'accept', level: 2, side: 'down' },
        { kind: 'offer', level: 3, tiers: [{ minActive: 0, minAmount: 0, rateBp: 50 }], confirm: false },
        { kind: 'accept', level: 3, side: 'down' },
        { kind: 'terminate', level: 3, side: 'down' },
        { kind: 'offer', level: 3, tiers: [{ minActive: 0, minAmount: 0, rateBp: 40 }], confirm: false },
        { kind: 'accept', level: 3, side: 'down' },
      ], 1]],
    })
    // The runs did reach the interesting states (not only refusals).
    expect(accepted).toBeGreaterThan(3)
  })
})
