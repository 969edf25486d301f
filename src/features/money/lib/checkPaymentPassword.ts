export interface PaymentPasswordFields {
  readonly oldPassword: string
  readonly newPassword: string
  readonly confirmNewPassword: string
}

const SIX_DIGITS = /^\d{6}$/

/** The form's checks before it is sent (the server checks again): locale keys per field. */
export function checkPaymentPassword(fields: PaymentPasswordFields, isSet: boolean) {
  const errors: Partial<Record<keyof PaymentPasswordFields, string>> = {}
  if (isSet && fields.oldPassword === '') errors.oldPassword = 'money.paymentPassword.oldRequired'
  if (!SIX_DIGITS.test(fields.newPassword)) errors.newPassword = 'money.paymentPassword.sixDigits'
  else if (isSet && fields.newPassword === fields.oldPassword) errors.newPassword = 'money.paymentPassword.sameAsOld'
  if (fields.confirmNewPassword !== fields.newPassword) errors.confirmNewPassword = 'money.paymentPassword.mismatch'
  return { ok: Object.keys(errors).length === 0, errors }
}
