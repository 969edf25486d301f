import type { Withdrawal } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { PagedList, type PagedListView } from '@/shared/list'
import { Button } from '@/shared/ui'
import { formatGmt8, useNow } from '@/shared/lib'
import { Confirmation } from '@/features/confirm-withdrawal'
import { STAGES, clock, slaOf } from './sla.ts'

/**
 * The withdrawal tracker: each request with its stages and their times, the timer against
 * the operator's promised time (overdue shown as such), its status, the reject reason, the
 * case answer, and the confirmation once disbursed.
 */
export function Tracker({ list, onChanged }: { list: PagedListView<Withdrawal>; onChanged: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const now = useNow()
  return (
    <section aria-labelledby="tracker-title" data-testid="withdraw-tracker">
      <div className="tl-money__choices">
        <h4 id="tracker-title" className="tl-money__subtitle">
          {t('money.withdraw.tracker')}
        </h4>
        <Button variant="secondary" size="sm" onPress={list.refresh} data-testid="tracker-refresh">
          {t('money.refresh')}
        </Button>
      </div>
      <PagedList list={list} columns={4} emptyMessage={t('money.withdraw.none')}>
        {(rows) => (
          <ul className="tl-money__list">
            {rows.map((w) => {
              const sla = slaOf(w, now)
              return (
                <li key={w.id} className="tl-money__card" data-testid={`withdrawal-${w.id}`}>
                  <dl className="tl-money__dl">
                    <dt>{t('money.amount')}</dt>
                    <dd>{formatAmount(w.amount)}</dd>
                    <dt>{t('money.withdraw.account')}</dt>
                    <dd>
                      {w.payoutAccount.provider} · {w.payoutAccount.accountNumber}
                    </dd>
                    <dt>{t('money.status')}</dt>
                    <dd data-testid="withdrawal-status" data-status={w.status}>
                      {t(`money.withdraw.status.${w.status}`)}
                      {w.autoReceived ? ` (${t('money.withdraw.autoReceived')})` : ''}
                      {w.status === 'partial' && w.receivedAmount !== null ? ` · ${formatAmount(w.receivedAmount)}` : ''}
                    </dd>
                    <dt>{t('money.withdraw.sla')}</dt>
                    <dd data-testid="withdrawal-sla" data-sla={sla.kind} className={sla.kind === 'overdue' || sla.kind === 'missed' ? 'tl-money__overdue' : undefined}>
                      {sla.kind === 'running' ? t('money.withdraw.slaLeft', { time: clock(sla.leftMs) }) : sla.kind === 'overdue' ? t('money.withdraw.slaOverdue', { time: clock(sla.lateMs) }) : t(`money.withdraw.sla_${sla.kind}`)}
                    </dd>
                    {w.rejectReason && (
                      <>
                        <dt>{t('money.reason')}</dt>
                        <dd data-testid="withdrawal-reason">{w.rejectReason}</dd>
                      </>
                    )}
                    {w.case && (
                      <>
                        <dt>{t('money.withdraw.case')}</dt>
                        <dd data-testid="withdrawal-case">
                          {w.case.status === 'open' ? t('money.withdraw.caseOpen') : w.case.answer}
                          {w.case.refunded > 0 ? ` · ${t('money.withdraw.refunded', { amount: formatAmount(w.case.refunded) })}` : ''}
                        </dd>
                      </>
                    )}
                  </dl>
                  <ol className="tl-money__stages" aria-label={t('money.withdraw.stages')} data-testid="withdrawal-stages">
                    {STAGES.map((stage) => {
                      const at = w.stages[stage]
                      return at ? (
                        <li key={stage} data-stage={stage}>
                          {t(`money.withdraw.stage.${stage}`)}: {formatGmt8(Date.parse(at))}
                        </li>
                      ) : null
                    })}
                  </ol>
                  {w.status === 'disbursed' && !w.autoReceived && <Confirmation withdrawal={w} onAnswered={onChanged} />}
                </li>
              )
            })}
          </ul>
        )}
      </PagedList>
    </section>
  )
}
