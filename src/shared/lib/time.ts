import { format } from 'date-fns'
import { tz } from '@date-fns/tz'
import { formatGmt8DateTime, SITE_TIME_ZONE } from './siteTime.ts'

/**
 * The one formatter for dates shown to people: an instant read in GMT+8, laid out with a
 * date-fns pattern (default `yyyy-MM-dd HH:mm:ss`, `formatGmt8DateTime`).
 */
export function formatGmt8(epochMs: number, pattern?: string): string {
  if (pattern === undefined) return formatGmt8DateTime(epochMs)
  return format(epochMs, pattern, { in: tz(SITE_TIME_ZONE) })
}
