/** The point mall's rewards as one member sees them: what is on offer, with what they have redeemed of each. */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { Database, PointRewardsTable } from '../../db/schema.ts'
import type { LocalizedText, PointReward } from '../../../src/shared/api/index.ts'

type Db = Kysely<Database> | Transaction<Database>
export type RewardRow = Selectable<PointRewardsTable>

/** What the member has redeemed of each reward, rejected ones left out (their points came back). */
export const redeemedCounts = async (db: Db, memberId: number, rewardId?: number): Promise<Map<number, number>> => {
  const rows = await db.selectFrom('point_redemptions').select(['reward_id', sql<string>`sum(quantity)`.as('n')])
    .where('member_id', '=', memberId).where('status', '<>', 'rejected')
    .$if(rewardId !== undefined, (q) => q.where('reward_id', '=', rewardId!))
    .groupBy('reward_id').execute()
  return new Map(rows.map((r) => [r.reward_id, Number(r.n)]))
}

export const toPointReward = (r: RewardRow, redeemed: number): PointReward => ({
  id: r.id, kind: r.kind, name: r.name as LocalizedText, image: r.image,
  requirement: { points: r.points, amount: Number(r.bet_requirement) },
  creditAmount: r.credit_minor === null ? null : Number(r.credit_minor),
  availableQuantity: r.stock, redeemLimit: r.member_limit, redeemedQuantity: redeemed,
})

/** The rewards on offer, in the operator's order. */
export const rewardsOnOffer = async (db: Db, memberId: number): Promise<PointReward[]> => {
  const [rows, counts] = await Promise.all([
    db.selectFrom('point_rewards').selectAll().where('status', '=', 'on').orderBy('sort').orderBy('id').execute(),
    redeemedCounts(db, memberId),
  ])
  return rows.map((r) => toPointReward(r, counts.get(r.id) ?? 0))
}
