/**
 * Promotion rewards and rebates, as the operator defines them (table `promotions`) and as a
 * member takes part (`promotion_entries`):
 * - promotion: the member joins (applying), the operator approves (issued, with the amount)
 *   or rejects (with a reason), the member claims (claimed): ledger key promotion:<id>:<member>.
 * - rebate: a rate of the member's settled stake of the previous day (on the promotion's
 *   game type, or all), claimable once a day: ledger key rebate:<id>:<member>:<day>. The rate
 *   is the promotion's rate_bp or the member's VIP level's rebate rate, whichever is higher.
 * Both credit with kind 'bonus'.
 */
import { sql, type Kysely, type Selectable } from 'kysely'
import type { ActivityStatus, RewardItem } from '../../../src/shared/api/index.ts'
import type { Database, PromotionsTable } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { creditMember } from './credit.ts'
import { dayWindow, siteTimeZone, type DayWindow } from './periods.ts'

export type PromotionRow = Selectable<PromotionsTable>

const notFound = () => new ApiError('NOT_FOUND', 'No such reward.')
const alreadyClaimed = () => new ApiError('ALREADY_CLAIMED', 'This reward was claimed already.')

/** The member's VIP level (no row: level 0), for the promotions' eligibility. */
export const vipLevelOf = async (db: Kysely<Database>, memberId: number): Promise<number> =>
  (await db.selectFrom('member_vip').select('level').where('member_id', '=', memberId).executeTakeFirst())?.level ?? 0

/** Where the promotion stands in time at `now`. */
export const timing = (p: PromotionRow, now: number): 'comingSoon' | 'open' | 'close' =>
  p.starts_at && p.starts_at.getTime() > now ? 'comingSoon' : p.ends_at && p.ends_at.getTime() <= now ? 'close' : 'open'

/** The member's VIP level's rebate rate in basis points (no level row: the lowest level's). */
export const vipRebateBp = async (db: Kysely<Database>, memberId: number): Promise<number> => {
  const own = await db.selectFrom('member_vip as v').innerJoin('vip_levels as l', 'l.level', 'v.level').select('l.rebate_bp')
    .where('v.member_id', '=', memberId).executeTakeFirst()
  if (own) return own.rebate_bp
  return (await db.selectFrom('vip_levels').select('rebate_bp').orderBy('level').limit(1).executeTakeFirst())?.rebate_bp ?? 0
}

/** The rate a rebate pays this member: the promotion's or the VIP level's, whichever is higher (the level's rate is a benefit, never a cut). */
export const rebateRateFor = (p: PromotionRow, vipBp: number): number => Math.max(p.rate_bp ?? 0, vipBp)

/** Rebate owed for a day: the member's rate of the settled stake, rounded down to the minor unit. */
export const rebateFor = async (db: Kysely<Database>, p: PromotionRow, memberId: number, day: DayWindow, vipBp: number): Promise<number> => {
  let q = db.selectFrom('bets as b').select(sql<string>`COALESCE(sum(b.stake), 0)`.as('stake'))
    .where('b.member_id', '=', memberId).where('b.status', '=', 'settled')
    .where('b.created_at', '>=', day.start).where('b.created_at', '<', day.end)
  if (p.game_type) q = q.where((eb) => eb.exists(eb.selectFrom('games as g').select('g.id').whereRef('g.id', '=', 'b.game_id').where('g.game_type', '=', p.game_type!)))
  const { stake } = await q.executeTakeFirstOrThrow()
  return Math.floor((Number(stake) * rebateRateFor(p, vipBp)) / 10_000)
}

const item = (p: PromotionRow, status: ActivityStatus, amount: number, periodKey: string, reason: string | null = null): RewardItem => ({
  source: p.kind === 'rebate' ? 'rebate' : 'promotion', id: p.id, title: p.title, amount, status, reason,
  startsAt: p.starts_at?.getTime() ?? null, endsAt: p.ends_at?.getTime() ?? null, periodKey,
})

/** The member's view of every enabled promotion and rebate. */
export const promotionItems = async (db: Kysely<Database>, memberId: number, now: number): Promise<RewardItem[]> => {
  const [promotions, timeZone] = await Promise.all([
    // Switched-off promotions leave the list, except where the member has a reward issued and unclaimed.
    db.selectFrom('promotions').selectAll().where('kind', 'in', ['promotion', 'rebate'])
      .where((eb) => eb.or([eb('enabled', '=', true), eb.exists(eb.selectFrom('promotion_entries as e').select('e.id')
        .whereRef('e.promotion_id', '=', 'promotions.id').where('e.member_id', '=', memberId).where('e.status', '=', 'issued'))]))
      .orderBy('id').execute(),
    siteTimeZone(db),
  ])
  if (promotions.length === 0) return []
  const vipBp = promotions.some((p) => p.kind === 'rebate') ? await vipRebateBp(db, memberId) : 0
  const yesterday = dayWindow(now, timeZone, -1)
  const entries = await db.selectFrom('promotion_entries').selectAll().where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotions.map((p) => p.id)).where('period_key', 'in', ['once', yesterday.key]).execute()
  const entryOf = new Map(entries.map((e) => [`${e.promotion_id}:${e.period_key}`, e]))
  const items: RewardItem[] = []
  for (const p of promotions) {
    const when = timing(p, now)
    if (p.kind === 'promotion') {
      const e = entryOf.get(`${p.id}:once`)
      const reward = Number(p.reward)
      if (e) items.push(item(p, e.status === 'applying' ? 'applying' : e.status === 'rejected' ? 'rejected' : e.status === 'issued' ? 'issued' : 'claimed',
        e.status === 'applying' ? reward : Number(e.amount), 'once', e.reason))
      else items.push(item(p, when === 'open' ? 'join' : when, reward, 'once'))
      continue
    }
    const e = entryOf.get(`${p.id}:${yesterday.key}`)
    if (e) { items.push(item(p, 'claimed', Number(e.amount), yesterday.key)); continue }
    if (when !== 'open') { items.push(item(p, when, 0, yesterday.key)); continue }
    const owed = await rebateFor(db, p, memberId, yesterday, vipBp)
    if (owed > 0) { items.push(item(p, 'claim', owed, yesterday.key)); continue }
    // Nothing owed for yesterday: show what today's bets are earning.
    const today = dayWindow(now, timeZone)
    items.push(item(p, 'process', await rebateFor(db, p, memberId, today, vipBp), today.key))
  }
  return items
}

/** Joins a promotion: an application the operator decides on. Joining again changes nothing. */
export const joinPromotion = async (db: Kysely<Database>, memberId: number, promotionId: number, now: number): Promise<RewardItem> => {
  const p = await db.selectFrom('promotions').selectAll().where('id', '=', promotionId).where('enabled', '=', true).where('kind', '=', 'promotion').executeTakeFirst()
  if (!p) throw notFound()
  if (timing(p, now) !== 'open') throw new ApiError('NOT_CLAIMABLE', 'This promotion is not open.')
  if (await vipLevelOf(db, memberId) < p.min_vip_level) throw new ApiError('NOT_CLAIMABLE', 'This promotion asks for a higher VIP level.')
  await db.insertInto('promotion_entries').values({ promotion_id: p.id, member_id: memberId, period_key: 'once', status: 'applying', applied_at: new Date(now) })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing()).execute()
  const items = await promotionItems(db, memberId, now)
  return items.find((i) => i.source === 'promotion' && i.id === p.id)!
}

/** Claims an issued promotion reward, once. */
export const claimPromotion = async (db: Kysely<Database>, memberId: number, promotionId: number, now: number) => {
  const p = await db.selectFrom('promotions').selectAll().where('id', '=', promotionId).where('kind', '=', 'promotion').executeTakeFirst()
  if (!p) throw notFound()
  return db.transaction().execute(async (trx) => {
    // The row lock orders concurrent claims: the second sees 'claimed'.
    const e = await trx.selectFrom('promotion_entries').selectAll().where('promotion_id', '=', p.id).where('member_id', '=', memberId)
      .where('period_key', '=', 'once').forUpdate().executeTakeFirst()
    if (e?.status === 'claimed') throw alreadyClaimed()
    if (e?.status !== 'issued') throw new ApiError('NOT_CLAIMABLE', 'This reward has not been issued to you.')
    const amount = Number(e.amount)
    const tx = await creditMember(trx, `promotion:${p.id}:${memberId}`, 'bonus', memberId, amount, { source: 'promotion', promotionId: p.id, periodKey: 'once', title: p.title })
    if (tx === null) throw alreadyClaimed()
    await trx.updateTable('promotion_entries').set({ status: 'claimed', claimed_at: new Date(now), tx_id: tx }).where('id', '=', e.id).execute()
    return { source: 'promotion' as const, id: p.id, amount, periodKey: 'once', status: 'claimed' as const }
  })
}

/** Claims yesterday's rebate, once a day. */
export const claimRebate = async (db: Kysely<Database>, memberId: number, promotionId: number, now: number) => {
  const [p, timeZone] = await Promise.all([
    db.selectFrom('promotions').selectAll().where('id', '=', promotionId).where('kind', '=', 'rebate').where('enabled', '=', true).executeTakeFirst(),
    siteTimeZone(db),
  ])
  if (!p) throw notFound()
  if (timing(p, now) !== 'open') throw new ApiError('NOT_CLAIMABLE', 'This rebate is not open.')
  const day = dayWindow(now, timeZone, -1)
  const amount = await rebateFor(db, p, memberId, day, await vipRebateBp(db, memberId))
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('promotion_entries').values({
      promotion_id: p.id, member_id: memberId, period_key: day.key, status: 'claimed', amount, applied_at: new Date(now), claimed_at: new Date(now),
    }).onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing()).returning('id').executeTakeFirst()
    if (!inserted) throw alreadyClaimed()
    if (amount <= 0) throw new ApiError('NOT_CLAIMABLE', 'No rebate was earned yesterday.')
    const tx = await creditMember(trx, `rebate:${p.id}:${memberId}:${day.key}`, 'bonus', memberId, amount, { source: 'rebate', promotionId: p.id, periodKey: day.key, title: p.title })
    if (tx === null) throw alreadyClaimed()
    await trx.updateTable('promotion_entries').set({ tx_id: tx }).where('id', '=', inserted.id).execute()
    return { source: 'rebate' as const, id: p.id, amount, periodKey: day.key, status: 'claimed' as const }
  })
}

/** The operator's decision on an application: issue the reward (the promotion's, or `amount`) or reject it with a reason. */
export const decideApplication = async (
  db: Kysely<Database>, entryId: number, decision: { approve: true; amount?: number } | { approve: false; reason: string }, operator: string, now: number,
) => {
  const row = await db.updateTable('promotion_entries')
    .set(decision.approve
      ? { status: 'issued', amount: sql`COALESCE(${decision.amount ?? null}::bigint, (SELECT reward FROM promotions WHERE id = promotion_id))`, decided_by: operator, decided_at: new Date(now) }
      : { status: 'rejected', reason: decision.reason, decided_by: operator, decided_at: new Date(now) })
    .where('id', '=', String(entryId)).where('status', '=', 'applying')
    .returningAll().executeTakeFirst()
  if (row) return row
  const exists = await db.selectFrom('promotion_entries').select('status').where('id', '=', String(entryId)).executeTakeFirst()
  throw exists
    ? new ApiError('NOT_CLAIMABLE', `Application ${entryId} was decided already (${exists.status}).`)
    : new ApiError('NOT_FOUND', `No application ${entryId}.`)
}
