import { useMemo } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { call, failureOf, JoinEndpoints, type AgentApplicationReply, type ApplicationContactKind } from '@/shared/api'
import { failureText, useLanguage, type TFunction } from '@/shared/i18n'
import { solveBotCheck } from '@/entities/verification'
import { formSubmitMachine, type FormFields as ApplicationForm } from '@machines/formSubmit.machine.ts'
import { checkApplication } from './checkForm.ts'

/** PUT /wps/agent/application with the bot check solved first; a refusal about a field comes back as `{ fields }`. */
async function apply(t: TFunction, language: ReturnType<typeof useLanguage>, form: ApplicationForm, signal: AbortSignal): Promise<AgentApplicationReply> {
  try {
    const altcha = await solveBotCheck(signal)
    const message = (form.message ?? '').trim()
    return await call(JoinEndpoints.agentApply, {
      signal,
      body: {
        altcha, account: form.account ?? '', password: form.password ?? '', name: (form.name ?? '').trim(),
        contactKind: (form.contactKind ?? 'telegram') as ApplicationContactKind, contact: (form.contact ?? '').trim(), language,
        ...(message ? { message } : {}),
      },
    })
  } catch (e) {
    const failure = failureOf(JoinEndpoints.agentApply, e)
    if (failure?.code === 'ACCOUNT_EXISTS') throw { fields: { account: t('join.form.taken') } }
    if (failure?.code === 'PASSWORD_BREACHED') throw { fields: { password: failureText(failure) } }
    if (failure?.code === 'VALIDATION_FAILED') {
      const named = ((failure.value as { fields?: { field?: string }[] } | undefined)?.fields ?? []).map((f) => f.field)
      if (named.includes('contact')) throw { fields: { contact: t(`join.form.contactRule.${form.contactKind ?? 'telegram'}`) } }
      if (named.includes('name')) throw { fields: { name: t('join.form.nameRule') } }
      if (named.includes('password')) throw { fields: { password: t('validation.passwordRule', { min: 8, max: 64 }) } }
    }
    throw e
  }
}

/** Hosts the application's submit flow (machines/formSubmit.machine.ts) while the page shows: one application per visit (no `form.again`). */
export function useAgentApplication(t: TFunction) {
  const language = useLanguage()
  const logic = useMemo(
    () => formSubmitMachine.provide({
      actors: { submit: fromPromise<unknown, ApplicationForm>(({ input, signal }) => apply(t, language, input, signal)) },
    }),
    // One flow per visit of the page; a language switch does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const actor = useActorRef(logic)
  const state = useSelector(actor, (s) => s.value as 'editing' | 'submitting' | 'failed' | 'submitted')
  const context = useSelector(actor, (s) => s.context)
  return {
    state, errors: context.errors, failure: context.failure, result: context.result as AgentApplicationReply | null, form: context.form,
    submit: (form: ApplicationForm) => actor.send({ type: 'form.submitted', form, errors: checkApplication(t, form) }),
    retry: () => actor.send({ type: 'retry' }),
  }
}
