import './fraud.css'
import { useTranslation } from '@/shared/i18n'
import { formatGmt8 } from '@/shared/lib'
import { useQuery } from '@tanstack/react-query'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { fraudHintsQuery } from './model.ts'

/**
 * Fraud hints: downlines whose logins share an address or a device with the agent or with
 * each other (last 30 days). A hint to look closer, not a verdict.
 */
export function FraudHints() {
  const { t } = useTranslation()
  const hints = useQuery(fraudHintsQuery())
  return (
    <section className="tl-records__panel" aria-labelledby="ag-fraud-title" data-testid="fraud-hints">
      <h4 id="ag-fraud-title" className="tl-records__subtitle">
        {t('agent.fraud.title')}
      </h4>
      <p className="tl-records__muted">{t('agent.fraud.about')}</p>
      {hints.isError && !hints.isFetching ? (
        <ErrorState failure={hints.error} onRetry={() => void hints.refetch()} />
      ) : !hints.data ? (
        <ListSkeleton rows={2} columns={2} />
      ) : hints.data.list.length === 0 ? (
        <p role="status" data-testid="fraud-hints-none">{t('agent.fraud.none')}</p>
      ) : (
        <ul className="tl-ag-fraud" data-testid="fraud-hints-list">
          {hints.data.list.map((h) => (
            <li key={`${h.kind}:${h.value}`} data-testid="fraud-hint">
              <strong>{t(`agent.fraud.kind.${h.kind}`)}</strong>{' '}
              <span className="tl-ag-fraud__value">{h.value}</span>
              <br />
              {t(h.withUpline ? 'agent.fraud.withYou' : 'agent.fraud.together', { accounts: h.accounts.join(', ') })}{' '}
              <span className="tl-records__muted">{t('agent.fraud.lastSeen', { time: formatGmt8(h.lastSeen) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
