/**
 * The contract simulator: what proposed terms would have paid the downline over its last N
 * periods, on its subtree's real bets, beside what its current contract paid (or, where nothing was
 * paid, what the current contract's terms give on the same bets). Like a payment, the
 * proposed amount is the gross less what the downline's own contracts took that period.
 */
import { sql, type Kysely } from 'kysely'
import type { ContractTerms } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { requireDirectDownlineAgent } from './guards.ts'
import { lastPeriods, type PeriodClock } from './periods.ts'
import { baseOf } from './settle.ts'
import { activeContractOf } from './store.ts'
import { applyRate, checkTerms, rateFor } from './tiers.ts'

export const simulateContract = async (db: Kysely<Database>, uplineId: number, terms: ContractTerms & { periods?: number }, now: number, clock: PeriodClock) => {
  await requireDirectDownlineAgent(db, uplineId, terms.downlineId)
  checkTerms(terms.kind, terms.period, terms.tiers)
  const windows = lastPeriods(terms.period, now, terms.periods ?? 7, clock)
  const current = await activeContractOf(db, terms.downlineId, terms.kind)
  const list = []
  for (const w of windows) {
    const t = await db.selectFrom('member_tree as t').innerJoin('bets as b', 'b.member_id', 't.descendant_id')
      .where('t.ancestor_id', '=', terms.downlineId).where('t.depth', '>', 0).where('b.created_at', '>=', w.start).where('b.created_at', '<', w.end).where('b.status', '=', 'settled')
      .select([sql<string>`count(DISTINCT b.member_id)`.as('active'), sql<string>`coalesce(sum(b.stake), 0)`.as('stake'), sql<string>`coalesce(sum(b.win - b.stake), 0)`.as('pnl')])
      .executeTakeFirstOrThrow()
    // Every payment of the period (two when a contract was replaced during it, see settle.ts).
    const paid = await db.selectFrom('salary_payments').select(['amount', 'rate_bp', 'inputs'])
      .where('member_id', '=', terms.downlineId).where('kind', '=', terms.kind).where('period_start', '=', w.start).orderBy('id').execute()
    const totals = { active: Number(t.active), validBet: Number(t.stake), pnl: Number(t.pnl) }
    const base = baseOf(terms.kind, totals)
    const rate = rateFor(terms.tiers, totals.active, base)
    const taken = paid.flatMap((p) => ((typeof p.inputs === 'string' ? JSON.parse(p.inputs) : p.inputs) as { downlines?: { gross: number }[] }).downlines ?? [])
      .reduce((s, d) => s + d.gross, 0)
    const last = paid[paid.length - 1]
    // What the current contract paid that period; with no payment on record (a period before it
    // was in force, or one not settled yet), what its terms give on the same bets.
    const currentRate = last ? last.rate_bp : current ? rateFor(current.tiers, totals.active, baseOf(current.kind, totals)) : null
    const currentAmount = last ? paid.reduce((s, p) => s + Number(p.amount), 0) : current && currentRate !== null ? Math.max(0, applyRate(baseOf(current.kind, totals), currentRate) - taken) : null
    list.push({
      periodStart: w.start.getTime(), periodEnd: w.end.getTime(), activeMembers: totals.active, validBet: totals.validBet, pnl: totals.pnl,
      proposedRateBp: rate, proposedAmount: Math.max(0, applyRate(base, rate) - taken),
      currentRateBp: currentRate, currentAmount,
    })
  }
  return {
    current, list,
    proposedTotal: list.reduce((s, p) => s + p.proposedAmount, 0),
    currentTotal: list.reduce((s, p) => s + (p.currentAmount ?? 0), 0),
  }
}
