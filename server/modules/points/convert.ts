/**
 * Points into wallet money at the operator's ratio (`convert_points` points give
 * `convert_minor` minor units). Only whole multiples of the ratio's points convert: of the
 * points offered, the largest multiple is taken and the rest stays as points, so the money is
 * exact (no rounding of minor units ever). Fewer than the minimum, or than one step, is
 * refused. The debit and the ledger_post credit are one transaction under the member's
 * points row lock; a `requestId` seen before changes nothing and answers the first result.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ConvertReply } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import { convertRule } from './config.ts'
import { creditWallet, lockPoints, movePoints } from './ledger.ts'

/** What offering `offered` points gives under the rule: the points taken, the money, the points left over. */
export const conversionOf = (offered: number, rule: { points: number; amount: number }): { points: number; amount: number; remainder: number } => {
  const steps = Math.floor(offered / rule.points)
  return { points: steps * rule.points, amount: steps * rule.amount, remainder: offered - steps * rule.points }
}

export const convertPoints = async (db: Kysely<Database>, memberId: number, requestId: string, offered: number): Promise<ConvertReply> =>
  db.transaction().execute(async (trx) => {
    const balanceNow = await lockPoints(trx, memberId)
    const key = `convert:${memberId}:${requestId}`
    const done = await trx.selectFrom('points_entries').select(['points', 'balance_after', 'meta']).where('idempotency_key', '=', key).executeTakeFirst()
    if (done) {
      const meta = done.meta as { amount?: number; remainder?: number }
      return { changedPoints: -Number(done.points), amount: meta.amount ?? 0, remainder: meta.remainder ?? 0, balance: Number(done.balance_after) }
    }
    const rule = await convertRule(trx)
    const c = conversionOf(offered, rule)
    if (offered < rule.minimum || c.points === 0) {
      throw new ApiError('POINTS_BELOW_MINIMUM', `At least ${Math.max(rule.minimum, rule.points)} points convert, in steps of ${rule.points}.`, { minimum: rule.minimum, step: rule.points })
    }
    if (c.points > balanceNow) throw new ApiError('POINTS_INSUFFICIENT', 'You do not have enough points.', { balance: balanceNow, needed: c.points })
    const balance = await movePoints(trx, {
      memberId, kind: 'convert', points: -c.points, key, meta: { amount: c.amount, remainder: c.remainder, ratio: `${rule.points}:${rule.amount}` },
    })
    await creditWallet(trx, `point_convert:${memberId}:${requestId}`, 'point_convert', memberId, c.amount, { points: c.points, ratio: `${rule.points}:${rule.amount}` })
    return { changedPoints: c.points, amount: c.amount, remainder: c.remainder, balance }
  })
