/**
 * The agent programme (/join, issue 39): what the house gives a new top agent, read from the
 * house's own contracts: per kind, the terms of the house contract set most recently (active,
 * no upline). An approved application gets exactly these terms, in the transaction that
 * creates the agent, so the page never promises what approval would not give.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { ContractKind, ContractPeriod, ContractTier } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { recordEvent } from './store.ts'

export interface ProgrammeTerms {
  readonly kind: ContractKind
  readonly period: ContractPeriod
  readonly tiers: ReadonlyArray<ContractTier>
}

const KIND_ORDER: ReadonlyArray<ContractKind> = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary']
const tiersOf = (value: unknown): ContractTier[] => (typeof value === 'string' ? JSON.parse(value) : value) as ContractTier[]

export const houseProgramme = async (db: Kysely<Database> | Transaction<Database>): Promise<ProgrammeTerms[]> => {
  const rows = await db.selectFrom('contracts').select(['kind', 'period', 'tiers', 'starts_at', 'id'])
    .where('upline_id', 'is', null).where('status', '=', 'active')
    .orderBy('starts_at', 'desc').orderBy('id', 'desc').execute()
  const latest = new Map<ContractKind, ProgrammeTerms>()
  for (const r of rows) {
    const kind = r.kind as ContractKind
    if (!latest.has(kind)) latest.set(kind, { kind, period: r.period as ContractPeriod, tiers: tiersOf(r.tiers) })
  }
  return KIND_ORDER.flatMap((k) => latest.get(k) ?? [])
}

/** Gives a new top agent (no contracts, no downlines yet) the programme's house contracts, in the caller's transaction. */
export const grantProgramme = async (trx: Transaction<Database>, agentId: number, terms: ReadonlyArray<ProgrammeTerms>, now: Date): Promise<void> => {
  for (const t of terms) {
    // The kind's contract lock first, as every contract change (contract_lock.sql).
    await sql`SELECT contract_lock(${t.kind})`.execute(trx)
    const row = await trx.insertInto('contracts').values({
      kind: t.kind, upline_id: null, downline_id: agentId, period: t.period, tiers: JSON.stringify(t.tiers), status: 'active',
      starts_at: now, offered_at: now, decided_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    await recordEvent(trx, Number(row.id), 'offered', null, now, { house: true, programme: true })
    await recordEvent(trx, Number(row.id), 'accepted', null, now, { house: true, programme: true })
  }
}
