import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AgentCentreReply } from '@/shared/api'
import type { AgentCentrePage } from '@/entities/session'

/** An operator switch that shows a menu item (spec §2). */
export type AgentSwitch = keyof AgentCentreReply['switches']

/**
 * The agent centre's menu (spec §2), in the spec's order: the page id (also
 * `data-testid="agent-centre-<id>"`), the label's locale key, the page (a lazy chunk in
 * `screens/<id>/index.tsx`, or `pages/<id>` for the income and contract pages) and, for the
 * dividend, daily and hourly salary pages, the operator switch that shows it (`enableCt`,
 * `salary`, `hourSalary`).
 */
export interface AgentCentreEntry {
  readonly id: AgentCentrePage
  readonly labelKey: string
  readonly Page: LazyExoticComponent<ComponentType>
  readonly shownBy?: AgentSwitch
}

export const agentCentrePages: readonly AgentCentreEntry[] = [
  { id: 'announcement', labelKey: 'agent.menu.announcement', Page: lazy(() => import('../screens/announcement/index.tsx')) },
  { id: 'agentTeamOverview', labelKey: 'agent.menu.agentTeamOverview', Page: lazy(() => import('../screens/agentTeamOverview/index.tsx')) },
  { id: 'registerAccount', labelKey: 'agent.menu.registerAccount', Page: lazy(() => import('../screens/registerAccount/index.tsx')) },
  { id: 'teamManagement', labelKey: 'agent.menu.teamManagement', Page: lazy(() => import('../screens/teamManagement/index.tsx')) },
  { id: 'teamBetting', labelKey: 'agent.menu.teamBetting', Page: lazy(() => import('../screens/teamBetting/index.tsx')) },
  { id: 'userProfitLoss', labelKey: 'agent.menu.userProfitLoss', Page: lazy(() => import('../screens/userProfitLoss/index.tsx')) },
  { id: 'myIncome', labelKey: 'agent.menu.myIncome', Page: lazy(() => import('../pages/myIncome/index.ts')) },
  { id: 'transactionDetails', labelKey: 'agent.menu.transactionDetails', Page: lazy(() => import('../screens/transactionDetails/index.tsx')) },
  { id: 'dividend', labelKey: 'agent.menu.dividend', Page: lazy(() => import('../pages/dividend/index.tsx')), shownBy: 'enableCt' },
  { id: 'dailySalary', labelKey: 'agent.menu.dailySalary', Page: lazy(() => import('../pages/dailySalary/index.tsx')), shownBy: 'salary' },
  { id: 'hourlySalary', labelKey: 'agent.menu.hourlySalary', Page: lazy(() => import('../pages/hourlySalary/index.tsx')), shownBy: 'hourSalary' },
  // Real-time salary (spec §4, settled every 5 minutes) has no switch: its offers are answered here.
  { id: 'realtimeSalary', labelKey: 'agent.menu.realtimeSalary', Page: lazy(() => import('../pages/realtimeSalary/index.tsx')) },
]

export const DEFAULT_PAGE: AgentCentrePage = 'agentTeamOverview'

/** The menu an agent sees: every page whose switch (if it has one) is on. */
export const visiblePages = (switches: AgentCentreReply['switches']): readonly AgentCentreEntry[] =>
  agentCentrePages.filter((p) => p.shownBy === undefined || switches[p.shownBy])

/** The entry a page id opens among the visible ones, else the default. */
export const entryFor = (pages: readonly AgentCentreEntry[], id: unknown): AgentCentreEntry =>
  pages.find((p) => p.id === id) ?? pages.find((p) => p.id === DEFAULT_PAGE)!
