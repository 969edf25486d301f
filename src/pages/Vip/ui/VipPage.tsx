import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { Button, PageFrame, useAuthModals } from '@/shared/ui'
import { useIsLoggedIn, useToken } from '@/entities/session'
import { vipInfoQuery, vipLevelsQuery } from '@/entities/points'
import { VipLevelTable } from './VipLevelTable.tsx'
import { VipProgress } from './VipProgress.tsx'
import './vip.css'

/**
 * /vip: what each level gives (the public level table), and for a member their level and the
 * progress toward the next by valid bets in the period; a visitor is offered the login.
 */
export function VipPage() {
  const { t } = useTranslation()
  const loggedIn = useIsLoggedIn()
  const { openLogin } = useAuthModals()
  const levels = useQuery(vipLevelsQuery())
  const token = useToken() ?? ''
  // The member's own level is marked in the table (the same query as the progress card's).
  const info = useQuery({ ...vipInfoQuery(token), enabled: loggedIn })
  return (
    <PageFrame testId="page-vip" title={t('page.vip.title')}>
      <div className="tl-vip">
        {loggedIn ? (
          <VipProgress />
        ) : (
          <section className="tl-vip__visitor" data-testid="vip-visitor" aria-labelledby="vip-visitor-title">
            <h2 id="vip-visitor-title" className="tl-vip__heading">{t('vip.visitor.title')}</h2>
            <p className="tl-vip__note">{t('vip.visitor.body')}</p>
            <Button variant="primary" onPress={openLogin} data-testid="vip-login">{t('vip.visitor.login')}</Button>
          </section>
        )}
        {levels.isError && !levels.isFetching ? (
          <ErrorState failure={levels.error} onRetry={() => void levels.refetch()} />
        ) : !levels.data ? (
          <ListSkeleton rows={5} columns={6} />
        ) : (
          <VipLevelTable levels={levels.data.levels} periodDays={levels.data.periodDays} {...(loggedIn && info.data ? { current: info.data.level.level } : {})} />
        )}
      </div>
    </PageFrame>
  )
}
