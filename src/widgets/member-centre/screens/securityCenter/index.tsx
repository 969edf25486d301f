import { useTranslation } from '@/shared/i18n'
import { Button, useAuthModals } from '@/shared/ui'
import { SecurityCenter } from '@/features/security'
import { PaymentPasswordForm } from '@/features/money'

/** "my account": the security bindings, the password change (a feature of its own) and the payment password. */
export default function MyAccountPage() {
  const { t } = useTranslation()
  const { openChangePassword } = useAuthModals()
  return (
    <div className="tl-member-centre__stack">
      <SecurityCenter />
      <Button variant="secondary" className="tl-member-centre__start" onPress={openChangePassword} data-testid="mc-change-password">
        {t('accounts.memberCentre.changePassword')}
      </Button>
      <PaymentPasswordForm />
    </div>
  )
}
