import { useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { TFunction } from '@/shared/i18n'
import { formSubmitMachine, type FormFields as RegisterFields } from '@machines/formSubmit.machine.ts'
import type { ContractTier, DownlineOffer } from '@/shared/api'
import { registerDownline } from '../api/register.ts'
import { checkForm, checkOffer } from './checks.ts'

/** Hosts the register flow (machines/formSubmit.machine.ts) while the form shows. */
export function useRegisterDownline(t: TFunction, onRegistered: () => void) {
  // The offer attached to the form last submitted (the form's fields are text; the offer is a table).
  const offerRef = useRef<DownlineOffer | null>(null)
  const logic = useMemo(
    () => formSubmitMachine.provide({
      actors: { submit: fromPromise<unknown, RegisterFields>(({ input, signal }) => registerDownline(t, input, offerRef.current, signal)) },
      actions: { submitted: () => onRegistered() },
    }),
    // The flow is made once per form; the language and `onRegistered` do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => s.value as 'editing' | 'submitting' | 'failed' | 'submitted')
  const context = useSelector(actor, (s) => s.context)
  return {
    state, errors: context.errors, failure: context.failure, result: context.result as { account: string; type: number; contractId?: number } | null,
    submit: (form: RegisterFields, offer: DownlineOffer | null = null, ownTiers: ReadonlyArray<ContractTier> | null = null) => {
      offerRef.current = form.kind === 'agent' ? offer : null
      actor.send({ type: 'form.submitted', form, errors: { ...checkForm(t, form), ...checkOffer(t, offerRef.current, ownTiers) } })
    },
    retry: () => actor.send({ type: 'retry' }),
    again: () => actor.send({ type: 'form.again' }),
  }
}
