/**
 * Redeeming a reward. In one transaction, with the member's points row locked first (so one
 * member's redemptions run one at a time and a per-member limit cannot be passed by requests
 * sent together): the requirement and limit checks, the stock taken by a conditional update
 * (never below zero), the points debited by a conditional update (never below zero), and for
 * a wallet-credit reward the money through ledger_post at once. An item waits in `process`
 * for the operator; a rejection gives the points back as a `refund` entry.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { LocalizedText, Redemption } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'
import { creditWallet, lockPoints, movePoints, pointBalance } from './ledger.ts'
import { redeemedCounts } from './catalogue.ts'
import { memberValidBet } from './valid-bets.ts'

export interface RedeemInput { readonly requestId: string; readonly rewardId: number; readonly quantity: number }

const redemptionQuery = (db: Kysely<Database>) => db.selectFrom('point_redemptions as r')
  .innerJoin('point_rewards as w', 'w.id', 'r.reward_id')
  .select(['r.id', 'r.request_id', 'r.reward_id', 'w.kind', 'w.name', 'r.quantity', 'r.points', 'r.credit_minor', 'r.status', 'r.reason', 'r.created_at', 'r.decided_at', 'r.member_id'])

type RedemptionRow = Awaited<ReturnType<ReturnType<typeof redemptionQuery>['executeTakeFirstOrThrow']>>

export const toRedemption = (r: RedemptionRow): Redemption => ({
  id: String(r.id), requestId: r.request_id, rewardId: r.reward_id, kind: r.kind, name: r.name as LocalizedText, quantity: r.quantity,
  points: Number(r.points), creditAmount: r.credit_minor === null ? null : Number(r.credit_minor), status: r.status, reason: r.reason,
  createdAt: new Date(r.created_at).getTime(), decidedAt: r.decided_at === null ? null : new Date(r.decided_at).getTime(),
})

export const redemptionById = async (db: Kysely<Database>, id: string): Promise<(Redemption & { memberId: number }) | undefined> => {
  const row = await redemptionQuery(db).where('r.id', '=', id).executeTakeFirst()
  return row ? { ...toRedemption(row), memberId: row.member_id } : undefined
}

const notFound = () => new ApiError('NOT_FOUND', 'This reward is not on offer.')

export const redeemReward = async (db: Kysely<Database>, memberId: number, input: RedeemInput): Promise<{ redemption: Redemption; balance: number }> => {
  const id = await db.transaction().execute(async (trx) => {
    await lockPoints(trx, memberId)
    // The same request again: the first answer, nothing moved twice.
    const replay = await trx.selectFrom('point_redemptions').select('id').where('member_id', '=', memberId).where('request_id', '=', input.requestId).executeTakeFirst()
    if (replay) return replay.id
    const reward = await trx.selectFrom('point_rewards').selectAll().where('id', '=', input.rewardId).where('status', '=', 'on').executeTakeFirst()
    if (!reward) throw notFound()
    if (reward.member_limit !== null) {
      const taken = (await redeemedCounts(trx, memberId, reward.id)).get(reward.id) ?? 0
      if (taken + input.quantity > reward.member_limit) {
        throw new ApiError('LIMIT_REACHED', `You may redeem this reward ${reward.member_limit} time(s) in all.`, { limit: reward.member_limit, left: Math.max(0, reward.member_limit - taken) })
      }
    }
    const required = Number(reward.bet_requirement)
    if (required > 0) {
      const current = await memberValidBet(trx, memberId)
      if (current < required) throw new ApiError('REWARD_REQUIREMENT_NOT_MET', 'Your valid bets do not meet this reward\'s requirement yet.', { required, current })
    }
    const points = reward.points * input.quantity
    const stock = await trx.updateTable('point_rewards').set({ stock: sql`stock - ${input.quantity}` })
      .where('id', '=', reward.id).where('stock', 'is not', null).where('stock', '>=', input.quantity).returning('id').executeTakeFirst()
    if (reward.stock !== null && !stock) throw new ApiError('REWARD_SOLD_OUT', 'Not enough of this reward is left.')
    const credit = reward.credit_minor === null ? null : Number(reward.credit_minor) * input.quantity
    const row = await trx.insertInto('point_redemptions').values({
      member_id: memberId, reward_id: reward.id, request_id: input.requestId, quantity: input.quantity, points, credit_minor: credit,
      status: reward.kind === 'credit' ? 'approved' : 'process', ...(reward.kind === 'credit' ? { decided_by: 'auto', decided_at: sql<Date>`now()` } : {}),
    }).returning('id').executeTakeFirstOrThrow()
    // Throws POINTS_INSUFFICIENT, undoing the stock and the row with it.
    await movePoints(trx, { memberId, kind: 'redeem', points: -points, key: `redeem:${row.id}`, meta: { redemption: String(row.id), reward: reward.id, quantity: input.quantity } })
    if (credit !== null) {
      await creditWallet(trx, `point_reward:${row.id}`, 'point_reward', memberId, credit, { redemption: String(row.id), reward: reward.id, points })
    }
    return row.id
  })
  const redemption = (await redemptionById(db, id))!
  const { memberId: _owner, ...view } = redemption
  return { redemption: view, balance: await pointBalance(db, memberId) }
}

export interface RedeemPage { readonly page: number; readonly pageSize: number; readonly status?: Redemption['status'] }

export const redeemHistory = async (db: Kysely<Database>, memberId: number, p: RedeemPage) => {
  const base = db.selectFrom('point_redemptions').where('member_id', '=', memberId).$if(p.status !== undefined, (q) => q.where('status', '=', p.status!))
  const [rows, total] = await Promise.all([
    redemptionQuery(db).where('r.member_id', '=', memberId).$if(p.status !== undefined, (q) => q.where('r.status', '=', p.status!))
      .orderBy('r.id', 'desc').limit(p.pageSize).offset((p.page - 1) * p.pageSize).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ])
  return { list: rows.map(toRedemption), total: total.n, page: p.page, pageSize: p.pageSize }
}

/**
 * The operator's decision on an item in process: approve, or reject with the points back (a
 * `refund` entry) and the stock returned. Conditional on `process`, so of two decisions one
 * wins and the other answers REDEMPTION_STATE.
 */
export const decideRedemption = async (
  db: Kysely<Database>, id: string, decision: 'approve' | 'reject', operator: string, reason: string | null,
): Promise<Redemption & { memberId: number }> => {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('point_redemptions').select(['member_id']).where('id', '=', id).executeTakeFirst()
    if (!current) throw new ApiError('NOT_FOUND', `No redemption ${id}.`)
    await lockPoints(trx, current.member_id)
    const row = await trx.updateTable('point_redemptions')
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', decided_by: operator, decided_at: sql`now()`, reason })
      .where('id', '=', id).where('status', '=', 'process').returning(['member_id', 'points', 'reward_id', 'quantity']).executeTakeFirst()
    if (!row) throw new ApiError('REDEMPTION_STATE', `Redemption ${id} was already decided: nothing was changed.`)
    if (decision === 'reject') {
      await movePoints(trx, { memberId: row.member_id, kind: 'refund', points: Number(row.points), key: `refund:${id}`, meta: { redemption: id, reason: reason ?? '' } })
      await trx.updateTable('point_rewards').set({ stock: sql`stock + ${row.quantity}` }).where('id', '=', row.reward_id).where('stock', 'is not', null).execute()
    }
  })
  return (await redemptionById(db, id))!
}

/** Items waiting for the operator, oldest first. */
export const pendingRedemptions = async (db: Kysely<Database>, limit = 200) =>
  (await redemptionQuery(db).innerJoin('members as m', 'm.id', 'r.member_id').select('m.account')
    .where('r.status', '=', 'process').orderBy('r.id').limit(limit).execute())
    .map((r) => ({ ...toRedemption(r), memberId: r.member_id, account: r.account }))
