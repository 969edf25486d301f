import { useState } from 'react'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { DEFAULT_CURRENCY_SYMBOL, LocalKeys, local } from '@/shared/config'
import { useBrand } from '@/entities/system'
import { useBalance, useRefreshBalance } from '@/entities/wallet'
import { useToken } from '@/entities/session'

/**
 * The wallet balance of the logged-in block (spec §2): the currency symbol refreshes it when
 * clicked; the eye hides it as ***. Amounts with two decimals and thousands separators in the member's language.
 * The figure belongs to the `balance` actor, which fetches it when a session starts.
 */
export function Balance() {
  const { t } = useTranslation()
  const brand = useBrand()
  const formatAmount = useFormatAmount()
  const { value, loading, failed } = useBalance()
  const refresh = useRefreshBalance()
  const token = useToken()
  // The eye's choice is the member's preference: it lives in local storage alone and survives a reload.
  const [hidden, setHidden] = useState(() => local.get(LocalKeys.balanceHidden) === '1')
  const toggleHidden = () => {
    const next = !hidden
    if (next) local.set(LocalKeys.balanceHidden, '1')
    else local.remove(LocalKeys.balanceHidden)
    setHidden(next)
  }
  const symbol = brand.currencySymbol || DEFAULT_CURRENCY_SYMBOL
  return (
    <span className="tl-balance" data-testid="header-balance">
      <button type="button" className="tl-balance__symbol" onClick={() => refresh(token)} aria-label={t('wallet.refresh')} title={t('wallet.refresh')} data-testid="balance-refresh" disabled={loading}>
        {symbol}
      </button>
      <span className="tl-balance__amount" data-testid="balance-amount" aria-live="polite">
        {hidden ? '***' : value === null ? '--' : formatAmount(value)}
      </span>
      {/* A refresh that failed says so (announced: the live region is there before it), and is the quickest way to try again. */}
      <span role="status" className="tl-balance__status">
        {failed && (
          <button type="button" className="tl-balance__failed" onClick={() => refresh(token)} disabled={loading} data-testid="balance-failed">
            {t('wallet.refreshFailed')}
          </button>
        )}
      </span>
      <button type="button" className="tl-balance__toggle" onClick={toggleHidden} aria-pressed={hidden} aria-label={hidden ? t('wallet.show') : t('wallet.hide')} data-testid="balance-toggle">
        {hidden ? '◡' : '◉'}
      </button>
    </span>
  )
}
