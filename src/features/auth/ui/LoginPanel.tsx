import '../auth.css'
import { useTranslation } from '@/shared/i18n'
import { Button, Tabs } from '@/shared/ui'
import { useModuleOn } from '@/entities/system'
import { openRegister } from '../model/auth.ts'

/**
 * The login frame: username and SMS tabs (tabs only when SMS login is on, spec §2) and the
 * link to registration. The fields and the login flow come with the login feature.
 */
export function LoginPanel() {
  const { t } = useTranslation()
  const smsLogin = useModuleOn('MOBILEVERCODELOGIN3')
  return (
    <div className="tl-auth">
      {smsLogin && (
        <Tabs
          label={t('auth.login.methods')}
          items={[
            { id: 'username', label: t('auth.login.byUsername'), content: null },
            { id: 'sms', label: t('auth.login.bySms'), content: null },
          ]}
        />
      )}
      <p className="tl-auth__switch">
        <span>{t('auth.login.noAccount')}</span>{' '}
        <Button variant="link" onPress={openRegister}>
          {t('auth.register.title')}
        </Button>
      </p>
    </div>
  )
}
