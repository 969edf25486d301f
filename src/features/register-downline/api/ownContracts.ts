import { queryOptions } from '@tanstack/react-query'
import { ContractEndpoints, call, type SalaryInfo } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

/** The agent's own active contracts: the kinds it can offer, each with the rates it cannot exceed. */
export type OwnContracts = ReadonlyArray<SalaryInfo & { contract: NonNullable<SalaryInfo['contract']> }>

/** The agent's own contracts, the ceiling of an offer made with a registration (an agent with none offers nothing). */
export const ownContractsQuery = () => queryOptions({
  queryKey: [...memberScope, 'registerDownline', 'ownContracts'] as const,
  queryFn: async (): Promise<OwnContracts> =>
    (await call(ContractEndpoints.fundsConsolidated, { token: sessionToken() ?? '' })).salary.filter((s): s is OwnContracts[number] => s.contract !== null),
})
