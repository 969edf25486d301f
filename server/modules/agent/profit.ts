/** User profit and loss: settled bets of the range summed per member of the subtree who bet, largest stake first. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { MemberProfitReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from '../records/index.ts'

export interface MemberProfitFilter {
  readonly agentId: number
  readonly range: DayRange
  readonly search?: string
  readonly page: number
  readonly pageSize: number
}

const likeText = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const memberProfit = async (db: Kysely<Database>, f: MemberProfitFilter): Promise<MemberProfitReply> => {
  const perMember = db.selectFrom('bets as b')
    .innerJoin('member_tree as t', (j) => j.onRef('t.descendant_id', '=', 'b.member_id').on('t.ancestor_id', '=', f.agentId).on('t.depth', '>', 0))
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .where('b.status', '=', 'settled').where('b.created_at', '>=', f.range.start).where('b.created_at', '<', f.range.end)
    .$if(f.search !== undefined && f.search !== '', (q) => q.where(sql<boolean>`m.account LIKE ${likeText(f.search ?? '')}`))
    .groupBy(['m.account', 't.depth'])
    .select(['m.account', 't.depth', sql<number>`count(*)::int`.as('count'), sql<string>`sum(b.stake)`.as('stake'), sql<string>`sum(b.win)`.as('win')])
  const [rows, totals] = await Promise.all([
    perMember.orderBy(sql`sum(b.stake)`, 'desc').orderBy('m.account').limit(f.pageSize).offset((f.page - 1) * f.pageSize).execute(),
    db.selectFrom(perMember.as('p')).select([
      sql<number>`count(*)::int`.as('members'), sql<number>`COALESCE(sum(p.count), 0)::int`.as('count'),
      sql<string>`COALESCE(sum(p.stake), 0)`.as('stake'), sql<string>`COALESCE(sum(p.win), 0)`.as('win'),
    ]).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((r) => ({ account: r.account, depth: r.depth, count: r.count, stake: Number(r.stake), win: Number(r.win), profit: Number(r.win) - Number(r.stake) })),
    total: totals.members, page: f.page, pageSize: f.pageSize,
    totals: { count: totals.count, stake: Number(totals.stake), win: Number(totals.win), profit: Number(totals.win) - Number(totals.stake) },
  }
}
