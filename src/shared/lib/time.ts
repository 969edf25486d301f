import { GMT8_OFFSET_MS } from '@/shared/config'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * `YYYY-MM-DD HH:mm:ss` of an instant seen from GMT+8, whatever the browser's time zone:
 * shift the instant by eight hours and read it in UTC.
 */
export function formatGmt8(epochMs: number): string {
  const d = new Date(epochMs + GMT8_OFFSET_MS)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}
