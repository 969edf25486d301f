import { useMemo, useRef, useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { Contract, ContractOfferRequest, ContractTerms } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { contractOfferMachine, type SimulateInput } from '@machines/contractOffer.machine.ts'
import { acceptOffer, previewOffer, rejectOffer, sendOffer, simulateOffer, terminateContract } from '../../contracts/calls.ts'
import { SIMULATE_PERIODS, SimulationView } from './Simulator.tsx'
import { TiersView, type TierDraft } from '../../contracts/TiersView.tsx'

/** The machine with the real calls; `onChanged` refreshes the page's lists. */
function useContractFlow(input: { role: 'upline' | 'downline'; contract: Contract | null; terms: ContractTerms | null }, onChanged: () => void) {
  const changed = useRef(onChanged)
  useEffect(() => {
    changed.current = onChanged
  }, [onChanged])
  const logic = useMemo(() => contractOfferMachine.provide({
    actors: {
      previewOffer: fromPromise(({ input: terms }: { input: ContractTerms }) => previewOffer(terms)),
      simulateOffer: fromPromise(({ input: q }: { input: SimulateInput }) => simulateOffer(q)),
      sendOffer: fromPromise(({ input: req }: { input: ContractOfferRequest }) => sendOffer(req)),
      acceptOffer: fromPromise(({ input: x }: { input: { contractId: number; terminateLower: boolean } }) => acceptOffer(x.contractId, x.terminateLower)),
      rejectOffer: fromPromise(({ input: x }: { input: { contractId: number } }) => rejectOffer(x.contractId)),
      terminateContract: fromPromise(({ input: x }: { input: { contractId: number } }) => terminateContract(x.contractId)),
    },
    actions: { changed: () => changed.current() },
  }), [])
  return useActorRef(logic, { input })
}

/** One contract with the actions its viewer may take (accept/reject an offer, withdraw it, end it after a confirmation). */
export function ContractCard({ contract, role, onChanged }: { contract: Contract; role: 'upline' | 'downline'; onChanged: () => void }) {
  const { t } = useTranslation()
  const actor = useContractFlow({ role, contract, terms: null }, onChanged)
  // A newer copy from the page's list (the other side answered, or the operator ended it): the flow follows its status.
  useEffect(() => {
    if (actor.getSnapshot().context.contract?.status !== contract.status) actor.send({ type: 'contract.updated', contract })
  }, [actor, contract])
  const state = useSelector(actor, (s) => s)
  const shown = state.context.contract ?? contract
  const busy = state.hasTag('busy')
  // The other side: the downline an upline offered to, or the upline (none: the house) a contract came from.
  const other = role === 'upline'
    ? t('agentContracts.to', { account: shown.downline.account })
    : shown.upline ? t('agentContracts.from', { account: shown.upline.account }) : t('agentContracts.fromHouse')
  return (
    <article className="tl-contract" data-testid={`contract-${shown.id}`} aria-busy={busy}>
      <header className="tl-contract__head">
        <strong>{t(`agentContracts.status.${shown.status}`)}</strong> · {other}
      </header>
      <TiersView tiers={shown.tiers as TierDraft[]} kind={shown.kind} />
      {state.context.failure && <p role="alert" className="tl-contract__error">{failureText(state.context.failure)}</p>}
      <div className="tl-contract__actions">
        {state.can({ type: 'accept.requested' }) && <Button variant="primary" size="sm" isDisabled={busy} onPress={() => actor.send({ type: 'accept.requested' })} data-testid="contract-accept">{t('agentContracts.accept')}</Button>}
        {state.can({ type: 'reject.requested' }) && <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => actor.send({ type: 'reject.requested' })} data-testid="contract-reject">{t('agentContracts.reject')}</Button>}
        {state.can({ type: 'withdraw.requested' }) && <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => actor.send({ type: 'withdraw.requested' })}>{t('agentContracts.withdraw')}</Button>}
        {state.can({ type: 'terminate.requested' }) && <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'terminate.requested' })} data-testid="contract-terminate">{t('agentContracts.terminate')}</Button>}
        {state.matches('confirmingLowerAccept') && (
          <div role="alertdialog" aria-labelledby={`ac-accept-lower-${shown.id}`} className="tl-contract-offer__confirm" data-testid="accept-confirm-lower">
            <p id={`ac-accept-lower-${shown.id}`}>{t('agentContracts.acceptWouldEnd')}</p>
            <ul>{state.context.wouldEnd.map((c) => <li key={c.id}>{t('agentContracts.endsLine', { from: c.upline?.account ?? '', to: c.downline.account })}</li>)}</ul>
            <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'lower.confirmed' })} data-testid="accept-confirm-lower-yes">{t('agentContracts.confirm')}</Button>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'lower.cancelled' })}>{t('agentContracts.cancel')}</Button>
          </div>
        )}
        {state.matches('confirmingTerminate') && (
          <>
            <span>{t('agentContracts.terminateSure')}</span>
            <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'terminate.confirmed' })} data-testid="contract-terminate-confirm">{t('agentContracts.confirm')}</Button>
            <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'terminate.cancelled' })}>{t('agentContracts.cancel')}</Button>
          </>
        )}
      </div>
    </article>
  )
}

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
