import { Schema } from 'effect'
import { Language } from './system.ts'
import { Minor } from './wallet.ts'
import { RequestId } from './money.ts'

/**
 * Deposits (member centre page depositv2): the operator's channels, the member's requests.
 * A request stays `pending` until the operator approves it (the ledger credits the member's
 * main wallet, kind `deposit`) or rejects it with a reason; a channel with auto-approval is
 * approved by the server itself after its delay.
 */

export const DepositChannelKind = Schema.Literals(['bank', 'ewallet'])
export type DepositChannelKind = typeof DepositChannelKind.Type
/** Who bears the fee: `member` (credited amount minus fee) or `site` (credited in full). */
export const FeePayer = Schema.Literals(['member', 'site'])
export type FeePayer = typeof FeePayer.Type
export const DepositStatus = Schema.Literals(['pending', 'approved', 'rejected'])
export type DepositStatus = typeof DepositStatus.Type

/** The account the member pays to. */
export const PayTo = Schema.Struct({ bankName: Schema.String, accountNumber: Schema.String, accountHolder: Schema.String })
export type PayTo = typeof PayTo.Type

/** One channel as the member sees it, texts in the language asked. */
export const DepositChannel = Schema.Struct({
  id: Schema.Int,
  kind: DepositChannelKind,
  name: Schema.String,
  /** Smallest and largest amount of one request, minor units. */
  min: Minor,
  max: Minor,
  /** Fee: amount × feeBp / 10000 (rounded down) + feeFixed, borne by feePayer. */
  feeBp: Schema.Int,
  feeFixed: Minor,
  feePayer: FeePayer,
  instructions: Schema.String,
  payTo: PayTo,
  /** The server approves requests of this channel by itself after this many seconds; null: the operator decides. */
  autoApproveSeconds: Schema.NullOr(Schema.Int),
})
export type DepositChannel = typeof DepositChannel.Type

/** GET /wps/relay/MCS2_depositChannels?language= (token): the enabled channels, in the operator's order. */
export const DepositChannelsQuery = Schema.Struct({ language: Schema.optionalKey(Language) })
export const DepositChannelsReply = Schema.Struct({
  channels: Schema.Array(DepositChannel),
  /** How many requests a member may have pending at once. */
  maxPending: Schema.Int,
})
export type DepositChannelsReply = typeof DepositChannelsReply.Type

/** A client-made id (8 to 64 of A-Z a-z 0-9 _ -): the same id from the same member is the same request. */

/** POST /wps/relay/MCS2_depositRequest (token, real account). */
export const DepositCreateRequest = Schema.Struct({
  channelId: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })),
  amount: Minor.check(Schema.isGreaterThan(0), Schema.isLessThanOrEqualTo(1_000_000_000_00)),
  requestId: RequestId,
  language: Schema.optionalKey(Language),
})

/** One request as its member sees it. Times are epoch milliseconds. */
export const DepositView = Schema.Struct({
  id: Schema.Int,
  /** The code the member writes in the transfer's note, e.g. DP-7K3M9Q2X. */
  reference: Schema.String,
  channelId: Schema.Int,
  channelName: Schema.String,
  channelKind: DepositChannelKind,
  amount: Minor,
  fee: Minor,
  feePayer: FeePayer,
  /** What the main wallet receives on approval. */
  credit: Minor,
  status: DepositStatus,
  /** The operator's reason, for a rejected request. */
  reason: Schema.NullOr(Schema.String),
  createdAt: Schema.Int,
  decidedAt: Schema.NullOr(Schema.Int),
  instructions: Schema.String,
  payTo: PayTo,
})
export type DepositView = typeof DepositView.Type

const PageNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))

/** POST /wps/relay/MCS2_depositList (token): the member's own requests, newest first. */
export const DepositListRequest = Schema.Struct({
  status: Schema.optionalKey(DepositStatus),
  page: Schema.optionalKey(PageNumber),
  pageSize: Schema.optionalKey(PageSize),
  language: Schema.optionalKey(Language),
})
export const DepositListReply = Schema.Struct({ list: Schema.Array(DepositView), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type DepositListReply = typeof DepositListReply.Type

/** `value` of DEPOSIT_AMOUNT_OUT_OF_RANGE: the channel's bounds (the amount must also exceed a fee the member pays). */
/** `value` of DEPOSIT_PENDING_LIMIT. */
export const PendingLimit = Schema.Struct({ maxPending: Schema.Int }).annotate({ identifier: 'PendingLimit' })
