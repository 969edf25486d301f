/**
 * Database-backed counters, so limits hold across processes sharing one database:
 * login failures (captcha after 3 within 15 minutes) and throttles (SMS sends, registrations).
 * Every count is taken by one conditional upsert before the work it limits, so requests sent
 * at once cannot all read the same old count and all pass.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000
export const CAPTCHA_AFTER_FAILURES = 3

export const failureKeys = (account: string, ip: string): string[] => [`account:${account.toLowerCase()}`, `ip:${ip}`]

/** The highest failure count among the keys within the window. */
export const failureCount = async (db: Kysely<Database>, keys: string[], now: number): Promise<number> => {
  const rows = await db.selectFrom('login_failures').select('count').where('key', 'in', keys)
    .where('window_start', '>', new Date(now - LOGIN_FAILURE_WINDOW_MS)).execute()
  return Math.max(0, ...rows.map((r) => r.count))
}

/**
 * Adds one to a key's count (a window older than 15 minutes restarts) when it is below
 * `below`, in one statement; the new count, or null when the key was already at the limit.
 * Raw SQL: the conditional ON CONFLICT ... WHERE with CASE reads far clearer than the builder.
 */
const bump = async (db: Kysely<Database>, key: string, now: number, below: number | null): Promise<number | null> => {
  const at = new Date(now)
  const stale = new Date(now - LOGIN_FAILURE_WINDOW_MS)
  const row = await sql<{ count: number }>`
    INSERT INTO login_failures AS f (key, count, window_start) VALUES (${key}, 1, ${at}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN f.window_start <= ${stale}::timestamptz THEN 1 ELSE f.count + 1 END,
      window_start = CASE WHEN f.window_start <= ${stale}::timestamptz THEN ${at}::timestamptz ELSE f.window_start END
    WHERE ${below}::int IS NULL OR f.window_start <= ${stale}::timestamptz OR f.count < ${below}::int
    RETURNING f.count`.execute(db)
  return row.rows[0]?.count ?? null
}

/** Takes one back (a reserved attempt that turned out right). */
const unbump = async (db: Kysely<Database>, key: string): Promise<void> => {
  await db.updateTable('login_failures').set((eb) => ({ count: eb('count', '-', 1) })).where('key', '=', key).where('count', '>', 0).execute()
}

/** Adds a failure to each key (a window older than 15 minutes restarts); returns the new highest count. */
export const recordFailure = async (db: Kysely<Database>, keys: string[], now: number): Promise<number> => {
  let highest = 0
  for (const key of keys) highest = Math.max(highest, (await bump(db, key, now, null)) ?? 0)
  return highest
}

/**
 * Counts one attempt on every key before the password or code is checked, but only while
 * every key is below `limit`: the new highest count, or null (nothing counted) when one key
 * is at the limit already and the caller must ask for more (a captcha). A right answer
 * gives the attempt back with `releaseAttempt`; a wrong one leaves it counted as a failure.
 */
export const reserveAttempt = async (db: Kysely<Database>, keys: string[], now: number, limit: number): Promise<number | null> => {
  const taken: string[] = []
  let highest = 0
  for (const key of keys) {
    const count = await bump(db, key, now, limit)
    if (count === null) {
      for (const k of taken) await unbump(db, k)
      return null
    }
    taken.push(key)
    highest = Math.max(highest, count)
  }
  return highest
}

export const releaseAttempt = async (db: Kysely<Database>, keys: string[]): Promise<void> => {
  for (const key of keys) await unbump(db, key)
}

export const clearFailures = async (db: Kysely<Database>, keys: string[]): Promise<void> => {
  await db.deleteFrom('login_failures').where('key', 'in', keys).execute()
}

export interface ThrottleRule {
  /** Minimum gap between two hits (RATE_LIMITED); 0 = none. */
  readonly minGapMs: number
  /** At most `max` hits per `windowMs`... */
  readonly max: number
  readonly windowMs: number
  /** ...then TOO_MANY_REQUESTS for this long. */
  readonly blockMs: number
  readonly message: string
}

/**
 * Checks a throttle and counts one hit; throws RATE_LIMITED / TOO_MANY_REQUESTS when over.
 * The hit is one conditional upsert (raw SQL, as `bump`): it counts only when the row allows
 * it, so N hits at once pass at most `max`; a refused hit then reads the row to say why.
 */
export const hitThrottle = async (db: Kysely<Database>, key: string, rule: ThrottleRule, now: number): Promise<void> => {
  const at = new Date(now)
  const windowCut = new Date(now - rule.windowMs)
  const gapCut = new Date(now - rule.minGapMs)
  const counted = await sql<{ key: string }>`
    INSERT INTO throttles AS t (key, count, window_start, last_at, blocked_until) VALUES (${key}, 1, ${at}::timestamptz, ${at}::timestamptz, NULL)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN t.window_start <= ${windowCut}::timestamptz OR (t.blocked_until IS NOT NULL AND t.count >= ${rule.max}::int) THEN 1 ELSE t.count + 1 END,
      window_start = CASE WHEN t.window_start <= ${windowCut}::timestamptz OR (t.blocked_until IS NOT NULL AND t.count >= ${rule.max}::int) THEN ${at}::timestamptz ELSE t.window_start END,
      last_at = ${at}::timestamptz,
      blocked_until = NULL
    WHERE (t.blocked_until IS NULL OR t.blocked_until <= ${at}::timestamptz)
      AND (${rule.minGapMs}::int = 0 OR t.last_at IS NULL OR t.last_at <= ${gapCut}::timestamptz)
      AND (t.window_start <= ${windowCut}::timestamptz OR (t.blocked_until IS NOT NULL AND t.count >= ${rule.max}::int) OR t.count < ${rule.max}::int)
    RETURNING t.key`.execute(db)
  if (counted.rows.length > 0) return
  const row = await db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirstOrThrow()
  if (row.blocked_until && row.blocked_until.getTime() > now) throw new ApiError('TOO_MANY_REQUESTS', rule.message)
  if (rule.minGapMs > 0 && row.last_at && now - row.last_at.getTime() < rule.minGapMs) {
    const wait = Math.max(1, Math.ceil((rule.minGapMs - (now - row.last_at.getTime())) / 1000))
    throw new ApiError('RATE_LIMITED', `Please wait ${wait} seconds before asking again.`, { retryAfterSeconds: wait })
  }
  await db.updateTable('throttles').set({ blocked_until: new Date(now + rule.blockMs), count: 0, window_start: new Date(now + rule.blockMs) }).where('key', '=', key).execute()
  throw new ApiError('TOO_MANY_REQUESTS', rule.message)
}

export const TOO_MANY_MESSAGE = 'too many requests, try again after 5 minutes'
