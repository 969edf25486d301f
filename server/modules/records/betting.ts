/** The betting record: the member's bets placed in a range, with game, vendor and type, and totals for the filter. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { BettingRecordReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from './range.ts'
import { houseRoundKept } from '../../db/house-rounds.ts'

export interface BetFilter {
  readonly memberId: number
  readonly range: DayRange
  readonly gameType?: string
  readonly vendor?: string
  readonly page: number
  readonly pageSize: number
}

const filtered = (db: Kysely<Database>, f: BetFilter) =>
  db.selectFrom('bets as b')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .where('b.member_id', '=', f.memberId)
    .where('b.created_at', '>=', f.range.start).where('b.created_at', '<', f.range.end)
    .$if(f.gameType !== undefined, (q) => q.where('g.game_type', '=', f.gameType!))
    .$if(f.vendor !== undefined, (q) => q.where('b.vendor', '=', f.vendor!))

/** A rolled-back bet's stake went back: it counts, but moves no money in the sums. */
const live = sql`b.status <> 'rolled_back'`

export const bettingRecord = async (db: Kysely<Database>, f: BetFilter): Promise<BettingRecordReply> => {
  const [rows, totals] = await Promise.all([
    filtered(db, f)
      // House rounds have a provably-fair record (houseRoundKept): the page links them to the verifier.
      .select(['b.id', 'b.round_id', 'b.game_id', 'g.name', 'b.vendor', 'g.game_type', 'b.stake', 'b.win', 'b.status', 'b.created_at', 'b.settled_at'])
      .select(houseRoundKept.as('verifiable'))
      .orderBy('b.created_at', 'desc').orderBy('b.id', 'desc')
      .limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    filtered(db, f).select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`COALESCE(sum(b.stake) FILTER (WHERE ${live}), 0)`.as('stake'),
      sql<string>`COALESCE(sum(b.win) FILTER (WHERE ${live}), 0)`.as('win'),
    ]).executeTakeFirstOrThrow(),
  ])
  const stake = Number(totals.stake)
  const win = Number(totals.win)
  return {
    list: rows.map((r) => {
      const rolledBack = r.status === 'rolled_back'
      return {
        id: String(r.id), roundId: r.round_id, gameId: r.game_id, gameName: r.name ?? r.game_id, vendor: r.vendor, gameType: r.game_type ?? '',
        stake: Number(r.stake), win: Number(r.win), profit: rolledBack ? 0 : Number(r.win) - Number(r.stake), status: r.status,
        time: new Date(r.created_at).getTime(), settledAt: r.settled_at === null ? null : new Date(r.settled_at).getTime(), verifiable: r.verifiable,
      }
    }),
    total: totals.count, page: f.page, pageSize: f.pageSize,
    totals: { stake, win, profit: win - stake, count: totals.count },
  }
}
