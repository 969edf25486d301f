/**
 * The periods contracts are settled over, from the clock alone (so a restart recomputes the
 * same windows): real-time salary every `realtimeMs` (5 minutes unless configured), hourly,
 * and calendar days, weeks (from Monday), half months (1st-15th, 16th-end) and months in the
 * site's time zone.
 */
import { TZDate } from '@date-fns/tz'
import type { ContractPeriod } from '../../../src/shared/api/index.ts'

export interface Window { readonly start: Date; readonly end: Date }

export const DEFAULT_REALTIME_MS = 5 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

export interface PeriodClock {
  readonly timeZone: string
  readonly realtimeMs: number
}

const fixed = (at: number, len: number): Window => {
  const start = Math.floor(at / len) * len
  return { start: new Date(start), end: new Date(start + len) }
}

const local = (y: number, m: number, d: number, tz: string) => new Date(new TZDate(y, m, d, tz).getTime())

/** The period of this kind that contains `at`. */
export const periodAt = (period: ContractPeriod, at: number, clock: PeriodClock): Window => {
  if (period === 'realtime') return fixed(at, clock.realtimeMs)
  // The site's zones are whole hours off UTC, so hours align on the epoch.
  if (period === 'hourly') return fixed(at, HOUR_MS)
  const t = new TZDate(at, clock.timeZone)
  const y = t.getFullYear()
  const m = t.getMonth()
  const d = t.getDate()
  const tz = clock.timeZone
  switch (period) {
    case 'daily': return { start: local(y, m, d, tz), end: local(y, m, d + 1, tz) }
    case 'weekly': {
      const back = (t.getDay() + 6) % 7
      return { start: local(y, m, d - back, tz), end: local(y, m, d - back + 7, tz) }
    }
    case 'semimonthly': return d <= 15
      ? { start: local(y, m, 1, tz), end: local(y, m, 16, tz) }
      : { start: local(y, m, 16, tz), end: local(y, m + 1, 1, tz) }
    case 'monthly': return { start: local(y, m, 1, tz), end: local(y, m + 1, 1, tz) }
  }
}

/** The period just before `w`. */
export const previousPeriod = (period: ContractPeriod, w: Window, clock: PeriodClock): Window => periodAt(period, w.start.getTime() - 1, clock)

/** The last `n` periods that ended at or before `at`, oldest first. */
export const lastPeriods = (period: ContractPeriod, at: number, n: number, clock: PeriodClock): Window[] => {
  const out: Window[] = []
  let w = previousPeriod(period, periodAt(period, at, clock), clock)
  for (let i = 0; i < n; i++) {
    out.unshift(w)
    w = previousPeriod(period, w, clock)
  }
  return out
}

/** A period's usual length, for the SPA's countdowns. */
export const periodLengthMs = (period: ContractPeriod, clock: PeriodClock): number => {
  const w = periodAt(period, Date.UTC(2026, 0, 5), clock)
  return w.end.getTime() - w.start.getTime()
}
