import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { TFunction } from 'i18next'
import { agentRegisterMachine, type FieldErrors, type RegisterFields } from '@machines/agentRegister.machine.ts'
import { AgentEndpoints, call, failureOf, type DownlineKind } from '@/shared/api'
import { failureText } from '@/shared/i18n'
import { validateNewPassword } from '@/shared/validation'
import { sessionToken } from '@/entities/session'

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

/** POST /wps/agent/register; a refusal about a field comes back as `{ fields }` for the form. */
async function register(t: TFunction, form: RegisterFields) {
  try {
    return await call(AgentEndpoints.agentRegister, {
      token: sessionToken() ?? '',
      body: { account: form.account ?? '', password: form.password ?? '', kind: (form.kind ?? 'member') as DownlineKind, ...(form.nickname ? { nickname: form.nickname } : {}) },
    })
  } catch (e) {
    const failure = failureOf(AgentEndpoints.agentRegister, e)
    if (failure?.code === 'ACCOUNT_EXISTS') throw { fields: { account: t('agent.register.taken') } }
    if (failure?.code === 'PASSWORD_BREACHED') throw { fields: { password: failureText(failure) } }
    if (failure?.code === 'VALIDATION_FAILED') throw { fields: { password: t('validation.passwordRule', { min: 8, max: 64 }) } }
    throw e
  }
}

/** Hosts the register flow (machines/agentRegister.machine.ts) while the page shows. */
export function useRegisterDownline(t: TFunction, onRegistered: () => void) {
  const logic = useMemo(
    () => agentRegisterMachine.provide({
      actors: { register: fromPromise<unknown, RegisterFields>(({ input }) => register(t, input)) },
      actions: { registeredDownline: () => onRegistered() },
    }),
    // The flow is made once per page; the language and the centre's refresh do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => s.value as 'editing' | 'submitting' | 'failed' | 'registered')
  const context = useSelector(actor, (s) => s.context)
  return {
    state, errors: context.errors, failure: context.failure, result: context.result as { account: string; type: number } | null,
    submit: (form: RegisterFields) => actor.send({ type: 'form.submitted', form, errors: checkForm(t, form) }),
    retry: () => actor.send({ type: 'retry' }),
    again: () => actor.send({ type: 'form.again' }),
  }
}
