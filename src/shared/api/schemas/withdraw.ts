import { Schema } from 'effect'
import { RequestId } from './money.ts'

/**
 * Money out of the member centre (pages withdraw and transferUpline, and the payment password
 * on securityCenter). Every call needs a token of a real account. Amounts are integer minor
 * units. Times are ISO 8601 strings, null when the stage has not happened.
 *
 * - Payment password: 6 digits, set once while none is set (registration may have set it),
 *   then changed with the old one. Wrong payment passwords (change, withdrawal, upline
 *   transfer) count together: 5 within 15 minutes, then TOO_MANY_REQUESTS.
 * - Payout accounts: a bank or e-wallet account whose holder name is the member's bound payee
 *   name (security centre); at most `maxAccounts`. The number is shown masked.
 * - Withdrawals: the amount moves at once from the main wallet to the member's hold account;
 *   pending -> approved -> disbursed -> received | partial | not_received, or pending/approved
 *   -> rejected (the hold returns, `rejectReason` says why). After disbursement the member
 *   confirms; with no answer within `autoReceiveMinutes` it counts as received
 *   (`autoReceived`, never refunded). Partial and not received open a case the operator
 *   answers (`case.answer`), possibly refunding the shortfall (`case.refunded`).
 * - A request sent twice with the same `requestId` takes effect once (the reply is the first
 *   request's record).
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
/** A client-made id of one request (a UUID is fine): the same id, the same single effect. */
export const PaymentPassword = Schema.String.check(Schema.isPattern(/^\d{6}$/u))
export const Amount = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 1_000_000_000_000 }))
/** A record id as decimal text. */
export const RecordId = Schema.String.check(Schema.isMaxLength(20), Schema.isPattern(/^[1-9]\d{0,18}$/u))
const Time = Schema.NullOr(Schema.String)

export const PaymentPasswordStatus = Schema.Struct({ set: Schema.Boolean })
export const PaymentPasswordSetRequest = Schema.Struct({ newPassword: PaymentPassword, confirmNewPassword: Text(64) })
export const PaymentPasswordChangeRequest = Schema.Struct({ oldPassword: Text(64), newPassword: PaymentPassword, confirmNewPassword: Text(64) })

export const PayoutKind = Schema.Literals(['bank', 'ewallet'])
export type PayoutKind = typeof PayoutKind.Type
export const PayoutAccount = Schema.Struct({
  id: Schema.String,
  kind: PayoutKind,
  /** Bank or e-wallet name ("BDO", "GCash"). */
  provider: Schema.String,
  /** Masked: only the last four characters show ("******7890"). */
  accountNumber: Schema.String,
  holderName: Schema.String,
  createdAt: Schema.String,
})
export type PayoutAccount = typeof PayoutAccount.Type
export const PayoutAccountsReply = Schema.Struct({
  accounts: Schema.Array(PayoutAccount),
  maxAccounts: Schema.Int,
  /** The bound payee name, masked; '' when none is bound (bind it in the security centre first). */
  payeeName: Schema.String,
})
export const PayoutAccountBindRequest = Schema.Struct({
  kind: PayoutKind,
  provider: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  accountNumber: Schema.String.check(Schema.isPattern(/^[0-9A-Za-z -]{4,40}$/u)),
  holderName: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
})

export const WithdrawalStatus = Schema.Literals(['pending', 'approved', 'disbursed', 'rejected', 'received', 'partial', 'not_received'])
export type WithdrawalStatus = typeof WithdrawalStatus.Type

export const WithdrawalCase = Schema.Struct({
  status: Schema.Literals(['open', 'answered']),
  answer: Schema.NullOr(Schema.String),
  /** Minor units returned to the main wallet by the operator's answer; 0 when none. */
  refunded: Schema.Int,
})

export const Withdrawal = Schema.Struct({
  id: Schema.String,
  requestId: Schema.String,
  amount: Schema.Int,
  status: WithdrawalStatus,
  payoutAccount: Schema.Struct({ kind: PayoutKind, provider: Schema.String, accountNumber: Schema.String }),
  rejectReason: Schema.NullOr(Schema.String),
  /** What the member said arrived (received: the amount; partial: their figure). */
  receivedAmount: Schema.NullOr(Schema.Int),
  /** Counted as received because no answer came within autoReceiveMinutes (cannot be refunded). */
  autoReceived: Schema.Boolean,
  case: Schema.NullOr(WithdrawalCase),
  proofCount: Schema.Int,
  /** The time of each stage, for the tracker. */
  stages: Schema.Struct({
    requestedAt: Schema.String,
    approvedAt: Time,
    disbursedAt: Time,
    rejectedAt: Time,
    confirmedAt: Time,
    caseAnsweredAt: Time,
  }),
  /** requestedAt + the promisedMinutes of that moment: the service-level promise (overdue when not disbursed or rejected by then). */
  dueAt: Schema.String,
  /** disbursedAt + the autoReceiveMinutes of that moment while waiting for the member's answer, else null. */
  autoReceiveAt: Time,
})
export type Withdrawal = typeof Withdrawal.Type

export const WithdrawalRequest = Schema.Struct({
  requestId: RequestId,
  amount: Amount,
  payoutAccountId: RecordId,
  paymentPassword: Text(64),
})

export const WithdrawalsQuery = Schema.Struct({
  status: Schema.optionalKey(WithdrawalStatus),
  page: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 }))),
  pageSize: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 50 }))),
})
export const WithdrawalsReply = Schema.Struct({
  list: Schema.Array(Withdrawal),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
  /** The operator's promised time from request to disbursement. */
  promisedMinutes: Schema.Int,
  autoReceiveMinutes: Schema.Int,
  minAmount: Schema.Int,
  maxAmount: Schema.Int,
  /** Bonus money whose turnover is not met yet (it cannot be withdrawn), and the valid bets still to place (minor units). */
  bonusLocked: Schema.Int,
  turnoverLeft: Schema.Int,
})

export const MAX_PROOF_BYTES = 5 * 1024 * 1024
export const MAX_PROOFS = 3
/** The proof images of a "not received" answer: 1 to 3 png or jpeg files (checked by their bytes), at most 5 MB each. */
export const ProofFiles = { field: 'proofs', maxFiles: MAX_PROOFS, maxFileBytes: MAX_PROOF_BYTES, types: ['image/png', 'image/jpeg'] } as const
/** The answer's fields; a "not received" answer's proofs travel beside them as files (ProofFiles). */
export const WithdrawalConfirmRequest = Schema.Struct({
  withdrawalId: RecordId,
  outcome: Schema.Literals(['received', 'partial', 'notReceived']),
  /** partial only: what arrived, 0 < receivedAmount < amount. */
  receivedAmount: Schema.optionalKey(Schema.Int),
})

export const UplineInfoReply = Schema.Struct({
  /** The upline agent's account, or null when the member has no agent upline (transfer not allowed). */
  upline: Schema.NullOr(Schema.String),
  minAmount: Schema.Int,
  maxAmount: Schema.Int,
  dailyLimit: Schema.Int,
  /** Sent today (UTC day) so far. */
  usedToday: Schema.Int,
  paymentPasswordSet: Schema.Boolean,
})
export const UplineTransferRequest = Schema.Struct({ requestId: RequestId, amount: Amount, paymentPassword: Text(64) })
export const UplineTransferReply = Schema.Struct({
  id: Schema.String,
  amount: Schema.Int,
  upline: Schema.String,
  createdAt: Schema.String,
  usedToday: Schema.Int,
})

/** AMOUNT_OUT_OF_RANGE's value: the allowed range. */
/** LIMIT_REACHED's value: the limit met (accounts, or the daily total left). */
export const LimitValue = Schema.Struct({ limit: Schema.Int, left: Schema.Int }).annotate({ identifier: 'LimitValue' })
/** LIMIT_REACHED on a withdrawal: the VIP level's daily limits, and the count and amount (minor units) still allowed today. */
export const WithdrawLimitValue = Schema.Struct({
  level: Schema.String, dailyCount: Schema.Int, dailyMax: Schema.Int, countLeft: Schema.Int, amountLeft: Schema.Int,
}).annotate({ identifier: 'WithdrawLimitValue' })
