import { useTranslation } from '@/shared/i18n'
import { PaymentPasswordForm } from '@/features/money'
import { DownlineTransferForm } from '@/features/transfer'
import { useCentre } from '../../model/centre.ts'
import { agentKeys } from '../../model/keys.ts'

/** A transfer makes the team's balances and the agent's ledger stale. */
const changes = [agentKeys.team(), agentKeys.transactions()]

/**
 * Transfer to one direct downline (features/transfer), within the limits the centre's reply
 * carries; a transfer refreshes them. Without a payment password the agent sets one here first.
 */
export function TransferForm({ downline }: { downline: string }) {
  const { t } = useTranslation()
  const { centre, refresh } = useCentre()
  if (!centre.transfer.paymentPasswordSet) {
    return (
      <div className="tl-records__panel" data-testid="team-transfer-no-password">
        <p className="tl-records__muted">{t('money.paymentPassword.neededForTransfer')}</p>
        <PaymentPasswordForm onSaved={refresh} />
      </div>
    )
  }
  return <DownlineTransferForm downline={downline} limits={centre.transfer} changes={changes} onTransferred={refresh} />
}
