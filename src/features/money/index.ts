// The money forms' look, for every page that shows one (deposit, withdrawal, transfers, the point mall).
import './ui/money.css'
export { useMoneyRequest, type MoneyRequestView, type MoneyRequestEffects } from './model/useMoneyRequest.ts'
export { newRequestId } from './model/requestId.ts'
export { PaymentPasswordForm } from './ui/PaymentPasswordForm.tsx'
export { moneyKeys, paymentPasswordQuery } from './api/paymentPassword.ts'
export { checkPayout } from './lib/checkPayout.ts'
