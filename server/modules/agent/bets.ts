/** Team betting: every bet of the agent's subtree placed in a range, newest first, with filters and totals. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { TeamBetsReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from '../records/index.ts'
import { subtreeIds } from './guard.ts'
import { houseRoundKept } from '../../db/house-rounds.ts'

export interface TeamBetFilter {
  readonly agentId: number
  readonly range: DayRange
  /** One member of the subtree (checked by the caller), or all of it. */
  readonly memberId?: number
  readonly gameType?: string
  readonly vendor?: string
  readonly page: number
  readonly pageSize: number
}

const live = sql`b.status <> 'rolled_back'`

const filtered = (db: Kysely<Database>, f: TeamBetFilter) =>
  db.selectFrom('bets as b')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .where(sql<boolean>`b.member_id IN ${subtreeIds(f.agentId)}`)
    .$if(f.memberId !== undefined, (q) => q.where('b.member_id', '=', f.memberId!))
    .where('b.created_at', '>=', f.range.start).where('b.created_at', '<', f.range.end)
    .$if(f.gameType !== undefined, (q) => q.where('g.game_type', '=', f.gameType!))
    .$if(f.vendor !== undefined, (q) => q.where('b.vendor', '=', f.vendor!))

export const teamBets = async (db: Kysely<Database>, f: TeamBetFilter): Promise<TeamBetsReply> => {
  const [rows, totals] = await Promise.all([
    filtered(db, f).innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.id', 'b.round_id', 'b.game_id', 'g.name', 'b.vendor', 'g.game_type', 'b.stake', 'b.win', 'b.status', 'b.created_at', 'b.settled_at', 'm.account'])
      .select(houseRoundKept.as('verifiable'))
      .orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    filtered(db, f).select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`COALESCE(sum(b.stake) FILTER (WHERE ${live}), 0)`.as('stake'),
      sql<string>`COALESCE(sum(b.win) FILTER (WHERE ${live}), 0)`.as('win'),
    ]).executeTakeFirstOrThrow(),
  ])
  const stake = Number(totals.stake)
  const win = Number(totals.win)
  return {
    list: rows.map((r) => ({
      id: String(r.id), roundId: r.round_id, gameId: r.game_id, gameName: r.name ?? r.game_id, vendor: r.vendor, gameType: r.game_type ?? '',
      stake: Number(r.stake), win: Number(r.win), profit: r.status === 'rolled_back' ? 0 : Number(r.win) - Number(r.stake), status: r.status,
      time: new Date(r.created_at).getTime(), settledAt: r.settled_at === null ? null : new Date(r.settled_at).getTime(), verifiable: r.verifiable, account: r.account,
    })),
    total: totals.count, page: f.page, pageSize: f.pageSize, totals: { stake, win, profit: win - stake, count: totals.count },
  }
}
