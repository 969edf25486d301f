import type { PlayerLimitsReply } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { MONEY_LIMITS } from '@/features/player-protection'
import { LimitRow } from './LimitRow.tsx'

/** The deposit, loss and wager limits per day, week and month, and the session time limit. */
export function LimitsSection({ state }: { state: PlayerLimitsReply }) {
  const { t } = useTranslation()
  return (
    <section className="tl-rp__section" aria-labelledby="rp-limits-title">
      <h4 id="rp-limits-title">{t('protection.limits.title')}</h4>
      <p className="tl-rp__hint">{t('protection.limits.hint', { hours: state.coolingOffHours })}</p>
      <div className="tl-rp__groups">
        {MONEY_LIMITS.map(({ kind, keys }) => (
          <div key={kind} className="tl-rp__group">
            <h5>{t(`protection.limits.kind.${kind}`)}</h5>
            <ul className="tl-rp__limits">
              {keys.map(({ key, period }) => <LimitRow key={key} limitKey={key} label={t(`protection.limits.period.${period}`)} view={state.limits[key]} />)}
            </ul>
          </div>
        ))}
        <div className="tl-rp__group">
          <h5>{t('protection.limits.kind.session')}</h5>
          <ul className="tl-rp__limits">
            <LimitRow limitKey="sessionMinutes" label={t('protection.limits.period.session')} view={state.limits.sessionMinutes} />
          </ul>
        </div>
      </div>
    </section>
  )
}
