// The money form kit of the member and agent centres and the point mall (README.md beside this
// file). Its own segment: only lazy pages import it, so it stays out of the first route.
import './money.css'

export { useMoneyRequest, type MoneyRequestView, type MoneyRequestEffects } from './useMoneyRequest.ts'
export { newRequestId } from './requestId.ts'
export { checkPayout, type MoneyFormErrors } from './checkPayout.ts'
export { MoneyFormFrame, type MoneyFormFrameProps } from './MoneyFormFrame.tsx'
export { MoneyForm, type MoneyFormProps } from './MoneyForm.tsx'
