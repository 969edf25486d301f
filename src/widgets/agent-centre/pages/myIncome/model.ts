import { ContractEndpoints, call, type ContractKind, type IncomePayment, type StatementReply } from '@/shared/api'
import { rangeInstants, usePagedQuery, type DateRange, type FetchPage, type ListPage } from '@/shared/list'
import { sessionToken } from '@/entities/session'
import { agentKeys } from '../../model/keys.ts'

export interface IncomeFilter {
  readonly range: DateRange
  /** null: every kind. */
  readonly kind: ContractKind | null
}

const fetchIncome: FetchPage<IncomeFilter, IncomePayment> = async ({ filter: f, page, pageSize, signal }) => {
  const { start, end } = rangeInstants(f.range)
  const reply = await call(ContractEndpoints.myIncome, { token: sessionToken() ?? '', body: { page, pageSize, from: start, to: end, ...(f.kind ? { kind: f.kind } : {}) }, signal })
  return { rows: reply.list, total: reply.total }
}

/** The agent's payments (MCS2_myIncome) for a filter, through the list kit. */
export const useMyIncome = (filter: IncomeFilter) => usePagedQuery(agentKeys.income(), fetchIncome, filter, { pageSize: 10 }).list

export type StatementMember = StatementReply['members'][number]

const fetchStatement: FetchPage<number, StatementMember, ListPage<StatementMember> & { readonly head: StatementReply }> = async ({ filter: id, page, pageSize, signal }) => {
  const reply = await call(ContractEndpoints.incomeStatement, { token: sessionToken() ?? '', body: { paymentId: id, page, pageSize }, signal })
  return { rows: reply.members, total: reply.total, head: reply }
}

/** One payment's statement (MCS2_incomeStatement): its members page by page; the head (contract, tier, downlines) from any page. */
export function useStatement(paymentId: number) {
  const { list, reply } = usePagedQuery(agentKeys.statement(), fetchStatement, paymentId, { pageSize: 10 })
  return { members: list, head: reply?.head ?? null }
}

export type StatementBet = Awaited<ReturnType<typeof loadBets>>['list'][number]
const loadBets = (paymentId: number, memberId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  call(ContractEndpoints.incomeStatementBets, { token: sessionToken() ?? '', body: { paymentId, memberId, page, pageSize }, signal })

const fetchBets: FetchPage<{ paymentId: number; memberId: number }, StatementBet> = async ({ filter: f, page, pageSize, signal }) => {
  const reply = await loadBets(f.paymentId, f.memberId, page, pageSize, signal)
  return { rows: reply.list, total: reply.total }
}

/** The bets of one member behind a payment (MCS2_incomeStatementBets). */
export const useStatementBets = (paymentId: number, memberId: number) => usePagedQuery(agentKeys.statementBets(), fetchBets, { paymentId, memberId }, { pageSize: 10 }).list
