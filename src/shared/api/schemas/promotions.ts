import { Schema } from 'effect'
import { ActivityStatus, LocalizedText } from './rewards.ts'

/**
 * The promotion pages (spec §2 /promotions, /promoDetail; §7 MCS2_claimRafflePromotion).
 * A promotion is one of the reward centre's (join, then the operator issues the reward),
 * a daily rebate, or a raffle (a ticket per member, a verifiable draw among the tickets).
 */
export const PromotionKind = Schema.Literals(['promotion', 'rebate', 'raffle'])
export type PromotionKind = typeof PromotionKind.Type

/**
 * A raffle as anyone may check it: the SHA-256 of its sealed server seed, published before the
 * first ticket; once drawn, the seed, every ticket in order and the winning tickets
 * (`raffle-draw.ts` recomputes them).
 */
export const RaffleView = Schema.Struct({
  winners: Schema.Int,
  entrants: Schema.Int,
  serverSeedHash: Schema.NullOr(Schema.String),
  drawnAt: Schema.NullOr(Schema.Int),
  serverSeed: Schema.NullOr(Schema.String),
  tickets: Schema.NullOr(Schema.Array(Schema.Int)),
  winningTickets: Schema.NullOr(Schema.Array(Schema.Int)),
  /** The member's ticket, or null (a visitor, or no ticket). */
  myTicket: Schema.NullOr(Schema.Int),
})
export type RaffleView = typeof RaffleView.Type

export const PromotionView = Schema.Struct({
  id: Schema.Int,
  kind: PromotionKind,
  title: LocalizedText,
  /** A site path or an https address; null: the page draws its own. */
  banner: Schema.NullOr(Schema.String),
  /** The operator's HTML per language (the SPA sanitises it); only in the detail. */
  body: Schema.NullOr(LocalizedText),
  startsAt: Schema.NullOr(Schema.Int),
  endsAt: Schema.NullOr(Schema.Int),
  /** Eligibility: the lowest VIP level that may take part (0: every member). */
  minVipLevel: Schema.Int,
  /** promotion: the reward; raffle: the prize per winner; rebate: null. In minor units. */
  reward: Schema.NullOr(Schema.Int),
  /** rebate: basis points of the previous day's settled stake. */
  rateBp: Schema.NullOr(Schema.Int),
  gameType: Schema.NullOr(Schema.String),
  /** The member's activity status (spec §4); for a visitor, where the promotion stands in time. */
  status: ActivityStatus,
  /** The amount the member's status is about (to claim, claimed, expected); null for a visitor. */
  amount: Schema.NullOr(Schema.Int),
  /** Why an application was rejected. */
  reason: Schema.NullOr(Schema.String),
  /** The member's VIP level is high enough; null for a visitor. */
  eligible: Schema.NullOr(Schema.Boolean),
  raffle: Schema.NullOr(RaffleView),
})
export type PromotionView = typeof PromotionView.Type

export const PromotionListReply = Schema.Struct({ list: Schema.Array(PromotionView) })
export type PromotionListReply = typeof PromotionListReply.Type

const PromotionId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }))
export const PromotionDetailRequest = Schema.Struct({ promotionId: PromotionId })
export const RaffleClaimRequest = Schema.Struct({ promotionId: PromotionId })

/** The member's ticket: the same one however often it is claimed. */
export const RaffleClaimReply = Schema.Struct({ promotionId: Schema.Int, ticket: Schema.Int, status: ActivityStatus, entrants: Schema.Int })
export type RaffleClaimReply = typeof RaffleClaimReply.Type
