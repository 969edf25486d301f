import * as C from './schemas/contracts.ts'
import { endpoint, endpointTable } from './endpoint.ts'

const agentOnly = { TRIAL_ACCOUNT: null, NOT_AGENT: null } as const
/** A contract outside the caller's direct relation answers NOT_FOUND, as one that does not exist. */
const decide = { ...agentOnly, NOT_FOUND: null, CONTRACT_STATE: null, CONTRACT_CEILING: null } as const
/** Accepting may ask first to end the accepting agent's own contracts above the offer. */
const accept = { ...decide, CONFIRM_REQUIRED: C.WouldEndValue } as const
const process = (path: string) => endpoint({
  method: 'POST', path, body: C.ContractProcessRequest, reply: C.Contract, auth: 'token', encrypted: false, failures: accept,
})

/**
 * The agent's contracts and income (issue 16). Only agents (isAgent 1, 2, 41, 42) may call
 * them; an agent acts only on contracts between itself and its direct upline or downlines.
 */
export const ContractEndpoints = endpointTable({
  fundsConsolidated: endpoint({
    method: 'GET', path: '/wps/member/info/funds/consolidated', reply: C.ConsolidatedReply, auth: 'token', encrypted: false,
    failures: { TRIAL_ACCOUNT: null },
  }),
  // Spec §7: the downline answers an offer of each kind.
  processDividend: process('/wps/relay/MCS2_processDividendReq'),
  processDailySalary: process('/wps/relay/MCS2_processDailySalContract'),
  processHourlySalary: process('/wps/relay/MCS2_processContractHourSalary'),
  processRealtimeSalary: process('/wps/relay/MCSFE_processRealTimeSalaryContract'),
  contractList: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractList', body: C.ContractListRequest, reply: C.ContractListReply, auth: 'token', encrypted: false,
    failures: agentOnly,
  }),
  contractPreview: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractPreview', body: C.ContractTerms, reply: C.ContractPreviewReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null },
  }),
  contractOffer: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractOffer', body: C.ContractOfferRequest, reply: C.Contract, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null, CONTRACT_CEILING: null, CONFIRM_REQUIRED: C.WouldEndValue },
  }),
  contractAccept: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractAccept', body: C.ContractAcceptRequest, reply: C.Contract, auth: 'token', encrypted: false, failures: accept,
  }),
  contractReject: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractReject', body: C.ContractIdRequest, reply: C.Contract, auth: 'token', encrypted: false, failures: decide,
  }),
  contractTerminate: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractTerminate', body: C.ContractIdRequest, reply: C.ContractTerminateReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null, CONTRACT_STATE: null },
  }),
  contractHistory: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractHistory', body: C.ContractHistoryRequest, reply: C.ContractHistoryReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null },
  }),
  contractSimulate: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_contractSimulate', body: C.ContractSimulateRequest, reply: C.ContractSimulateReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null },
  }),
  myIncome: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_myIncome', body: C.MyIncomeRequest, reply: C.MyIncomeReply, auth: 'token', encrypted: false,
    failures: agentOnly,
  }),
  incomeStatement: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_incomeStatement', body: C.StatementRequest, reply: C.StatementReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null },
  }),
  incomeStatementBets: endpoint({
    method: 'POST', path: '/wps/relay/MCS2_incomeStatementBets', body: C.StatementBetsRequest, reply: C.StatementBetsReply, auth: 'token', encrypted: false,
    failures: { ...agentOnly, NOT_FOUND: null },
  }),
})
