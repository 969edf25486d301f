/** Deposit channels as members and operators see them, and the fee rule. */
import type { Kysely, Selectable } from 'kysely'
import type { Database, DepositChannelsTable, Localized } from '../../db/schema.ts'
import type { DepositChannel, FeePayer, Language } from '../../../src/shared/api/index.ts'

export type ChannelRow = Selectable<DepositChannelsTable>

export const pick = (text: Localized, language: Language): string => text[language] || text.en

/** bigint columns arrive as strings from pg and as numbers from PGlite. */
export const minor = (v: string | number | bigint | null | undefined): number => Number(v ?? 0)

export const channelView = (r: ChannelRow, language: Language): DepositChannel => ({
  id: r.id,
  kind: r.kind,
  name: pick(r.name, language),
  min: minor(r.min_amount),
  max: minor(r.max_amount),
  feeBp: r.fee_bp,
  feeFixed: minor(r.fee_fixed),
  feePayer: r.fee_payer,
  instructions: pick(r.instructions, language),
  payTo: { bankName: r.bank_name, accountNumber: r.account_number, accountHolder: r.account_holder },
  autoApproveSeconds: r.auto_approve_seconds,
})

export const enabledChannels = (db: Kysely<Database>): Promise<ChannelRow[]> =>
  db.selectFrom('deposit_channels').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('id').execute()

/**
 * The fee of an amount: amount × bp / 10000 rounded down, plus the fixed part. The member
 * is credited the amount minus the fee when the member pays it, the whole amount when the
 * site does (its bank's cost, outside the ledger).
 */
export const feeOf = (amount: number, feeBp: number, feeFixed: number, payer: FeePayer): { fee: number; credit: number } => {
  const fee = Math.floor((amount * feeBp) / 10_000) + feeFixed
  return { fee, credit: payer === 'member' ? amount - fee : amount }
}
