import { useCallback } from 'react'
import { useModal, useModals } from '@/shared/ui'
import { useSessionFacts } from './hooks.ts'

/** The member centre modal (spec §2) and the page it opens on (default securityCenter). */
export const MEMBER_CENTRE_MODAL = 'memberCentre'
export type MemberCentrePage =
  | 'securityCenter' | 'transferFund' | 'depositv2' | 'withdraw' | 'transferUpline' | 'personalHistoryCopy' | 'transactionHistory'
  | 'personalProfit' | 'bonusDetails' | 'rewardCenter' | 'referral' | 'missionLeaderboard' | 'messageV2' | 'responsiblePlay'

/**
 * Opens the member centre on a page. It needs a real account (spec §6): the `modals` actor's
 * gate opens the login popup without a token, warns a trial account, and opens nothing then.
 */
export function useOpenMemberCentre(): (target?: MemberCentrePage) => void {
  const modals = useModals()
  const facts = useSessionFacts()
  return useCallback((target: MemberCentrePage = 'securityCenter') => modals.request(MEMBER_CENTRE_MODAL, 'realAccount', facts(), target), [modals, facts])
}

/** The page the member centre shows (the modal's payload in the `modals` actor): the one it was opened on, or chosen since. */
export const useMemberCentrePage = (): MemberCentrePage | undefined => useModal(MEMBER_CENTRE_MODAL).payload as MemberCentrePage | undefined

/** Shows another page in the open member centre (its payload changes; nothing else moves). */
export function useShowMemberCentrePage(): (page: MemberCentrePage) => void {
  const modals = useModals()
  return useCallback((page: MemberCentrePage) => modals.setPayload(MEMBER_CENTRE_MODAL, page), [modals])
}
