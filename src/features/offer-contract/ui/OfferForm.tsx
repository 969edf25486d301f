import './offer-contract.css'
import { useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import type { ContractTerms } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { TiersView, type TierDraft } from '@/entities/contract'
import { useContractFlow } from '../model/useContractFlow.ts'
import { SIMULATE_PERIODS, SimulationView } from './Simulator.tsx'

/**
 * The upline's offer form: terms, the simulator (what they would have paid on the downline's
 * last periods beside its current contract), the preview, and the lower-rate confirmation
 * listing what would end. `onAgain` starts a new offer once one was sent.
 */
export function OfferForm({ terms, onTermsChange, onChanged, onAgain }: { terms: ContractTerms; onTermsChange: (t: ContractTerms) => void; onChanged: () => void; onAgain: () => void }) {
  const { t } = useTranslation()
  const actor = useContractFlow({ role: 'upline', contract: null, terms }, onChanged)
  useEffect(() => { actor.send({ type: 'terms.changed', terms }) }, [actor, terms])
  const state = useSelector(actor, (s) => s)
  const [periods, setPeriods] = useState<number>(SIMULATE_PERIODS[0])
  const busy = state.hasTag('busy')
  // No downline chosen yet: nothing to simulate or offer.
  const ready = terms.downlineId > 0
  if (state.matches('offered')) {
    return (
      <div role="status" className="tl-contract-offer" data-testid="offer-sent">
        <p>{t('agentContracts.offerSent')}</p>
        <div><Button variant="secondary" size="sm" onPress={onAgain} data-testid="offer-again">{t('agentContracts.newAgain')}</Button></div>
      </div>
    )
  }
  return (
    <form className="tl-contract-offer" onSubmit={(e) => { e.preventDefault(); actor.send({ type: 'terms.submitted' }) }} data-testid="offer-form">
      <TiersView tiers={terms.tiers as TierDraft[]} kind={terms.kind} onChange={(tiers) => onTermsChange({ ...terms, tiers })} />
      <div className="tl-contract-offer__sim">
        <label className="tl-contracts__field">
          <span>{t('agentContracts.simPeriods')}</span>
          <select value={periods} onChange={(e) => setPeriods(Number(e.target.value))} data-testid="offer-simulate-periods">
            {SIMULATE_PERIODS.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
        <Button variant="secondary" size="sm" isDisabled={busy || !ready || !state.can({ type: 'simulate.requested', periods })}
          onPress={() => actor.send({ type: 'simulate.requested', periods })} data-testid="offer-simulate">{t('agentContracts.simulate')}</Button>
      </div>
      {state.context.simulation && <SimulationView simulation={state.context.simulation} kind={terms.kind} />}
      {state.context.failure && <p role="alert" className="tl-contract__error">{failureText(state.context.failure)}</p>}
      {state.matches('reviewing') && state.context.preview ? (
        <div role="alertdialog" aria-labelledby="ac-review-title" className="tl-contract-offer__confirm" data-testid="offer-review">
          <p id="ac-review-title"><strong>{t('agentContracts.reviewTitle')}</strong></p>
          <p>{state.context.preview.replaces ? t('agentContracts.reviewReplaces') : t('agentContracts.reviewFirst')}</p>
          {state.context.preview.replaces && <TiersView tiers={state.context.preview.replaces.tiers as TierDraft[]} kind={state.context.preview.replaces.kind} />}
          <p>{t('agentContracts.reviewWithin')}</p>
          <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'offer.confirmed' })} data-testid="offer-review-send">{t('agentContracts.reviewSend')}</Button>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'offer.cancelled' })} data-testid="offer-review-back">{t('agentContracts.reviewBack')}</Button>
        </div>
      ) : state.matches('confirmingLower') ? (
        <div role="alertdialog" aria-labelledby="ac-lower-title" className="tl-contract-offer__confirm" data-testid="offer-confirm-lower">
          <p id="ac-lower-title">{t('agentContracts.wouldEnd')}</p>
          <ul>{state.context.wouldEnd.map((c) => <li key={c.id}>{t('agentContracts.endsLine', { from: c.upline?.account ?? '', to: c.downline.account })}</li>)}</ul>
          <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'lower.confirmed' })} data-testid="offer-confirm-lower-yes">{t('agentContracts.confirm')}</Button>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'lower.cancelled' })}>{t('agentContracts.cancel')}</Button>
        </div>
      ) : (
        <Button type="submit" variant="primary" size="sm" isDisabled={busy || !ready} data-testid="offer-submit">{t('agentContracts.offer')}</Button>
      )}
    </form>
  )
}
