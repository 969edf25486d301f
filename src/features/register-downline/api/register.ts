import type { FormFields as RegisterFields } from '@machines/formSubmit.machine.ts'
import { AgentEndpoints, call, failureOf, type DownlineKind, type DownlineOffer } from '@/shared/api'
import { failureText, type TFunction } from '@/shared/i18n'
import { sessionToken } from '@/entities/session'
import { solveBotCheck } from '@/entities/verification'

/** A refusal about the offer's terms (its kind, period or tiers) rather than the password. */
const aboutContract = (value: unknown): boolean =>
  ((value as { fields?: { field?: string }[] } | undefined)?.fields ?? []).some((f) => ['contract', 'period', 'tiers'].includes(f.field ?? ''))

/**
 * POST /wps/agent/register, with the bot check solved first (as public registration); a
 * refusal about a field comes back as `{ fields }` for the form.
 */
export async function registerDownline(t: TFunction, form: RegisterFields, offer: DownlineOffer | null, signal: AbortSignal) {
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
