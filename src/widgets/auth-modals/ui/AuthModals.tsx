import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useTranslation } from '@/shared/i18n'
import { AuthModal, ManagedModal } from '@/shared/ui'
import type { changePasswordMachine } from '@machines/changePassword.machine.ts'
import { LoginPanel, useStartedLogin } from '@/features/login'
import { RegisterPanel } from '@/features/register'
import { ChangePasswordPanel } from '@/features/change-password'
import { ForgotPasswordPanel } from '@/features/recover-password'
import { FreePlayButton } from '@/features/free-play'
import { SocialButtons } from '@/features/social-sign-in'

export function LoginModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.login} title={t('auth.login.title')} height="auto">
      <LoginPanel freePlayButton={<FreePlayButton />} socialButtons={<SocialButtons />} />
    </ManagedModal>
  )
}

export function RegisterModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.register} title={t('auth.register.title')} height="auto">
      <RegisterPanel socialButtons={<SocialButtons />} />
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

/**
 * The member's own change, or a login's forced one (default or expired password: the login
 * actor's `changePassword` child, the login ends after it). It cannot be dismissed by Escape.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation()
  const forced = useSelector(useStartedLogin() ?? undefined, (s) => s?.children.changePassword as ActorRefFrom<typeof changePasswordMachine> | undefined)
  return (
    <ManagedModal name={AuthModal.changePassword} title={t('auth.password.title')} height="auto" clickToClose={false}>
      <ChangePasswordPanel key={forced ? 'forced' : 'own'} actor={forced} />
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
