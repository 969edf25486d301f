import { useCallback } from 'react'
import { useModals } from '@/shared/ui'
import { AGENT_CENTRE_MODAL, useSessionFacts } from './hooks.ts'

export type AgentCentrePage =
  | 'announcement' | 'agentTeamOverview' | 'registerAccount' | 'teamManagement' | 'teamBetting' | 'userProfitLoss' | 'myIncome' | 'transactionDetails'
  | 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary'

/** Opens the agent centre on a page; like the member centre it needs a real account (the server refuses non-agents). */
export function useOpenAgentCentre(): (target?: AgentCentrePage) => void {
  const modals = useModals()
  const facts = useSessionFacts()
  return useCallback((target: AgentCentrePage = 'agentTeamOverview') => modals.request(AGENT_CENTRE_MODAL, 'realAccount', facts(), target), [modals, facts])
}
