import { Schema } from 'effect'
import { Minor } from './wallet.ts'
import { RequestId } from './money.ts'
import { Amount } from './withdraw.ts'
import { Language } from './system.ts'
import { BetRecord, BetTotals } from './records.ts'
import { ContractTerms } from './contracts.ts'

/**
 * The agent centre (spec §2, §6): calls only an agent (type 1, 2, 41 or 42) may make, each
 * about the agent's own subtree (every member under it, at any depth) and nothing else. A
 * member named by account that is not in the caller's subtree is NOT_FOUND, exactly like one
 * that does not exist, so a call cannot tell a sibling's account from a free name. A caller
 * that is not an agent gets FORBIDDEN. Amounts are integer minor units; a range is whole days
 * in the agent's time zone, at most AGENT_MAX_DAYS (like the member's records).
 */
export const AGENT_MAX_DAYS = 92

const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u, { format: 'date' }))
const TzOffset = Schema.Int.check(Schema.isBetween({ minimum: -720, maximum: 840 }))
const PageNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_]+$/u))
/** A downline's account as typed: lower-case letters and digits (what registration makes). */
export const DownlineAccount = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(32), Schema.isPattern(/^[A-Za-z0-9_]+$/u))
/** A search of the team by part of an account. */
const Search = Schema.String.check(Schema.isMaxLength(32), Schema.isPattern(/^[A-Za-z0-9_]*$/u))
const Range = { from: Day, to: Day, tzOffsetMinutes: Schema.optionalKey(TzOffset) } as const
const Paging = { page: Schema.optionalKey(PageNumber), pageSize: Schema.optionalKey(PageSize) } as const

/** GET /wps/agent/centre: what the centre needs before it shows (its menu switches, the agent's limits). */
export const AgentCentreReply = Schema.Struct({
  account: Schema.String,
  /** The agent type code (1, 2, 41, 42). */
  type: Schema.Int,
  /** Direct downlines and the whole subtree (the agent not counted). */
  directCount: Schema.Int,
  teamSize: Schema.Int,
  /** The operator's switches of the menu items dividend (enableCt), daily salary (salary) and hourly salary (hourSalary). */
  switches: Schema.Struct({ enableCt: Schema.Boolean, salary: Schema.Boolean, hourSalary: Schema.Boolean }),
  /** The operator lets agents see their downlines' balances (team management). */
  showBalance: Schema.Boolean,
  transfer: Schema.Struct({ minAmount: Minor, maxAmount: Minor, dailyLimit: Minor, usedToday: Minor, paymentPasswordSet: Schema.Boolean }),
})
export type AgentCentreReply = typeof AgentCentreReply.Type

/** POST /wps/agent/team/overview: the subtree's figures for the range, and each day's. */
export const TeamOverviewRequest = Schema.Struct(Range)
const DayFigures = {
  newMembers: Schema.Int,
  /** Members with at least one bet in the period. */
  activeMembers: Schema.Int,
  deposits: Minor,
  withdrawals: Minor,
  /** Stakes of settled bets. */
  validBets: Minor,
  /** The team's win − stake on settled bets (negative: the team lost). */
  profit: Minor,
} as const
export const TeamOverviewDay = Schema.Struct({ date: Schema.String, ...DayFigures })
export type TeamOverviewDay = typeof TeamOverviewDay.Type
export const TeamOverviewReply = Schema.Struct({
  /** Everyone under the agent today, at any depth. */
  teamSize: Schema.Int,
  ...DayFigures,
  days: Schema.Array(TeamOverviewDay),
})
export type TeamOverviewReply = typeof TeamOverviewReply.Type

/** POST /wps/agent/register: a new direct downline, a member or an agent (type 2). */
export const DownlineKind = Schema.Literals(['member', 'agent'])
export type DownlineKind = typeof DownlineKind.Type
/**
 * The contract offered to a new sub-agent with its registration (issue 16): the terms of
 * MCS2_contractOffer without the downline, which is the account being made. Only with
 * kind `agent`; the server records the member and the offer in one transaction.
 */
export const DownlineOffer = Schema.Struct({
  kind: ContractTerms.fields.kind,
  period: ContractTerms.fields.period,
  tiers: ContractTerms.fields.tiers,
  startsAt: ContractTerms.fields.startsAt,
})
export type DownlineOffer = typeof DownlineOffer.Type
/** An account an agent opens for a downline, or an applicant to the agent programme asks for: a letter, then 3-15 letters or digits, lower case. */
export const AGENT_ACCOUNT = /^[a-z][a-z0-9]{3,15}$/u
export const AgentRegisterRequest = Schema.Struct({
  /** The bot check (ALTCHA payload), as public registration asks for. */
  altcha: Schema.String.check(Schema.isMaxLength(4096)),
  account: Schema.String.check(Schema.isPattern(AGENT_ACCOUNT)),
  password: Schema.String.check(Schema.isMaxLength(64)),
  kind: DownlineKind,
  nickname: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(32))),
  contract: Schema.optionalKey(DownlineOffer),
})
/** `contractId`: the offer made with the registration, when one was sent. */
export const AgentRegisterReply = Schema.Struct({ account: Schema.String, type: Schema.Int, contractId: Schema.optionalKey(Schema.Int) })
export type AgentRegisterReply = typeof AgentRegisterReply.Type

/** POST /wps/agent/team/list: the direct downlines of one member of the subtree (the agent by default), or a search of the whole subtree. */
export const TeamListRequest = Schema.Struct({
  ...Paging,
  /** Whose direct downlines (an account of the subtree); absent: the agent's own. */
  parent: Schema.optionalKey(DownlineAccount),
  /** Part of an account: searches the whole subtree instead of one level. */
  search: Schema.optionalKey(Search),
})
export const TeamStatus = Schema.Literals(['online', 'active', 'dormant'])
export type TeamStatus = typeof TeamStatus.Type
export const TeamMember = Schema.Struct({
  /** The member's id, which the contract calls name a downline agent by (MCS2_contractOffer's downlineId). */
  id: Schema.Int,
  account: Schema.String,
  nickname: Schema.String,
  type: Schema.Int,
  isAgent: Schema.Boolean,
  /** 1 = a direct downline of the agent. */
  depth: Schema.Int,
  upline: Schema.String,
  directCount: Schema.Int,
  teamSize: Schema.Int,
  /** online: a live session; active: a bet in the last 7 days; dormant: neither. */
  status: TeamStatus,
  registeredAt: Schema.Int,
  lastLoginAt: Schema.NullOr(Schema.Int),
  /** Main wallet, or null when the operator hides downline balances. */
  balance: Schema.NullOr(Minor),
})
export type TeamMember = typeof TeamMember.Type
export const TeamListReply = Schema.Struct({
  list: Schema.Array(TeamMember), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int,
  /** From the agent down to the listed parent (accounts), for a breadcrumb. */
  path: Schema.Array(Schema.String),
})
export type TeamListReply = typeof TeamListReply.Type

/** POST /wps/agent/transfer: money from the agent's main wallet to a direct downline's (payment password, limits, once per request id). */
export const DownlineTransferRequest = Schema.Struct({
  requestId: RequestId, downline: DownlineAccount, amount: Amount, paymentPassword: Schema.String.check(Schema.isMaxLength(64)),
})
export const DownlineTransferReply = Schema.Struct({ id: Schema.String, amount: Minor, downline: Schema.String, createdAt: Schema.String, usedToday: Minor })
export type DownlineTransferReply = typeof DownlineTransferReply.Type

/** POST /wps/agent/team/bets: every bet of the subtree in the range, newest first. */
export const TeamBetsRequest = Schema.Struct({
  ...Range, ...Paging,
  /** One downline's bets (exact account). */
  account: Schema.optionalKey(DownlineAccount),
  gameType: Schema.optionalKey(Code),
  vendor: Schema.optionalKey(Code),
})
export const TeamBet = Schema.Struct({ ...BetRecord.fields, account: Schema.String })
export type TeamBet = typeof TeamBet.Type
export const TeamBetsReply = Schema.Struct({ list: Schema.Array(TeamBet), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int, totals: BetTotals })
export type TeamBetsReply = typeof TeamBetsReply.Type

/** POST /wps/agent/team/profit: settled bets of the range summed per downline member (those who bet), largest stake first. */
export const MemberProfitRequest = Schema.Struct({ ...Range, ...Paging, search: Schema.optionalKey(Search) })
const Sums = { count: Schema.Int, stake: Minor, win: Minor, profit: Minor } as const
export const MemberProfit = Schema.Struct({ account: Schema.String, depth: Schema.Int, ...Sums })
export type MemberProfit = typeof MemberProfit.Type
export const MemberProfitReply = Schema.Struct({
  list: Schema.Array(MemberProfit), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int, totals: Schema.Struct(Sums),
})
export type MemberProfitReply = typeof MemberProfitReply.Type

/** GET /wps/agent/announcements: the operator's notices for agents, newest first. */
export const AgentNoticesQuery = Schema.Struct({ language: Schema.optionalKey(Language) })
export const AgentNotice = Schema.Struct({ id: Schema.String, title: Schema.String, content: Schema.String, date: Schema.Int })
export type AgentNotice = typeof AgentNotice.Type
export const AgentNoticesReply = Schema.Struct({ list: Schema.Array(AgentNotice) })
export type AgentNoticesReply = typeof AgentNoticesReply.Type

/** GET /wps/agent/team/fraud: downlines that logged in from the same address or device as the agent or each other. */
export const FraudKind = Schema.Literals(['ip', 'device'])
export const FraudHint = Schema.Struct({
  kind: FraudKind,
  /** The shared IP address, or the device's browser signature (user agent, shortened). */
  value: Schema.String,
  /** The downlines sharing it (the agent not listed). */
  accounts: Schema.Array(Schema.String),
  /** The agent itself used it too. */
  withUpline: Schema.Boolean,
  lastSeen: Schema.Int,
})
export type FraudHint = typeof FraudHint.Type
export const FraudHintsReply = Schema.Struct({ list: Schema.Array(FraudHint) })
export type FraudHintsReply = typeof FraudHintsReply.Type
