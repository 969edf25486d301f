import { useCallback } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { MemberInfo } from '@/shared/api'
import { AGENT_TYPES, TRIAL_TYPE } from '@/shared/config'
import { currentToken } from '@/shared/api'
import { useSystemActor } from '@/shared/lib'
import type { SessionFacts } from '@/shared/ui'
import type { sessionMachine } from '@machines/session.machine.ts'

/** The `session` actor of the app's system (machines/session.machine.ts). */
export const useSessionActor = () => useSystemActor('session')

/** Selectors over the session actor: components re-render when the fact changes. */
export const useToken = (): string | null => useSelector(useSessionActor(), (s) => s.context.current?.token ?? null)
export const useIsLoggedIn = (): boolean => useToken() !== null
export const useMember = (): MemberInfo | null => useSelector(useSessionActor(), (s) => s.context.member)
/** The logged-in account's name (the login reply's, before the member info loads). */
export const useAccount = (): string | null => useSelector(useSessionActor(), (s) => s.context.current?.account ?? null)
/** The logged-in account's agent type code (spec §6); null when logged out. */
export const useAgentType = (): number | null => useSelector(useSessionActor(), (s) => s.context.current?.isAgent ?? null)

/**
 * Outside React (a gate, an API module): the token now, from the session actor through the
 * client's getter. Null when logged out.
 */
export const sessionToken = (): string | null => currentToken()

export const isAgentType = (type: number | null): boolean => type !== null && (AGENT_TYPES as readonly number[]).includes(type)

/**
 * The agent centre modal's name (spec §2). Beside the agent check rather than with its opener
 * (agentCentre.ts): the first route's modal host needs the name, only the agent's lazy nav
 * item the opener, and a module of its own would be one more file on the first route.
 */
export const AGENT_CENTRE_MODAL = 'agentCentre'

/**
 * What the modal gate and the launch flow need to know of the session (spec §6), read off the
 * session actor when the player asks (not on render: the answer must be today's).
 */
export function sessionFacts(actor: Pick<ActorRefFrom<typeof sessionMachine>, 'getSnapshot'>): SessionFacts {
  const current = actor.getSnapshot().context.current
  return { loggedIn: current !== null, trial: current?.isAgent === TRIAL_TYPE }
}

/** A reader of `sessionFacts` for this app's session actor. */
export function useSessionFacts(): () => SessionFacts {
  const actor = useSessionActor()
  return useCallback(() => sessionFacts(actor), [actor])
}
