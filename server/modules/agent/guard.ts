/**
 * Who may use the agent centre, and on whom: only an agent (types 1, 2, 41, 42) and only on
 * its own subtree. Every agent call starts with `requireAgent`; every call naming a downline
 * resolves it with `downlineOf`, which answers NOT_FOUND for an account outside the subtree
 * exactly as for one that does not exist, so a call cannot probe a sibling's team.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Session } from '../../http/token.ts'
import { ApiError } from '../../http/errors.ts'
import { AGENT_CODES } from '../account/index.ts'

export interface Agent { readonly id: number; readonly account: string; readonly type: number }
export interface Downline { readonly id: number; readonly account: string; readonly depth: number; readonly uplineId: number | null; readonly type: number }

/** The caller as an agent, read from the database (a type changed since login counts at once). */
export const requireAgent = async (db: Kysely<Database>, session: Session | null): Promise<Agent> => {
  const id = Number(session?.memberId)
  const row = Number.isSafeInteger(id)
    ? await db.selectFrom('members').select(['id', 'account', 'is_agent']).where('id', '=', id).executeTakeFirst()
    : undefined
  if (!row || !AGENT_CODES.has(row.is_agent)) throw new ApiError('FORBIDDEN', 'Only agents have an agent centre.')
  return { id: row.id, account: row.account, type: row.is_agent }
}

/** A member of the agent's subtree by account (depth 0 is the agent itself, allowed only with `self`). */
export const downlineOf = async (db: Kysely<Database>, agent: Agent, account: string, { self = false } = {}): Promise<Downline> => {
  const row = await db.selectFrom('members as m')
    .innerJoin('member_tree as t', (j) => j.onRef('t.descendant_id', '=', 'm.id').on('t.ancestor_id', '=', agent.id))
    .select(['m.id', 'm.account', 't.depth', 'm.upline_id', 'm.is_agent'])
    .where('m.account', '=', account.toLowerCase())
    .executeTakeFirst()
  if (!row || (row.depth === 0 && !self)) throw new ApiError('NOT_FOUND', 'No such member in your team.')
  return { id: row.id, account: row.account, depth: row.depth, uplineId: row.upline_id, type: row.is_agent }
}

/** The ids under the agent (not the agent), as a subquery for `member_id IN (...)`. */
export const subtreeIds = (agentId: number) => sql<number>`(SELECT descendant_id FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0)`
