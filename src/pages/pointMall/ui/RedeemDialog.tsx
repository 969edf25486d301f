import type { PointReward } from '@/shared/api'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { ManagedModal } from '@/shared/ui'
import { RedeemForm } from './RedeemForm.tsx'

export const REDEEM_MODAL = 'pointRedeem'

/** The redeem dialog of the reward chosen: a fresh form (and request) each time it opens. */
export function RedeemDialog({ reward, balance }: { reward: PointReward | null; balance: number }) {
  const { t } = useTranslation()
  const language = useLanguage()
  const name = reward ? reward.name[language] || reward.name.en : ''
  return (
    <ManagedModal name={REDEEM_MODAL} title={t('pointMall.redeem.title', { name })} height="auto" width={480} testId="redeem-dialog">
      {reward && <RedeemForm key={reward.id} reward={reward} balance={balance} />}
    </ManagedModal>
  )
}
