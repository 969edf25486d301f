/**
 * The VIP level's withdrawal limits: at most `withdraw_daily_count` requests and
 * `withdraw_daily_max` in total per site day (rejected requests give their place back).
 * Checked inside the request's transaction after the wallet row is locked (requireUnlocked),
 * so requests sent at once are counted one after another: each sees the ones committed before
 * it and its own row, and of N at once at most the limit pass.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { dayWindow, siteTimeZone } from '../rewards/index.ts'

export interface VipWithdrawLimit {
  readonly level: string
  readonly dailyCount: number
  readonly dailyMax: number
}

/** The member's level's limits (no level row: the lowest level's); null when the operator emptied the level table. */
export const vipWithdrawLimit = async (db: Kysely<Database>, memberId: number): Promise<VipWithdrawLimit | null> => {
  const row = await db.selectFrom('vip_levels as l').select(['l.label', 'l.withdraw_daily_count', 'l.withdraw_daily_max'])
    .where((eb) => eb.or([
      eb('l.level', '=', eb.selectFrom('member_vip').select('level').where('member_id', '=', memberId)),
      eb.and([
        eb.not(eb.exists(eb.selectFrom('member_vip').select('level').where('member_id', '=', memberId))),
        eb('l.level', '=', eb.selectFrom('vip_levels').select((e) => e.fn.min('level').as('lowest'))),
      ]),
    ])).executeTakeFirst()
  return row ? { level: row.label, dailyCount: row.withdraw_daily_count, dailyMax: Number(row.withdraw_daily_max) } : null
}

/**
 * Refuses the request in the caller's transaction (its own row already inserted) when the
 * day's requests, it included, are over the level's count or total: LIMIT_REACHED.
 */
export const requireWithinVipLimit = async (trx: Kysely<Database>, memberId: number, amount: number, now: number): Promise<void> => {
  const limit = await vipWithdrawLimit(trx, memberId)
  if (!limit) return
  const day = dayWindow(now, await siteTimeZone(trx))
  const used = await trx.selectFrom('withdrawals').select([sql<number>`count(*)::int`.as('n'), sql<string>`COALESCE(sum(amount), 0)`.as('total')])
    .where('member_id', '=', memberId).where('status', '<>', 'rejected')
    .where('created_at', '>=', day.start).where('created_at', '<', day.end).executeTakeFirstOrThrow()
  const total = Number(used.total)
  if (used.n <= limit.dailyCount && total <= limit.dailyMax) return
  // What was left before this request: the count and the amount still allowed today.
  const countLeft = Math.max(0, limit.dailyCount - (used.n - 1))
  throw new ApiError('LIMIT_REACHED', `Your VIP level (${limit.level}) allows ${limit.dailyCount} withdrawals and ${limit.dailyMax} a day.`, {
    level: limit.level, dailyCount: limit.dailyCount, dailyMax: limit.dailyMax, countLeft, amountLeft: Math.max(0, limit.dailyMax - (total - amount)),
  })
}
