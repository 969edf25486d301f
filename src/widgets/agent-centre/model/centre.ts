import { createContext, useContext, useMemo } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { agentCentreMachine } from '@machines/agentCentre.machine.ts'
import { AgentEndpoints, call, type AgentCentreReply } from '@/shared/api'
import { sessionToken } from '@/entities/session'
import { agentKeys } from './keys.ts'

/** GET /wps/agent/centre: the agent, its team size, the menu switches and the transfer limits. */
export const loadCentre = (): Promise<AgentCentreReply> => call(AgentEndpoints.agentCentre, { token: sessionToken() ?? '' })

export interface CentreView {
  readonly status: 'loading' | 'failed' | 'ready'
  readonly centre: AgentCentreReply | null
  readonly failure: unknown
  readonly retry: () => void
  /** After a page changed the team or the agent's money (registration, transfer). */
  readonly refresh: () => void
}

/** Hosts the centre's machine (machines/agentCentre.machine.ts) for the open modal; its load goes through the app's query cache. */
export function useCentreMachine(): CentreView {
  const queryClient = useQueryClient()
  const logic = useMemo(
    () => agentCentreMachine.provide({ actors: { loadCentre: fromPromise<unknown>(() => queryClient.fetchQuery({ queryKey: agentKeys.centre(), queryFn: loadCentre, staleTime: 0 })) } }),
    [queryClient],
  )
  const actor = useActorRef(logic)
  const value = useSelector(actor, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready'))
  const centre = useSelector(actor, (s) => s.context.centre as AgentCentreReply | null)
  const failure = useSelector(actor, (s) => s.context.failure)
  return useMemo(() => ({
    status: value, centre, failure,
    retry: () => actor.send({ type: 'centre.retried' }),
    refresh: () => actor.send({ type: 'centre.refreshed' }),
  }), [actor, value, centre, failure])
}

const CentreContext = createContext<{ centre: AgentCentreReply; refresh: () => void } | null>(null)
export const CentreProvider = CentreContext.Provider

/** The loaded centre, for its pages (they render only once it is loaded). */
export function useCentre(): { centre: AgentCentreReply; refresh: () => void } {
  const value = useContext(CentreContext)
  if (!value) throw new Error('useCentre is for the agent centre\'s pages')
  return value
}
