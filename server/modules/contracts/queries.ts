/** The contract lists and their history, each only from the caller's side of a contract. */
import type { Kysely } from 'kysely'
import type { ContractKind, ContractStatus } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { contractQuery, toContract } from './store.ts'

export interface ListInput { role: 'upline' | 'downline'; kind?: ContractKind; status?: ContractStatus; page?: number; pageSize?: number }

export const listContracts = async (db: Kysely<Database>, memberId: number, input: ListInput) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? 20
  let q = contractQuery(db).where(input.role === 'upline' ? 'c.upline_id' : 'c.downline_id', '=', memberId)
  if (input.kind) q = q.where('c.kind', '=', input.kind)
  if (input.status) q = q.where('c.status', '=', input.status)
  const [rows, count] = await Promise.all([
    q.orderBy('c.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
    q.clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { list: rows.map(toContract), total: Number(count.n), page, pageSize }
}

export interface HistoryInput { contractId?: number; memberId?: number; page?: number; pageSize?: number }

/** Contracts where the caller is a party (one, those with one other member, or all), with their events. */
export const contractHistory = async (db: Kysely<Database>, memberId: number, input: HistoryInput) => {
  const page = input.page ?? 1
  const pageSize = input.pageSize ?? 20
  let q = contractQuery(db).where((eb) => eb.or([eb('c.upline_id', '=', memberId), eb('c.downline_id', '=', memberId)]))
  if (input.contractId !== undefined) q = q.where('c.id', '=', String(input.contractId))
  if (input.memberId !== undefined) {
    const other = input.memberId
    q = q.where((eb) => eb.or([eb('c.upline_id', '=', other), eb('c.downline_id', '=', other)]))
  }
  const rows = await q.orderBy('c.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute()
  if (input.contractId !== undefined && rows.length === 0) throw new ApiError('NOT_FOUND', 'No such contract.')
  const contracts = rows.map(toContract)
  const events = contracts.length === 0 ? [] : await db.selectFrom('contract_events as e').leftJoin('members as m', 'm.id', 'e.actor_id')
    .select(['e.id', 'e.contract_id', 'e.event', 'e.at', 'm.account'])
    .where('e.contract_id', 'in', contracts.map((c) => String(c.id))).orderBy('e.id').execute()
  return {
    contracts,
    events: events.map((e) => ({ id: Number(e.id), contractId: Number(e.contract_id), event: e.event, actor: e.account, at: new Date(e.at).getTime() })),
  }
}
