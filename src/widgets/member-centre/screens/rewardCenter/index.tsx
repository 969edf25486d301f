import './rewardCenter.css'
import { useTranslation } from '@/shared/i18n'
import { EmptyState, ErrorState, ListSkeleton } from '@/shared/list'
import { rewardKey } from '@/features/claim-reward'
import { useRewardCentre } from './model.ts'
import { RewardRow } from './RewardRow.tsx'

/**
 * The reward centre (rewardCenter, spec §2 and §4): everything the member may join or claim
 * (promotions, missions, rebates, the referral reward) with its activity status. A claim
 * credits the main wallet once (`@/features/claim-reward` takes one action at a time).
 */
export default function RewardCentrePage() {
  const { t } = useTranslation()
  const page = useRewardCentre()
  return (
    <section className="tl-rewards" aria-labelledby="mc-rewards-title" data-testid="reward-centre">
      <h3 id="mc-rewards-title" className="tl-rewards__title">
        {t('rewards.centreTitle')}
      </h3>
      {page.value === 'failed' ? (
        <ErrorState failure={page.loadFailure} onRetry={page.retry} />
      ) : page.list === null ? (
        <ListSkeleton rows={3} columns={2} />
      ) : page.list.length === 0 ? (
        <EmptyState message={t('rewards.empty')} />
      ) : (
        <ul className="tl-rewards__list" aria-busy={page.value !== 'ready' || undefined}>
          {page.list.map((item) => {
            const key = rewardKey(item)
            return <RewardRow key={key} item={item} row={page.row(key)} onAction={(action) => page.perform(key, action)} />
          })}
        </ul>
      )}
    </section>
  )
}
