import { presetRange, type DatePreset, type DateRange } from '@/shared/list'

/** The member's time zone, minutes east of UTC: the server counts the days of a range in it. */
export const tzOffsetMinutes = (): number => 0 - new Date().getTimezoneOffset()

/** Records look back: the presets that make sense for them (no "next" days). */
export const RECORD_PRESETS: readonly DatePreset[] = ['today', 'previous7', 'previous30']

/** The range a record page opens on: the last 7 days. */
export const recordRange = (): DateRange => presetRange('previous7')
