import { addDays, format, subDays } from 'date-fns'
import { TZDate } from '@date-fns/tz'
import { SITE_TIME_ZONE } from '@/shared/lib'

/** A range of whole days in the site's time zone (GMT+8, the header clock's), both ends included. */
export interface DateRange {
  /** yyyy-MM-dd */
  readonly from: string
  /** yyyy-MM-dd */
  readonly to: string
}

/** The date picker's presets (spec §9: previous and next 7 and 30 days), and today. */
export const DatePresets = ['today', 'previous7', 'previous30', 'next7', 'next30'] as const
export type DatePreset = (typeof DatePresets)[number]

const DAY = 'yyyy-MM-dd'

/** The days of a preset, counted from today in GMT+8: "previous 7 days" is today and the 6 before it. */
export function presetRange(preset: DatePreset, now: number = Date.now()): DateRange {
  const today = new TZDate(now, SITE_TIME_ZONE)
  const day = (d: Date) => format(d, DAY)
  switch (preset) {
    case 'today':
      return { from: day(today), to: day(today) }
    case 'previous7':
      return { from: day(subDays(today, 6)), to: day(today) }
    case 'previous30':
      return { from: day(subDays(today, 29)), to: day(today) }
    case 'next7':
      return { from: day(today), to: day(addDays(today, 6)) }
    case 'next30':
      return { from: day(today), to: day(addDays(today, 29)) }
  }
}

/** The preset a range is, if any (the picker marks its button). */
export const presetOf = (range: DateRange, now: number = Date.now()): DatePreset | null =>
  DatePresets.find((p) => {
    const r = presetRange(p, now)
    return r.from === range.from && r.to === range.to
  }) ?? null

/** The instants a range covers, for a call that takes times: from its first midnight (GMT+8) to the midnight after its last day (excluded). */
export function rangeInstants(range: DateRange): { readonly start: number; readonly end: number } {
  const midnight = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number]
    return new TZDate(y, m - 1, d, SITE_TIME_ZONE)
  }
  return { start: midnight(range.from).getTime(), end: addDays(midnight(range.to), 1).getTime() }
}
