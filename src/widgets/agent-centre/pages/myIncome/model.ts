import { useCallback } from 'react'
import { ContractEndpoints, call, type ContractKind, type IncomePayment, type StatementReply } from '@/shared/api'
import { rangeInstants, usePagedList, type DateRange, type FetchPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'

export interface IncomeFilter {
  readonly range: DateRange
  /** null: every kind. */
  readonly kind: ContractKind | null
}

/** The agent's payments (MCS2_myIncome) for a filter, through the list kit. */
export function useMyIncome(filter: IncomeFilter) {
  const fetchPage: FetchPage<IncomeFilter, IncomePayment> = useCallback(async ({ filter: f, page, pageSize }) => {
    const { start, end } = rangeInstants(f.range)
    const reply = await call(ContractEndpoints.myIncome, { token: sessionToken() ?? '', body: { page, pageSize, from: start, to: end, ...(f.kind ? { kind: f.kind } : {}) } })
    return { rows: reply.list, total: reply.total }
  }, [])
  return usePagedList(fetchPage, filter, { pageSize: 10 })
}

export type StatementMember = StatementReply['members'][number]

/** One payment's statement (MCS2_incomeStatement): its members page by page; the head (contract, tier, downlines) from any page. */
export function useStatement(paymentId: number, onHead: (reply: StatementReply) => void) {
  const fetchPage: FetchPage<number, StatementMember> = useCallback(async ({ filter: id, page, pageSize }) => {
    const reply = await call(ContractEndpoints.incomeStatement, { token: sessionToken() ?? '', body: { paymentId: id, page, pageSize } })
    onHead(reply)
    return { rows: reply.members, total: reply.total }
  }, [onHead])
  return usePagedList(fetchPage, paymentId, { pageSize: 10 })
}

export type StatementBet = Awaited<ReturnType<typeof fetchBets>>['list'][number]
const fetchBets = (paymentId: number, memberId: number, page: number, pageSize: number) =>
  call(ContractEndpoints.incomeStatementBets, { token: sessionToken() ?? '', body: { paymentId, memberId, page, pageSize } })

/** The bets of one member behind a payment (MCS2_incomeStatementBets). */
export function useStatementBets(paymentId: number, memberId: number) {
  const fetchPage: FetchPage<{ paymentId: number; memberId: number }, StatementBet> = useCallback(async ({ filter: f, page, pageSize }) => {
    const reply = await fetchBets(f.paymentId, f.memberId, page, pageSize)
    return { rows: reply.list, total: reply.total }
  }, [])
  return usePagedList(fetchPage, { paymentId, memberId }, { pageSize: 10 })
}
