import { Schema } from 'effect'
import { Minor } from './wallet.ts'

/**
 * The member's records (member centre pages personalHistoryCopy, transactionHistory,
 * personalProfit): read-only, always the caller's own rows. A range is whole days `from` to
 * `to` (inclusive, YYYY-MM-DD) in the member's own time zone, given as `tzOffsetMinutes` east
 * of UTC (the browser's `-new Date().getTimezoneOffset()`; 0 = UTC when absent), at most
 * RECORDS_MAX_DAYS days.
 */
export const RECORDS_MAX_DAYS = 92

const Day = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/u, { format: 'date' }))
const TzOffset = Schema.Int.check(Schema.isBetween({ minimum: -720, maximum: 840 }))
const PageNumber = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100_000 }))
const PageSize = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 }))
const Code = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[A-Za-z0-9_]+$/u))

const Range = { from: Day, to: Day, tzOffsetMinutes: Schema.optionalKey(TzOffset) } as const
const Paging = { page: Schema.optionalKey(PageNumber), pageSize: Schema.optionalKey(PageSize) } as const

/** `value` of RECORDS_RANGE_INVALID: `to` before `from`, a day that does not exist, or a span over maxDays. */
export const RangeLimit = Schema.Struct({ maxDays: Schema.Int }).annotate({ identifier: 'RangeLimit' })

/** POST /wps/relay/ODSFE2_bettingRecord: bets placed in the range, newest first. */
export const BettingRecordRequest = Schema.Struct({ ...Range, ...Paging, gameType: Schema.optionalKey(Code), vendor: Schema.optionalKey(Code) })
export const BetRecord = Schema.Struct({
  id: Schema.String,
  roundId: Schema.String,
  gameId: Schema.String,
  gameName: Schema.String,
  vendor: Schema.String,
  gameType: Schema.String,
  stake: Minor,
  win: Minor,
  /** win − stake; 0 for a rolled-back bet (its stake went back). */
  profit: Minor,
  status: Schema.Literals(['open', 'settled', 'rolled_back']),
  /** When the bet was placed, epoch ms. */
  time: Schema.Int,
  settledAt: Schema.NullOr(Schema.Int),
  /** A house round (slot, fish, live table): /house/verify?round=<roundId> proves it. */
  verifiable: Schema.Boolean,
})
export type BetRecord = typeof BetRecord.Type
/** Sums over every bet of the filter (not only the page); rolled-back bets count in `count` only. */
export const BetTotals = Schema.Struct({ stake: Minor, win: Minor, profit: Minor, count: Schema.Int })
export const BettingRecordReply = Schema.Struct({
  list: Schema.Array(BetRecord), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int, totals: BetTotals,
})
export type BettingRecordReply = typeof BettingRecordReply.Type

/** The ledger kinds a member's movements have (the account record's types). */
export const LedgerKind = Schema.Literals([
  'deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'upline_transfer', 'reward', 'bonus',
  'bet', 'win', 'rollback', 'transfer', 'opening', 'trial', 'adjustment', 'agent_transfer', 'salary', 'dividend',
  'point_reward', 'point_convert', 'birthday_bonus',
])
export type LedgerKind = typeof LedgerKind.Type

/** POST /wps/relay/ODSFE2_accountRecord: every movement of the member's wallets in the range, newest first. */
export const AccountRecordRequest = Schema.Struct({
  ...Range, ...Paging, kinds: Schema.optionalKey(Schema.Array(LedgerKind).check(Schema.isMaxLength(LedgerKind.literals.length))),
})
export const AccountMovement = Schema.Struct({
  id: Schema.String,
  time: Schema.Int,
  kind: LedgerKind,
  /** Signed: + into the wallet, − out of it. */
  amount: Schema.Int,
  balanceAfter: Schema.Int,
  /** `MAIN` or a vendor wallet's code. */
  wallet: Schema.String,
  /** What the movement was for (reference, channel, round, game, vendor, from, to ...): strings and numbers only. */
  detail: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
})
export type AccountMovement = typeof AccountMovement.Type
export const AccountRecordReply = Schema.Struct({ list: Schema.Array(AccountMovement), total: Schema.Int, page: Schema.Int, pageSize: Schema.Int })
export type AccountRecordReply = typeof AccountRecordReply.Type

/** POST /wps/relay/ODSFE2_personalProfit: settled bets placed in the range, per day and per game type. */
export const PersonalProfitRequest = Schema.Struct(Range)
const Sums = { stake: Minor, win: Minor, profit: Minor, count: Schema.Int } as const
export const ProfitDay = Schema.Struct({ date: Schema.String, ...Sums })
export const ProfitByGameType = Schema.Struct({ gameType: Schema.String, ...Sums })
export const PersonalProfitReply = Schema.Struct({
  /** Every day of the range, oldest first, zeros included (a chart needs the gaps). */
  days: Schema.Array(ProfitDay),
  byGameType: Schema.Array(ProfitByGameType),
  totals: Schema.Struct(Sums),
})
export type PersonalProfitReply = typeof PersonalProfitReply.Type
