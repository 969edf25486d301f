/**
 * A records range: whole days `from`..`to` (YYYY-MM-DD, inclusive) in the member's time zone,
 * `tzOffsetMinutes` east of UTC, turned into the instants [start, end) the queries filter on.
 */
import { ApiError } from '../../http/errors.ts'
import { RECORDS_MAX_DAYS } from '../../../src/shared/api/index.ts'

const DAY_MS = 86_400_000

export interface DayRange {
  readonly start: Date
  readonly end: Date
  /** The days of the range, oldest first, as YYYY-MM-DD. */
  readonly days: ReadonlyArray<string>
  readonly offsetMinutes: number
}

/** Midnight UTC of a real calendar day, or null (2026-02-30 is not one). */
const utcDay = (text: string): number | null => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number]
  const t = Date.UTC(y, m - 1, d)
  return new Date(t).toISOString().slice(0, 10) === text ? t : null
}

export const dayRange = (from: string, to: string, tzOffsetMinutes = 0): DayRange => {
  const a = utcDay(from)
  const b = utcDay(to)
  const refuse = (why: string) => new ApiError('RECORDS_RANGE_INVALID', `${why} (at most ${RECORDS_MAX_DAYS} days).`, { maxDays: RECORDS_MAX_DAYS })
  if (a === null || b === null) throw refuse('from and to must be real days (YYYY-MM-DD)')
  if (b < a) throw refuse('to is before from')
  const count = (b - a) / DAY_MS + 1
  if (count > RECORDS_MAX_DAYS) throw refuse(`${count} days asked`)
  const shift = tzOffsetMinutes * 60_000
  return {
    start: new Date(a - shift),
    end: new Date(b + DAY_MS - shift),
    days: Array.from({ length: count }, (_, i) => new Date(a + i * DAY_MS).toISOString().slice(0, 10)),
    offsetMinutes: tzOffsetMinutes,
  }
}
