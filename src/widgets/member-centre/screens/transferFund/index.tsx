import './transferFund.css'
import { failureText, useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button } from '@/shared/ui'
import { ErrorState, ListSkeleton } from '@/shared/list'
import { useBrand } from '@/entities/system'
import { useVendorLanes } from '@/entities/vendor'
import { WalletTransferForm, useMyWallet, walletRows, type WalletRow } from '@/features/transfer'

type Failure = { code: string; message: string }

/**
 * "my wallet" (transferFund, spec §2): the main wallet and every vendor wallet with its
 * balance, a refresh, and on a site with a wallet per vendor the transfer between the main
 * wallet and one vendor wallet (GCS_walletTransfer). The flow is machines/myWallet.machine.ts.
 */
export default function MyWalletPage() {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const wallet = useMyWallet()
  const { wallets, loadFailure, transferFailure, transferred, order } = wallet.context
  const vendors = lanes.data ? lanes.data.flatMap((lane) => lane.cards) : []
  const rows = wallets ? walletRows(wallets, vendors) : []
  const nameOf = (row: WalletRow | undefined) => row?.name ?? t('wallet.main')
  return (
    <section className="tl-wallet" aria-labelledby="mc-wallet-title" data-testid="my-wallet">
      <div className="tl-wallet__head">
        <h3 id="mc-wallet-title" className="tl-wallet__title">
          {t('wallet.title')}
        </h3>
        {/* Never disabled (focus would fall out of the dialog): the flow takes a refresh only when ready. */}
        <Button variant="secondary" size="sm" onPress={wallet.refresh} data-testid="wallet-refresh">
          {t('wallet.refreshWallets')}
        </Button>
      </div>
      {wallet.value === 'failed' ? (
        <ErrorState failure={loadFailure} onRetry={wallet.retry} />
      ) : wallets === null || wallet.value === 'loading' ? (
        <ListSkeleton rows={3} columns={2} />
      ) : (
        <>
          <table className="tl-wallet__table" data-testid="wallet-list">
            <thead>
              <tr>
                <th scope="col">{t('wallet.wallet')}</th>
                <th scope="col" className="tl-wallet__amount">
                  {t('wallet.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`wallet-row-${row.id}`}>
                  <th scope="row">{nameOf(row)}</th>
                  <td className="tl-wallet__amount" data-testid={`wallet-balance-${row.id}`}>
                    {formatAmount(row.balance)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {wallets.isSingle ? (
            <p className="tl-wallet__note" data-testid="wallet-single">
              {t('wallet.single')}
            </p>
          ) : (
            <WalletTransferForm rows={rows} busy={wallet.value === 'transferring'} onSubmit={wallet.transfer} />
          )}
          <div aria-live="polite">
            {transferred && order && (
              <p className="tl-wallet__done" role="status" data-testid="wallet-transfer-done">
                {t('wallet.transfer.done', { amount: formatAmount(order.amount), from: nameOf(rows.find((r) => r.id === order.from)), to: nameOf(rows.find((r) => r.id === order.to)) })}
              </p>
            )}
          </div>
          {transferFailure !== null && (
            <p className="tl-wallet__error" role="alert" data-testid="wallet-transfer-failed">
              {failureText(transferFailure as Failure, 'walletTransfer')}
            </p>
          )}
        </>
      )}
    </section>
  )
}
