/**
 * The contract's limit keys and the protection_limits columns they live in, and the period of
 * each money limit: one table so the store, the views and the operator lists agree.
 */
import type { LimitKey, LimitPeriod } from '../../../src/shared/api/index.ts'

export type LimitColumn =
  | 'deposit_day' | 'deposit_week' | 'deposit_month'
  | 'loss_day' | 'loss_week' | 'loss_month'
  | 'wager_day' | 'wager_week' | 'wager_month'
  | 'session_minutes'

export type LimitFamily = 'deposit' | 'loss' | 'wager' | 'session'

export interface LimitSpec {
  readonly column: LimitColumn
  readonly family: LimitFamily
  /** null for the session limit, which is per login session. */
  readonly period: LimitPeriod | null
}

export const LIMITS: Readonly<Record<LimitKey, LimitSpec>> = {
  depositDay: { column: 'deposit_day', family: 'deposit', period: 'day' },
  depositWeek: { column: 'deposit_week', family: 'deposit', period: 'week' },
  depositMonth: { column: 'deposit_month', family: 'deposit', period: 'month' },
  lossDay: { column: 'loss_day', family: 'loss', period: 'day' },
  lossWeek: { column: 'loss_week', family: 'loss', period: 'week' },
  lossMonth: { column: 'loss_month', family: 'loss', period: 'month' },
  wagerDay: { column: 'wager_day', family: 'wager', period: 'day' },
  wagerWeek: { column: 'wager_week', family: 'wager', period: 'week' },
  wagerMonth: { column: 'wager_month', family: 'wager', period: 'month' },
  sessionMinutes: { column: 'session_minutes', family: 'session', period: null },
}

/** A bigint column as pg returns it (string) or null, as minor units. */
export const limitValue = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v))
