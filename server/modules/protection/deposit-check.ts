/**
 * The deposit request's check, run inside the deposits module's transaction (which holds the
 * member's deposit lock, so two requests at once are counted one after the other): a block in
 * force refuses, and so does a request that would take a period's deposits past its limit.
 * Answers the refusal rather than throwing it, so the caller can record it once its
 * transaction has rolled back.
 */
import type { Transaction } from 'kysely'
import { LIMIT_PERIODS, type LimitPeriod } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { blockedError, blockView } from './blocks.ts'
import { limitValue } from './columns.ts'
import { depositsInPeriod } from './usage.ts'

const COLUMN = { day: 'deposit_day', week: 'deposit_week', month: 'deposit_month' } as const satisfies Record<LimitPeriod, string>

export const depositRefusal = async (trx: Transaction<Database>, memberId: number, amount: number, now: number): Promise<ApiError | null> => {
  const row = await trx.selectFrom('protection_limits').select(['block_kind', 'block_until', 'block_started_at', 'deposit_day', 'deposit_week', 'deposit_month'])
    .where('member_id', '=', memberId).forUpdate().executeTakeFirst()
  if (!row) return null
  const block = blockView(row, now)
  if (block) return blockedError(block)
  for (const period of LIMIT_PERIODS) {
    const limit = limitValue(row[COLUMN[period]])
    if (limit === null) continue
    const used = await depositsInPeriod(trx, memberId, period, now)
    if (used + amount > limit) {
      return new ApiError('DEPOSIT_LIMIT_REACHED', `This deposit would pass your ${period} deposit limit.`, { period, limit, used, remaining: Math.max(0, limit - used) })
    }
  }
  return null
}
