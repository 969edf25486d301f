import { useEffect, useRef } from 'react'
import type { DepositView } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { PagedList, type PagedListView } from '@/shared/list'
import { formatGmt8 } from '@/shared/lib'

/** How often the list is read again while a request is pending (the demo channel approves after ~5 s). */
export const PENDING_REFRESH_MS = 3000

/**
 * The member's deposit requests with their status and the operator's reason (the page reads
 * the list again every few seconds while one is pending); `onDecided` runs when one left
 * pending (the header balance refreshes).
 */
export function DepositRequests({ list, onDecided }: { list: PagedListView<DepositView>; onDecided: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const pendingIds = useRef(new Set<number>())
  useEffect(() => {
    if (list.status !== 'ready') return
    const decided = [...pendingIds.current].some((id) => list.rows.find((r) => r.id === id)?.status !== 'pending')
    pendingIds.current = new Set(list.rows.filter((r) => r.status === 'pending').map((r) => r.id))
    if (decided) onDecided()
  }, [list.rows, list.status, onDecided])
  return (
    <section aria-labelledby="deposit-list-title" data-testid="deposit-list">
      <h4 id="deposit-list-title" className="tl-money__subtitle">
        {t('money.deposit.requests')}
      </h4>
      <PagedList list={list} columns={4} emptyMessage={t('money.deposit.none')}>
        {(rows) => (
          <ul className="tl-money__list">
            {rows.map((r) => (
              <li key={r.id} className="tl-money__card" data-testid={`deposit-row-${r.reference}`}>
                <dl className="tl-money__dl">
                  <dt>{t('money.deposit.reference')}</dt>
                  <dd>{r.reference}</dd>
                  <dt>{t('money.deposit.channel')}</dt>
                  <dd>{r.channelName}</dd>
                  <dt>{t('money.amount')}</dt>
                  <dd>{formatAmount(r.amount)}</dd>
                  <dt>{t('money.status')}</dt>
                  <dd data-testid="deposit-row-status" data-status={r.status}>
                    {t(`money.deposit.status.${r.status}`)}
                  </dd>
                  <dt>{t('money.time')}</dt>
                  <dd>{formatGmt8(r.decidedAt ?? r.createdAt)}</dd>
                  {r.reason && (
                    <>
                      <dt>{t('money.reason')}</dt>
                      <dd data-testid="deposit-row-reason">{r.reason}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
