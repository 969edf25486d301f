import { presetRange, type DateRange } from './dateRange.ts'

/** The viewer's time zone, minutes east of UTC: the server counts the days of a range in it. */
export const tzOffsetMinutes = (): number => 0 - new Date().getTimezoneOffset()

/** The range a record page opens on: the last 7 days. */
export const recordRange = (): DateRange => presetRange('previous7')

/** The colour class of a signed amount: gain, loss, or none for zero. */
export const signedClass = (amount: number): string => (amount > 0 ? 'tl-records__gain' : amount < 0 ? 'tl-records__loss' : '')
