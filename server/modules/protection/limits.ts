/**
 * The member's limits: reading them (a raise or removal whose cooling-off has ended is applied
 * first, so it takes effect by itself), setting one (stricter at once, looser after the
 * cooling-off) and the reality-check interval. A pending change replaces the value, never adds
 * to it, so applying it twice (a read and the job at once) changes nothing more.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  LIMIT_KEYS, MAX_SESSION_MINUTES, type LimitKey, type LimitView, type PlayerLimitsReply, type RealityCheckMinutes, type SetPlayerLimitReply,
} from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'
import { blockView } from './blocks.ts'
import { LIMITS, limitValue, type LimitColumn } from './columns.ts'
import { usageOf } from './usage.ts'

type Db = Kysely<Database> | Transaction<Database>

export const DEFAULT_COOLING_OFF_HOURS = 24

export const coolingOffHours = async (db: Db): Promise<number> => {
  const hours = await getSetting(db as Kysely<Database>, 'protectionCoolingOffHours')
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= 0 ? hours : DEFAULT_COOLING_OFF_HOURS
}

/** Applies the member's pending changes that are due at `now` (all members' when memberId is null); returns how many. */
export const applyDuePending = async (db: Db, memberId: number | null, now: number): Promise<number> => {
  let q = db.deleteFrom('protection_pending').where('effective_at', '<=', new Date(now))
  if (memberId !== null) q = q.where('member_id', '=', memberId)
  // Deleting first means one applier wins each row: a concurrent read or the job finds it gone.
  const due = await q.returning(['member_id', 'limit_key', 'value']).execute()
  for (const p of due) {
    const spec = LIMITS[p.limit_key as LimitKey]
    if (!spec) continue
    await db.updateTable('protection_limits').set({ [spec.column]: p.value, updated_at: new Date(now) }).where('member_id', '=', p.member_id).execute()
    if (spec.family === 'loss' || spec.family === 'wager') await seedCounters(db, p.member_id)
  }
  return due.length
}

/**
 * Recounts the member's day, week and month stakes and wins from the bets, for the loss and
 * wager checks of seamless_debit (which keeps them up to date from then on). Run in the
 * transaction that changes a loss or wager limit, after the member's wallet is locked.
 */
export const seedCounters = async (db: Db, memberId: number): Promise<void> => {
  // Raw SQL: protection_period (the site's time zone) is an SQL function the debit path shares.
  await sql`
    INSERT INTO protection_counters (member_id, period, starts_at, stakes, wins)
    SELECT ${memberId}, p.period, p.starts_at,
      COALESCE((SELECT sum(stake) FROM bets WHERE member_id = ${memberId} AND created_at >= p.starts_at AND status <> 'rolled_back'), 0),
      COALESCE((SELECT sum(win) FROM bets WHERE member_id = ${memberId} AND created_at >= p.starts_at AND status = 'settled'), 0)
    FROM (SELECT period, protection_period(period, now()) AS starts_at FROM unnest(ARRAY['day', 'week', 'month']) AS period) p
    ON CONFLICT (member_id, period) DO UPDATE SET starts_at = EXCLUDED.starts_at, stakes = EXCLUDED.stakes, wins = EXCLUDED.wins`.execute(db)
}

/** The member's limits, reality check and block as the contract shows them (due changes applied first). */
export const playerLimits = async (db: Kysely<Database>, memberId: number, now: number): Promise<PlayerLimitsReply> => {
  await db.transaction().execute((trx) => applyDuePending(trx, memberId, now))
  return limitsView(db, memberId, now)
}

const limitsView = async (db: Db, memberId: number, now: number): Promise<PlayerLimitsReply> => {
  const [row, pending, hours] = await Promise.all([
    db.selectFrom('protection_limits').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('protection_pending').select(['limit_key', 'value', 'effective_at']).where('member_id', '=', memberId).execute(),
    coolingOffHours(db),
  ])
  const pendingOf = new Map(pending.map((p) => [p.limit_key, p]))
  const values = Object.fromEntries(LIMIT_KEYS.map((k) => [k, row ? limitValue(row[LIMITS[k].column]) : null])) as Record<LimitKey, number | null>
  const used = await usageOf(db, memberId, values, now)
  const view = (key: LimitKey): LimitView => {
    const p = pendingOf.get(key)
    return { value: values[key], used: used[key], pending: p ? { value: limitValue(p.value), effectiveAt: new Date(p.effective_at).toISOString() } : null }
  }
  return {
    limits: Object.fromEntries(LIMIT_KEYS.map((k) => [k, view(k)])) as PlayerLimitsReply['limits'],
    realityCheckMinutes: (row?.reality_check_minutes ?? 0) as RealityCheckMinutes,
    block: blockView(row, now),
    coolingOffHours: hours,
  }
}

/** Stricter: a limit where none was, or a lower one. */
const isStricter = (next: number | null, current: number | null): boolean => next !== null && (current === null || next < current)

/**
 * Sets (a number) or removes (null) one limit. Stricter applies at once and drops a pending
 * change of that limit; looser waits the cooling-off as the pending change (replacing one).
 * The member's main wallet is locked first, as seamless_debit locks it, so a recount of the
 * counters and the bets in flight do not interleave.
 */
export const setPlayerLimit = async (db: Kysely<Database>, memberId: number, key: LimitKey, value: number | null, now: number): Promise<SetPlayerLimitReply> => {
  const spec = LIMITS[key]
  if (spec.family === 'session' && value !== null && (value < 1 || value > MAX_SESSION_MINUTES)) {
    throw new ApiError('VALIDATION_FAILED', `A session time limit is 1 to ${MAX_SESSION_MINUTES} minutes.`, { fields: [{ field: 'value', reason: 'range' }] })
  }
  const hours = await coolingOffHours(db)
  const result = await db.transaction().execute(async (trx) => {
    await sql`SELECT 1 FROM wallet_accounts WHERE member_id = ${memberId} AND kind = 'main' AND vendor = '' FOR UPDATE`.execute(trx)
    await trx.insertInto('protection_limits').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
    await applyDuePending(trx, memberId, now)
    const row = await trx.selectFrom('protection_limits').select(spec.column as LimitColumn).where('member_id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
    const current = limitValue((row as Record<LimitColumn, string | number | null>)[spec.column])
    if (value === current) {
      // Asking for the value in force again cancels a looser change still waiting.
      await trx.deleteFrom('protection_pending').where('member_id', '=', memberId).where('limit_key', '=', key).execute()
      return { outcome: 'unchanged' as const, effectiveAt: new Date(now) }
    }
    if (isStricter(value, current)) {
      await trx.deleteFrom('protection_pending').where('member_id', '=', memberId).where('limit_key', '=', key).execute()
      await trx.updateTable('protection_limits').set({ [spec.column]: value, updated_at: new Date(now) }).where('member_id', '=', memberId).execute()
      if (spec.family === 'loss' || spec.family === 'wager') await seedCounters(trx, memberId)
      return { outcome: 'applied' as const, effectiveAt: new Date(now) }
    }
    const effectiveAt = new Date(now + hours * 3_600_000)
    await trx.insertInto('protection_pending').values({ member_id: memberId, limit_key: key, value, effective_at: effectiveAt, created_at: new Date(now) })
      .onConflict((oc) => oc.columns(['member_id', 'limit_key']).doUpdateSet({ value, effective_at: effectiveAt, created_at: new Date(now) })).execute()
    return { outcome: 'pending' as const, effectiveAt }
  })
  return { outcome: result.outcome, effectiveAt: result.effectiveAt.toISOString(), state: await limitsView(db, memberId, now) }
}

export const setRealityCheck = async (db: Kysely<Database>, memberId: number, minutes: RealityCheckMinutes, now: number): Promise<PlayerLimitsReply> => {
  await db.insertInto('protection_limits').values({ member_id: memberId, reality_check_minutes: minutes, updated_at: new Date(now) })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: new Date(now) })).execute()
  return playerLimits(db, memberId, now)
}
