import type { BindOrder } from '../api/withdraw.ts'

const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,40}$/

/** The bind form's checks (locale keys per field); the server checks again, the holder name against the payee name. */
export function checkBind(form: BindOrder): Partial<Record<keyof BindOrder, string>> {
  const errors: Partial<Record<keyof BindOrder, string>> = {}
  if (form.provider.trim() === '') errors.provider = 'money.required'
  if (!ACCOUNT_NUMBER.test(form.accountNumber)) errors.accountNumber = 'money.payout.numberInvalid'
  if (form.holderName.trim() === '') errors.holderName = 'money.required'
  return errors
}
