import { useSyncExternalStore } from 'react'
import { SessionKeys, session } from '@/shared/config'

/**
 * The after-login modal flag (spec §4): set when a login completes; the layout shows the
 * popup announcements once and takes the flag. Kept in session storage, so a reload right
 * after the login still shows them.
 */
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())
const read = (): boolean => session.get(SessionKeys.afterLogin) === '1'

export const afterLoginFlag = {
  mark(): void {
    session.set(SessionKeys.afterLogin, '1')
    emit()
  },
  /** True once per mark: reads and clears the flag. */
  take(): boolean {
    const set = read()
    if (set) {
      session.remove(SessionKeys.afterLogin)
      emit()
    }
    return set
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

export const useAfterLoginPending = (): boolean => useSyncExternalStore(afterLoginFlag.subscribe, read, () => false)

/**
 * A login that must first change its password (spec §4) ends after the change: the `cpw`
 * session key says the change-password modal was forced by a login; a first login's welcome
 * waits for the change (a dialog under the modal could not be answered).
 */
let deferredWelcome: string | null = null
export const forcedPasswordChange = {
  start: () => session.set(SessionKeys.cpw, '1'),
  deferWelcome: (account: string) => {
    deferredWelcome = account
  },
  /** After a successful change: whether it was the forced one, and whom to welcome now. Clears both. */
  finish(): { forced: boolean; welcome: string | null } {
    const forced = session.get(SessionKeys.cpw) === '1'
    const welcome = forced ? deferredWelcome : null
    session.remove(SessionKeys.cpw)
    deferredWelcome = null
    return { forced, welcome }
  },
}
