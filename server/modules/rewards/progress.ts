/**
 * A mission's progress, read from the real rows: stakes and rounds from `bets` (rolled-back
 * bets do not count), the first deposit from the ledger (`deposit` transactions credited to
 * the member's main wallet). Nothing is counted twice or kept aside: the rows are the truth.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { Database, MissionsTable } from '../../db/schema.ts'
import { dayWindow, type DayWindow } from './periods.ts'

type Db = Kysely<Database> | Transaction<Database>
export type MissionRow = Selectable<MissionsTable>

/** The period a mission counts over at `now`: today for daily ones, since it was created for the others. */
export const missionPeriod = (m: MissionRow, now: number, timeZone: string): { key: string; start: Date; end: Date | null } => {
  if (m.period === 'once') return { key: 'once', start: m.created_at, end: null }
  const day: DayWindow = dayWindow(now, timeZone)
  return day
}

/** Progress of every member with any, best first (the leaderboard), or of one member. */
export const progressRows = async (
  db: Db, m: MissionRow, period: { start: Date; end: Date | null }, only: { memberId?: number; limit?: number } = {},
): Promise<Array<{ memberId: number; progress: number }>> => {
  if (m.kind === 'first_deposit') {
    // Each member's first deposit (the earliest `deposit` credit to their main wallet); the
    // whole history counts, whatever the mission's period. DISTINCT ON has no builder form.
    const rows = await sql<{ member_id: number; amount: string }>`
      SELECT member_id, amount FROM (
        SELECT DISTINCT ON (w.member_id) w.member_id, e.amount
        FROM ledger_transactions t
        JOIN ledger_entries e ON e.tx_id = t.id AND e.amount > 0
        JOIN wallet_accounts w ON w.id = e.account_id AND w.kind = 'main' AND w.member_id IS NOT NULL
        WHERE t.kind = 'deposit' ${only.memberId === undefined ? sql`` : sql`AND w.member_id = ${only.memberId}`}
        ORDER BY w.member_id, t.id) firsts
      ORDER BY amount DESC, member_id
      ${only.limit === undefined ? sql`` : sql`LIMIT ${only.limit}`}`.execute(db)
    return rows.rows.map((r) => ({ memberId: r.member_id, progress: Number(r.amount) }))
  }
  const measure = m.kind === 'bet_total' ? sql<string>`COALESCE(sum(b.stake), 0)` : sql<string>`count(*)`
  let q = db.selectFrom('bets as b')
    .select(['b.member_id', measure.as('progress')])
    .where('b.status', '<>', 'rolled_back')
    .where('b.created_at', '>=', period.start)
  if (period.end) q = q.where('b.created_at', '<', period.end)
  if (m.game_type) q = q.where((eb) => eb.exists(eb.selectFrom('games as g').select('g.id').whereRef('g.id', '=', 'b.game_id').where('g.game_type', '=', m.game_type!)))
  if (only.memberId !== undefined) q = q.where('b.member_id', '=', only.memberId)
  const rows = await q.groupBy('b.member_id').orderBy(sql`2`, 'desc').orderBy('b.member_id').$if(only.limit !== undefined, (x) => x.limit(only.limit!)).execute()
  return rows.map((r) => ({ memberId: r.member_id, progress: Number(r.progress) }))
}

export const memberProgress = async (db: Db, m: MissionRow, period: { start: Date; end: Date | null }, memberId: number): Promise<number> =>
  (await progressRows(db, m, period, { memberId }))[0]?.progress ?? 0
