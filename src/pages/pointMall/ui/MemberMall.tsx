import { useState } from 'react'
import { useTranslation } from '@/shared/i18n'
import { Tabs } from '@/shared/ui'
import { BalanceSummary } from './BalanceSummary.tsx'
import { RewardCatalogue } from './RewardCatalogue.tsx'
import { ConvertPanel } from './ConvertPanel.tsx'
import { RedeemHistory } from './RedeemHistory.tsx'
import { PointTransactions } from './PointTransactions.tsx'

/** The logged-in member's mall: the balance above four tabs. */
export function MemberMall() {
  const { t } = useTranslation()
  const [tab, setTab] = useState('rewards')
  return (
    <div className="tl-mall" data-testid="point-mall">
      <BalanceSummary />
      <Tabs
        label={t('pointMall.tabs.label')}
        selectedId={tab}
        onChange={setTab}
        className="tl-mall__tabs"
        items={[
          { id: 'rewards', label: t('pointMall.tabs.rewards'), content: <RewardCatalogue /> },
          { id: 'convert', label: t('pointMall.tabs.convert'), content: <ConvertPanel /> },
          { id: 'history', label: t('pointMall.tabs.history'), content: <RedeemHistory /> },
          { id: 'transactions', label: t('pointMall.tabs.transactions'), content: <PointTransactions /> },
        ]}
      />
    </div>
  )
}
