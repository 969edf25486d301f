import { useCallback } from 'react'
import { useModal, useModals } from '@/shared/ui'
import { useSessionFacts } from './hooks.ts'

/** The agent centre modal (spec §2) and its pages (default agentTeamOverview). */
export const AGENT_CENTRE_MODAL = 'agentCentre'
export type AgentCentrePage =
  | 'announcement' | 'agentTeamOverview' | 'registerAccount' | 'teamManagement' | 'teamBetting' | 'userProfitLoss' | 'myIncome' | 'transactionDetails'
  | 'dividend' | 'dailySalary' | 'hourlySalary'

/** Opens the agent centre on a page; like the member centre it needs a real account (the server refuses non-agents). */
export function useOpenAgentCentre(): (target?: AgentCentrePage) => void {
  const modals = useModals()
  const facts = useSessionFacts()
  return useCallback((target: AgentCentrePage = 'agentTeamOverview') => modals.request(AGENT_CENTRE_MODAL, 'realAccount', facts(), target), [modals, facts])
}

/** The page the agent centre shows (the modal's payload in the `modals` actor). */
export const useAgentCentrePage = (): AgentCentrePage | undefined => useModal(AGENT_CENTRE_MODAL).payload as AgentCentrePage | undefined

/** Shows another page in the open agent centre. */
export function useShowAgentCentrePage(): (page: AgentCentrePage) => void {
  const modals = useModals()
  return useCallback((page: AgentCentrePage) => modals.setPayload(AGENT_CENTRE_MODAL, page), [modals])
}
