import { useCallback } from 'react'
import { i18n } from '@/shared/i18n'
import { dialogs, modals } from '@/shared/ui'
import { isTrialAccount, sessionToken } from './hooks.ts'

/** Names of the auth modals in the modal manager. */
export const AuthModal = { login: 'login', register: 'register', forgotPassword: 'forgotPassword', changePassword: 'changePassword' } as const

const others = (name: string) => Object.values(AuthModal).filter((n) => n !== name)
/** Opens one auth modal in place of the others (login, register and forgot password link to one another). */
function switchTo(name: string) {
  for (const other of others(name)) modals.close(other)
  modals.open(name)
}

export const openLoginModal = () => switchTo(AuthModal.login)
export const openRegisterModal = () => switchTo(AuthModal.register)
export const openForgotPasswordModal = () => switchTo(AuthModal.forgotPassword)
export const openChangePasswordModal = () => switchTo(AuthModal.changePassword)

/**
 * Protected actions (a game launch) need a session: without a token the login popup opens
 * and the action does not run (spec §6).
 */
export function requireLogin(action?: () => void): boolean {
  if (sessionToken() === null) {
    openLoginModal()
    return false
  }
  action?.()
  return true
}

/**
 * Actions only a real account may take (spec §6, §8): without a token the login popup opens;
 * a trial account (isAgent 4) gets the "a real account is needed" warning with a confirm
 * button; otherwise the action runs.
 */
export function requireRealAccount(action?: () => void): boolean {
  if (!requireLogin()) return false
  if (isTrialAccount()) {
    dialogs.open({ title: i18n.t('common.notice'), message: i18n.t('errors.trialAccount'), confirmLabel: i18n.t('common.confirm'), cover: false })
    return false
  }
  action?.()
  return true
}

export const useLoginGate = () => useCallback((action?: () => void) => requireLogin(action), [])
