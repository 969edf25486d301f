import { useQuery } from '@tanstack/react-query'
import type { DownlineOffer } from '@/shared/api'
import { failureText } from '@/shared/i18n'
import { consolidatedContractsQuery } from '@/entities/contract'
import { sessionToken } from '@/entities/session'
import { ownContracts, type OwnContracts } from '../api/ownContracts.ts'

/** The agent's own contracts for the register form (the contract pages' cache entry), or the failure of reading them. */
export function useOwnContracts(): { own: OwnContracts | null; failure: unknown } {
  const query = useQuery({ ...consolidatedContractsQuery(sessionToken() ?? ''), select: ownContracts })
  return { own: query.data ?? null, failure: query.isError ? query.error : null }
}

/** A first draft for a kind: the agent's own table (the most it may offer; the agent lowers it). */
export const draftFor = (own: OwnContracts[number]): DownlineOffer => ({
  kind: own.kind, period: own.contract.period, tiers: own.contract.tiers.map((t) => ({ ...t })),
})

/** The failure of loading the agent's contracts, as text for the form. */
export const ownFailureText = (failure: unknown): string | null => (failure === null ? null : failureText(failure as { code: string; message: string }))
