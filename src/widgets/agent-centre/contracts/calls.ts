import { AgentEndpoints, ContractEndpoints, call, type ContractKind, type ContractOfferRequest, type ContractTerms, type TeamMember } from '@/shared/api'
import { sessionToken } from '@/entities/session'

/** The contract calls the contract pages make, with the session's token. */
const token = () => sessionToken() ?? ''

export const consolidated = () => call(ContractEndpoints.fundsConsolidated, { token: token() })
/** The contracts of a kind the agent gave that still matter: active ones and offers awaiting an answer. */
export const contractsGiven = async (kind: ContractKind) => {
  const reply = await call(ContractEndpoints.contractList, { token: token(), body: { role: 'upline', kind, pageSize: 100 } })
  return { ...reply, list: reply.list.filter((c) => c.status === 'active' || c.status === 'offered') }
}
export const previewOffer = (body: ContractTerms) => call(ContractEndpoints.contractPreview, { token: token(), body })
export const sendOffer = (body: ContractOfferRequest) => call(ContractEndpoints.contractOffer, { token: token(), body })
export const simulateOffer = (body: ContractTerms & { periods: number }) => call(ContractEndpoints.contractSimulate, { token: token(), body })
export const acceptOffer = (contractId: number, terminateLower = false) =>
  call(ContractEndpoints.contractAccept, { token: token(), body: terminateLower ? { contractId, terminateLower } : { contractId } })
export const rejectOffer = (contractId: number) => call(ContractEndpoints.contractReject, { token: token(), body: { contractId } })
export const terminateContract = (contractId: number) => call(ContractEndpoints.contractTerminate, { token: token(), body: { contractId } })

/** The agent's direct downline agents, the only ones it may offer a contract to (by account, from the team list). */
export const directDownlineAgents = async (): Promise<TeamMember[]> => {
  const reply = await call(AgentEndpoints.teamList, { token: token(), body: { pageSize: 100 } })
  return reply.list.filter((m) => m.isAgent && m.depth === 1)
}
