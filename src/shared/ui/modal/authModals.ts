import { useMemo } from 'react'
import { AuthModal } from '@machines/modals.machine.ts'
import { useModals } from './modals.ts'

/** Opens one auth modal in place of the others (the `modals` actor closes the rest). */
export function useAuthModals() {
  const modals = useModals()
  return useMemo(
    () => ({
      openLogin: () => modals.openAuth(AuthModal.login),
      openRegister: () => modals.openAuth(AuthModal.register),
      openForgotPassword: () => modals.openAuth(AuthModal.forgotPassword),
      openChangePassword: () => modals.openAuth(AuthModal.changePassword),
    }),
    [modals],
  )
}
