/**
 * What the current periods have used against each limit that is set, for the member's view and
 * the deposit check: deposits asked for (pending or approved), net loss (stakes − wins) and
 * stakes of the bets, and the minutes of the newest login session. Read from the records
 * themselves (deposit_requests, bets, sessions), never from the counters the debit keeps.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { LimitKey, LimitPeriod } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { LIMITS } from './columns.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Deposits the member asked for since the start of the period holding `now` (pending or approved), minor units. */
export const depositsInPeriod = async (db: Db, memberId: number, period: LimitPeriod, now: number): Promise<number> => {
  // Raw SQL: the period's start is the SQL function the debit path uses (the site's time zone).
  const r = await sql<{ total: string | null }>`
    SELECT sum(amount) AS total FROM deposit_requests
    WHERE member_id = ${memberId} AND status IN ('pending', 'approved') AND created_at >= protection_period(${period}, ${new Date(now)}::timestamptz)`.execute(db)
  return Number(r.rows[0]?.total ?? 0)
}

const betsInPeriod = async (db: Db, memberId: number, period: LimitPeriod, now: number) => {
  const r = await sql<{ stakes: string | null; wins: string | null }>`
    SELECT sum(stake) FILTER (WHERE status <> 'rolled_back') AS stakes, sum(win) FILTER (WHERE status = 'settled') AS wins FROM bets
    WHERE member_id = ${memberId} AND created_at >= protection_period(${period}, ${new Date(now)}::timestamptz)`.execute(db)
  return { stakes: Number(r.rows[0]?.stakes ?? 0), wins: Number(r.rows[0]?.wins ?? 0) }
}

const sessionMinutes = async (db: Db, memberId: number, now: number): Promise<number> => {
  const s = await db.selectFrom('sessions').select('created_at').where('member_id', '=', memberId).where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now)).orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  return s ? Math.max(0, Math.floor((now - new Date(s.created_at).getTime()) / 60_000)) : 0
}

/** Per key: what its period used, or null when that limit is not set. */
export const usageOf = async (db: Db, memberId: number, values: Readonly<Record<LimitKey, number | null>>, now: number): Promise<Record<LimitKey, number | null>> => {
  const out = {} as Record<LimitKey, number | null>
  for (const key of Object.keys(LIMITS) as LimitKey[]) {
    const spec = LIMITS[key]
    if (values[key] === null) {
      out[key] = null
    } else if (spec.family === 'session') {
      out[key] = await sessionMinutes(db, memberId, now)
    } else if (spec.family === 'deposit') {
      out[key] = await depositsInPeriod(db, memberId, spec.period!, now)
    } else {
      const b = await betsInPeriod(db, memberId, spec.period!, now)
      out[key] = spec.family === 'wager' ? b.stakes : b.stakes - b.wins
    }
  }
  return out
}
