import { useCallback } from 'react'
import { useModal, useModals } from '@/shared/ui'
import { AGENT_CENTRE_MODAL, type AgentCentrePage } from '@/entities/session'

// Here, not beside the opener in entities/session: only the centre's own chunk needs them.

/** The page the agent centre shows (the modal's payload in the `modals` actor). */
export const useAgentCentrePage = (): AgentCentrePage | undefined => useModal(AGENT_CENTRE_MODAL).payload as AgentCentrePage | undefined

/** Shows another page in the open agent centre. */
export function useShowAgentCentrePage(): (page: AgentCentrePage) => void {
  const modals = useModals()
  return useCallback((page: AgentCentrePage) => modals.setPayload(AGENT_CENTRE_MODAL, page), [modals])
}
