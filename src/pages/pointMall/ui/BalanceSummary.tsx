import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Paths } from '@/shared/config'
import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { pointBalanceQuery, pointConfigQuery } from '@/entities/points'
import { useFormatPoints } from '../lib/formatPoints.ts'

/** The member's points, the VIP multiplier on earning, and a refresh. */
export function BalanceSummary() {
  const { t } = useTranslation()
  const token = useToken() ?? ''
  const formatPoints = useFormatPoints()
  const balance = useQuery(pointBalanceQuery(token))
  const config = useQuery(pointConfigQuery(token))
  return (
    <section className="tl-mall__summary" aria-labelledby="mall-balance-title" data-testid="mall-summary">
      <div className="tl-mall__balance">
        <h2 id="mall-balance-title" className="tl-mall__label">{t('pointMall.balance.title')}</h2>
        <p className="tl-mall__points" data-testid="mall-balance" aria-live="polite">
          {balance.data ? formatPoints(balance.data.balance) : balance.isError && !balance.isFetching ? t('pointMall.balance.failed') : '…'}
        </p>
        {balance.isError && !balance.isFetching && (
          <Button variant="secondary" size="sm" onPress={() => void balance.refetch()}>{t('list.retry')}</Button>
        )}
      </div>
      <div className="tl-mall__facts">
        {config.data && (
          <p className="tl-mall__note" data-testid="mall-multiplier">
            {t('pointMall.balance.multiplier', { multiplier: (config.data.multiplierPct / 100).toString() })}
          </p>
        )}
        <p className="tl-mall__note">{t('pointMall.balance.neverExpire')}</p>
        <Link className="tl-mall__link" to={Paths.vip}>{t('pointMall.balance.vipLink')}</Link>
      </div>
    </section>
  )
}
