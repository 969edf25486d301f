import type { Withdrawal } from '@/shared/api'
import { useMoneyRequest, type MoneyRequestEffects, type MoneyRequestView } from '@/shared/money'
import { sendWithdrawal } from '../api/withdraw.ts'

/** The withdrawal request's flow, hosted by the page: `effects` names what a request changes there (the tracker, the records, the balance). */
export const useWithdrawalRequest = (effects: MoneyRequestEffects<Withdrawal>): MoneyRequestView<Withdrawal> => useMoneyRequest(sendWithdrawal, effects)
