import { useTranslation } from '@/shared/i18n'
import { Button, useAuthModals } from '@/shared/ui'
import { SecurityCenter } from '@/features/security'

/** "my account": the security bindings plus the password change (a feature of its own). */
export default function MyAccountPage() {
  const { t } = useTranslation()
  const { openChangePassword } = useAuthModals()
  return (
    <>
      <SecurityCenter />
      <Button variant="secondary" onPress={openChangePassword} data-testid="mc-change-password">
        {t('accounts.memberCentre.changePassword')}
      </Button>
    </>
  )
}
