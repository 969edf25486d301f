import { useTranslation } from '@/shared/i18n'
import { PageFrame } from '@/shared/ui'
import { LoginPanel } from '@/features/login'
import { FreePlayButton } from '@/features/free-play'
import { SocialButtons } from '@/features/social-sign-in'

/** /login: the login page (where the home-redirect guard sends visitors). */
export function LoginPage() {
  const { t } = useTranslation()
  return (
    <PageFrame testId="page-login" title={t('page.login.title')} className="tl-page--narrow">
      <div className="tl-card">
        <LoginPanel freePlayButton={<FreePlayButton />} socialButtons={<SocialButtons />} />
      </div>
    </PageFrame>
  )
}
