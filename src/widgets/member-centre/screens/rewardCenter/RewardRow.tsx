import { failureText, useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { RewardItem } from '@/shared/api'
import type { RewardAction } from './model.ts'

type Failure = { code: string; message: string }

/** The action a status allows (spec §4): join a promotion open to joining, claim what is issued or complete. */
export function actionFor(item: RewardItem): RewardAction | null {
  if (item.status === 'join' && item.source === 'promotion') return { kind: 'join', promotionId: item.id }
  if (item.status === 'claim' || item.status === 'issued') return { kind: 'claim', source: item.source, id: item.id }
  return null
}

/** What an action did, as the reloaded item's status says: paid, applied for the operator to review, or joined. */
const doneKey = (status: RewardItem['status']): string =>
  status === 'applying' ? 'rewards.doneApplying' : status === 'joined' || status === 'process' ? 'rewards.doneJoined' : 'rewards.done'

/** One reward: its title, source, amount, status in the member's language, the action its status allows, and why it was rejected. */
export function RewardRow({ item, busy, failure, done, onAction }: { item: RewardItem; busy: boolean; failure: unknown; done: boolean; onAction: (action: RewardAction) => void }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const formatAmount = useFormatAmount()
  const action = actionFor(item)
  const title = item.title ? item.title[language] || item.title.en : t(`rewards.source.${item.source}`)
  const testKey = `${item.source}-${item.id}`
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
        {action && (
          // Pending, not disabled (focus stays in the dialog; presses are ignored); the flow takes one action at a time anyway.
          <Button variant="primary" size="sm" isPending={busy} onPress={() => onAction(action)} data-testid={`reward-action-${testKey}`}>
            {t(action.kind === 'join' ? 'rewards.join' : 'rewards.claim')}
          </Button>
        )}
      </div>
      {failure !== null && (
        <p className="tl-rewards__error" role="alert">
          {failureText(failure as Failure, action?.kind === 'join' ? 'rewardJoin' : 'rewardClaim')}
        </p>
      )}
      {done && (
        <p className="tl-rewards__done" role="status">
          {t(doneKey(item.status))}
        </p>
      )}
    </li>
  )
}
