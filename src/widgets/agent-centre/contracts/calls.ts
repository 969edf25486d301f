import { AgentEndpoints, ContractEndpoints, call, type ContractKind, type TeamMember } from '@/shared/api'
import { sessionToken } from '@/entities/session'

/** The contract pages' own reads, with the session's token (the flow's calls are features/offer-contract's). */
const token = () => sessionToken() ?? ''

/** The contracts of a kind the agent gave that still matter: active ones and offers awaiting an answer. */
export const contractsGiven = async (kind: ContractKind) => {
  const reply = await call(ContractEndpoints.contractList, { token: token(), body: { role: 'upline', kind, pageSize: 100 } })
  return { ...reply, list: reply.list.filter((c) => c.status === 'active' || c.status === 'offered') }
}

/** The agent's direct downline agents, the only ones it may offer a contract to (by account, from the team list). */
export const directDownlineAgents = async (): Promise<TeamMember[]> => {
  const reply = await call(AgentEndpoints.teamList, { token: token(), body: { pageSize: 100 } })
  return reply.list.filter((m) => m.isAgent && m.depth === 1)
}
