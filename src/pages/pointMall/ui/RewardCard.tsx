import type { PointReward } from '@/shared/api'
import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { useFormatPoints } from '../lib/formatPoints.ts'
import { rewardState } from '../lib/rewardState.ts'
import { RewardImage } from './RewardImage.tsx'

/** One reward: picture, name, points and bets it asks, stock, the member's limit, and Redeem (or why not). */
export function RewardCard({ reward, balance, validBet, onRedeem }: { reward: PointReward; balance: number; validBet: number; onRedeem: () => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const formatPoints = useFormatPoints()
  const name = reward.name[language] || reward.name.en
  const state = rewardState(reward, balance, validBet)
  const titleId = `reward-${reward.id}-name`
  return (
    <li className="tl-mall__card" data-testid={`reward-${reward.id}`} aria-labelledby={titleId}>
      <RewardImage src={reward.image} kind={reward.kind} />
      <div className="tl-mall__card-body">
        <h3 id={titleId} className="tl-mall__card-title">{name}</h3>
        <p className="tl-mall__kind">{t(`pointMall.kind.${reward.kind}`)}{reward.creditAmount !== null && ` · ${formatAmount(reward.creditAmount)}`}</p>
        <dl className="tl-mall__dl">
          <dt>{t('pointMall.rewards.points')}</dt>
          <dd data-testid={`reward-${reward.id}-points`}>{formatPoints(reward.requirement.points)}</dd>
          <dt>{t('pointMall.rewards.betRequirement')}</dt>
          <dd>{reward.requirement.amount > 0 ? formatAmount(reward.requirement.amount) : t('pointMall.rewards.none')}</dd>
          <dt>{t('pointMall.rewards.stock')}</dt>
          <dd data-testid={`reward-${reward.id}-stock`}>{reward.availableQuantity === null ? t('pointMall.rewards.unlimited') : formatPoints(reward.availableQuantity)}</dd>
          <dt>{t('pointMall.rewards.limit')}</dt>
          <dd>
            {reward.redeemLimit === null
              ? t('pointMall.rewards.noLimit')
              : t('pointMall.rewards.limitUsed', { used: reward.redeemedQuantity, limit: reward.redeemLimit })}
          </dd>
        </dl>
        {state !== 'open' && (
          <p className="tl-mall__why" data-testid={`reward-${reward.id}-why`}>
            {t(`pointMall.state.${state}`, { needed: formatAmount(Math.max(0, reward.requirement.amount - validBet)) })}
          </p>
        )}
        <Button
          variant="primary"
          isDisabled={state !== 'open'}
          onPress={onRedeem}
          aria-label={t('pointMall.rewards.redeemNamed', { name })}
          data-testid={`reward-${reward.id}-redeem`}
        >
          {t('pointMall.rewards.redeem')}
        </Button>
      </div>
    </li>
  )
}
