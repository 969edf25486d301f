/** Contract rows as the contract's `Contract`, and the lookups every call starts from. */
import type { Kysely, Transaction } from 'kysely'
import type { Contract, ContractKind, ContractTier } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database> | Transaction<Database>

const columns = [
  'c.id', 'c.kind', 'c.period', 'c.tiers', 'c.status', 'c.upline_id', 'c.downline_id', 'c.starts_at', 'c.offered_at',
  'c.decided_at', 'c.ended_at', 'c.end_reason', 'c.terminate_lower', 'u.account as upline_account', 'd.account as downline_account',
] as const

/** Contracts with both parties' accounts; narrow it with `where`. */
export const contractQuery = (db: Db) =>
  db.selectFrom('contracts as c')
    .innerJoin('members as d', 'd.id', 'c.downline_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .select(columns)

type Row = Awaited<ReturnType<ReturnType<typeof contractQuery>['executeTakeFirstOrThrow']>>

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime())
const parseTiers = (t: unknown): ContractTier[] => (typeof t === 'string' ? JSON.parse(t) : t) as ContractTier[]

export const toContract = (r: Row): Contract => ({
  id: Number(r.id),
  kind: r.kind,
  period: r.period,
  tiers: parseTiers(r.tiers),
  status: r.status,
  upline: r.upline_id === null ? null : { id: r.upline_id, account: r.upline_account ?? '' },
  downline: { id: r.downline_id, account: r.downline_account },
  startsAt: ms(r.starts_at)!,
  offeredAt: ms(r.offered_at)!,
  decidedAt: ms(r.decided_at),
  endedAt: ms(r.ended_at),
  endReason: r.end_reason,
  terminateLower: r.terminate_lower,
})

export const contractById = async (db: Db, id: number): Promise<Contract | null> => {
  const row = await contractQuery(db).where('c.id', '=', String(id)).executeTakeFirst()
  return row ? toContract(row) : null
}

/** A member's active contract of a kind (from its upline or the house), or null. */
export const activeContractOf = async (db: Db, memberId: number, kind: ContractKind): Promise<Contract | null> => {
  const row = await contractQuery(db).where('c.downline_id', '=', memberId).where('c.kind', '=', kind).where('c.status', '=', 'active').executeTakeFirst()
  return row ? toContract(row) : null
}

export const recordEvent = async (
  trx: Transaction<Database>, contractId: number, event: 'offered' | 'accepted' | 'rejected' | 'terminated' | 'cancelled',
  actorId: number | null, at: Date, detail: Record<string, unknown> = {},
): Promise<void> => {
  await trx.insertInto('contract_events').values({ contract_id: String(contractId), event, actor_id: actorId, at, detail: JSON.stringify(detail) }).execute()
}
