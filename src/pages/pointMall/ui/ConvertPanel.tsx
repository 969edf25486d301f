import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { useToken } from '@/entities/session'
import { pointBalanceQuery, pointConfigQuery } from '@/entities/points'
import { ConvertForm } from './ConvertForm.tsx'
import { EarnRates } from './EarnRates.tsx'

/** Convert: the operator's ratio and minimum, the form with its preview, and how points are earned. */
export function ConvertPanel() {
  const { t } = useTranslation()
  const token = useToken() ?? ''
  const config = useQuery(pointConfigQuery(token))
  const balance = useQuery(pointBalanceQuery(token))
  const failed = [config, balance].find((q) => q.isError && !q.isFetching)
  return (
    <section className="tl-mall__convert" aria-labelledby="mall-convert-title" data-testid="mall-convert">
      <h2 id="mall-convert-title" className="tl-mall__heading">{t('pointMall.convert.title')}</h2>
      {failed ? (
        <ErrorState failure={failed.error} onRetry={() => void failed.refetch()} />
      ) : !config.data || !balance.data ? (
        <ListSkeleton rows={2} columns={2} />
      ) : (
        <div className="tl-mall__convert-grid">
          <ConvertForm config={config.data} balance={balance.data.balance} />
          <EarnRates config={config.data} />
        </div>
      )}
    </section>
  )
}
