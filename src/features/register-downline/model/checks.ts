import type { FieldErrors, FormFields as RegisterFields } from '@machines/formSubmit.machine.ts'
import { AGENT_ACCOUNT, type ContractTier, type DownlineOffer } from '@/shared/api'
import type { TFunction } from '@/shared/i18n'
import { validateNewPassword } from '@/shared/validation'
import { withinCeiling } from '@/entities/contract'

/** The form's own check, in the agent's language (the server checks the same again). */
export function checkForm(t: TFunction, form: RegisterFields): FieldErrors {
  const errors: Record<string, string> = {}
  const account = form.account ?? ''
  if (account === '') errors.account = t('validation.required', { field: t('agent.register.account') })
  else if (!AGENT_ACCOUNT.test(account)) errors.account = t('agent.register.accountRule')
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
