/**
 * Bonus details: the rewards and bonuses a member received, read from the ledger itself
 * (transactions of kind 'reward' or 'bonus' credited to their main wallet), with totals over
 * the whole filter. The source and title travel in the transaction's meta.
 */
import { sql, type Kysely } from 'kysely'
import type { BonusDetailsReply, LocalizedText, RewardSource } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'

export interface BonusFilter {
  readonly page: number
  readonly pageSize: number
  readonly source?: RewardSource
  readonly from?: number
  readonly to?: number
}

const SOURCES: ReadonlyArray<RewardSource> = ['mission', 'promotion', 'rebate', 'referral']

export const bonusDetails = async (db: Kysely<Database>, memberId: number, f: BonusFilter): Promise<BonusDetailsReply> => {
  // The member's credits joined to their transactions; jsonb field access has no builder form.
  let base = db.selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .where('e.account_id', '=', sql<string>`wallet_main(${memberId})`)
    .where('e.amount', '>', sql<string>`0`)
    .where('t.kind', 'in', ['reward', 'bonus'])
  if (f.source) base = base.where(sql`t.meta->>'source'`, '=', f.source)
  if (f.from !== undefined) base = base.where('t.created_at', '>=', new Date(f.from))
  if (f.to !== undefined) base = base.where('t.created_at', '<', new Date(f.to))
  const [rows, totals] = await Promise.all([
    base.select(['t.id', 'e.amount', 't.meta', 't.created_at']).orderBy('t.id', 'desc').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    base.select([sql<string>`t.meta->>'source'`.as('source'), sql<string>`sum(e.amount)`.as('amount'), sql<number>`count(*)::int`.as('n')])
      .groupBy(sql`t.meta->>'source'`).execute(),
  ])
  const bySource = totals.filter((t) => SOURCES.includes(t.source as RewardSource))
    .map((t) => ({ source: t.source as RewardSource, amount: Number(t.amount), count: t.n }))
  return {
    list: rows.map((r) => {
      const meta = r.meta as { source?: RewardSource; title?: LocalizedText; periodKey?: string }
      return { id: Number(r.id), source: meta.source ?? 'promotion', title: meta.title ?? null, amount: Number(r.amount), periodKey: meta.periodKey ?? 'once', createdAt: r.created_at.getTime() }
    }),
    total: bySource.reduce((n, s) => n + s.count, 0),
    page: f.page,
    pageSize: f.pageSize,
    totals: { amount: bySource.reduce((n, s) => n + s.amount, 0), count: bySource.reduce((n, s) => n + s.count, 0), bySource },
  }
}
