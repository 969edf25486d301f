import { useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { AuthModal } from '../model/auth.ts'
import { LoginPanel } from './LoginPanel.tsx'
import { RegisterPanel } from './RegisterPanel.tsx'

export function LoginModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.login} title={t('auth.login.title')}>
      <LoginPanel />
    </ManagedModal>
  )
}

export function RegisterModal() {
  const { t } = useTranslation()
  return (
    <ManagedModal name={AuthModal.register} title={t('auth.register.title')}>
      <RegisterPanel />
    </ManagedModal>
  )
}
