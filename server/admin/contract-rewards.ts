/**
 * The operator API of the reward side: messages to one member or to all, missions, promotion
 * rewards and rebates, applications to decide. Spread into `AdminEndpoints` (contract.ts).
 * Every change records who (the X-Operator header, else "admin") and when.
 */
import { Schema } from 'effect'
import { LocalizedText, MissionKind, MissionPeriod } from '../../src/shared/api/index.ts'

const Text = (max: number) => Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max))
/** Text per language: `en` required; a language left out gets the `en` text. */
const LocalizedInput = (max: number) => Schema.Struct({
  en: Text(max), ty: Schema.optionalKey(Text(max)), cn: Schema.optionalKey(Text(max)), th: Schema.optionalKey(Text(max)), vi: Schema.optionalKey(Text(max)),
})
export type LocalizedInput = { readonly en: string; readonly ty?: string; readonly cn?: string; readonly th?: string; readonly vi?: string }
const Amount = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_00 }))
const IdParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })
const EnableBody = Schema.Struct({ enabled: Schema.Boolean })
/** An ISO 8601 time ("2026-12-01T00:00:00+08:00"). */
const IsoTime = Schema.String.check(Schema.isMaxLength(40), Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/))
const GameTypeCode = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(16), Schema.isPattern(/^[A-Z0-9_]+$/))

export const MessageSendBody = Schema.Struct({
  /** One member's account, or `all: true` for every member. */
  account: Schema.optionalKey(Text(64)),
  all: Schema.optionalKey(Schema.Literal(true)),
  title: LocalizedInput(120),
  body: LocalizedInput(4000),
})
export const MessageSendReply = Schema.Struct({ id: Schema.Int, to: Schema.String, sentBy: Schema.String, sentAt: Schema.String })
export type MessageSendReply = typeof MessageSendReply.Type

export const AdminMission = Schema.Struct({
  id: Schema.Int, kind: MissionKind, gameType: Schema.NullOr(Schema.String), title: LocalizedText, target: Schema.Int, reward: Schema.Int,
  period: MissionPeriod, enabled: Schema.Boolean, sort: Schema.Int, createdBy: Schema.String, createdAt: Schema.String, updatedBy: Schema.String, updatedAt: Schema.String,
})
export type AdminMission = typeof AdminMission.Type
export const MissionListReply = Schema.Struct({ missions: Schema.Array(AdminMission) })
export const MissionAddBody = Schema.Struct({
  kind: MissionKind,
  /** bet_total and rounds: count only this game type (RNG, FISH ...); absent: every game. */
  gameType: Schema.optionalKey(GameTypeCode),
  title: LocalizedInput(120),
  /** Minor units for bet_total and first_deposit (the smallest first deposit that counts), a count for rounds. */
  target: Amount,
  reward: Amount,
  period: MissionPeriod,
  enabled: Schema.optionalKey(Schema.Boolean),
  sort: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 10_000 }))),
})

export const AdminPromotion = Schema.Struct({
  id: Schema.Int, kind: Schema.Literals(['promotion', 'rebate', 'raffle']), title: LocalizedText, reward: Schema.NullOr(Schema.Int), rateBp: Schema.NullOr(Schema.Int),
  gameType: Schema.NullOr(Schema.String), startsAt: Schema.NullOr(Schema.String), endsAt: Schema.NullOr(Schema.String), enabled: Schema.Boolean,
  createdBy: Schema.String, createdAt: Schema.String, updatedBy: Schema.String, updatedAt: Schema.String,
})
export type AdminPromotion = typeof AdminPromotion.Type
export const PromotionListReply = Schema.Struct({ promotions: Schema.Array(AdminPromotion) })
export const PromotionAddBody = Schema.Struct({
  kind: Schema.Literals(['promotion', 'rebate']),
  title: LocalizedInput(120),
  /** promotion: the reward an approval issues (the operator may issue another amount). */
  reward: Schema.optionalKey(Amount),
  /** rebate: basis points of the previous day's settled stake (50 = 0.5%). */
  rateBp: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 }))),
  gameType: Schema.optionalKey(GameTypeCode),
  startsAt: Schema.optionalKey(IsoTime),
  endsAt: Schema.optionalKey(IsoTime),
  enabled: Schema.optionalKey(Schema.Boolean),
})

export const ApplicationQuery = Schema.Struct({ status: Schema.optionalKey(Schema.Literals(['applying', 'issued', 'rejected', 'claimed'])) })
export const AdminApplication = Schema.Struct({
  id: Schema.Int, promotionId: Schema.Int, promotionTitle: Schema.String, account: Schema.String, status: Schema.Literals(['applying', 'issued', 'rejected', 'claimed']),
  amount: Schema.Int, reason: Schema.NullOr(Schema.String), appliedAt: Schema.String, decidedBy: Schema.NullOr(Schema.String), decidedAt: Schema.NullOr(Schema.String),
})
export type AdminApplication = typeof AdminApplication.Type
export const ApplicationListReply = Schema.Struct({ applications: Schema.Array(AdminApplication) })
export const ApplicationDecideBody = Schema.Struct({
  decision: Schema.Literals(['approve', 'reject']),
  /** approve: the amount to issue (default: the promotion's reward). */
  amount: Schema.optionalKey(Amount),
  /** reject: the reason the member reads. */
  reason: Schema.optionalKey(Text(500)),
})

export const rewardsAdminEndpoints = {
  messageSend: { method: 'POST', path: '/admin/messages', body: MessageSendBody, reply: MessageSendReply, auth: 'none', encrypted: false },
  missionList: { method: 'GET', path: '/admin/missions', reply: MissionListReply, auth: 'none', encrypted: false },
  missionAdd: { method: 'POST', path: '/admin/missions', body: MissionAddBody, reply: AdminMission, auth: 'none', encrypted: false },
  missionEnable: { method: 'PUT', path: '/admin/missions/:id/enabled', params: IdParams, body: EnableBody, reply: AdminMission, auth: 'none', encrypted: false },
  promotionList: { method: 'GET', path: '/admin/promotions', reply: PromotionListReply, auth: 'none', encrypted: false },
  promotionAdd: { method: 'POST', path: '/admin/promotions', body: PromotionAddBody, reply: AdminPromotion, auth: 'none', encrypted: false },
  promotionEnable: { method: 'PUT', path: '/admin/promotions/:id/enabled', params: IdParams, body: EnableBody, reply: AdminPromotion, auth: 'none', encrypted: false },
  applicationList: { method: 'GET', path: '/admin/promotions/applications', query: ApplicationQuery, reply: ApplicationListReply, auth: 'none', encrypted: false },
  applicationDecide: {
    method: 'PUT', path: '/admin/promotions/applications/:id', params: IdParams, body: ApplicationDecideBody, reply: AdminApplication, auth: 'none', encrypted: false,
  },
} as const
