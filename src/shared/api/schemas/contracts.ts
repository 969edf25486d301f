import { Schema } from 'effect'

/**
 * Agent contracts (issue 16, spec §3 and §4): dividend, daily, hourly and real-time salary.
 * A contract is a rate table by tiers: the highest rate whose thresholds (active members and
 * the period's amount: valid bet for salaries, team loss for dividends) are met is paid on
 * that amount. Money in minor units, rates in basis points (100 = 1%), times epoch ms.
 */

const Minor = Schema.Int
const ContractId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }))
const MemberId = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 }))
const Page = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))
const EpochMs = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 253_402_300_799_999 }))

export const ContractKind = Schema.Literals(['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'])
export type ContractKind = typeof ContractKind.Type
/** Salaries have their kind's period; a dividend is daily, weekly, semimonthly or monthly. */
export const ContractPeriod = Schema.Literals(['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'])
export type ContractPeriod = typeof ContractPeriod.Type
export const ContractStatus = Schema.Literals(['offered', 'active', 'rejected', 'terminated', 'cancelled'])
export type ContractStatus = typeof ContractStatus.Type
export const ContractEndReason = Schema.Literals(['upline', 'downline', 'superseded', 'ceiling', 'cascade', 'house'])

/** One step of the table: from `minActive` active members and `minAmount` in the period, `rateBp`. */
export const ContractTier = Schema.Struct({
  minActive: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
  minAmount: Minor.check(Schema.isBetween({ minimum: 0, maximum: 1_000_000_000_000 })),
  rateBp: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 10_000 })),
})
export type ContractTier = typeof ContractTier.Type
export const ContractTiers = Schema.Array(ContractTier).check(Schema.isMinLength(1), Schema.isMaxLength(10))

export const ContractParty = Schema.Struct({ id: Schema.Int, account: Schema.String })

export const Contract = Schema.Struct({
  id: Schema.Int,
  kind: ContractKind,
  period: ContractPeriod,
  tiers: Schema.Array(ContractTier),
  status: ContractStatus,
  /** null: offered by the house (the operator) to a top agent. */
  upline: Schema.NullOr(ContractParty),
  downline: ContractParty,
  startsAt: EpochMs,
  offeredAt: EpochMs,
  decidedAt: Schema.NullOr(EpochMs),
  endedAt: Schema.NullOr(EpochMs),
  endReason: Schema.NullOr(ContractEndReason),
  /** The offering agent agreed that the downline's own contracts above this one end. */
  terminateLower: Schema.Boolean,
})
export type Contract = typeof Contract.Type

/** The proposed terms: to whom, what kind, which tiers, from when (default now). */
export const ContractTerms = Schema.Struct({
  downlineId: MemberId,
  kind: ContractKind,
  period: ContractPeriod,
  tiers: ContractTiers,
  startsAt: Schema.optionalKey(EpochMs),
})
export type ContractTerms = typeof ContractTerms.Type

export const ContractOfferRequest = Schema.Struct({
  ...ContractTerms.fields,
  /** Agree that the downline's own contracts above these terms end when it accepts. */
  terminateLower: Schema.optionalKey(Schema.Boolean),
})
export type ContractOfferRequest = typeof ContractOfferRequest.Type

/** What an offer would change: the ceiling it must stay under and the contracts it would end. */
export const ContractPreviewReply = Schema.Struct({
  /** The offering agent's own contract of the kind (the ceiling), null for none. */
  ceiling: Schema.NullOr(Contract),
  withinCeiling: Schema.Boolean,
  /** The downline's contracts (and those below them) that end if the downline accepts. */
  wouldEnd: Schema.Array(Contract),
  /** The current contract between the two that the offer replaces on acceptance. */
  replaces: Schema.NullOr(Contract),
})
export type ContractPreviewReply = typeof ContractPreviewReply.Type

/** CONFIRM_REQUIRED's value: the contracts that would end, to show before the agent agrees. */
export const WouldEndValue = Schema.Struct({ wouldEnd: Schema.Array(Contract) }).annotate({ identifier: 'WouldEndValue' })

export const ContractIdRequest = Schema.Struct({ contractId: ContractId })
/** Accepting: `terminateLower` says the accepting agent agrees that its own contracts above the offer end (CONFIRM_REQUIRED listed them). */
export const ContractAcceptRequest = Schema.Struct({ contractId: ContractId, terminateLower: Schema.optionalKey(Schema.Boolean) })
/** The four calls of spec §7 (MCS2_processDividendReq...): the downline answers an offer of that kind. */
export const ContractProcessRequest = Schema.Struct({ contractId: ContractId, action: Schema.Literals(['accept', 'reject']), terminateLower: Schema.optionalKey(Schema.Boolean) })
export const ContractTerminateReply = Schema.Struct({ contract: Contract, ended: Schema.Array(Contract) })
export type ContractTerminateReply = typeof ContractTerminateReply.Type

export const ContractListRequest = Schema.Struct({
  /** upline: contracts I offered; downline: contracts offered to me. */
  role: Schema.Literals(['upline', 'downline']),
  kind: Schema.optionalKey(ContractKind),
  status: Schema.optionalKey(ContractStatus),
  page: Schema.optionalKey(Page),
  pageSize: Schema.optionalKey(PageSize),
})
export const ContractListReply = Schema.Struct({ list: Schema.Array(Contract), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type ContractListReply = typeof ContractListReply.Type

export const ContractEvent = Schema.Struct({
  id: Schema.Int,
  contractId: Schema.Int,
  event: Schema.Literals(['offered', 'accepted', 'rejected', 'terminated', 'cancelled']),
  /** null: the system (a cascade, a superseding contract, the house). */
  actor: Schema.NullOr(Schema.String),
  at: EpochMs,
})
export const ContractHistoryRequest = Schema.Struct({
  /** One contract, or every contract between me and this direct downline (or my upline). */
  contractId: Schema.optionalKey(ContractId),
  memberId: Schema.optionalKey(MemberId),
  page: Schema.optionalKey(Page),
  pageSize: Schema.optionalKey(PageSize),
})
export const ContractHistoryReply = Schema.Struct({ contracts: Schema.Array(Contract), events: Schema.Array(ContractEvent) })
export type ContractHistoryReply = typeof ContractHistoryReply.Type

// ---- simulator ----

export const ContractSimulateRequest = Schema.Struct({
  ...ContractTerms.fields,
  periods: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 30 }))),
})
export const SimulatedPeriod = Schema.Struct({
  periodStart: EpochMs,
  periodEnd: EpochMs,
  activeMembers: Schema.Int,
  validBet: Minor,
  /** Players' profit and loss (negative: the team lost). */
  pnl: Minor,
  proposedRateBp: Schema.Int,
  proposedAmount: Minor,
  /** What the current contract paid for that period (null: it had no payment then). */
  currentRateBp: Schema.NullOr(Schema.Int),
  currentAmount: Schema.NullOr(Minor),
})
export type SimulatedPeriod = typeof SimulatedPeriod.Type
export const ContractSimulateReply = Schema.Struct({
  current: Schema.NullOr(Contract),
  list: Schema.Array(SimulatedPeriod),
  proposedTotal: Minor,
  currentTotal: Minor,
})
export type ContractSimulateReply = typeof ContractSimulateReply.Type

// ---- income and statements ----

export const IncomePayment = Schema.Struct({
  id: Schema.Int,
  contractId: Schema.Int,
  kind: ContractKind,
  periodStart: EpochMs,
  periodEnd: EpochMs,
  amount: Minor,
  rateBp: Schema.Int,
  activeMembers: Schema.Int,
  validBet: Minor,
  pnl: Minor,
  /** The contract's gross on its subtree, before what its own downlines' contracts took. */
  gross: Minor,
  /** What the downlines' contracts took out of the gross. */
  downlines: Minor,
  paidAt: EpochMs,
})
export type IncomePayment = typeof IncomePayment.Type
export const MyIncomeRequest = Schema.Struct({
  kind: Schema.optionalKey(ContractKind),
  from: Schema.optionalKey(EpochMs),
  to: Schema.optionalKey(EpochMs),
  page: Schema.optionalKey(Page),
  pageSize: Schema.optionalKey(PageSize),
})
export const MyIncomeReply = Schema.Struct({ list: Schema.Array(IncomePayment), total: Schema.Int, sum: Minor, page: Schema.Int, pageSize: Schema.Int })
export type MyIncomeReply = typeof MyIncomeReply.Type

export const StatementMember = Schema.Struct({ memberId: Schema.Int, account: Schema.String, bets: Schema.Int, validBet: Minor, pnl: Minor })
export type StatementMember = typeof StatementMember.Type
export const StatementDownline = Schema.Struct({ contractId: Schema.Int, account: Schema.String, rateBp: Schema.Int, gross: Minor })
export type StatementDownline = typeof StatementDownline.Type
export const StatementRequest = Schema.Struct({ paymentId: ContractId, page: Schema.optionalKey(Page), pageSize: Schema.optionalKey(PageSize) })
export const StatementReply = Schema.Struct({
  payment: IncomePayment,
  contract: Contract,
  /** The tier that applied (null: none was met). */
  tier: Schema.NullOr(ContractTier),
  downlines: Schema.Array(StatementDownline),
  /** Each member of the subtree who bet in the period, biggest valid bet first. */
  members: Schema.Array(StatementMember),
  total: Schema.Int,
  page: Schema.Int,
  pageSize: Schema.Int,
})
export type StatementReply = typeof StatementReply.Type
export const StatementBetsRequest = Schema.Struct({
  paymentId: ContractId,
  memberId: Schema.optionalKey(MemberId),
  page: Schema.optionalKey(Page),
  pageSize: Schema.optionalKey(PageSize),
})
export const StatementBet = Schema.Struct({ id: Schema.Int, account: Schema.String, gameId: Schema.String, stake: Minor, win: Minor, createdAt: EpochMs })
export type StatementBet = typeof StatementBet.Type
export const StatementBetsReply = Schema.Struct({ list: Schema.Array(StatementBet), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type StatementBetsReply = typeof StatementBetsReply.Type

// ---- the consolidated funds call (spec §3, §7) ----

/** Per kind, for the caller as a downline: 0 nothing, 1 an offer awaits an answer, 2 an active contract. */
export const ContractReqType = Schema.Literals([0, 1, 2])
export const SalaryInfo = Schema.Struct({
  kind: ContractKind,
  /** The active contract of this kind, if any. */
  contract: Schema.NullOr(Contract),
  /** An offer awaiting the caller's answer, if any. */
  offer: Schema.NullOr(Contract),
  lastPayment: Schema.NullOr(IncomePayment),
  /** Paid for periods that started today (site time zone). */
  today: Minor,
  /** How long a period of this kind lasts now (ms; dividends: the contract's period, approximate). */
  periodMs: Schema.NullOr(Schema.Int),
})
export type SalaryInfo = typeof SalaryInfo.Type
export const ConsolidatedReply = Schema.Struct({
  dailysalreqtype: ContractReqType,
  divtypereq: ContractReqType,
  contracthoursalreq: ContractReqType,
  realtimesalreqtype: ContractReqType,
  isAgent: Schema.Boolean,
  salary: Schema.Array(SalaryInfo),
})
export type ConsolidatedReply = typeof ConsolidatedReply.Type
