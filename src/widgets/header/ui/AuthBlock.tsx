import { useTranslation } from '@/shared/i18n'
import { Button, UserIcon } from '@/shared/ui'
import { useIsLoggedIn } from '@/entities/session'
import { useModuleOn } from '@/entities/system'
import { openLogin, openRegister } from '@/features/auth'

/**
 * The logged-out block (spec §2): Login; Sign up when DIRECTREG3 is on; Free trial when
 * FREEPLAY3 is on. The logged-in block comes with the login feature.
 */
export function AuthBlock() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const directRegister = useModuleOn('DIRECTREG3')
  const freePlay = useModuleOn('FREEPLAY3')
  if (loggedIn) return null
  return (
    <div className="tl-authblock">
      <Button variant="secondary" size="sm" onPress={openLogin} data-testid="header-login">
        <UserIcon size={16} />
        {t('header.login')}
      </Button>
      {directRegister && (
        <Button variant="primary" size="sm" onPress={openRegister} data-testid="header-signup">
          {t('header.signUp')}
        </Button>
      )}
      {freePlay && (
        <Button variant="ghost" size="sm" onPress={openLogin} data-testid="header-free-trial">
          {t('header.freeTrial')}
        </Button>
      )}
    </div>
  )
}
