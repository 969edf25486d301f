import { parseAmount } from '@/shared/lib'
import type { MerchantWalletReply } from '@/shared/api'
import type { TransferOrder } from '@machines/myWallet.machine.ts'

/** The main wallet's name on the wire (GCS_walletTransfer's `from` / `to`). */
export const MAIN_WALLET = 'MAIN'

export interface WalletRow {
  /** MAIN or the vendor code. */
  readonly id: string
  /** The vendor's display name; null for the main wallet (its label is translated). */
  readonly name: string | null
  readonly balance: number
}

/**
 * The rows the page shows: the main wallet, then every vendor wallet: the ones the member
 * holds and, on a site with a wallet per vendor, every vendor of the site at 0 (a transfer
 * opens it). Vendor names from the vendor list; its code when the list does not have it.
 */
export function walletRows(wallets: MerchantWalletReply, vendors: readonly { vassalage: string; displayName: string }[]): WalletRow[] {
  const names = new Map(vendors.map((v) => [v.vassalage, v.displayName]))
  const held = new Map(wallets.wallets.map((w) => [w.vassalage, w.balance]))
  const codes = new Set([...wallets.wallets.map((w) => w.vassalage), ...(wallets.isSingle ? [] : vendors.map((v) => v.vassalage))])
  const vendorRows = [...codes].map((id) => ({ id, name: names.get(id) ?? id, balance: held.get(id) ?? 0 })).sort((a, b) => a.name.localeCompare(b.name))
  return [{ id: MAIN_WALLET, name: null, balance: wallets.main }, ...vendorRows]
}

export interface TransferForm {
  readonly from: string
  readonly to: string
  readonly amount: string
}

/** Why a transfer form cannot be sent (a locale key), or the order to send. */
export type TransferCheck = { readonly ok: true; readonly order: TransferOrder } | { readonly ok: false; readonly field: 'wallets' | 'amount'; readonly errorKey: string }

/** A transfer goes between the main wallet and one vendor wallet, for an amount the source holds. */
export function checkTransfer(form: TransferForm, rows: readonly WalletRow[]): TransferCheck {
  if (form.from === form.to || (form.from !== MAIN_WALLET && form.to !== MAIN_WALLET)) return { ok: false, field: 'wallets', errorKey: 'wallet.transfer.mainOnOneSide' }
  const source = rows.find((r) => r.id === form.from)
  if (!source || !rows.some((r) => r.id === form.to)) return { ok: false, field: 'wallets', errorKey: 'wallet.transfer.mainOnOneSide' }
  const amount = parseAmount(form.amount)
  if (amount === null || amount === 0) return { ok: false, field: 'amount', errorKey: 'wallet.transfer.amountInvalid' }
  if (amount > source.balance) return { ok: false, field: 'amount', errorKey: 'wallet.transfer.amountTooHigh' }
  return { ok: true, order: { from: form.from, to: form.to, amount } }
}
