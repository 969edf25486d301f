import { call, WithdrawEndpoints, type Withdrawal } from '@/shared/api'
import type { FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** A page of the member's withdrawals; every reply also carries the operator's rules. */
export const loadWithdrawals = (page: number, pageSize: number, signal?: AbortSignal) =>
  call(WithdrawEndpoints.withdrawals, { token: token(), query: { page, pageSize }, signal })
/** One page of the tracker's requests. */
export const fetchWithdrawals: FetchPage<object, Withdrawal> = async ({ page, pageSize, signal }) => {
  const reply = await loadWithdrawals(page, pageSize, signal)
  return { rows: reply.list, total: reply.total }
}
