/**
 * The contracts module: agent contracts (dividend, daily, hourly and real-time salary) from
 * an upline to a direct downline agent, their offer, answer, end and history, the simulator,
 * the agent's income and statements, and the settlement the salary jobs (server/jobs) run.
 * Rate ceilings are the database's (functions/contracts_ceiling.sql); money moves only
 * through functions/salary_pay.sql.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerContractRoutes } from './routes.ts'
import { DEFAULT_REALTIME_MS } from './periods.ts'

export interface ContractsModuleOptions {
  /** The real-time salary period in ms (SALARY_REALTIME_PERIOD_MS); default 5 minutes. */
  readonly realtimeMs?: number
}

export const contractsModule: FastifyPluginAsync<ContractsModuleOptions> = async (app, options) => {
  registerContractRoutes(app, options.realtimeMs ?? DEFAULT_REALTIME_MS)
}

// For the operator API (server/admin/contracts.ts).
export { setHouseContract, endHouseContract, type HouseTerms } from './house.ts'
// For the salary jobs (server/jobs) and the benchmark.
export { settlePeriod, computePeriod, eligibleContracts, jobKey, type Job, type SettleOptions, type Computed } from './settle.ts'
export { periodAt, previousPeriod, lastPeriods, DEFAULT_REALTIME_MS, type Window, type PeriodClock } from './periods.ts'
export { loadPeriodClock, DEFAULT_TIME_ZONE as CONTRACT_TIME_ZONE } from './clock.ts'
export { rateFor, within, applyRate } from './tiers.ts'
// For register account (modules/agent): the offer made with a new sub-agent, in its transaction.
export { offerToNewDownline } from './offers.ts'
// For agent applications (modules/join): the programme's terms and their grant to an approved agent.
export { houseProgramme, grantProgramme, type ProgrammeTerms } from './programme.ts'
