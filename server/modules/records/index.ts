/**
 * The records module: read-only views of the member's own history for the member centre
 * (betting record, account record, personal P&L). Nothing here writes; every query is
 * bounded by the session's member and a day range of at most RECORDS_MAX_DAYS.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerRecordsRoutes } from './routes.ts'

export const recordsModule: FastifyPluginAsync = async (app) => {
  registerRecordsRoutes(app)
}

// The queries themselves, for scripts/records-plans.ts to time and explain.
export { bettingRecord } from './betting.ts'
export { accountRecord } from './account.ts'
export { personalProfit } from './profit.ts'
export { dayRange, type DayRange } from './range.ts'
