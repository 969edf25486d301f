import { systemActor } from '@/shared/lib'
import { fromCallback, fromPromise } from 'xstate'
import { Endpoints, call, configureClient, type MemberInfo } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'
import { sessionMachine, type SessionEvent, type StoredSession } from '@machines/session.machine.ts'

/**
 * The session actor's real dependencies (machines/session.machine.ts): session storage for
 * the login keys (spec §3), the API client's token getter and refusal hook, other tabs'
 * `storage` events and the member info call. Provided once, at the root (src/app).
 */

/** The login keys session storage holds (spec §3): read once at start and on another tab's write. */
export function readStoredSession(): StoredSession | null {
  const token = session.get(SessionKeys.token)
  if (token === null) return null
  const isAgent = session.get(SessionKeys.isAgent)
  return {
    token,
    account: session.get(SessionKeys.account) ?? '',
    customerId: session.get(SessionKeys.customerId) ?? '',
    isAgent: isAgent === null || isAgent === '' ? null : Number(isAgent),
  }
}

/** GET /wps/member/info with the session's token (a refused token ends the session through the client's hook). */
export const loadMemberActor = fromPromise<MemberInfo | null, { token: string }>(({ input, signal }) => call(Endpoints.memberInfo, { token: input.token, signal }))


export const sessionLogic = sessionMachine.provide({
  actors: {
    connectClient: fromCallback<SessionEvent>(({ sendBack, system }) => {
      configureClient({
        token: () => systemActor(system, 'session')?.getSnapshot().context.current?.token ?? null,
        onTokenRefused: () => sendBack({ type: 'session.expired' }),
      })
      return () => configureClient({ token: null, onTokenRefused: null })
    }),
    listenForOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
      const onStorage = (e: StorageEvent) => {
        if (e.storageArea === window.sessionStorage && (e.key === null || e.key === SessionKeys.token)) sendBack({ type: 'storage.changed', stored: readStoredSession() })
      }
      window.addEventListener('storage', onStorage)
      return () => window.removeEventListener('storage', onStorage)
    }),
    loadMember: loadMemberActor,
  },
  actions: {
    persist: (_, { session: current }) => {
      session.set(SessionKeys.account, current.account)
      session.set(SessionKeys.customerId, current.customerId)
      session.set(SessionKeys.isAgent, current.isAgent === null ? '' : String(current.isAgent))
      session.set(SessionKeys.token, current.token)
    },
    forget: () => session.clearExceptMerchant(),
  },
})
