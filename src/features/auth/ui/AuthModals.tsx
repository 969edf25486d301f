import { useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { AuthModal } from '../model/auth.ts'
import { LoginPanel } from './LoginPanel.tsx'
import { RegisterPanel } from './RegisterPanel.tsx'
import { ChangePasswordPanel } from './ChangePasswordPanel.tsx'
import { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx'

export function LoginModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.login} title={t('auth.login.title')} height="auto">
      <LoginPanel />
    </ManagedModal>
  )
}

export function RegisterModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.register} title={t('auth.register.title')} height="auto">
      <RegisterPanel />
    </ManagedModal>
  )
}

export function ForgotPasswordModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.forgotPassword} title={t('auth.forgot.title')} height="auto">
      <ForgotPasswordPanel />
    </ManagedModal>
  )
}

/** Opened after a login with the default or an expired password: it cannot be dismissed. */
export function ChangePasswordModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.changePassword} title={t('auth.password.title')} height="auto" clickToClose={false}>
      <ChangePasswordPanel />
    </ManagedModal>
  )
}

/** Every auth modal, mounted once by the layout. */
export function AuthModals() {
  return (
    <>
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <ChangePasswordModal />
    </>
  )
}
