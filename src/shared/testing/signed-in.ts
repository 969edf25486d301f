import { configureClient } from '@/shared/api'
import { SessionKeys } from '@/shared/config'

export interface SignedIn {
  readonly account?: string
  readonly customerId?: string
  /** The member kind as session storage keeps it: '0' a member, '1' an agent, '4' a trial account. */
  readonly isAgent?: string
  readonly token?: string
}

/** The login keys a login leaves in session storage (spec §3) and the API client's token: a page test renders signed in. */
export function signInClient({ account = 'juan', customerId = 'c1', isAgent = '0', token = 't0k3n' }: SignedIn = {}): void {
  sessionStorage.setItem(SessionKeys.account, account)
  sessionStorage.setItem(SessionKeys.customerId, customerId)
  sessionStorage.setItem(SessionKeys.isAgent, isAgent)
  sessionStorage.setItem(SessionKeys.token, token)
  configureClient({ token: () => token })
}

/** Undoes signInClient, and any payload encryption a test configured. */
export function signOutClient(): void {
  configureClient({ token: null, encryptBody: null })
  sessionStorage.clear()
}
