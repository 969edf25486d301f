import { modals } from '@/shared/ui'
import { requireRealAccount } from './gate.ts'

/** The member centre modal (spec §2) and the page it opens on (default securityCenter). */
export const MEMBER_CENTRE_MODAL = 'memberCentre'
export type MemberCentrePage =
  | 'securityCenter' | 'transferFund' | 'depositv2' | 'withdraw' | 'transferUpline' | 'personalHistoryCopy' | 'transactionHistory'
  | 'personalProfit' | 'bonusDetails' | 'rewardCenter' | 'referral' | 'missionLeaderboard' | 'messageV2'

let page: MemberCentrePage = 'securityCenter'
export const memberCentrePage = (): MemberCentrePage => page

/**
 * Opens the member centre on a page. It needs a real account (spec §6): without a token the
 * login popup opens, a trial account gets the real-account warning, and nothing opens.
 */
export function openMemberCentre(target: MemberCentrePage = 'securityCenter'): boolean {
  return requireRealAccount(() => {
    page = target
    modals.open(MEMBER_CENTRE_MODAL)
  })
}
