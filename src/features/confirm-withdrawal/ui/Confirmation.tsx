import { useEffect, useMemo, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { ProofFiles, type Withdrawal } from '@/shared/api'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { parseAmount } from '@/shared/lib'
import { Button, TextField } from '@/shared/ui'
import { withdrawalConfirmationMachine, type ConfirmationRequest, type ProofPick, type ProofRefusal } from '@machines/withdrawalConfirmation.machine.ts'
import { confirmWithdrawal } from '../api/confirm.ts'

const proofRules = { maxFiles: ProofFiles.maxFiles, maxBytes: ProofFiles.maxFileBytes, types: [...ProofFiles.types] }

const submit = (request: ConfirmationRequest, signal: AbortSignal): Promise<Withdrawal> =>
  confirmWithdrawal(
    { withdrawalId: request.withdrawalId, outcome: request.outcome, ...(request.receivedAmount !== undefined ? { receivedAmount: request.receivedAmount } : {}) },
    (request.proofs ?? []).map((pick) => pick.file as Blob),
    signal,
  )

/**
 * The member's answer after disbursement (machines/withdrawalConfirmation.machine.ts):
 * received, partially received (the amount that arrived), or not received (1 to 3 png/jpg
 * proofs of at most 5 MB). `onAnswered` refreshes the tracker.
 */
export function Confirmation({ withdrawal, onAnswered }: { withdrawal: Withdrawal; onAnswered: () => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const [note, setNote] = useState<string | null>(null)
  const [amountText, setAmountText] = useState('')
  const answered = useRef(onAnswered)
  useEffect(() => {
    answered.current = onAnswered
  }, [onAnswered])
  const logic = useMemo(
    () =>
      withdrawalConfirmationMachine.provide({
        actors: { submitConfirmation: fromPromise<unknown, ConfirmationRequest>(({ input, signal }) => submit(input, signal)) },
        actions: {
          proofsRefused: (_, { refused }: { refused: ReadonlyArray<ProofRefusal> }) => setNote(refused.length ? refused.map((r) => t(`money.confirm.refused.${r.reason}`, { name: r.name })).join(' ') : null),
          amountInvalid: () => setNote(t('money.confirm.amountInvalid')),
          proofsMissing: () => setNote(t('money.confirm.proofsMissing')),
          reportFailure: () => setNote(null),
          finished: () => answered.current(),
        },
      }),
    [t],
  )
  const actor = useActorRef(logic, { input: { withdrawalId: withdrawal.id, amount: withdrawal.amount, proofRules } })
  const state = useSelector(actor, (s) => s)
  const id = `confirm-${withdrawal.id}`
  if (state.matches('idle')) {
    return (
      <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'confirm.opened' })} data-testid="confirm-open">
        {t('money.confirm.open')}
      </Button>
    )
  }
  if (state.matches('done')) return null
  const back = (
    <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'outcome.back' })} data-testid="confirm-back">
      {t('money.confirm.back')}
    </Button>
  )
  return (
    <div className="tl-money__form" data-testid="confirm" role="group" aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`} className="tl-money__subtitle">
        {t('money.confirm.title', { amount: formatAmount(withdrawal.amount) })}
      </h5>
      {state.matches('choosing') && (
        <div className="tl-money__choices">
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'outcome.chosen', outcome: 'received' })} data-testid="confirm-received">
            {t('money.confirm.received')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'outcome.chosen', outcome: 'partial' })} data-testid="confirm-partial">
            {t('money.confirm.partial')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'outcome.chosen', outcome: 'notReceived' })} data-testid="confirm-not-received">
            {t('money.confirm.notReceived')}
          </Button>
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'confirm.cancelled' })} data-testid="confirm-cancel">
            {t('money.confirm.cancel')}
          </Button>
        </div>
      )}
      {state.matches('partial') && (
        <TextField
          label={t('money.confirm.receivedAmount')}
          value={amountText}
          inputMode="decimal"
          autoComplete="off"
          onChange={(v) => {
            setAmountText(v)
            actor.send({ type: 'amount.changed', amount: parseAmount(v) })
          }}
          testId="confirm-amount"
        />
      )}
      {state.matches('notReceived') && (
        <>
          <label className="tl-money__select">
            <span>{t('money.confirm.proofs')}</span>
            <input
              type="file"
              accept="image/png,image/jpeg"
              multiple
              data-testid="confirm-proofs"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []).map((f): ProofPick => ({ name: f.name, type: f.type, size: f.size, file: f }))
                actor.send({ type: 'proofs.picked', files })
                e.target.value = ''
              }}
            />
          </label>
          <ul className="tl-money__list">
            {state.context.proofs.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                {p.name}{' '}
                <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'proof.removed', index: i })}>
                  {t('money.confirm.remove', { name: p.name })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {(state.matches('received') || state.matches('partial') || state.matches('notReceived')) && (
        <div className="tl-money__choices">
          <Button variant="primary" size="sm" onPress={() => actor.send({ type: 'confirm.submitted' })} data-testid="confirm-submit">
            {t('money.confirm.submit')}
          </Button>
          {back}
        </div>
      )}
      {state.matches('submitting') && <p role="status">{t('money.sending')}</p>}
      {state.matches('failed') && (
        <p role="alert" className="tl-money__error" data-testid="confirm-failed">
          {state.context.failure ? failureText(state.context.failure, 'withdrawalConfirm') : null}{' '}
          <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'retry' })}>
            {t('money.retry')}
          </Button>{' '}
          {back}
        </p>
      )}
      {note && (
        <p role="alert" className="tl-money__error" data-testid="confirm-note">
          {note}
        </p>
      )}
    </div>
  )
}
