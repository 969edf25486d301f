import { queryOptions } from '@tanstack/react-query'
import { call, JoinEndpoints } from '@/shared/api'

export const joinKeys = {
  programme: () => ['join', 'programme'] as const,
}

/** GET /wps/agent/programme: the commission model the house gives a new agent (public). */
export const programmeQuery = () =>
  queryOptions({ queryKey: joinKeys.programme(), queryFn: ({ signal }) => call(JoinEndpoints.agentProgramme, { signal }) })
