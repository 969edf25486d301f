// contracts engineer fills this
import '../common/records.css'
import { useId } from 'react'
import { useTranslation } from '@/shared/i18n'

/**
 * dividend (spec §2): a slot of the agent centre's menu.
 * // contracts engineer fills this: the page belongs to the contracts and salary work of
 * issue 16 (its calls are the consolidated funds call and MCS2_/MCSFE_ salary calls).
 */
export default function DividendPage() {
  const { t } = useTranslation()
  const id = useId()
  return (
    <section className="tl-ag-records" aria-labelledby={`${id}-title`} data-testid="agent-slot-dividend">
      <h3 id={`${id}-title`} className="tl-ag-records__title">
        {t('agent.menu.dividend')}
      </h3>
      <p className="tl-ag-records__muted">{t('agent.slot.pending')}</p>
    </section>
  )
}
