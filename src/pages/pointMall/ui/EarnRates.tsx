import type { PointConfigReply } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { useGameTypeName } from '@/shared/list'

/** How points are earned: points per 100.00 of valid bet by game type, times the member's VIP multiplier. */
export function EarnRates({ config }: { config: PointConfigReply }) {
  const { t, i18n } = useTranslation()
  const gameTypeName = useGameTypeName()
  const number = new Intl.NumberFormat(i18n.language || 'en', { maximumFractionDigits: 3 })
  return (
    <section className="tl-mall__rates" aria-labelledby="mall-rates-title" data-testid="mall-rates">
      <h3 id="mall-rates-title" className="tl-mall__subheading">{t('pointMall.rates.title')}</h3>
      <p className="tl-mall__note">{t('pointMall.rates.body', { multiplier: number.format(config.multiplierPct / 100) })}</p>
      <ul className="tl-mall__rate-list">
        {config.rates.map((r) => (
          <li key={r.gameType}>
            <span>{gameTypeName(r.gameType)}</span>
            <span>{t('pointMall.rates.value', { count: r.pointsPer100, points: number.format(r.pointsPer100) })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
