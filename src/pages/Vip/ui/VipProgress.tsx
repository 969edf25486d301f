import { useQuery } from '@tanstack/react-query'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { useToken } from '@/entities/session'
import { vipInfoQuery } from '@/entities/points'

/** The member's level, and the valid bets of the period toward the next one (a progress bar and what is left). */
export function VipProgress() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const token = useToken() ?? ''
  const info = useQuery(vipInfoQuery(token))
  if (info.isError && !info.isFetching) return <ErrorState failure={info.error} onRetry={() => void info.refetch()} />
  if (!info.data) return <ListSkeleton rows={2} columns={2} />
  const { level, next, validBet, remaining, percent, periodDays } = info.data
  const shown = Math.max(0, Math.min(100, percent))
  return (
    <section className="tl-vip__me" aria-labelledby="vip-me-title" data-testid="vip-progress">
      <div className="tl-vip__badge" aria-hidden="true">{level.level}</div>
      <div className="tl-vip__me-body">
        <h2 id="vip-me-title" className="tl-vip__heading">{t('vip.me.title')}</h2>
        <p className="tl-vip__current" data-testid="vip-level">
          {level.label}
          {level.club && level.club !== level.label && <span className="tl-vip__club"> · {level.club}</span>}
        </p>
        <p className="tl-vip__note" data-testid="vip-valid-bet">{t('vip.me.validBet', { count: periodDays, amount: formatAmount(validBet) })}</p>
        {next ? (
          <>
            <div
              className="tl-vip__bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={shown}
              aria-label={t('vip.me.progressLabel', { next: next.label })}
              data-testid="vip-bar"
            >
              <div className="tl-vip__bar-fill" style={{ width: `${shown}%` }} />
            </div>
            <p className="tl-vip__bar-legend">
              <span>{formatAmount(validBet)} / {formatAmount(next.requiredBet)}</span>
              <span>{shown}%</span>
            </p>
            <p className="tl-vip__note" data-testid="vip-remaining">
              {remaining > 0 ? t('vip.me.remaining', { amount: formatAmount(remaining), next: next.label }) : t('vip.me.reached', { next: next.label })}
            </p>
          </>
        ) : (
          <p className="tl-vip__note" data-testid="vip-top">{t('vip.me.top')}</p>
        )}
      </div>
    </section>
  )
}
