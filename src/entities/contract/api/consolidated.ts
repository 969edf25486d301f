import { queryOptions } from '@tanstack/react-query'
import { call, ContractEndpoints } from '@/shared/api'
import { memberScope } from '@/shared/lib'

/** The contract keys: read with the member's token, so under `memberScope` (forgotten when the session changes). */
export const contractKeys = {
  all: [...memberScope, 'contract'] as const,
  consolidated: () => [...contractKeys.all, 'consolidated'] as const,
}

/**
 * The agent's own salary info, one entry per contract kind with its active contract and any
 * offer awaiting its answer: one cache entry for every screen that reads it (the contract
 * pages, the register form's offer ceiling).
 */
export const consolidatedContractsQuery = (token: string) =>
  queryOptions({ queryKey: contractKeys.consolidated(), queryFn: ({ signal }) => call(ContractEndpoints.fundsConsolidated, { token, signal }) })
