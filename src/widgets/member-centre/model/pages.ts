import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { MemberCentrePage } from '@/entities/session'
import { useReadyMissions } from '@/entities/member-badges'

/**
 * The member centre's menu (spec §2), in the spec's order. Each entry is one page: its id
 * (the spec's page id, also `data-testid="member-centre-<id>"`), the locale key of its label,
 * its component (a lazy chunk in `screens/<id>/index.tsx`, loaded when first shown), and an
 * optional badge hook (a count on the menu item; 0 or null shows none).
 *
 * Only pages that exist are listed; opening the centre on an id not listed shows the first
 * (securityCenter). Adding a page: one folder `screens/<id>/` whose index.tsx default-exports
 * the page, and one line here (its label is already in the locales: accounts.memberCentre.menu.<id>).
 */
export interface MemberCentreEntry {
  readonly id: MemberCentrePage
  readonly labelKey: string
  readonly Page: LazyExoticComponent<ComponentType>
  readonly useBadge?: () => number | null
}

export const memberCentrePages: readonly MemberCentreEntry[] = [
  { id: 'securityCenter', labelKey: 'accounts.memberCentre.menu.securityCenter', Page: lazy(() => import('../screens/securityCenter/index.tsx')) },
  { id: 'transferFund', labelKey: 'accounts.memberCentre.menu.transferFund', Page: lazy(() => import('../screens/transferFund/index.tsx')) },
  { id: 'depositv2', labelKey: 'accounts.memberCentre.menu.depositv2', Page: lazy(() => import('../screens/depositv2/index.tsx')) },
  { id: 'withdraw', labelKey: 'accounts.memberCentre.menu.withdraw', Page: lazy(() => import('../screens/withdraw/index.tsx')) },
  { id: 'transferUpline', labelKey: 'accounts.memberCentre.menu.transferUpline', Page: lazy(() => import('../screens/transferUpline/index.tsx')) },
  { id: 'personalHistoryCopy', labelKey: 'accounts.memberCentre.menu.personalHistoryCopy', Page: lazy(() => import('../screens/personalHistoryCopy/index.tsx')) },
  { id: 'transactionHistory', labelKey: 'accounts.memberCentre.menu.transactionHistory', Page: lazy(() => import('../screens/transactionHistory/index.tsx')) },
  { id: 'personalProfit', labelKey: 'accounts.memberCentre.menu.personalProfit', Page: lazy(() => import('../screens/personalProfit/index.tsx')) },
  { id: 'bonusDetails', labelKey: 'accounts.memberCentre.menu.bonusDetails', Page: lazy(() => import('../screens/bonusDetails/index.tsx')) },
  { id: 'rewardCenter', labelKey: 'accounts.memberCentre.menu.rewardCenter', Page: lazy(() => import('../screens/rewardCenter/index.tsx')) },
  { id: 'referral', labelKey: 'accounts.memberCentre.menu.referral', Page: lazy(() => import('../screens/referral/index.tsx')) },
  { id: 'missionLeaderboard', labelKey: 'accounts.memberCentre.menu.missionLeaderboard', Page: lazy(() => import('../screens/missionLeaderboard/index.tsx')), useBadge: useReadyMissions },
  { id: 'messageV2', labelKey: 'accounts.memberCentre.menu.messageV2', Page: lazy(() => import('../screens/messageV2/index.tsx')) },
  // Player protection (issue 40): its texts are the `protection` namespace, read with the centre's chunk.
  { id: 'responsiblePlay', labelKey: 'protection.menu', Page: lazy(() => import('../screens/responsiblePlay/index.tsx')) },
]

/** The entry a page id opens: that page when it is listed, else the default (the first). */
export const entryFor = (id: unknown): MemberCentreEntry => memberCentrePages.find((p) => p.id === id) ?? memberCentrePages[0]!
