import type { ContractKind, ContractPeriod } from '@/shared/api'

/** The periods a kind may use (the server checks the same: modules/contracts tiers.ts). */
export const PERIODS_BY_KIND: Record<ContractKind, ReadonlyArray<ContractPeriod>> = {
  dividend: ['weekly', 'daily', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
}
