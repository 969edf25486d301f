// Apart from time.ts (date-fns): a module goes whole into one chunk, so the header clock's
// formatter must not share a file with date-fns.

/** Every date and time the site shows is read in GMT+8 (Manila), whatever the browser's zone. */
export const SITE_TIME_ZONE = '+08:00'
const SITE_OFFSET_MS = 8 * 3600_000

const two = (n: number) => String(n).padStart(2, '0')

/**
 * An instant as `yyyy-MM-dd HH:mm:ss` in GMT+8 (the layout spec §3 uses everywhere), without
 * date-fns, so the header clock does not bring it to the first route. GMT+8 has no daylight
 * saving: a fixed shift read with the UTC getters is exact.
 */
export function formatGmt8DateTime(epochMs: number): string {
  const d = new Date(epochMs + SITE_OFFSET_MS)
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}
