import { useSyncExternalStore } from 'react'
import { SessionKeys, session } from '@/shared/config'

/**
 * The login state is the presence of a token in session storage (spec §4). Writes go through
 * here so components re-render; the 'storage' event covers other tabs.
 */
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

export const sessionStore = {
  getToken: (): string | null => session.get(SessionKeys.token),
  setToken(token: string): void {
    session.set(SessionKeys.token, token)
    emit()
  },
  /** Logout (spec §4): clears the session except the merchant keys. */
  clear(): void {
    session.clearExceptMerchant()
    emit()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === SessionKeys.token) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
}

export const useToken = (): string | null => useSyncExternalStore(sessionStore.subscribe, sessionStore.getToken, () => null)
export const useIsLoggedIn = (): boolean => useToken() !== null
