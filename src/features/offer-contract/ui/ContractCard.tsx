import './offer-contract.css'
import { useEffect } from 'react'
import { useSelector } from '@xstate/react'
import type { Contract } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { TiersView, type TierDraft } from '@/entities/contract'
import { useContractFlow } from '../model/useContractFlow.ts'

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
