import { useTranslation } from '@/shared/i18n'
import { Button, PageFrame, useAuthModals } from '@/shared/ui'
import { useIsLoggedIn } from '@/entities/session'
import { MemberMall } from './MemberMall.tsx'
import './pointMall.css'

/**
 * /pointMall (spec §2, no side menu): the member's points, the rewards to redeem, the
 * conversion into wallet money, the redeem history and the point movements. A visitor is told
 * what the mall is and offered the login.
 */
export function PointMallPage() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const { openLogin } = useAuthModals()
  return (
    <PageFrame testId="page-pointMall" title={t('page.pointMall.title')}>
      {loggedIn ? (
        <MemberMall />
      ) : (
        <section className="tl-mall__visitor" data-testid="mall-visitor" aria-labelledby="mall-visitor-title">
          <h2 id="mall-visitor-title" className="tl-mall__heading">{t('pointMall.visitor.title')}</h2>
          <p className="tl-mall__note">{t('pointMall.visitor.body')}</p>
          <Button variant="primary" onPress={openLogin} data-testid="mall-login">
            {t('pointMall.visitor.login')}
          </Button>
        </section>
      )}
    </PageFrame>
  )
}
