import { Schema } from 'effect'

/**
 * The member centre's reward pages: platform messages (inbox), missions, the reward centre
 * with bonus details, and invite friends. Money is integer minor units; times are epoch
 * milliseconds; titles come per language and the SPA picks the member's (falling back to en).
 */

const Minor = Schema.Int
const Id = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }))
const Page = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))
/** A time as epoch milliseconds, within what a Date can hold. */
// Up to the end of year 9999: later dates do not fit a database timestamp.
const EpochMs = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 253_402_300_799_999 }))

/** Text in each of the five languages (ty, en, cn, th, vi). */
export const LocalizedText = Schema.Struct({ ty: Schema.String, en: Schema.String, cn: Schema.String, th: Schema.String, vi: Schema.String })
export type LocalizedText = typeof LocalizedText.Type

// ---- platform messages (messageV2) ----

/**
 * What a message is: an operator's message (title and body as written) or an event the SPA
 * words itself from `kind` and `params` (locale keys `messages.kind.<kind>`).
 */
export const MessageKind = Schema.Literals([
  'operator', 'deposit_approved', 'deposit_rejected', 'withdrawal_disbursed', 'withdrawal_rejected', 'mission_complete', 'case_answered',
  'raffle_won', 'birthday_bonus',
])
export type MessageKind = typeof MessageKind.Type
/** An event's details (amounts in minor units, ids, a reason): flat names to strings or numbers. */
export const MessageParams = Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))
export type MessageParams = typeof MessageParams.Type

export const InboxMessage = Schema.Struct({
  id: Schema.Int,
  kind: MessageKind,
  /** Operator messages only (null for events). */
  title: Schema.NullOr(LocalizedText),
  body: Schema.NullOr(LocalizedText),
  params: MessageParams,
  /** Sent to every member rather than to this one. */
  broadcast: Schema.Boolean,
  read: Schema.Boolean,
  createdAt: Schema.Int,
})
export type InboxMessage = typeof InboxMessage.Type

/** POST /wps/relay/CSP_messageList: a page of the inbox; `unreadFirst` (default) or `newest`. */
export const MessageListRequest = Schema.Struct({
  page: Page,
  pageSize: PageSize,
  order: Schema.optionalKey(Schema.Literals(['unreadFirst', 'newest'])),
})
export const MessageListReply = Schema.Struct({
  list: Schema.Array(InboxMessage),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  unread: Schema.Int,
})
export type MessageListReply = typeof MessageListReply.Type

/** POST /wps/relay/CSP_messageRead: `{ ids }` (up to 100 of the member's messages) or `{ all: true }`. */
export const MessageReadRequest = Schema.Struct({
  ids: Schema.optionalKey(Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100))),
  all: Schema.optionalKey(Schema.Literal(true)),
})
/** POST /wps/relay/CSP_messageDelete: up to 100 of the member's messages. */
export const MessageDeleteRequest = Schema.Struct({ ids: Schema.Array(Id).check(Schema.isMinLength(1), Schema.isMaxLength(100)) })
/** The member's unread count after the change. */
export const UnreadReply = Schema.Struct({ unread: Schema.Int })

// ---- activity statuses (spec §4) ----

/**
 * The activity statuses of spec §4 as they travel: `join` (may join), `applying` (waiting for
 * the operator), `rejected`, `issued` (approved: may claim), `claim` (complete: may claim),
 * `claimed`, `process` (in progress), `joined` (joined, nothing to claim yet), `close`
 * (ended), `comingSoon` (not started). `issued` and `claim` are the claimable ones.
 */
export const ActivityStatus = Schema.Literals(['join', 'claim', 'applying', 'close', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'])
export type ActivityStatus = typeof ActivityStatus.Type

// ---- missions (missionLeaderboard) ----

/** bet_total: stake on `gameType` (any when null); rounds: bets played; first_deposit: the first deposit's amount. */
export const MissionKind = Schema.Literals(['bet_total', 'rounds', 'first_deposit'])
export type MissionKind = typeof MissionKind.Type
/** daily: counted per day of the site's time zone, claimable once a day; once: counted from the start, claimable once. */
export const MissionPeriod = Schema.Literals(['daily', 'once'])
export type MissionPeriod = typeof MissionPeriod.Type

export const MissionView = Schema.Struct({
  id: Schema.Int,
  kind: MissionKind,
  gameType: Schema.NullOr(Schema.String),
  title: LocalizedText,
  /** Minor units for bet_total and first_deposit, a count for rounds. */
  target: Schema.Int,
  progress: Schema.Int,
  reward: Minor,
  period: MissionPeriod,
  /** `process`, `claim` or `claimed`. */
  status: ActivityStatus,
  /** The day (yyyy-MM-dd) for daily missions, `once` otherwise. */
  periodKey: Schema.String,
  /** When the current period ends (daily), else null. */
  endsAt: Schema.NullOr(Schema.Int),
})
export type MissionView = typeof MissionView.Type

/** POST /wps/relay/MCS2_missionList: the enabled missions with the member's progress. */
export const MissionListReply = Schema.Struct({ list: Schema.Array(MissionView), readyToClaim: Schema.Int })
export type MissionListReply = typeof MissionListReply.Type

export const MissionClaimRequest = Schema.Struct({ missionId: Id })
export const ClaimReply = Schema.Struct({
  source: Schema.Literals(['mission', 'promotion', 'rebate', 'referral']),
  id: Schema.Int,
  /** What was credited to the main wallet. */
  amount: Minor,
  periodKey: Schema.String,
  status: Schema.Literal('claimed'),
})
export type ClaimReply = typeof ClaimReply.Type

export const MissionLeaderboardRequest = Schema.Struct({
  missionId: Id,
  limit: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 50 }))),
})
export const LeaderboardEntry = Schema.Struct({ rank: Schema.Int, account: Schema.String, progress: Schema.Int })
export const MissionLeaderboardReply = Schema.Struct({
  missionId: Schema.Int,
  periodKey: Schema.String,
  list: Schema.Array(LeaderboardEntry),
  /** The member's own place (rank null when not on the board). */
  me: Schema.Struct({ rank: Schema.NullOr(Schema.Int), progress: Schema.Int }),
})
export type MissionLeaderboardReply = typeof MissionLeaderboardReply.Type

// ---- reward centre (rewardCenter) and bonus details (bonusDetails) ----

export const RewardSource = Schema.Literals(['mission', 'promotion', 'rebate', 'referral'])
export type RewardSource = typeof RewardSource.Type

export const RewardItem = Schema.Struct({
  source: RewardSource,
  /** The mission's or promotion's id (0 for the referral reward). */
  id: Schema.Int,
  /** The operator's title; null for the referral reward, which the SPA words from `source`. */
  title: Schema.NullOr(LocalizedText),
  /** The amount to claim (or already claimed, or expected). */
  amount: Minor,
  status: ActivityStatus,
  /** Why an application was rejected. */
  reason: Schema.NullOr(Schema.String),
  startsAt: Schema.NullOr(Schema.Int),
  endsAt: Schema.NullOr(Schema.Int),
  /** The period the amount belongs to: a day for rebates and daily missions, `once` otherwise. */
  periodKey: Schema.String,
})
export type RewardItem = typeof RewardItem.Type

/** POST /wps/relay/MCS2_rewardList: everything the member may join or claim, and what they did. */
export const RewardListReply = Schema.Struct({ list: Schema.Array(RewardItem) })
export type RewardListReply = typeof RewardListReply.Type
/** POST /wps/relay/MCS2_rewardJoin: apply for a promotion (the operator approves or rejects). */
export const RewardJoinRequest = Schema.Struct({ promotionId: Id })
/** POST /wps/relay/MCS2_rewardClaim: claim one item of the list (`id` 0 for the referral reward). */
export const RewardClaimRequest = Schema.Struct({ source: RewardSource, id: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 })) })

/** POST /wps/relay/MCS2_bonusDetails: the member's received bonuses and rewards, newest first. */
export const BonusDetailsRequest = Schema.Struct({
  page: Page,
  pageSize: PageSize,
  source: Schema.optionalKey(RewardSource),
  /** Epoch milliseconds, inclusive start and exclusive end. */
  from: Schema.optionalKey(EpochMs),
  to: Schema.optionalKey(EpochMs),
})
export const BonusEntry = Schema.Struct({
  id: Schema.Int,
  source: RewardSource,
  title: Schema.NullOr(LocalizedText),
  amount: Minor,
  /** The day for rebates and daily missions, `once` otherwise. */
  periodKey: Schema.String,
  createdAt: Schema.Int,
})
export const SourceTotal = Schema.Struct({ source: RewardSource, amount: Minor, count: Schema.Int })
export const BonusDetailsReply = Schema.Struct({
  list: Schema.Array(BonusEntry),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  /** Over the whole filter, not just this page. */
  totals: Schema.Struct({ amount: Minor, count: Schema.Int, bySource: Schema.Array(SourceTotal) }),
})
export type BonusDetailsReply = typeof BonusDetailsReply.Type

// ---- invite friends (referral) ----

export const ReferralRule = Schema.Struct({
  /** Paid to the inviter for each friend whose first deposit reaches `minDeposit`; 0: no reward. */
  rewardPerFriend: Minor,
  minDeposit: Minor,
})
/** GET /wps/relay/MCS2_referralInfo: the member's code (made on first ask) and link. */
export const ReferralInfoReply = Schema.Struct({
  code: Schema.String,
  /** The path the register flow reads the code from (`/?ref=<code>`); the SPA prefixes its origin. */
  path: Schema.String,
  rule: ReferralRule,
  friends: Schema.Int,
  /** Friends whose reward is earned and not yet claimed, and the sum claimed so far. */
  claimable: Minor,
  claimed: Minor,
})
export type ReferralInfoReply = typeof ReferralInfoReply.Type
export const ReferralFriendsRequest = Schema.Struct({ page: Page, pageSize: PageSize })
export const ReferralFriend = Schema.Struct({
  /** Masked ("ju***n"). */
  account: Schema.String,
  registeredAt: Schema.Int,
  /** active once the friend has bet or deposited. */
  status: Schema.Literals(['active', 'inactive']),
  /** The friend's first deposit reached the rule's minimum. */
  qualified: Schema.Boolean,
  rewardClaimed: Schema.Boolean,
})
export const ReferralFriendsReply = Schema.Struct({
  list: Schema.Array(ReferralFriend),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
})
export type ReferralFriendsReply = typeof ReferralFriendsReply.Type
