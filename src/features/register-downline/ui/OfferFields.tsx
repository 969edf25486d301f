import './register-downline.css'
import type { ContractKind, ContractPeriod, DownlineOffer } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { PERIODS_BY_KIND, TiersView } from '@/entities/contract'
import type { OwnContracts } from '../api/ownContracts.ts'
import { draftFor } from '../model/ownContracts.ts'

/**
 * Register account's contract part: for a sub-agent, the agent may attach an offer
 * of a kind it holds itself, with the same rate table as the contract pages' offer form and
 * its own rates shown as the ceiling. `offer` null: no offer.
 */
export function OfferFields({ own, offer, onChange, error }: { own: OwnContracts; offer: DownlineOffer | null; onChange: (o: DownlineOffer | null) => void; error: string | null }) {
  const { t } = useTranslation()
  const ceiling = offer ? own.find((o) => o.kind === offer.kind) : undefined
  if (own.length === 0) return <p className="tl-records__muted" data-testid="register-offer-none">{t('agentContracts.noOwn')}</p>
  return (
    <fieldset className="tl-records__offer" data-testid="register-offer">
      <legend>{t('agent.register.offer')}</legend>
      <label>
        <input type="checkbox" checked={offer !== null} onChange={(e) => onChange(e.target.checked ? draftFor(own[own.length - 1]!) : null)} data-testid="register-offer-on" />
        {t('agent.register.offer')}
      </label>
      {offer && (
        <>
          <p className="tl-records__muted">{t('agent.register.offerHint')}</p>
          <label className="tl-contracts__field">
            <span>{t('agentContracts.kind')}</span>
            <select value={offer.kind} onChange={(e) => onChange(draftFor(own.find((o) => o.kind === (e.target.value as ContractKind))!))} data-testid="register-offer-kind">
              {own.map((o) => <option key={o.kind} value={o.kind}>{t(`agentIncome.kinds.${o.kind}`)}</option>)}
            </select>
          </label>
          {PERIODS_BY_KIND[offer.kind].length > 1 && (
            <label className="tl-contracts__field">
              <span>{t('agentContracts.period')}</span>
              <select value={offer.period} onChange={(e) => onChange({ ...offer, period: e.target.value as ContractPeriod })} data-testid="register-offer-period">
                {PERIODS_BY_KIND[offer.kind].map((p) => <option key={p} value={p}>{t(`agentContracts.periods.${p}`)}</option>)}
              </select>
            </label>
          )}
          {ceiling && (
            <div data-testid="register-offer-ceiling">
              <p>{t('agentContracts.myRates')}</p>
              <TiersView tiers={ceiling.contract.tiers} kind={offer.kind} />
            </div>
          )}
          <TiersView tiers={offer.tiers} kind={offer.kind} onChange={(tiers) => onChange({ ...offer, tiers })} />
          {error && <p role="alert" className="tl-records__loss" data-testid="register-offer-error">{error}</p>}
        </>
      )}
    </fieldset>
  )
}
