import './rewardCenter.css'
import { useTranslation } from '@/shared/i18n'
import { EmptyState, ErrorState, ListSkeleton } from '@/shared/list'
import { rewardKey, useRewardCentre } from './model.ts'
import { RewardRow } from './RewardRow.tsx'

/**
 * The reward centre (rewardCenter, spec §2 and §4): everything the member may join or claim
 * (promotions, missions, rebates, the referral reward) with its activity status. A claim
 * credits the main wallet once (machines/listActions.machine.ts takes one action at a time).
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
      ) : page.rewards === null ? (
        <ListSkeleton rows={3} columns={2} />
      ) : page.rewards.length === 0 ? (
        <EmptyState message={t('rewards.empty')} />
      ) : (
        <ul className="tl-rewards__list" aria-busy={page.value !== 'ready' || undefined}>
          {page.rewards.map((item) => {
            const key = rewardKey(item)
            const mine = page.request?.key === key
            return (
              <RewardRow
                key={key}
                item={item}
                busy={mine && page.value === 'acting'}
                failure={mine ? page.actionFailure : null}
                done={mine && page.acted}
                onAction={(action) => page.perform(key, action)}
              />
            )
          })}
        </ul>
      )}
    </section>
  )
}
