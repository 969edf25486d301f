import { useId, useState } from 'react'
import './walletTransfer.css'
import { useFormatAmount, useTranslation } from '@/shared/i18n'
import { Button, TextField } from '@/shared/ui'
import type { TransferOrder } from '@machines/myWallet.machine.ts'
import { MAIN_WALLET, checkTransfer, type TransferCheck, type WalletRow } from '../lib/wallets.ts'

/**
 * The transfer between the main wallet and one vendor wallet: from, to, amount. Checked here
 * before it is sent (one side main, an amount with at most two decimals that the source
 * holds); the server checks again.
 */
export function WalletTransferForm({ rows, busy, onSubmit }: { rows: readonly WalletRow[]; busy: boolean; onSubmit: (order: TransferOrder) => void }) {
  const { t } = useTranslation()
  const formatAmount = useFormatAmount()
  const id = useId()
  const firstVendor = rows.find((r) => r.id !== MAIN_WALLET)?.id ?? MAIN_WALLET
  const [form, setForm] = useState({ from: MAIN_WALLET, to: firstVendor, amount: '' })
  const [check, setCheck] = useState<TransferCheck | null>(null)
  const label = (row: WalletRow) => `${row.name ?? t('wallet.main')} (${formatAmount(row.balance)})`
  const error = (field: 'wallets' | 'amount') => (check && !check.ok && check.field === field ? t(check.errorKey) : null)
  const submit = () => {
    const result = checkTransfer(form, rows)
    setCheck(result)
    if (result.ok) onSubmit(result.order)
  }
  return (
    <form
      className="tl-wallet-transfer"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      data-testid="wallet-transfer"
    >
      <h4 id={`${id}-title`} className="tl-wallet__subtitle">
        {t('wallet.transfer.title')}
      </h4>
      <div className="tl-wallet-transfer__sides">
        <WalletSide label={t('wallet.transfer.from')} value={form.from} rows={rows} labelOf={label} testId="wallet-transfer-from" onChange={(from) => setForm({ ...form, from, to: from === MAIN_WALLET ? (form.to === MAIN_WALLET ? firstVendor : form.to) : MAIN_WALLET })} />
        <WalletSide label={t('wallet.transfer.to')} value={form.to} rows={rows} labelOf={label} testId="wallet-transfer-to" onChange={(to) => setForm({ ...form, to, from: to === MAIN_WALLET ? (form.from === MAIN_WALLET ? firstVendor : form.from) : MAIN_WALLET })} />
      </div>
      {error('wallets') && (
        <p className="tl-wallet__error" role="alert" data-testid="wallet-transfer-wallets-error">
          {error('wallets')}
        </p>
      )}
      <TextField label={t('wallet.transfer.amount')} value={form.amount} onChange={(amount) => setForm({ ...form, amount })} inputMode="decimal" error={error('amount')} testId="wallet-transfer-amount" autoComplete="off" />
      {/* Not disabled while busy (focus would fall out of the dialog); the flow takes one transfer at a time. */}
      <Button type="submit" variant="primary" aria-busy={busy || undefined} data-testid="wallet-transfer-submit">
        {t('wallet.transfer.submit')}
      </Button>
    </form>
  )
}

/** One side of the transfer: a wallet picked from the rows, each with its balance. */
function WalletSide({ label, value, rows, labelOf, testId, onChange }: { label: string; value: string; rows: readonly WalletRow[]; labelOf: (row: WalletRow) => string; testId: string; onChange: (id: string) => void }) {
  return (
    <label className="tl-wallet-transfer__side">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {rows.map((r) => (
          <option key={r.id} value={r.id}>
            {labelOf(r)}
          </option>
        ))}
      </select>
    </label>
  )
}
