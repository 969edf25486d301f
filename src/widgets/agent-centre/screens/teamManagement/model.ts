import { useCallback, useState } from 'react'
import { AgentEndpoints, call, type TeamMember } from '@/shared/api'
import { usePagedList, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** One level of the tree (`parent`: '' for the agent's own) or a search of the whole team. */
export interface TeamFilter { readonly parent: string; readonly search: string }

/** The team list (the list kit's machine) and the breadcrumb of the level shown. */
export function useTeamList(filter: TeamFilter) {
  const [path, setPath] = useState<{ key: string; path: readonly string[] } | null>(null)
  const fetchPage = useCallback<FetchPage<TeamFilter, TeamMember>>(async ({ filter: f, page, pageSize }) => {
    const body = { page, pageSize, ...(f.search ? { search: f.search } : f.parent ? { parent: f.parent } : {}) }
    const reply = await call(AgentEndpoints.teamList, { token: token(), body })
    setPath({ key: JSON.stringify(f), path: reply.path })
    return { rows: reply.list, total: reply.total }
  }, [])
  const list = usePagedList(fetchPage, filter, { pageSize: 10 })
  return { list, path: path !== null && path.key === JSON.stringify(filter) ? path.path : null }
}

export interface TransferOrder { readonly requestId: string; readonly downline: string; readonly amount: number; readonly paymentPassword: string }

/** One transfer to a direct downline (its request id makes a resend the same transfer). */
export const sendTransfer = (order: TransferOrder, signal: AbortSignal) => call(AgentEndpoints.downlineTransfer, { token: token(), body: order, signal })

/** Downlines sharing an address or a device with the agent or each other. */
export const loadFraudHints = (signal: AbortSignal) => call(AgentEndpoints.fraudHints, { token: token(), signal })
