import './claimReward.css'
import type { ActivityStatus } from '@/shared/api'
import { failureText, useTranslation } from '@/shared/i18n'
import { claimCall, doneKey } from '../lib/actions.ts'
import type { ClaimRowState } from '../model/useClaimActions.ts'

type Failure = { code: string; message: string }

/**
 * What came of an item's action, under the item: the refusal in the member's language, or
 * what it did as the reloaded item's `status` says. Nothing for another item's action.
 */
export function ClaimOutcome({ row, status }: { row: ClaimRowState; status: ActivityStatus }) {
  const { t } = useTranslation()
  if (!row.action) return null
  return (
    <>
      {row.failure !== null && (
        <p className="tl-claim__error" role="alert">
          {failureText(row.failure as Failure, claimCall(row.action))}
        </p>
      )}
      {row.done && (
        <p className="tl-claim__done" role="status">
          {t(doneKey(row.action, status))}
        </p>
      )}
    </>
  )
}
