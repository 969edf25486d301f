import { presetRange, type DatePreset, type DateRange } from '@/shared/list'

/** The agent's time zone, minutes east of UTC: the server counts the days of a range in it. */
export const tzOffsetMinutes = (): number => 0 - new Date().getTimezoneOffset()

/** The agent's lists look back: the presets that make sense for them. */
export const AGENT_PRESETS: readonly DatePreset[] = ['today', 'previous7', 'previous30']

/** The range a list opens on: the last 7 days. */
export const openingRange = (): DateRange => presetRange('previous7')

/** The colour class of a signed amount: gain, loss, or none for zero. */
export const signedClass = (amount: number): string => (amount > 0 ? 'tl-ag-records__gain' : amount < 0 ? 'tl-ag-records__loss' : '')
