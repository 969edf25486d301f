import { call, DepositEndpoints, type DepositView } from '@/shared/api'
import type { FetchPage } from '@/shared/list'
import { currentLanguage } from '@/shared/i18n'
import { sessionToken } from '@/entities/session'

const token = (): string => sessionToken() ?? ''

/** One page of the member's requests, newest first. */
export const fetchDeposits: FetchPage<object, DepositView> = async ({ page, pageSize, signal }) => {
  const reply = await call(DepositEndpoints.depositList, { token: token(), body: { page, pageSize, language: currentLanguage() }, signal })
  return { rows: reply.list, total: reply.total }
}
