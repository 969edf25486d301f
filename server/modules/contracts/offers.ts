/** An upline's offer to a direct downline agent: the preview of what it changes, then the offer. */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Contract, ContractOfferRequest, ContractPreviewReply, ContractTerms } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { exceedingBelow } from './chain.ts'
import { requireDirectDownlineAgent } from './guards.ts'
import { activeContractOf, contractById, recordEvent } from './store.ts'
import { checkTerms, within } from './tiers.ts'

/** What the offer would meet: the caller's ceiling, the contract it replaces, the contracts it would end. */
export const previewOffer = async (db: Kysely<Database>, uplineId: number, terms: ContractTerms): Promise<ContractPreviewReply> => {
  await requireDirectDownlineAgent(db, uplineId, terms.downlineId)
  checkTerms(terms.kind, terms.period, terms.tiers)
  const [ceiling, current, wouldEnd] = await Promise.all([
    activeContractOf(db, uplineId, terms.kind),
    activeContractOf(db, terms.downlineId, terms.kind),
    exceedingBelow(db, terms.downlineId, terms.kind, terms.period, terms.tiers),
  ])
  const withinCeiling = ceiling !== null && ceiling.period === terms.period && within(terms.tiers, ceiling.tiers)
  return { ceiling, withinCeiling, wouldEnd, replaces: current }
}

/**
 * Records the offer (an earlier offer of the kind to the same downline is cancelled). Refused
 * above the caller's own contract (CONTRACT_CEILING), and, when it would end contracts the
 * downline gave, until the caller sends it again with `terminateLower` (CONFIRM_REQUIRED,
 * whose value lists them). The database checks the ceiling again when the offer is accepted.
 */
export const offerContract = async (db: Kysely<Database>, uplineId: number, req: ContractOfferRequest, now: Date): Promise<Contract> => {
  const preview = await previewOffer(db, uplineId, req)
  if (!preview.withinCeiling) throw new ApiError('CONTRACT_CEILING', 'The rates are above your own contract of this kind.')
  if (preview.wouldEnd.length > 0 && req.terminateLower !== true) {
    throw new ApiError('CONFIRM_REQUIRED', 'This offer would end contracts your downline gave.', { wouldEnd: preview.wouldEnd })
  }
  const id = await db.transaction().execute(async (trx) => {
    // The kind's lock first, as every contract change takes it (functions/contract_lock.sql).
    await sql`SELECT contract_lock(${req.kind})`.execute(trx)
    return insertOffer(trx, uplineId, req, now)
  }).catch((e: unknown) => {
    // Two offers at once to the same downline: the partial unique index lets one through.
    if (e instanceof Error && /contracts_one_offer|duplicate key/.test(e.message)) throw new ApiError('CONTRACT_STATE', 'Another offer was just made; try again.')
    throw e
  })
  return (await contractById(db, id))!
}

/**
 * Records an offer in the caller's transaction, which holds the kind's contract lock: an
 * earlier offer of the kind to the same downline is cancelled (superseded). Returns its id.
 */
export const insertOffer = async (trx: Transaction<Database>, uplineId: number, req: ContractOfferRequest, now: Date): Promise<number> => {
  const pending = await trx.updateTable('contracts').set({ status: 'cancelled', ended_at: now, ended_by: uplineId, end_reason: 'superseded' })
    .where('downline_id', '=', req.downlineId).where('kind', '=', req.kind).where('status', '=', 'offered')
    .returning('id').execute()
  for (const p of pending) await recordEvent(trx, Number(p.id), 'cancelled', uplineId, now, { reason: 'superseded' })
  const row = await trx.insertInto('contracts').values({
    kind: req.kind, upline_id: uplineId, downline_id: req.downlineId, period: req.period, tiers: JSON.stringify(req.tiers),
    status: 'offered', terminate_lower: req.terminateLower === true, starts_at: new Date(req.startsAt ?? now.getTime()), offered_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  await recordEvent(trx, Number(row.id), 'offered', uplineId, now, { terminateLower: req.terminateLower === true })
  return Number(row.id)
}

/**
 * An offer to a sub-agent being registered in `trx` (agent register account): the same terms
 * check and ceiling as an offer, read under the kind's lock so the ceiling cannot change
 * between the check and the offer. The new account has no contracts of its own, so nothing
 * can end. CONTRACT_CEILING or VALIDATION_FAILED roll the registration back with it.
 */
export const offerToNewDownline = async (trx: Transaction<Database>, uplineId: number, req: ContractOfferRequest, now: Date): Promise<number> => {
  checkTerms(req.kind, req.period, req.tiers)
  await sql`SELECT contract_lock(${req.kind})`.execute(trx)
  const ceiling = await activeContractOf(trx, uplineId, req.kind)
  if (ceiling === null || ceiling.period !== req.period || !within(req.tiers, ceiling.tiers)) {
    throw new ApiError('CONTRACT_CEILING', 'The rates are above your own contract of this kind.')
  }
  return insertOffer(trx, uplineId, req, now)
}
