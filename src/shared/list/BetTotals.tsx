import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { signedClass } from './records.ts'
import { Totals } from './Totals.tsx'

/** Sums over the bets of a filter, as the records calls answer them (minor units). */
export interface BetSums { readonly count: number; readonly stake: number; readonly win: number; readonly profit: number }

/** The totals above a list of bets: how many, stake, win, and the P&L coloured by its sign. */
export function BetTotals({ totals, testId, itemTestId, countLabel }: { totals: BetSums; testId: string; itemTestId?: (key: string) => string; countLabel?: string }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  return (
    <Totals
      label={t('records.totals')}
      testId={testId}
      itemTestId={itemTestId}
      items={[
        { key: 'count', label: countLabel ?? t('records.bets.count'), value: totals.count },
        { key: 'stake', label: t('records.bets.stake'), value: formatAmount(totals.stake) },
        { key: 'win', label: t('records.bets.win'), value: formatAmount(totals.win) },
        { key: 'profit', label: t('records.bets.profit'), value: <span className={signedClass(totals.profit)}>{formatAmount(totals.profit)}</span> },
      ]}
    />
  )
}
