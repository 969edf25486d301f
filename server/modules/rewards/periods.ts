/**
 * Days as the site counts them: a daily mission or a rebate belongs to a calendar day of the
 * site's time zone (setting `siteTimeZone`, default Asia/Manila), not of the server's clock.
 */
import { TZDate } from '@date-fns/tz'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

export const DEFAULT_TIME_ZONE = 'Asia/Manila'

export interface DayWindow {
  /** yyyy-MM-dd in the site's zone. */
  readonly key: string
  readonly start: Date
  readonly end: Date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The day containing `at`, moved by `offset` days (-1: the day before). */
export const dayWindow = (at: number, timeZone: string, offset = 0): DayWindow => {
  const local = new TZDate(at, timeZone)
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + offset, timeZone)
  const end = new TZDate(start.getFullYear(), start.getMonth(), start.getDate() + 1, timeZone)
  return { key: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`, start: new Date(start.getTime()), end: new Date(end.getTime()) }
}

export const siteTimeZone = async (db: Kysely<Database>): Promise<string> => (await getSetting(db, 'siteTimeZone')) ?? DEFAULT_TIME_ZONE
