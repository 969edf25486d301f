import { queryOptions } from '@tanstack/react-query'
import { call, WithdrawEndpoints } from '@/shared/api'
import { memberScope } from '@/shared/lib'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** The money feature's query keys. */
export const moneyKeys = {
  paymentPassword: () => [...memberScope, 'money', 'paymentPassword'] as const,
}

/** Whether the member has a payment password (the form, the withdrawal page: one query). */
export const paymentPasswordQuery = () =>
  queryOptions({ queryKey: moneyKeys.paymentPassword(), queryFn: ({ signal }) => call(WithdrawEndpoints.paymentPasswordStatus, { token: token(), signal }) })

export interface PaymentPasswordOrder {
  readonly oldPassword?: string
  readonly newPassword: string
  readonly confirmNewPassword: string
}

/** Sets the first payment password, or changes it with the old one. */
export const savePaymentPassword = (order: PaymentPasswordOrder, signal: AbortSignal) =>
  order.oldPassword === undefined
    ? call(WithdrawEndpoints.paymentPasswordSet, { token: token(), body: { newPassword: order.newPassword, confirmNewPassword: order.confirmNewPassword }, signal })
    : call(WithdrawEndpoints.paymentPasswordChange, { token: token(), body: { oldPassword: order.oldPassword, newPassword: order.newPassword, confirmNewPassword: order.confirmNewPassword }, signal })
