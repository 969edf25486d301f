/**
 * Team management's list: one level of the tree (the direct downlines of a member of the
 * subtree, the agent's own by default) or a search of the whole subtree by part of an
 * account; each row with its place in the tree, activity, last login and, when the operator
 * allows it, its main-wallet balance.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { TeamListReply, TeamStatus } from '../../../src/shared/api/index.ts'
import { AGENT_CODES } from '../account/index.ts'
import { downlineOf, type Agent } from './guard.ts'

export interface TeamListInput {
  readonly parent?: string
  readonly search?: string
  readonly page: number
  readonly pageSize: number
  readonly showBalance: boolean
  readonly now: number
}

const ACTIVE_DAYS = 7
/** LIKE's own wildcards typed by the agent match themselves. */
const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const teamList = async (db: Kysely<Database>, agent: Agent, input: TeamListInput): Promise<TeamListReply> => {
  const parent = input.parent ? await downlineOf(db, agent, input.parent, { self: true }) : { id: agent.id, account: agent.account, depth: 0 }
  const searching = input.search !== undefined && input.search !== ''
  const now = new Date(input.now)
  const since = new Date(input.now - ACTIVE_DAYS * 86_400_000)
  const base = db.selectFrom('member_tree as t').innerJoin('members as m', 'm.id', 't.descendant_id')
    .where('t.ancestor_id', '=', agent.id).where('t.depth', '>', 0)
    .$if(searching, (q) => q.where(sql<boolean>`m.account LIKE ${likeText(input.search ?? '')}`))
    .$if(!searching, (q) => q.where('m.upline_id', '=', parent.id))
  const [rows, total, path] = await Promise.all([
    base.leftJoin('members as u', 'u.id', 'm.upline_id')
      .select(['m.id', 'm.account', 'm.nickname', 'm.is_agent', 't.depth', 'u.account as upline', 'm.created_at'])
      .select([
        sql<number>`(SELECT count(*)::int FROM members c WHERE c.upline_id = m.id)`.as('direct'),
        sql<number>`(SELECT count(*)::int FROM member_tree s WHERE s.ancestor_id = m.id AND s.depth > 0)`.as('team'),
        sql<Date | null>`(SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id)`.as('last_login'),
        sql<boolean>`EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.revoked_at IS NULL AND s.expires_at > ${now})`.as('online'),
        sql<boolean>`EXISTS (SELECT 1 FROM bets b WHERE b.member_id = m.id AND b.created_at >= ${since})`.as('active'),
        sql<string | null>`(SELECT w.balance::text FROM wallet_accounts w WHERE w.member_id = m.id AND w.kind = 'main' AND w.vendor = '')`.as('balance'),
      ])
      .orderBy('t.depth').orderBy('m.account').limit(input.pageSize).offset((input.page - 1) * input.pageSize).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    // The breadcrumb: the parent's uplines that are in the agent's subtree, the agent first.
    db.selectFrom('member_tree as up').innerJoin('members as a', 'a.id', 'up.ancestor_id')
      .innerJoin('member_tree as mine', (j) => j.onRef('mine.descendant_id', '=', 'up.ancestor_id').on('mine.ancestor_id', '=', agent.id))
      .select('a.account').where('up.descendant_id', '=', parent.id).orderBy('mine.depth').execute(),
  ])
  const status = (r: { online: boolean; active: boolean }): TeamStatus => (r.online ? 'online' : r.active ? 'active' : 'dormant')
  return {
    list: rows.map((r) => ({
      id: r.id, account: r.account, nickname: r.nickname, type: r.is_agent, isAgent: AGENT_CODES.has(r.is_agent), depth: r.depth, upline: r.upline ?? '',
      directCount: r.direct, teamSize: r.team, status: status(r), registeredAt: new Date(r.created_at).getTime(),
      lastLoginAt: r.last_login === null ? null : new Date(r.last_login).getTime(),
      balance: input.showBalance && r.balance !== null ? Number(r.balance) : null,
    })),
    total: total.n, page: input.page, pageSize: input.pageSize,
    path: searching ? [agent.account] : path.map((p) => p.account),
  }
}
