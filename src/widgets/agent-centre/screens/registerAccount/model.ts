import { useMemo, useRef } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { TFunction } from '@/shared/i18n'
import { formSubmitMachine, type FieldErrors, type FormFields as RegisterFields } from '@machines/formSubmit.machine.ts'
import { AgentEndpoints, call, failureOf, type ContractTier, type DownlineKind, type DownlineOffer } from '@/shared/api'
import { failureText } from '@/shared/i18n'
import { validateNewPassword } from '@/shared/validation'
import { sessionToken } from '@/entities/session'
import { solveBotCheck } from '@/entities/verification'
import { withinCeiling } from '../../contracts/rates.ts'

export type { RegisterFields }
export const ACCOUNT_PATTERN = /^[a-z][a-z0-9]{3,15}$/

/** The form's own check, in the agent's language (the server checks the same again). */
export function checkForm(t: TFunction, form: RegisterFields): FieldErrors {
  const errors: Record<string, string> = {}
  const account = form.account ?? ''
  if (account === '') errors.account = t('validation.required', { field: t('agent.register.account') })
  else if (!ACCOUNT_PATTERN.test(account)) errors.account = t('agent.register.accountRule')
  const password = validateNewPassword(t, form.password ?? '', t('agent.register.password'))
  if (password) errors.password = password
  if ((form.confirm ?? '') !== (form.password ?? '')) errors.confirm = t('validation.inconsistent')
  return errors
}

/** The attached offer's check: never above the agent's own rates of the kind (the server checks it again, under its lock). */
export function checkOffer(t: TFunction, offer: DownlineOffer | null, ownTiers: ReadonlyArray<ContractTier> | null): FieldErrors {
  if (offer === null) return {}
  if (ownTiers === null || !withinCeiling(offer.tiers, ownTiers)) return { contract: t('failure.contractCeiling') }
  return {}
}

/** A refusal about the offer's terms (its kind, period or tiers) rather than the password. */
const aboutContract = (value: unknown): boolean =>
  ((value as { fields?: { field?: string }[] } | undefined)?.fields ?? []).some((f) => ['contract', 'period', 'tiers'].includes(f.field ?? ''))

/**
 * POST /wps/agent/register, with the bot check solved first (as public registration); a
 * refusal about a field comes back as `{ fields }` for the form.
 */
async function register(t: TFunction, form: RegisterFields, offer: DownlineOffer | null, signal: AbortSignal) {
  try {
    const altcha = await solveBotCheck(signal)
    return await call(AgentEndpoints.agentRegister, {
      token: sessionToken() ?? '',
      signal,
      body: {
        altcha,
        account: form.account ?? '', password: form.password ?? '', kind: (form.kind ?? 'member') as DownlineKind, ...(form.nickname ? { nickname: form.nickname } : {}),
        ...(offer && form.kind === 'agent' ? { contract: offer } : {}),
      },
    })
  } catch (e) {
    const failure = failureOf(AgentEndpoints.agentRegister, e)
    if (failure?.code === 'ACCOUNT_EXISTS') throw { fields: { account: t('agent.register.taken') } }
    if (failure?.code === 'PASSWORD_BREACHED') throw { fields: { password: failureText(failure) } }
    if (failure?.code === 'CONTRACT_CEILING') throw { fields: { contract: failureText(failure) } }
    if (failure?.code === 'VALIDATION_FAILED' && aboutContract(failure.value)) throw { fields: { contract: failureText(failure) } }
    if (failure?.code === 'VALIDATION_FAILED') throw { fields: { password: t('validation.passwordRule', { min: 8, max: 64 }) } }
    throw e
  }
}

/** Hosts the register flow (machines/formSubmit.machine.ts) while the page shows. */
export function useRegisterDownline(t: TFunction, onRegistered: () => void) {
  // The offer attached to the form last submitted (the form's fields are text; the offer is a table).
  const offerRef = useRef<DownlineOffer | null>(null)
  const logic = useMemo(
    () => formSubmitMachine.provide({
      actors: { submit: fromPromise<unknown, RegisterFields>(({ input, signal }) => register(t, input, offerRef.current, signal)) },
      actions: { submitted: () => onRegistered() },
    }),
    // The flow is made once per page; the language and the centre's refresh do not restart it.
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
