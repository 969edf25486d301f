/**
 * The operator API of the promotion pages and raffles: list them as the pages show them,
 * create one (promotion, rebate or raffle with banner, HTML body and eligibility), schedule it
 * (its period), withdraw it from the pages, show a raffle's tickets and draw it. Spread into
 * `AdminEndpoints` (contract.ts); routes in promo-pages.ts.
 */
import { Schema } from 'effect'
import { LocalizedText } from '../../src/shared/api/index.ts'

const Text = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max))
/** Text per language: `en` required; a language left out gets the `en` text. */
const LocalizedInput = (max: number) => Schema.Struct({
  en: Text(max), ty: Schema.optionalKey(Text(max)), cn: Schema.optionalKey(Text(max)), th: Schema.optionalKey(Text(max)), vi: Schema.optionalKey(Text(max)),
})
const Amount = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_00 }))
const IdParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })
/** An ISO 8601 time ("2026-12-01T00:00:00+08:00"). */
const IsoTime = Schema.String.check(Schema.isMaxLength(40), Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/))
/** A site path (/img/...) or an https address, without spaces or quotes. */
const Banner = Schema.String.check(Schema.isMaxLength(500), Schema.isPattern(/^(https:\/\/|\/)[^\s"'<>]+$/))

export const AdminPromoPage = Schema.Struct({
  id: Schema.Int, kind: Schema.Literals(['promotion', 'rebate', 'raffle']), title: LocalizedText, banner: Schema.NullOr(Schema.String),
  hasBody: Schema.Boolean, reward: Schema.NullOr(Schema.Int), rateBp: Schema.NullOr(Schema.Int), winners: Schema.NullOr(Schema.Int), minVipLevel: Schema.Int,
  startsAt: Schema.NullOr(Schema.String), endsAt: Schema.NullOr(Schema.String), enabled: Schema.Boolean, sort: Schema.Int, updatedBy: Schema.String, updatedAt: Schema.String,
})
export type AdminPromoPage = typeof AdminPromoPage.Type
export const PromoPageListReply = Schema.Struct({ promotions: Schema.Array(AdminPromoPage) })

export const PromoPageCreateBody = Schema.Struct({
  kind: Schema.Literals(['promotion', 'rebate', 'raffle']),
  title: LocalizedInput(120),
  /** HTML per language; scripts, frames and handlers are refused (the SPA sanitises it too). */
  body: LocalizedInput(20_000),
  banner: Schema.optionalKey(Banner),
  /** promotion: the reward an approval issues; raffle: the prize each winner is paid. */
  reward: Schema.optionalKey(Amount),
  /** rebate: basis points of the previous day's settled stake. */
  rateBp: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 }))),
  /** raffle: how many tickets win. */
  winners: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1000 }))),
  minVipLevel: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 100 }))),
  startsAt: Schema.optionalKey(IsoTime),
  endsAt: Schema.optionalKey(IsoTime),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
})
export type PromoPageCreateBody = typeof PromoPageCreateBody.Type

/** The period: a time, or null for no bound. */
export const PromoPageScheduleBody = Schema.Struct({ startsAt: Schema.NullOr(IsoTime), endsAt: Schema.NullOr(IsoTime) })

export const AdminRaffle = Schema.Struct({
  promotionId: Schema.Int, title: Schema.String, status: Schema.Literals(['open', 'drawn']), serverSeedHash: Schema.String, serverSeed: Schema.NullOr(Schema.String),
  prize: Schema.Int, winners: Schema.Int, drawnBy: Schema.NullOr(Schema.String), drawnAt: Schema.NullOr(Schema.String),
  tickets: Schema.Array(Schema.Struct({ ticket: Schema.Int, account: Schema.String, status: Schema.Literals(['joined', 'won', 'lost']), prize: Schema.Int, enteredAt: Schema.String })),
})
export type AdminRaffle = typeof AdminRaffle.Type
export const RaffleDrawReply = Schema.Struct({ drawnNow: Schema.Boolean, raffle: AdminRaffle })
export type RaffleDrawReply = typeof RaffleDrawReply.Type

export const promoPagesAdminEndpoints = {
  promoPageList: { method: 'GET', path: '/admin/promo-pages', reply: PromoPageListReply, auth: 'none', encrypted: false },
  promoPageCreate: { method: 'POST', path: '/admin/promo-pages', body: PromoPageCreateBody, reply: AdminPromoPage, auth: 'none', encrypted: false },
  promoPageSchedule: { method: 'PUT', path: '/admin/promo-pages/:id/schedule', params: IdParams, body: PromoPageScheduleBody, reply: AdminPromoPage, auth: 'none', encrypted: false },
  promoPageWithdraw: { method: 'POST', path: '/admin/promo-pages/:id/withdraw', params: IdParams, reply: AdminPromoPage, auth: 'none', encrypted: false },
  raffleShow: { method: 'GET', path: '/admin/raffles/:id', params: IdParams, reply: AdminRaffle, auth: 'none', encrypted: false },
  raffleDraw: { method: 'POST', path: '/admin/raffles/:id/draw', params: IdParams, reply: RaffleDrawReply, auth: 'none', encrypted: false },
} as const
