/**
 * Demo contracts: the house gives agent01 one contract of each kind, and agent01 gives its
 * direct sub-agents (the demo team's agent01a and agent01b, seeded just before in main.ts)
 * lower ones, so the salary jobs pay from the team's real bets on first start. It makes no
 * member of its own. Runs once: nothing happens when agent01 already has a contract from the
 * house.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'

/** Arbitrary constant naming this seed step's advisory lock. */
const LOCK_ID = 7_420_025
const DAY_MS = 24 * 60 * 60 * 1000

type Tier = { minActive: number; minAmount: number; rateBp: number }
interface DemoTerms { kind: string; period: string; tiers: Tier[]; sinceDays: number }

/** agent01's terms; sub-agents get `scale` of each rate (always below, so within the ceiling). */
const HOUSE_TERMS: DemoTerms[] = [
  { kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 40 }, { minActive: 5, minAmount: 100_000, rateBp: 60 }], sinceDays: 1 },
  { kind: 'hourly_salary', period: 'hourly', tiers: [{ minActive: 0, minAmount: 0, rateBp: 30 }, { minActive: 5, minAmount: 500_000, rateBp: 50 }], sinceDays: 3 },
  { kind: 'daily_salary', period: 'daily', tiers: [{ minActive: 0, minAmount: 0, rateBp: 50 }, { minActive: 10, minAmount: 1_000_000, rateBp: 80 }], sinceDays: 3 },
  { kind: 'dividend', period: 'weekly', tiers: [{ minActive: 0, minAmount: 0, rateBp: 2000 }, { minActive: 10, minAmount: 5_000_000, rateBp: 3000 }], sinceDays: 14 },
]
const scaled = (tiers: Tier[], scale: number): Tier[] => tiers.map((t) => ({ ...t, rateBp: Math.max(1, Math.floor(t.rateBp * scale)) }))

export const seedContractsIfMissing = async (db: Kysely<Database>, now = Date.now()): Promise<boolean> => {
  const agent = await db.selectFrom('members').select('id').where('account', '=', 'agent01').executeTakeFirst()
  if (!agent) return false
  const has = await db.selectFrom('contracts').select('id').where('downline_id', '=', agent.id).where('upline_id', 'is', null).executeTakeFirst()
  if (has) return false
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`.execute(trx)
    const again = await trx.selectFrom('contracts').select('id').where('downline_id', '=', agent.id).where('upline_id', 'is', null).executeTakeFirst()
    if (again) return false
    // agent01's direct downline agents, oldest first (the first gets the higher rates).
    const subs = await trx.selectFrom('members').select('id').where('upline_id', '=', agent.id)
      .where('is_agent', 'in', [1, 2, 41, 42]).orderBy('id').execute()
    for (const terms of HOUSE_TERMS) {
      const since = new Date(now - terms.sinceDays * DAY_MS)
      const rows = [{ upline: null as number | null, downline: agent.id, tiers: terms.tiers }, ...subs.map((s, i) => ({ upline: agent.id, downline: s.id, tiers: scaled(terms.tiers, i === 0 ? 0.6 : 0.4) }))]
      for (const r of rows) {
        const c = await trx.insertInto('contracts').values({
          kind: terms.kind as 'dividend', upline_id: r.upline, downline_id: r.downline, period: terms.period as 'weekly', tiers: JSON.stringify(r.tiers),
          status: 'active', starts_at: since, offered_at: since, decided_at: since,
        }).returning('id').executeTakeFirstOrThrow()
        await trx.insertInto('contract_events').values([
          { contract_id: c.id, event: 'offered', actor_id: r.upline, at: since, detail: JSON.stringify({ seed: true }) },
          { contract_id: c.id, event: 'accepted', actor_id: r.downline, at: since, detail: JSON.stringify({ seed: true }) },
        ]).execute()
      }
    }
    return true
  })
}
