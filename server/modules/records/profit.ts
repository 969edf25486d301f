/**
 * Personal profit and loss: the member's settled bets placed in the range, summed per day of
 * the member's own time zone (the offset the SPA sends) and per game type.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { PersonalProfitReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from './range.ts'

interface SumRow { key: string; stake: string; win: string; count: number }

const sums = (r: SumRow | undefined) => {
  const stake = Number(r?.stake ?? 0)
  const win = Number(r?.win ?? 0)
  return { stake, win, profit: win - stake, count: r?.count ?? 0 }
}

export const personalProfit = async (db: Kysely<Database>, memberId: number, range: DayRange): Promise<PersonalProfitReply> => {
  const settled = db.selectFrom('bets as b')
    .where('b.member_id', '=', memberId).where('b.status', '=', 'settled')
    .where('b.created_at', '>=', range.start).where('b.created_at', '<', range.end)
  const money = [sql<string>`sum(b.stake)`.as('stake'), sql<string>`sum(b.win)`.as('win'), sql<number>`count(*)::int`.as('count')] as const
  // The member's calendar day: the UTC time moved by their offset, then its date (grouped by
  // position: the offset is a parameter, so the expression written twice would not match).
  const day = sql<string>`to_char((b.created_at AT TIME ZONE 'UTC') + make_interval(mins => ${range.offsetMinutes}::int), 'YYYY-MM-DD')`
  const [byDay, byType] = await Promise.all([
    settled.select([day.as('key'), ...money]).groupBy(sql`1`).execute(),
    settled.leftJoin('games as g', 'g.id', 'b.game_id').select([sql<string>`COALESCE(g.game_type, '')`.as('key'), ...money])
      .groupBy(sql`1`).orderBy('key').execute(),
  ])
  const days = new Map(byDay.map((r) => [r.key, r]))
  const all = byType.reduce((acc, r) => ({ stake: acc.stake + Number(r.stake), win: acc.win + Number(r.win), count: acc.count + r.count }), { stake: 0, win: 0, count: 0 })
  return {
    days: range.days.map((date) => ({ date, ...sums(days.get(date)) })),
    byGameType: byType.map((r) => ({ gameType: r.key, ...sums(r) })),
    totals: { ...all, profit: all.win - all.stake },
  }
}
