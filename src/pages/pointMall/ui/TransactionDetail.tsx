import type { PointTransaction } from '@/shared/api'
import { useFormatAmount, useTranslation } from '@/shared/i18n'

const num = (v: string | number | undefined): number | null => (typeof v === 'number' ? v : typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null)
const str = (v: string | number | undefined): string | null => (v === undefined ? null : String(v))

/** What a point movement was for, from its detail: the bets counted, the redemption, the money credited, the operator's reason. */
export function TransactionDetail({ entry }: { entry: PointTransaction }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const d = entry.detail
  switch (entry.kind) {
    case 'earn': {
      const bets = num(d.bets)
      const valid = num(d.validBet)
      return valid === null ? null : <>{t('pointMall.detail.earn', { count: bets ?? 0, amount: formatAmount(valid) })}</>
    }
    case 'convert': {
      const amount = num(d.amount)
      return amount === null ? null : <>{t('pointMall.detail.convert', { amount: formatAmount(amount) })}</>
    }
    case 'redeem':
    case 'refund': {
      const id = str(d.redemption)
      return id === null ? null : <>{t(`pointMall.detail.${entry.kind}`, { id })}</>
    }
    case 'adjust': {
      const reason = str(d.reason)
      return reason === null ? null : <>{reason}</>
    }
  }
}
