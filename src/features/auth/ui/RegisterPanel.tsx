import '../auth.css'
import { useTranslation } from '@/shared/i18n'
import { Button, Tabs } from '@/shared/ui'
import { useModuleOn } from '@/entities/system'
import { openLogin } from '../model/auth.ts'

/**
 * The register frame: by username and by mobile, as tabs when mobile registration is on
 * (spec §2), and the log-in link for existing accounts. The fields come with the register
 * feature.
 */
export function RegisterPanel() {
  const { t } = useTranslation()
  const mobile = useModuleOn('MOBILENUMREG3')
  const username = useModuleOn('USERNAMEREG3') || !mobile
  const methods = [
    ...(username ? [{ id: 'register', label: t('auth.register.byUsername'), content: null }] : []),
    ...(mobile ? [{ id: 'registerMobile', label: t('auth.register.byMobile'), content: null }] : []),
  ]
  return (
    <div className="tl-auth">
      {mobile && methods.length > 1 && <Tabs label={t('auth.register.methods')} items={methods} />}
      <p className="tl-auth__switch">
        <span>{t('auth.register.haveAccount')}</span>{' '}
        <Button variant="link" onPress={openLogin}>
          {t('auth.login.title')}
        </Button>
      </p>
    </div>
  )
}
