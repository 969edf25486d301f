import { useQuery } from '@tanstack/react-query'
import type { ContractTier, ProgrammeTerms } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton, RecordTable, type RecordColumn } from '@/shared/list'
import { programmeQuery } from '../api/programme.ts'

type TierRow = ContractTier & { readonly tier: number }

/** One contract kind of the programme: what it pays on, how often, and its tiers. */
function KindCard({ terms }: { terms: ProgrammeTerms }) {
  const { t, i18n } = useTranslation()
  const formatAmount = useFormatAmount()
  const percent = new Intl.NumberFormat(i18n.language || 'en', { style: 'percent', maximumFractionDigits: 2 })
  const dividend = terms.kind === 'dividend'
  const columns: RecordColumn<TierRow>[] = [
    { key: 'tier', label: t('join.model.tier'), cell: (r) => r.tier },
    { key: 'active', label: t('join.model.active'), numeric: true, cell: (r) => t('join.model.atLeast', { value: r.minActive }) },
    { key: 'amount', label: t(dividend ? 'join.model.amountDividend' : 'join.model.amountSalary'), numeric: true, cell: (r) => t('join.model.atLeast', { value: formatAmount(r.minAmount) }) },
    { key: 'rate', label: t('join.model.rate'), numeric: true, cell: (r) => <strong>{percent.format(r.rateBp / 10_000)}</strong> },
  ]
  const title = t(`join.model.kinds.${terms.kind}`)
  return (
    <article className="tl-join__kind" data-testid={`join-kind-${terms.kind}`} aria-label={title}>
      <h3 className="tl-join__kind-title">{title}</h3>
      <p className="tl-join__muted">
        {t(dividend ? 'join.model.basis.dividend' : 'join.model.basis.salary')} · {t('join.model.paid', { period: t(`join.model.periods.${terms.period}`) })}
      </p>
      <RecordTable rows={terms.tiers.map((tier, i) => ({ ...tier, tier: i + 1 }))} columns={columns} rowKey={(r) => String(r.tier)} caption={title} testId={`join-tiers-${terms.kind}`} />
    </article>
  )
}

/** The commission model (issue 39): the house's terms for a new agent, one card per contract kind. */
export function CommissionModel() {
  const { t } = useTranslation()
  const programme = useQuery(programmeQuery())
  return (
    <section className="tl-join__section" aria-labelledby="join-model-title" data-testid="join-model">
      <h2 id="join-model-title" className="tl-join__heading">{t('join.model.title')}</h2>
      {programme.isError && !programme.isFetching ? (
        <ErrorState failure={programme.error} onRetry={() => void programme.refetch()} />
      ) : !programme.data ? (
        <ListSkeleton rows={3} columns={4} />
      ) : programme.data.contracts.length === 0 ? (
        <p className="tl-join__muted" data-testid="join-model-none">{t('join.model.none')}</p>
      ) : (
        <>
          <p className="tl-join__muted">{t('join.model.intro')}</p>
          <div className="tl-join__kinds">
            {programme.data.contracts.map((c) => <KindCard key={c.kind} terms={c} />)}
          </div>
        </>
      )}
    </section>
  )
}
