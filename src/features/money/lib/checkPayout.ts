/** Why a withdrawal or transfer cannot be sent (locale keys per field), before the call. */
export function checkPayout(amount: number | null, range: { min: number; max: number }, password: string): { amount?: string; password?: string } {
  const errors: { amount?: string; password?: string } = {}
  if (amount === null || amount <= 0) errors.amount = 'money.amountInvalid'
  else if (amount < range.min || amount > range.max) errors.amount = 'money.amountOutOfRange'
  if (!/^\d{6}$/.test(password)) errors.password = 'money.paymentPassword.sixDigits'
  return errors
}
