import { format } from 'date-fns'
import { tz } from '@date-fns/tz'

/** Every date and time the site shows is read in GMT+8 (Manila), whatever the browser's zone. */
export const SITE_TIME_ZONE = '+08:00'
const inSiteZone = tz(SITE_TIME_ZONE)

/**
 * The one formatter for dates shown to people: an instant read in GMT+8, laid out with a
 * date-fns pattern (default `yyyy-MM-dd HH:mm:ss`, the layout spec §3 uses everywhere).
 */
export function formatGmt8(epochMs: number, pattern = 'yyyy-MM-dd HH:mm:ss'): string {
  return format(epochMs, pattern, { in: inSiteZone })
}
