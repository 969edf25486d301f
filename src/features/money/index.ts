// The payment password: the form that sets or changes it, and whether one is set.
export { PaymentPasswordForm } from './ui/PaymentPasswordForm.tsx'
export { moneyKeys, paymentPasswordQuery } from './api/paymentPassword.ts'
