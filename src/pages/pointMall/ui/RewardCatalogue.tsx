import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '@/shared/i18n'
import { EmptyState, ErrorState, ListSkeleton } from '@/shared/list'
import { useModals } from '@/shared/ui'
import { useToken } from '@/entities/session'
import { pointRewardsQuery } from '@/entities/points'
import { RewardCard } from './RewardCard.tsx'
import { REDEEM_MODAL, RedeemDialog } from './RedeemDialog.tsx'

/** The rewards on offer, each with its requirements, stock and limit; Redeem opens the dialog. */
export function RewardCatalogue() {
  const { t } = useTranslation()
  const token = useToken() ?? ''
  const rewards = useQuery(pointRewardsQuery(token))
  const modals = useModals()
  const [chosenId, setChosenId] = useState<number | null>(null)
  if (rewards.isError && !rewards.isFetching) return <ErrorState failure={rewards.error} onRetry={() => void rewards.refetch()} />
  if (!rewards.data) return <ListSkeleton rows={3} columns={3} />
  const { list, balance, validBet } = rewards.data
  const chosen = list.find((r) => r.id === chosenId) ?? null
  return (
    <section aria-labelledby="mall-rewards-title" data-testid="mall-rewards">
      <h2 id="mall-rewards-title" className="tl-visually-hidden">{t('pointMall.tabs.rewards')}</h2>
      {list.length === 0 ? (
        <EmptyState message={t('pointMall.rewards.empty')} />
      ) : (
        <ul className="tl-mall__grid">
          {list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              balance={balance}
              validBet={validBet}
              onRedeem={() => {
                setChosenId(reward.id)
                modals.open(REDEEM_MODAL)
              }}
            />
          ))}
        </ul>
      )}
      <RedeemDialog reward={chosen} balance={balance} />
    </section>
  )
}
