/** Why an amount or a payment password cannot be sent (locale keys per field), before the call. */
export interface MoneyFormErrors {
  amount?: string
  password?: string
}

/**
 * The money form's checks: an amount in the range, and (unless `password` is null: the deposit
 * asks for none) a payment password of six digits.
 */
export function checkPayout(amount: number | null, range: { min: number; max: number }, password: string | null): MoneyFormErrors {
  const errors: MoneyFormErrors = {}
  if (amount === null || amount <= 0) errors.amount = 'money.amountInvalid'
  else if (amount < range.min || amount > range.max) errors.amount = 'money.amountOutOfRange'
  if (password !== null && !/^\d{6}$/.test(password)) errors.password = 'money.paymentPassword.sixDigits'
  return errors
}
