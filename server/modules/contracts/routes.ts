/** The contract, income and consolidated-funds calls (src/shared/api/endpoints-contracts.ts). */
import type { FastifyInstance } from 'fastify'
import { ContractEndpoints, type ContractKind } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { AGENT_CODES, requireRealAccount } from '../account/index.ts'
import { loadPeriodClock } from './clock.ts'
import { consolidated } from './consolidated.ts'
import { acceptOffer, rejectOffer, terminateContract } from './decide.ts'
import { requireAgent } from './guards.ts'
import { myIncome, statement, statementBets } from './income.ts'
import { offerContract, previewOffer } from './offers.ts'
import { contractHistory, listContracts } from './queries.ts'
import { simulateContract } from './simulate.ts'

export const registerContractRoutes = (app: FastifyInstance, realtimeMs: number): void => {
  const ctx = app.tala
  const db = ctx.db
  const now = () => new Date(ctx.now())

  route(app, ContractEndpoints.fundsConsolidated, async ({ session }) => {
    const s = requireRealAccount(session)
    return consolidated(db, Number(s.memberId), AGENT_CODES.has(s.isAgent ?? 0), ctx.now(), await loadPeriodClock(db, realtimeMs))
  })

  // Spec §7's four calls: the downline accepts or rejects an offer of that kind.
  const processOf = (kind: ContractKind) => async ({ body, session }: { body: { contractId: number; action: 'accept' | 'reject'; terminateLower?: boolean }; session: Parameters<typeof requireAgent>[0] }) => {
    const me = requireAgent(session)
    return body.action === 'accept' ? acceptOffer(db, me, body.contractId, now(), kind, body.terminateLower === true) : rejectOffer(db, me, body.contractId, now(), kind)
  }
  route(app, ContractEndpoints.processDividend, processOf('dividend'))
  route(app, ContractEndpoints.processDailySalary, processOf('daily_salary'))
  route(app, ContractEndpoints.processHourlySalary, processOf('hourly_salary'))
  route(app, ContractEndpoints.processRealtimeSalary, processOf('realtime_salary'))

  route(app, ContractEndpoints.contractList, async ({ body, session }) => listContracts(db, requireAgent(session), body))
  route(app, ContractEndpoints.contractPreview, async ({ body, session }) => previewOffer(db, requireAgent(session), body))
  route(app, ContractEndpoints.contractOffer, async ({ body, session }) => offerContract(db, requireAgent(session), body, now()))
  route(app, ContractEndpoints.contractAccept, async ({ body, session }) => acceptOffer(db, requireAgent(session), body.contractId, now(), undefined, body.terminateLower === true))
  route(app, ContractEndpoints.contractReject, async ({ body, session }) => rejectOffer(db, requireAgent(session), body.contractId, now()))
  route(app, ContractEndpoints.contractTerminate, async ({ body, session }) => terminateContract(db, requireAgent(session), body.contractId, now()))
  route(app, ContractEndpoints.contractHistory, async ({ body, session }) => contractHistory(db, requireAgent(session), body))
  route(app, ContractEndpoints.contractSimulate, async ({ body, session }) =>
    simulateContract(db, requireAgent(session), body, ctx.now(), await loadPeriodClock(db, realtimeMs)))
  route(app, ContractEndpoints.myIncome, async ({ body, session }) => myIncome(db, requireAgent(session), body))
  route(app, ContractEndpoints.incomeStatement, async ({ body, session }) => statement(db, requireAgent(session), body))
  route(app, ContractEndpoints.incomeStatementBets, async ({ body, session }) => statementBets(db, requireAgent(session), body))
}
