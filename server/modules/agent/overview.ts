/**
 * Team overview: the subtree's figures for a range (team size today, new members, active
 * members, deposits, withdrawals paid out, valid bets, team P&L) and the same per day for
 * the chart. Read-only; every query is bounded by the agent's subtree and the range.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { TeamOverviewReply } from '../../../src/shared/api/index.ts'
import type { DayRange } from '../records/index.ts'
import { subtreeIds } from './guard.ts'
import { dayOf } from './day.ts'

type Figures = Omit<TeamOverviewReply['days'][number], 'date'>
const zero: Figures = { newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, validBets: 0, profit: 0 }

export const teamOverview = async (db: Kysely<Database>, agentId: number, range: DayRange): Promise<TeamOverviewReply> => {
  const team = subtreeIds(agentId)
  const inRange = (col: string) => sql<boolean>`${sql.ref(col)} >= ${range.start} AND ${sql.ref(col)} < ${range.end}`
  const bets = db.selectFrom('bets as b').where(sql<boolean>`b.member_id IN ${team}`).where(inRange('b.created_at'))
  // Money in and out of the team: deposits land on main wallets, payouts leave hold accounts.
  const moves = db.selectFrom('ledger_entries as e')
    .innerJoin('wallet_accounts as w', 'w.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.tx_id')
    .where(sql<boolean>`w.member_id IN ${team}`).where(inRange('e.created_at'))
    .where((q) => q.or([q.and([q('t.kind', '=', 'deposit'), q('e.amount', '>', '0')]), q.and([q('t.kind', '=', 'withdrawal_payout'), q('e.amount', '<', '0')])]))
  const [size, joined, betDays, betAll, moneyDays] = await Promise.all([
    db.selectFrom('member_tree').select(sql<number>`count(*)::int`.as('n')).where('ancestor_id', '=', agentId).where('depth', '>', 0).executeTakeFirstOrThrow(),
    db.selectFrom('members as m').where(sql<boolean>`m.id IN ${team}`).where(inRange('m.created_at'))
      .select([dayOf('m.created_at', range.offsetMinutes).as('day'), sql<number>`count(*)::int`.as('n')]).groupBy(sql`1`).execute(),
    bets.select([
      dayOf('b.created_at', range.offsetMinutes).as('day'),
      sql<number>`count(DISTINCT b.member_id)::int`.as('active'),
      sql<string>`COALESCE(sum(b.stake) FILTER (WHERE b.status = 'settled'), 0)`.as('stake'),
      sql<string>`COALESCE(sum(b.win) FILTER (WHERE b.status = 'settled'), 0)`.as('win'),
    ]).groupBy(sql`1`).execute(),
    bets.select(sql<number>`count(DISTINCT b.member_id)::int`.as('active')).executeTakeFirstOrThrow(),
    moves.select([
      dayOf('e.created_at', range.offsetMinutes).as('day'),
      sql<string>`COALESCE(sum(e.amount) FILTER (WHERE t.kind = 'deposit'), 0)`.as('deposits'),
      sql<string>`COALESCE(-sum(e.amount) FILTER (WHERE t.kind = 'withdrawal_payout'), 0)`.as('withdrawals'),
    ]).groupBy(sql`1`).execute(),
  ])
  const byDay = new Map<string, Figures>(range.days.map((d) => [d, { ...zero }]))
  const at = (day: string) => byDay.get(day) ?? { ...zero }
  for (const r of joined) byDay.set(r.day, { ...at(r.day), newMembers: r.n })
  for (const r of betDays) byDay.set(r.day, { ...at(r.day), activeMembers: r.active, validBets: Number(r.stake), profit: Number(r.win) - Number(r.stake) })
  for (const r of moneyDays) byDay.set(r.day, { ...at(r.day), deposits: Number(r.deposits), withdrawals: Number(r.withdrawals) })
  const days = range.days.map((date) => ({ date, ...at(date) }))
  const sum = (k: keyof Figures) => days.reduce((n, d) => n + d[k], 0)
  return {
    teamSize: size.n, newMembers: sum('newMembers'), activeMembers: betAll.active, deposits: sum('deposits'), withdrawals: sum('withdrawals'),
    validBets: sum('validBets'), profit: sum('profit'), days,
  }
}
