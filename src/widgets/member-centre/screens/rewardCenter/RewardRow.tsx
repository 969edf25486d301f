import { useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import type { RewardItem } from '@/shared/api'
import { ClaimButton, ClaimOutcome, rewardActionFor, rewardKey, type ClaimAction, type ClaimRowState } from '@/features/claim-reward'

/** One reward: its title, source, amount, status in the member's language, the action its status allows, and why it was rejected. */
export function RewardRow({ item, row, onAction }: { item: RewardItem; row: ClaimRowState; onAction: (action: ClaimAction) => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const action = rewardActionFor(item)
  const title = item.title ? item.title[language] || item.title.en : t(`rewards.source.${item.source}`)
  const testKey = rewardKey(item)
  return (
    <li className="tl-rewards__item" data-testid={`reward-${testKey}`}>
      <div>
        <p className="tl-rewards__name">{title}</p>
        <p className="tl-rewards__meta">
          {t(`rewards.source.${item.source}`)} · <span className="tl-rewards__amount">{formatAmount(item.amount)}</span>
        </p>
        {item.status === 'rejected' && item.reason && (
          <p className="tl-rewards__meta" data-testid={`reward-reason-${testKey}`}>
            {t('rewards.reason', { reason: item.reason })}
          </p>
        )}
      </div>
      <div className="tl-rewards__side">
        <span className="tl-rewards__status" data-testid={`reward-status-${testKey}`}>
          {t(`rewards.status.${item.status}`)}
        </span>
        {action && <ClaimButton action={action} row={row} onPress={() => onAction(action)} testId={`reward-action-${testKey}`} />}
      </div>
      <ClaimOutcome row={row} status={item.status} />
    </li>
  )
}
