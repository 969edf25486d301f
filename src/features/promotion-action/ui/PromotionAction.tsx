import type { PromotionView } from '@/shared/api'
import { failureText, useLanguage, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { actionCall, actionFor } from '@/entities/promotion'
import type { PromotionActionState } from '../model/usePromotionAction.ts'

type Failure = { code: string; message: string }

/**
 * The action a promotion's status allows (join, claim, take a ticket), its busy state, and
 * what came of it: done, or the refusal in the player's language. Nothing when no action fits.
 */
export function PromotionAction({ promotion, state }: { promotion: PromotionView; state: PromotionActionState }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const action = actionFor(promotion)
  const mine = state.promotionId === promotion.id
  const name = promotion.title[language] || promotion.title.en
  return (
    <div className="tl-promo__action">
      {action && (
        // Pending, not disabled: presses while the call runs are ignored by the flow.
        <Button
          variant="primary"
          isPending={mine && state.busy}
          onPress={() => state.perform(action)}
          aria-label={t('promo.action.named', { action: t(`promo.action.${action.kind}`), name })}
          data-testid={`promo-action-${promotion.id}`}
        >
          {t(`promo.action.${action.kind}`)}
        </Button>
      )}
      {mine && state.done && state.action && (
        <p className="tl-promo__done" role="status" data-testid={`promo-done-${promotion.id}`}>
          {t(`promo.done.${state.action.kind}`)}
        </p>
      )}
      {mine && state.failure !== null && state.action && (
        <p className="tl-promo__error" role="alert" data-testid={`promo-error-${promotion.id}`}>
          {failureText(state.failure as Failure, actionCall(state.action))}
        </p>
      )}
    </div>
  )
}
