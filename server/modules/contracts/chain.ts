/**
 * Ending contracts down a chain. A contract's downline pays its own downlines out of what
 * the contract earns (the differential, see server/jobs/README.md), so when a contract ends
 * every contract of that kind below it ends too: active ones are terminated, offers cancelled.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Contract, ContractKind, ContractTier } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { contractQuery, recordEvent, toContract } from './store.ts'

type Db = Kysely<Database> | Transaction<Database>
type Reason = 'upline' | 'downline' | 'ceiling' | 'house'

/** The contracts `roots` and every active contract or offer of `kind` below them, roots first. */
export const chainBelow = async (db: Db, roots: ReadonlyArray<number>, kind: ContractKind): Promise<Contract[]> => {
  if (roots.length === 0) return []
  // A recursive walk down the contracts (the builder has no WITH RECURSIVE over a join like this).
  const ids = await sql<{ id: string; depth: number }>`
    WITH RECURSIVE chain (id, downline_id, depth) AS (
      SELECT id, downline_id, 0 FROM contracts WHERE id = ANY(${roots.map(String)}::bigint[])
      UNION ALL
      SELECT c.id, c.downline_id, chain.depth + 1 FROM contracts c JOIN chain ON c.upline_id = chain.downline_id
       WHERE c.kind = ${kind} AND c.status IN ('active', 'offered') AND chain.depth < 64
    )
    SELECT id, depth FROM chain ORDER BY depth, id`.execute(db)
  if (ids.rows.length === 0) return []
  const rows = await contractQuery(db).where('c.id', 'in', ids.rows.map((r) => r.id)).execute()
  const byId = new Map(rows.map((r) => [String(r.id), toContract(r)]))
  return ids.rows.map((r) => byId.get(String(r.id))!).filter((c) => c !== undefined)
}

/** The downline's own active contracts of the kind that pay above `tiers` (or use another period), with their chains. */
export const exceedingBelow = async (db: Db, downlineId: number, kind: ContractKind, period: string, tiers: ReadonlyArray<ContractTier>): Promise<Contract[]> => {
  const over = await sql<{ id: string }>`
    SELECT id FROM contracts WHERE upline_id = ${downlineId} AND kind = ${kind} AND status = 'active'
       AND (period <> ${period} OR NOT contract_within(tiers, ${JSON.stringify(tiers)}::jsonb))`.execute(db)
  return chainBelow(db, over.rows.map((r) => Number(r.id)), kind)
}

/** Ends the chains under `roots` (the roots for `reason`, the rest as a cascade); returns what ended. */
export const endChains = async (
  trx: Transaction<Database>, roots: ReadonlyArray<number>, kind: ContractKind, reason: Reason, actorId: number | null, now: Date,
): Promise<Contract[]> => {
  const chain = await chainBelow(trx, roots, kind)
  const rootSet = new Set(roots)
  for (const c of chain) {
    const status = c.status === 'offered' ? 'cancelled' : 'terminated'
    const isRoot = rootSet.has(c.id)
    await trx.updateTable('contracts')
      .set({ status, ended_at: now, ended_by: isRoot ? actorId : null, end_reason: isRoot ? reason : 'cascade' })
      .where('id', '=', String(c.id)).where('status', 'in', ['active', 'offered']).execute()
    await recordEvent(trx, c.id, status, isRoot ? actorId : null, now, { reason: isRoot ? reason : 'cascade' })
  }
  return chain.map((c) => ({ ...c, status: c.status === 'offered' ? 'cancelled' : 'terminated', endedAt: now.getTime(), endReason: rootSet.has(c.id) ? reason : 'cascade' }))
}
