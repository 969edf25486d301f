import type { DepositView } from '@/shared/api'
import { useMoneyRequest, type MoneyRequestEffects, type MoneyRequestView } from '@/shared/money'
import { sendDeposit } from '../api/deposit.ts'

/**
 * The deposit request's flow, hosted by the page (its receipt replaces the form): `effects`
 * names what a sent request changes there (the page's list).
 */
export const useDepositRequest = (effects: MoneyRequestEffects<DepositView>): MoneyRequestView<DepositView> => useMoneyRequest(sendDeposit, effects)
