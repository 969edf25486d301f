import { Schema } from 'effect'

/**
 * Player protection (the member centre's "responsible play" page and the bar over /game).
 * Every call needs a token of a real account. Amounts are integer minor units, times ISO 8601.
 *
 * - Limits: deposit, loss (stakes − wins) and wager (stakes) per day, week (from Monday) and
 *   month, counted in the site's time zone; and a session time limit in minutes per login
 *   session (as the UK and Spanish regulators define it: once the login session is that old,
 *   bets and launches are refused until the member logs in again).
 * - Setting a limit where none is, or lowering one, applies at once. Raising or removing one
 *   waits the operator's cooling-off (`coolingOffHours`, default 24) and shows as `pending`
 *   with its `effectiveAt`; it then applies by itself. A new change replaces a pending one.
 * - A bet passes a loss limit when it could be lost and keep the period's net loss at most the
 *   limit; exactly at the limit passes, one minor unit over is refused.
 * - Break and time-out (15 minutes, 24 hours, 7 days, 30 days) and self-exclusion (6 months,
 *   1 year, 5 years, permanent): meanwhile the member may log in, withdraw and read records;
 *   games, deposits, transfers and rewards refuse with ON_BREAK / SELF_EXCLUDED carrying the
 *   end, and no promotional notices or reward offers are served. Nobody, member or operator,
 *   can end or shorten one in force (PROTECTION_ACTIVE); a longer one may replace it.
 */

export const LIMIT_KEYS = [
  'depositDay', 'depositWeek', 'depositMonth',
  'lossDay', 'lossWeek', 'lossMonth',
  'wagerDay', 'wagerWeek', 'wagerMonth',
  'sessionMinutes',
] as const
export const LimitKey = Schema.Literals(LIMIT_KEYS)
export type LimitKey = typeof LimitKey.Type

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export const LimitPeriod = Schema.Literals(LIMIT_PERIODS)
export type LimitPeriod = typeof LimitPeriod.Type

export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const
/** The reality check's interval in minutes; 0 is off. */
export const RealityCheckMinutes = Schema.Literals(REALITY_CHECK_MINUTES)
export type RealityCheckMinutes = typeof RealityCheckMinutes.Type

export const BREAK_DURATIONS = ['15m', '24h', '7d', '30d'] as const
export const BreakDuration = Schema.Literals(BREAK_DURATIONS)
export type BreakDuration = typeof BreakDuration.Type

export const EXCLUSION_DURATIONS = ['6mo', '1y', '5y', 'permanent'] as const
export const ExclusionDuration = Schema.Literals(EXCLUSION_DURATIONS)
export type ExclusionDuration = typeof ExclusionDuration.Type

/** Largest limit accepted (minor units): ten billion major units. Session minutes: at most a day. */
export const MAX_LIMIT = 1_000_000_000_000
export const MAX_SESSION_MINUTES = 1440

/** A raise or removal waiting for its cooling-off: `value` null removes the limit. */
export const PendingLimitChange = Schema.Struct({
  value: Schema.NullOr(Schema.Int),
  effectiveAt: Schema.String,
})
export type PendingLimitChange = typeof PendingLimitChange.Type

export const LimitView = Schema.Struct({
  /** The limit in force, null for none (minor units; minutes for sessionMinutes). */
  value: Schema.NullOr(Schema.Int),
  /** What the current period has used against it (deposits, net loss or stakes; minutes of this login session), null when no limit is set. */
  used: Schema.NullOr(Schema.Int),
  pending: Schema.NullOr(PendingLimitChange),
})
export type LimitView = typeof LimitView.Type

export const BlockKind = Schema.Literals(['break', 'timeout', 'exclusion'])
export type BlockKind = typeof BlockKind.Type

/** A break, time-out or self-exclusion in force. `until` null: a permanent exclusion. */
export const ProtectionBlock = Schema.Struct({
  kind: BlockKind,
  startedAt: Schema.String,
  until: Schema.NullOr(Schema.String),
})
export type ProtectionBlock = typeof ProtectionBlock.Type

export const PlayerLimitsReply = Schema.Struct({
  limits: Schema.Struct({
    depositDay: LimitView, depositWeek: LimitView, depositMonth: LimitView,
    lossDay: LimitView, lossWeek: LimitView, lossMonth: LimitView,
    wagerDay: LimitView, wagerWeek: LimitView, wagerMonth: LimitView,
    sessionMinutes: LimitView,
  }),
  realityCheckMinutes: RealityCheckMinutes,
  block: Schema.NullOr(ProtectionBlock),
  /** How long a raise or removal waits (the operator's setting). */
  coolingOffHours: Schema.Int,
})
export type PlayerLimitsReply = typeof PlayerLimitsReply.Type

/** Sets (a number) or removes (null) one limit: minor units, or 1 to MAX_SESSION_MINUTES minutes for sessionMinutes (else VALIDATION_FAILED). */
export const SetPlayerLimitRequest = Schema.Struct({
  key: LimitKey,
  value: Schema.NullOr(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_LIMIT }))),
})
export type SetPlayerLimitRequest = typeof SetPlayerLimitRequest.Type

export const SetPlayerLimitReply = Schema.Struct({
  /** 'applied': in force now; 'pending': waits until `effectiveAt`; 'unchanged': the same value was asked again. */
  outcome: Schema.Literals(['applied', 'pending', 'unchanged']),
  effectiveAt: Schema.String,
  state: PlayerLimitsReply,
})
export type SetPlayerLimitReply = typeof SetPlayerLimitReply.Type

export const SetRealityCheckRequest = Schema.Struct({ minutes: RealityCheckMinutes })

export const TakeBreakRequest = Schema.Struct({ duration: BreakDuration })
/** `confirm` must be true: self-exclusion cannot be undone before its end. */
export const SelfExcludeRequest = Schema.Struct({ duration: ExclusionDuration, confirm: Schema.Literal(true) })

export const BlockReply = Schema.Struct({ block: ProtectionBlock })
export type BlockReply = typeof BlockReply.Type

/** The wallet's refusals of a bet (protection_debit): a block, the session time, a loss or wager limit. */
export const BET_REFUSALS = ['SELF_EXCLUDED', 'ON_BREAK', 'SESSION_TIME_LIMIT_REACHED', 'LOSS_LIMIT_REACHED', 'WAGER_LIMIT_REACHED'] as const
export const BetRefusalCode = Schema.Literals(BET_REFUSALS)
export type BetRefusalCode = typeof BetRefusalCode.Type

/** A bet the wallet refused: why, and when (ISO 8601). */
export const MeterRefusal = Schema.Struct({ code: BetRefusalCode, at: Schema.String })
export type MeterRefusal = typeof MeterRefusal.Type

/**
 * The live session meter over /game: the newest game this login session launched, from the
 * wallet's own ledger entries since the launch (bets, wins and rollbacks of that game), not
 * from the game. `active` false (and zeros) when this login session launched no game.
 */
export const GameSessionMeterReply = Schema.Struct({
  active: Schema.Boolean,
  gameId: Schema.NullOr(Schema.String),
  startedAt: Schema.NullOr(Schema.String),
  elapsedSeconds: Schema.Int,
  /** Bets settled or open, minus stakes given back. */
  stakes: Schema.Int,
  wins: Schema.Int,
  /** wins − stakes: negative when the session is losing. */
  net: Schema.Int,
  bets: Schema.Int,
  realityCheckMinutes: RealityCheckMinutes,
  /**
   * The newest bet the wallet refused for a limit or a block since this game's launch (the
   * refusal protection_debit recorded), null when none: the bar says why the game stopped.
   */
  lastRefusal: Schema.NullOr(MeterRefusal),
})
export type GameSessionMeterReply = typeof GameSessionMeterReply.Type

/** `value` of SELF_EXCLUDED and ON_BREAK (and of PROTECTION_ACTIVE): the block in force. */
export const BlockedValue = ProtectionBlock.annotate({ identifier: 'BlockedValue' })
export type BlockedValue = typeof BlockedValue.Type

/** `value` of DEPOSIT_LIMIT_REACHED: the period whose limit the deposit would pass. */
export const DepositLimitValue = Schema.Struct({
  period: LimitPeriod,
  limit: Schema.Int,
  used: Schema.Int,
  remaining: Schema.Int,
}).annotate({ identifier: 'DepositLimitValue' })
export type DepositLimitValue = typeof DepositLimitValue.Type
