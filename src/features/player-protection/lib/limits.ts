import { MAX_LIMIT, MAX_SESSION_MINUTES, type LimitKey, type LimitPeriod } from '@/shared/api'

export type LimitKind = 'deposit' | 'loss' | 'wager'

/** The limits the page lists: three kinds of money limit per period, then the session time. */
export const MONEY_LIMITS: ReadonlyArray<{ kind: LimitKind; keys: ReadonlyArray<{ key: LimitKey; period: LimitPeriod }> }> = [
  { kind: 'deposit', keys: [{ key: 'depositDay', period: 'day' }, { key: 'depositWeek', period: 'week' }, { key: 'depositMonth', period: 'month' }] },
  { kind: 'loss', keys: [{ key: 'lossDay', period: 'day' }, { key: 'lossWeek', period: 'week' }, { key: 'lossMonth', period: 'month' }] },
  { kind: 'wager', keys: [{ key: 'wagerDay', period: 'day' }, { key: 'wagerWeek', period: 'week' }, { key: 'wagerMonth', period: 'month' }] },
]

export const isSessionLimit = (key: LimitKey): boolean => key === 'sessionMinutes'

/** The range the server accepts for a limit (minor units; minutes for the session limit). */
export const limitRange = (key: LimitKey): { min: number; max: number } =>
  isSessionLimit(key) ? { min: 1, max: MAX_SESSION_MINUTES } : { min: 0, max: MAX_LIMIT }

/** Whole minutes typed into the session limit's field; null when not a whole number. */
export function parseMinutes(text: string): number | null {
  const t = text.trim()
  return /^\d{1,5}$/.test(t) ? Number(t) : null
}
