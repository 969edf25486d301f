/**
 * The downline's answer to an offer, and ending a contract. Each runs in one transaction
 * that first takes the kind's contract lock (functions/contract_lock.sql), before any row
 * lock, so changes to one kind never deadlock. Accepting ends the contracts the
 * offering agent agreed to end, replaces the current contract between the two, and activates
 * the offer, which the database refuses above the upline's own contract (contracts_ceiling).
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Contract, ContractKind } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError, isApiError } from '../../http/errors.ts'
import { endChains, exceedingBelow } from './chain.ts'
import { contractById, contractQuery, recordEvent, toContract } from './store.ts'

const dbRefusal = (e: unknown): never => {
  if (isApiError(e)) throw e
  const message = e instanceof Error ? e.message : ''
  if (message.includes('CONTRACT_CEILING')) throw new ApiError('CONTRACT_CEILING', 'The rates are above the upline\'s own contract, or it has none.')
  if (message.includes('CONTRACT_BELOW')) throw new ApiError('CONTRACT_CEILING', 'A contract you gave is above these rates.')
  if (message.includes('contracts_one_active') || message.includes('duplicate key')) throw new ApiError('CONTRACT_STATE', 'The contract changed meanwhile; try again.')
  throw e
}

/** Takes the lock of the contract's kind (a kind never changes, so it is read unlocked first). */
const lockKindOf = async (trx: Transaction<Database>, id: number): Promise<void> => {
  const row = await trx.selectFrom('contracts').select('kind').where('id', '=', String(id)).executeTakeFirst()
  if (row) await sql`SELECT contract_lock(${row.kind})`.execute(trx)
}

/** The offer made to `downlineId` (of `kind` when given), under its kind's lock; NOT_FOUND otherwise. */
const lockOffer = async (trx: Transaction<Database>, id: number, downlineId: number, kind?: ContractKind) => {
  await lockKindOf(trx, id)
  let q = contractQuery(trx).where('c.id', '=', String(id)).where('c.downline_id', '=', downlineId)
  if (kind) q = q.where('c.kind', '=', kind)
  const row = await q.executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', 'No such contract.')
  const c = toContract(row)
  if (c.status !== 'offered') throw new ApiError('CONTRACT_STATE', 'This offer was already answered or withdrawn.')
  return c
}

/**
 * The downline accepts. Its own contracts above the offer's rates end only with an agreement:
 * the upline's when it offered (`terminateLower` of the offer) or the accepting agent's now
 * (`agreeLower`); without either, CONFIRM_REQUIRED lists them and nothing changes.
 */
export const acceptOffer = async (db: Kysely<Database>, downlineId: number, id: number, now: Date, kind?: ContractKind, agreeLower = false): Promise<Contract> => {
  await db.transaction().execute(async (trx) => {
    const offer = await lockOffer(trx, id, downlineId, kind)
    const over = await exceedingBelow(trx, downlineId, offer.kind, offer.period, offer.tiers)
    if (over.length > 0) {
      if (!offer.terminateLower && !agreeLower) throw new ApiError('CONFIRM_REQUIRED', 'Accepting ends contracts you gave above these rates.', { wouldEnd: over })
      const roots = over.filter((c) => c.upline?.id === downlineId).map((c) => c.id)
      await endChains(trx, roots, offer.kind, 'ceiling', offer.upline?.id ?? null, now)
    }
    const current = await trx.updateTable('contracts').set({ status: 'terminated', ended_at: now, ended_by: downlineId, end_reason: 'superseded' })
      .where('downline_id', '=', downlineId).where('kind', '=', offer.kind).where('status', '=', 'active').returning('id').execute()
    for (const c of current) await recordEvent(trx, Number(c.id), 'terminated', downlineId, now, { reason: 'superseded', by: id })
    await trx.updateTable('contracts').set({ status: 'active', decided_at: now }).where('id', '=', String(id)).execute()
    await recordEvent(trx, id, 'accepted', downlineId, now)
  }).catch(dbRefusal)
  return (await contractById(db, id))!
}

export const rejectOffer = async (db: Kysely<Database>, downlineId: number, id: number, now: Date, kind?: ContractKind): Promise<Contract> => {
  await db.transaction().execute(async (trx) => {
    await lockOffer(trx, id, downlineId, kind)
    await trx.updateTable('contracts').set({ status: 'rejected', decided_at: now }).where('id', '=', String(id)).execute()
    await recordEvent(trx, id, 'rejected', downlineId, now)
  })
  return (await contractById(db, id))!
}

/**
 * Either side ends an active contract (and the contracts below it, see chain.ts); the upline
 * may also withdraw an offer not yet answered (the downline rejects it instead).
 */
export const terminateContract = async (db: Kysely<Database>, memberId: number, id: number, now: Date): Promise<{ contract: Contract; ended: Contract[] }> => {
  const ended = await db.transaction().execute(async (trx) => {
    await lockKindOf(trx, id)
    const row = await contractQuery(trx).where('c.id', '=', String(id))
      .where((eb) => eb.or([eb('c.upline_id', '=', memberId), eb('c.downline_id', '=', memberId)])).executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', 'No such contract.')
    const c = toContract(row)
    const asUpline = c.upline?.id === memberId
    if (c.status === 'offered' && !asUpline) throw new ApiError('CONTRACT_STATE', 'Reject the offer instead.')
    if (c.status !== 'active' && c.status !== 'offered') throw new ApiError('CONTRACT_STATE', 'This contract has already ended.')
    return endChains(trx, [id], c.kind, asUpline ? 'upline' : 'downline', memberId, now)
  })
  return { contract: (await contractById(db, id))!, ended: ended.filter((c) => c.id !== id) }
}
