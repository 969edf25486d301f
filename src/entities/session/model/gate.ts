import { useCallback } from 'react'
import { modals } from '@/shared/ui'
import { sessionStore } from './session.ts'

/** Names of the auth modals in the modal manager. */
export const AuthModal = { login: 'login', register: 'register' } as const

/** Opens the login popup in place of the register one (they link to each other). */
export const openLoginModal = () => modals.replace(AuthModal.register, AuthModal.login)
export const openRegisterModal = () => modals.replace(AuthModal.login, AuthModal.register)

/**
 * Protected actions (a game launch) need a session: without a token the login popup opens
 * and the action does not run (spec §6).
 */
export function requireLogin(action?: () => void): boolean {
  if (sessionStore.getToken() === null) {
    openLoginModal()
    return false
  }
  action?.()
  return true
}

export const useLoginGate = () => useCallback((action?: () => void) => requireLogin(action), [])
