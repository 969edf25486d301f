/**
 * What the promotion pages show: every switched-on promotion, rebate and raffle, in the
 * operator's order, with the member's activity status (spec §4) from the reward centre's rules
 * (promotionItems) or the member's raffle ticket; a visitor sees where each stands in time.
 */
import type { Kysely } from 'kysely'
import type { ActivityStatus, PromotionView, RaffleView } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { promotionItems, promotionTiming, rebateRateFor, vipLevelOf, vipRebateBp, type PromotionRow } from '../rewards/index.ts'
import { ensureRaffleDraw } from './raffles.ts'

export interface Viewer {
  /** A real member's id; null for a visitor or a trial account. */
  readonly memberId: number | null
}

type DrawRow = { server_seed: string; server_seed_hash: string; status: 'open' | 'drawn'; winning_tickets: number[] | null; drawn_at: Date | null }

const visitorStatus = (p: PromotionRow, now: number): ActivityStatus => {
  const when = promotionTiming(p, now)
  return when === 'open' ? (p.kind === 'raffle' ? 'claim' : 'join') : when
}

const raffleStatus = (p: PromotionRow, draw: DrawRow, mine: { status: string } | undefined, now: number): ActivityStatus => {
  if (mine?.status === 'won') return 'issued'
  if (draw.status === 'drawn') return 'close'
  if (mine) return 'joined'
  return visitorStatus(p, now)
}

const raffleView = async (db: Kysely<Database>, p: PromotionRow, draw: DrawRow, myTicket: number | null, withTickets: boolean): Promise<RaffleView> => {
  const drawn = draw.status === 'drawn'
  const { n } = await db.selectFrom('raffle_entries').select((eb) => eb.fn.countAll<string>().as('n')).where('promotion_id', '=', p.id).executeTakeFirstOrThrow()
  const tickets = drawn && withTickets
    ? (await db.selectFrom('raffle_entries').select('id').where('promotion_id', '=', p.id).orderBy('id').execute()).map((e) => Number(e.id))
    : null
  return {
    winners: p.winners ?? 1, entrants: Number(n), serverSeedHash: draw.server_seed_hash, drawnAt: draw.drawn_at?.getTime() ?? null,
    serverSeed: drawn ? draw.server_seed : null, tickets, winningTickets: drawn ? draw.winning_tickets : null, myTicket,
  }
}

/** The pages' view of the given promotions for the viewer; `withBody` for the detail (bodies and a drawn raffle's tickets). */
const viewsOf = async (db: Kysely<Database>, key: Buffer, rows: PromotionRow[], viewer: Viewer, now: number, withBody: boolean): Promise<PromotionView[]> => {
  const { memberId } = viewer
  const [items, level, vipBp] = memberId === null ? [[], 0, 0] : await Promise.all([promotionItems(db, memberId, now), vipLevelOf(db, memberId), vipRebateBp(db, memberId)])
  const raffles = rows.filter((p) => p.kind === 'raffle')
  const draws = new Map<number, DrawRow>()
  for (const p of raffles) draws.set(p.id, await ensureRaffleDraw(db, key, p.id))
  const tickets = memberId === null || raffles.length === 0 ? [] : await db.selectFrom('raffle_entries').select(['id', 'promotion_id', 'status', 'prize'])
    .where('member_id', '=', memberId).where('promotion_id', 'in', raffles.map((p) => p.id)).execute()
  const views: PromotionView[] = []
  for (const p of rows) {
    const reward = p.reward === null ? null : Number(p.reward)
    let status = visitorStatus(p, now)
    let amount: number | null = null
    let reason: string | null = null
    let raffle: RaffleView | null = null
    if (p.kind === 'raffle') {
      const mine = tickets.find((t) => t.promotion_id === p.id)
      const draw = draws.get(p.id)!
      if (memberId !== null) {
        status = raffleStatus(p, draw, mine, now)
        amount = mine?.status === 'won' ? Number(mine.prize) : reward
      }
      raffle = await raffleView(db, p, draw, mine ? Number(mine.id) : null, withBody)
    } else if (memberId !== null) {
      const item = items.find((i) => i.id === p.id && (i.source === 'promotion' || i.source === 'rebate'))
      if (item) ({ status, amount, reason } = item)
    }
    views.push({
      id: p.id, kind: p.kind, title: p.title, banner: p.banner, body: withBody ? p.body : null,
      startsAt: p.starts_at?.getTime() ?? null, endsAt: p.ends_at?.getTime() ?? null, minVipLevel: p.min_vip_level,
      // A member sees the rate a rebate pays them (their VIP level's when higher).
      reward: p.kind === 'rebate' ? null : reward, rateBp: p.kind === 'rebate' && memberId !== null ? rebateRateFor(p, vipBp) : p.rate_bp, gameType: p.game_type,
      status, amount, reason, eligible: memberId === null ? null : level >= p.min_vip_level, raffle,
    })
  }
  return views
}

const switchedOn = (db: Kysely<Database>) => db.selectFrom('promotions').selectAll().where('enabled', '=', true)

/** The list page: every switched-on promotion in the operator's order, without bodies. */
export const promotionList = async (db: Kysely<Database>, key: Buffer, viewer: Viewer, now: number): Promise<PromotionView[]> =>
  viewsOf(db, key, await switchedOn(db).orderBy('sort').orderBy('id').execute(), viewer, now, false)

/** One switched-on promotion with its body; null when there is none. */
export const promotionDetail = async (db: Kysely<Database>, key: Buffer, viewer: Viewer, promotionId: number, now: number): Promise<PromotionView | null> => {
  const row = await switchedOn(db).where('id', '=', promotionId).executeTakeFirst()
  return row ? (await viewsOf(db, key, [row], viewer, now, true))[0]! : null
}
