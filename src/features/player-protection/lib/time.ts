import { formatGmt8 } from '@/shared/lib'

/** An ISO instant as the site shows a date and time (GMT+8, to the minute). */
export const formatInstant = (iso: string): string => formatGmt8(Date.parse(iso), 'yyyy-MM-dd HH:mm')

/** An ISO instant's time of day as the site shows it (GMT+8, to the second). */
export const formatClock = (iso: string): string => formatGmt8(Date.parse(iso), 'HH:mm:ss')

/** Seconds played as h:mm:ss (m:ss under an hour). */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}
