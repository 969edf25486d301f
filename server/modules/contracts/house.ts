/**
 * The house's contracts: the operator gives a top agent (no agent above it) a contract of a
 * kind, replacing the one it had, or ends it (with the chain below it). Under the kind's lock
 * like every contract change; the ceiling trigger checks the agent's own downlines' contracts
 * against the new terms, and those above them end only when the operator says so.
 */
import { sql, type Kysely } from 'kysely'
import type { Contract, ContractKind, ContractPeriod, ContractTier } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError, isApiError } from '../../http/errors.ts'
import { AGENT_CODES } from '../account/index.ts'
import { endChains, exceedingBelow } from './chain.ts'
import { contractById, recordEvent } from './store.ts'
import { checkTerms } from './tiers.ts'

export interface HouseTerms {
  account: string; kind: ContractKind; period: ContractPeriod; tiers: ReadonlyArray<ContractTier>; terminateLower?: boolean
  /** Set it even though the agent's salaries together pay more than the house edge (else refused). */
  aboveEdge?: boolean
}

const SALARY_KINDS: ReadonlyArray<ContractKind> = ['realtime_salary', 'hourly_salary', 'daily_salary']
const topRate = (tiers: ReadonlyArray<ContractTier>): number => tiers.reduce((m, t) => Math.max(m, t.rateBp), 0)

/**
 * Salaries pay a rate on valid bets whatever the bets win: if an agent's salaries together pay
 * more than the house keeps on the game with the best RTP, the agent earns by betting through
 * members of its own. The operator is refused such terms unless it says `aboveEdge`.
 */
const checkHouseEdge = async (db: Kysely<Database>, agentId: number, terms: HouseTerms): Promise<void> => {
  if (!SALARY_KINDS.includes(terms.kind) || terms.aboveEdge === true) return
  const best = await db.selectFrom('games').select((eb) => eb.fn.max('rtp_bp').as('rtp')).executeTakeFirst()
  const edgeBp = 10_000 - Number(best?.rtp ?? 10_000)
  const others = await db.selectFrom('contracts').select(['tiers']).where('downline_id', '=', agentId).where('upline_id', 'is', null)
    .where('status', '=', 'active').where('kind', 'in', SALARY_KINDS.filter((k) => k !== terms.kind)).execute()
  const total = topRate(terms.tiers) + others.reduce((sum, c) => sum + topRate((typeof c.tiers === 'string' ? JSON.parse(c.tiers) : c.tiers) as ContractTier[]), 0)
  if (total > edgeBp) {
    throw new ApiError('CONTRACT_CEILING', `The agent's salaries would pay ${total} bp of every valid bet, more than the house edge of ${edgeBp} bp on the game with the best RTP: an agent betting through its own members would earn. Lower the rates, or set them with aboveEdge.`, { totalBp: total, edgeBp })
  }
}

/** A top agent by account: an agent whose upline is no agent (or who has none). */
const topAgent = async (db: Kysely<Database>, account: string): Promise<number> => {
  const row = await db.selectFrom('members as m').leftJoin('members as u', 'u.id', 'm.upline_id')
    .select(['m.id', 'm.is_agent', 'u.is_agent as upline_agent']).where('m.account', '=', account.trim().toLowerCase()).executeTakeFirst()
  if (!row || !AGENT_CODES.has(row.is_agent)) throw new ApiError('NOT_FOUND', 'No such agent.')
  if (row.upline_agent !== null && AGENT_CODES.has(row.upline_agent)) throw new ApiError('CONTRACT_STATE', 'This agent has an agent above it: its upline offers its contracts.')
  return row.id
}

export const setHouseContract = async (db: Kysely<Database>, terms: HouseTerms, now: Date): Promise<{ contract: Contract; ended: Contract[] }> => {
  checkTerms(terms.kind, terms.period, terms.tiers)
  const agentId = await topAgent(db, terms.account)
  await checkHouseEdge(db, agentId, terms)
  const result = await db.transaction().execute(async (trx) => {
    await sql`SELECT contract_lock(${terms.kind})`.execute(trx)
    const over = await exceedingBelow(trx, agentId, terms.kind, terms.period, terms.tiers)
    if (over.length > 0 && terms.terminateLower !== true) {
      throw new ApiError('CONFIRM_REQUIRED', 'These terms would end contracts the agent gave.', { wouldEnd: over })
    }
    const ended = await endChains(trx, over.filter((c) => c.upline?.id === agentId).map((c) => c.id), terms.kind, 'house', null, now)
    const old = await trx.updateTable('contracts').set({ status: 'terminated', ended_at: now, end_reason: 'superseded' })
      .where('downline_id', '=', agentId).where('kind', '=', terms.kind).where('status', '=', 'active').returning('id').execute()
    for (const o of old) await recordEvent(trx, Number(o.id), 'terminated', null, now, { reason: 'superseded' })
    const row = await trx.insertInto('contracts').values({
      kind: terms.kind, upline_id: null, downline_id: agentId, period: terms.period, tiers: JSON.stringify(terms.tiers), status: 'active',
      starts_at: now, offered_at: now, decided_at: now,
    }).returning('id').executeTakeFirstOrThrow()
    await recordEvent(trx, Number(row.id), 'offered', null, now, { house: true })
    await recordEvent(trx, Number(row.id), 'accepted', null, now, { house: true })
    return { id: Number(row.id), ended }
  }).catch((e: unknown) => {
    if (isApiError(e)) throw e
    // The ceiling trigger: a downline contract of another period (dividends) is above these terms.
    if (e instanceof Error && e.message.includes('CONTRACT_BELOW')) throw new ApiError('CONTRACT_CEILING', 'A contract the agent gave is above these terms.')
    throw e
  })
  return { contract: (await contractById(db, result.id))!, ended: result.ended }
}

/** Ends the agent's house contract of the kind and every contract of that kind below it. */
export const endHouseContract = async (db: Kysely<Database>, account: string, kind: ContractKind, now: Date): Promise<{ contract: Contract; ended: Contract[] }> => {
  const agentId = await topAgent(db, account)
  const ended = await db.transaction().execute(async (trx) => {
    await sql`SELECT contract_lock(${kind})`.execute(trx)
    const row = await trx.selectFrom('contracts').select('id').where('downline_id', '=', agentId).where('upline_id', 'is', null)
      .where('kind', '=', kind).where('status', '=', 'active').executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', 'The agent has no house contract of this kind.')
    return endChains(trx, [Number(row.id)], kind, 'house', null, now)
  })
  return { contract: ended[0]!, ended: ended.slice(1) }
}
