import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { PaymentPasswordForm } from '@/features/money'
import { UplineTransferForm, transferKeys, uplineQuery } from '@/features/transfer'
import { memberCentreKeys } from '../../model/keys.ts'

/** A transfer changes the ledger's records besides the upline's own figures. */
const changes = [memberCentreKeys.records()]

/**
 * transfer to upline (transferUpline, spec §2): the upline agent, the limits and today's
 * use, the amount with the payment password; a member with no agent upline is told why
 * there is nothing to do here.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const info = useQuery(uplineQuery())
  const queryClient = useQueryClient()
  // Today's use (and whether a payment password is set) are in the upline's reply.
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: transferKeys.upline() }), [queryClient])
  const head = (
    <h3 id="upline-title" className="tl-money__title">
      {t('accounts.memberCentre.menu.transferUpline')}
    </h3>
  )
  if (info.isError && !info.isFetching) return <section className="tl-money" aria-labelledby="upline-title">{head}<ErrorState failure={info.error} onRetry={() => void info.refetch()} /></section>
  if (!info.data) return <section className="tl-money" aria-labelledby="upline-title">{head}<ListSkeleton rows={3} columns={2} /></section>
  const upline = info.data
  const shown = { min: formatAmount(upline.minAmount), max: formatAmount(upline.maxAmount) }
  return (
    <section className="tl-money" aria-labelledby="upline-title" data-testid="upline-page">
      {head}
      {upline.upline === null ? (
        <p className="tl-money__note" data-testid="upline-none">
          {t('money.upline.none')}
        </p>
      ) : (
        <>
          <dl className="tl-money__dl tl-money__card" data-testid="upline-info">
            <dt>{t('money.upline.account')}</dt>
            <dd data-testid="upline-account">{upline.upline}</dd>
            <dt>{t('money.upline.range')}</dt>
            <dd>{t('money.range', shown)}</dd>
            <dt>{t('money.upline.daily')}</dt>
            <dd>{formatAmount(upline.dailyLimit)}</dd>
            <dt>{t('money.upline.used')}</dt>
            <dd data-testid="upline-used">{formatAmount(upline.usedToday)}</dd>
          </dl>
          {!upline.paymentPasswordSet ? (
            <div className="tl-money__form" data-testid="upline-no-password">
              <p className="tl-money__note">{t('money.paymentPassword.neededForTransfer')}</p>
              <PaymentPasswordForm onSaved={reload} />
            </div>
          ) : (
            <UplineTransferForm upline={upline.upline} limits={upline} changes={changes} />
          )}
        </>
      )}
    </section>
  )
}
