import { queryOptions } from '@tanstack/react-query'
import { AgentEndpoints, call, type TeamMember } from '@/shared/api'
import { usePagedQuery, type FetchPage, type ListPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

const token = (): string => sessionToken() ?? ''

/** One level of the tree (`parent`: '' for the agent's own) or a search of the whole team. */
export interface TeamFilter { readonly parent: string; readonly search: string }

/** One page of a level (or a search), with the breadcrumb of that level. */
const fetchTeam: FetchPage<TeamFilter, TeamMember, ListPage<TeamMember> & { readonly path: readonly string[] }> = async ({ filter: f, page, pageSize, signal }) => {
  const body = { page, pageSize, ...(f.search ? { search: f.search } : f.parent ? { parent: f.parent } : {}) }
  const reply = await call(AgentEndpoints.teamList, { token: token(), body, signal })
  return { rows: reply.list, total: reply.total, path: reply.path }
}

/** The team list (the list kit's paged query) and the breadcrumb of the level shown. */
export function useTeamList(filter: TeamFilter) {
  const { list, reply } = usePagedQuery(agentKeys.team(), fetchTeam, filter, { pageSize: 10 })
  return { list, path: reply?.path ?? null }
}

/** Downlines sharing an address or a device with the agent or each other. */
export const fraudHintsQuery = () =>
  queryOptions({ queryKey: agentKeys.fraudHints(), queryFn: ({ signal }) => call(AgentEndpoints.fraudHints, { token: token(), signal }) })
