import { endpoint, endpointTable } from './endpoint.ts'
import { paymentPassword, protectionBlocked } from './failure-groups.ts'
import * as A from './schemas/agent.ts'
import * as Records from './schemas/records.ts'
import { AmountRange } from './schemas/money.ts'
import { LimitValue } from './schemas/withdraw.ts'

/** Every agent call: FORBIDDEN for a caller that is not an agent (types 1, 2, 41, 42). */
const agent = { FORBIDDEN: null } as const
const range = { RECORDS_RANGE_INVALID: Records.RangeLimit } as const

/**
 * The agent centre (schemas/agent.ts): the team, its figures, and money to a direct downline.
 * A table of its own beside `Endpoints`: only the agent centre's lazy chunk imports it, so the
 * first route does not carry these schemas. The server, the OpenAPI document and the fuzz suite
 * walk it with the others (server/plugins/openapi-document.ts `describedCalls`).
 */
export const AgentEndpoints = endpointTable({
  agentCentre: endpoint({
    method: 'GET', path: '/wps/agent/centre', reply: A.AgentCentreReply, auth: 'token', encrypted: false, failures: agent,
  }),
  agentNotices: endpoint({
    method: 'GET', path: '/wps/agent/announcements', query: A.AgentNoticesQuery, reply: A.AgentNoticesReply, auth: 'token', encrypted: false, failures: agent,
  }),
  teamOverview: endpoint({
    method: 'POST', path: '/wps/agent/team/overview', body: A.TeamOverviewRequest, reply: A.TeamOverviewReply, auth: 'token', encrypted: false,
    failures: { ...agent, ...range },
  }),
  agentRegister: endpoint({
    method: 'POST', path: '/wps/agent/register', body: A.AgentRegisterRequest, reply: A.AgentRegisterReply, auth: 'token', encrypted: true,
    // CONTRACT_CEILING: the offered contract is above the agent's own (or it has none of the kind).
    failures: { ...agent, ACCOUNT_EXISTS: null, PASSWORD_BREACHED: null, CONTRACT_CEILING: null, BOT_CHECK_FAILED: null, TOO_MANY_REQUESTS: null },
  }),
  teamList: endpoint({
    method: 'POST', path: '/wps/agent/team/list', body: A.TeamListRequest, reply: A.TeamListReply, auth: 'token', encrypted: false,
    failures: { ...agent, NOT_FOUND: null },
  }),
  downlineTransfer: endpoint({
    method: 'POST', path: '/wps/agent/transfer', body: A.DownlineTransferRequest, reply: A.DownlineTransferReply, auth: 'token', encrypted: true,
    failures: { ...agent, ...paymentPassword, ...protectionBlocked, NOT_FOUND: null, TRANSFER_NOT_ALLOWED: null, AMOUNT_OUT_OF_RANGE: AmountRange, LIMIT_REACHED: LimitValue, INSUFFICIENT_FUNDS: null },
  }),
  teamBets: endpoint({
    method: 'POST', path: '/wps/agent/team/bets', body: A.TeamBetsRequest, reply: A.TeamBetsReply, auth: 'token', encrypted: false,
    failures: { ...agent, ...range, NOT_FOUND: null },
  }),
  memberProfit: endpoint({
    method: 'POST', path: '/wps/agent/team/profit', body: A.MemberProfitRequest, reply: A.MemberProfitReply, auth: 'token', encrypted: false,
    failures: { ...agent, ...range },
  }),
  agentTransactions: endpoint({
    method: 'POST', path: '/wps/agent/transactions', body: Records.AccountRecordRequest, reply: Records.AccountRecordReply, auth: 'token', encrypted: false,
    failures: { ...agent, ...range },
  }),
  fraudHints: endpoint({
    method: 'GET', path: '/wps/agent/team/fraud', reply: A.FraudHintsReply, auth: 'token', encrypted: false, failures: agent,
  }),
})
