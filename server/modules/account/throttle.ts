/**
 * Database-backed counters, so limits hold across processes sharing one database:
 * login failures (captcha after 3 within 15 minutes) and throttles (SMS sends, registrations).
 */
import type { Kysely } from 'kysely'
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

/** Adds a failure to each key (a window older than 15 minutes restarts); returns the new highest count. */
export const recordFailure = async (db: Kysely<Database>, keys: string[], now: number): Promise<number> => {
  let highest = 0
  const at = new Date(now)
  const stale = new Date(now - LOGIN_FAILURE_WINDOW_MS)
  for (const key of keys) {
    const existing = await db.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst()
    const count = existing && existing.window_start > stale ? existing.count + 1 : 1
    const windowStart = existing && existing.window_start > stale ? existing.window_start : at
    await db.insertInto('login_failures').values({ key, count, window_start: windowStart })
      .onConflict((oc) => oc.column('key').doUpdateSet({ count, window_start: windowStart })).execute()
    highest = Math.max(highest, count)
  }
  return highest
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

/** Checks a throttle and counts one hit; throws RATE_LIMITED / TOO_MANY_REQUESTS when over. */
export const hitThrottle = async (db: Kysely<Database>, key: string, rule: ThrottleRule, now: number): Promise<void> => {
  const at = new Date(now)
  const row = await db.selectFrom('throttles').selectAll().where('key', '=', key).executeTakeFirst()
  if (row?.blocked_until && row.blocked_until.getTime() > now) throw new ApiError('TOO_MANY_REQUESTS', rule.message)
  if (rule.minGapMs > 0 && row?.last_at && now - row.last_at.getTime() < rule.minGapMs) {
    const wait = Math.ceil((rule.minGapMs - (now - row.last_at.getTime())) / 1000)
    throw new ApiError('RATE_LIMITED', `Please wait ${wait} seconds before asking again.`, { retryAfterSeconds: wait })
  }
  const fresh = !row || now - row.window_start.getTime() >= rule.windowMs || (row.blocked_until !== null && row.blocked_until.getTime() <= now && row.count >= rule.max)
  const count = fresh ? 0 : row.count
  if (count >= rule.max) {
    await db.updateTable('throttles').set({ blocked_until: new Date(now + rule.blockMs), count: 0, window_start: new Date(now + rule.blockMs) }).where('key', '=', key).execute()
    throw new ApiError('TOO_MANY_REQUESTS', rule.message)
  }
  const values = { count: count + 1, window_start: fresh ? at : row.window_start, last_at: at, blocked_until: null }
  await db.insertInto('throttles').values({ key, ...values }).onConflict((oc) => oc.column('key').doUpdateSet(values)).execute()
}

export const TOO_MANY_MESSAGE = 'too many requests, try again after 5 minutes'
