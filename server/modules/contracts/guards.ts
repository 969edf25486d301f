/** Who may use the contract calls: agents (spec §6), and only with their direct relations. */
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import type { Session } from '../../http/token.ts'
import { AGENT_CODES, requireRealAccount } from '../account/index.ts'

/** The caller's member id; TRIAL_ACCOUNT for a trial account, NOT_AGENT for a member. */
export const requireAgent = (session: Session | null): number => {
  const s = requireRealAccount(session)
  if (!AGENT_CODES.has(s.isAgent ?? 0)) throw new ApiError('NOT_AGENT', 'This is for agents only.')
  return Number(s.memberId)
}

/**
 * The caller's direct downline agent with this id; NOT_FOUND for anyone else (a member, a
 * deeper downline, a sibling, an upline), answered alike so no one learns who exists.
 */
export const requireDirectDownlineAgent = async (db: Kysely<Database> | Transaction<Database>, uplineId: number, downlineId: number): Promise<{ id: number; account: string }> => {
  const row = await db.selectFrom('members').select(['id', 'account', 'is_agent'])
    .where('id', '=', downlineId).where('upline_id', '=', uplineId).executeTakeFirst()
  if (!row || !AGENT_CODES.has(row.is_agent)) throw new ApiError('NOT_FOUND', 'No such downline agent.')
  return { id: row.id, account: row.account }
}
