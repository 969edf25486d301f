/**
 * The agent module (spec §2 agent centre, §6): the team under an agent (the `member_tree`
 * closure table) and the agent's calls on it: overview, register a downline, team list with
 * search, transfer to a direct downline, team betting, profit and loss per member, the
 * agent's own ledger, notices for agents and fraud hints. Every call is for agents only and
 * sees only the caller's subtree (`guard.ts`).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerAgentRoutes } from './routes.ts'

export const agentModule: FastifyPluginAsync = async (app) => {
  registerAgentRoutes(app)
}

export { requireAgent, downlineOf, subtreeIds, type Agent, type Downline } from './guard.ts'
export { agentSettings, DEFAULT_AGENT_SETTINGS, type AgentSettings } from './settings.ts'
export { SUB_AGENT_TYPE } from './register.ts'
export { AGENT_NOTICE_TYPE } from './notices.ts'
