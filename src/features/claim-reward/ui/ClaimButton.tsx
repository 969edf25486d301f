import { useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import type { ClaimAction } from '../lib/actions.ts'
import type { ClaimRowState } from '../model/useClaimActions.ts'

/** The button of an item's action: Join or Claim, busy while its call runs. */
export function ClaimButton({ action, row, onPress, testId }: { action: ClaimAction; row: ClaimRowState; onPress: () => void; testId: string }) {
  const { t } = useTranslation()
  return (
    // Pending, not disabled (focus stays in the dialog; presses are ignored); the flow takes one action at a time anyway.
    <Button variant="primary" size="sm" isPending={row.busy} onPress={onPress} data-testid={testId}>
      {t(action.kind === 'join' ? 'rewards.join' : 'rewards.claim')}
    </Button>
  )
}
