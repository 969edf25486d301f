/** The period clock from the settings: the site's time zone and the real-time salary period. */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import type { PeriodClock } from './periods.ts'

/** As rewards count days (modules/rewards periods.ts), so a day is the same day everywhere. */
export const DEFAULT_TIME_ZONE = 'Asia/Manila'

export const loadPeriodClock = async (db: Kysely<Database>, realtimeMs: number): Promise<PeriodClock> =>
  ({ timeZone: (await getSetting(db, 'siteTimeZone')) ?? DEFAULT_TIME_ZONE, realtimeMs })
