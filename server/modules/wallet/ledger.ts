/**
 * The member side of the ledger: balances, the merchant's wallet mode and transfers between
 * a member's wallets. Money itself moves only through the SQL function `ledger_post`
 * (migration 0007), which locks both account rows and writes the entry pair.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'
import { ApiError } from '../../http/errors.ts'

/** bigint columns arrive as strings from pg and as numbers from PGlite. */
export const minor = (v: string | number | bigint | null | undefined): number => Number(v ?? 0)

export const isSingleWallet = async (db: Kysely<Database>): Promise<boolean> => (await getSetting(db, 'singleWallet')) ?? true

/** Caches the wallet mode for a second: the seamless calls read it on every bet. */
export const singleWalletCache = (db: Kysely<Database>, ttlMs = 1000, now = Date.now) => {
  let value: { at: number; single: boolean } | null = null
  return async (): Promise<boolean> => {
    if (value && now() - value.at < ttlMs) return value.single
    value = { at: now(), single: await isSingleWallet(db) }
    return value.single
  }
}

export interface MemberWallets {
  readonly main: number
  readonly wallets: ReadonlyArray<{ vassalage: string; balance: number }>
}

export const memberWallets = async (db: Kysely<Database>, memberId: number): Promise<MemberWallets> => {
  const rows = await db.selectFrom('wallet_accounts').select(['kind', 'vendor', 'balance']).where('member_id', '=', memberId).orderBy('vendor').execute()
  return {
    main: minor(rows.find((r) => r.kind === 'main')?.balance),
    wallets: rows.filter((r) => r.kind === 'vendor').map((r) => ({ vassalage: r.vendor, balance: minor(r.balance) })),
  }
}

export const sumBalance = (w: MemberWallets): number => w.wallets.reduce((sum, v) => sum + v.balance, w.main)

/** Raised by ledger_post; mapped to the envelope's code. */
const ledgerFailure = (e: unknown): ApiError | null => {
  const message = e instanceof Error ? e.message : String(e)
  if (message.includes('INSUFFICIENT_FUNDS')) return new ApiError('INSUFFICIENT_FUNDS', 'Insufficient balance.')
  return null
}

export const MAIN_WALLET = 'MAIN'

/** Moves money between the member's main wallet and a vendor wallet, once per requestId. */
export const transfer = async (db: Kysely<Database>, memberId: number, from: string, to: string, amount: number, requestId: string): Promise<void> => {
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) {
    throw new ApiError('TRANSFER_NOT_ALLOWED', 'Transfers go between the main wallet and one vendor wallet.')
  }
  const vendor = from === MAIN_WALLET ? to : from
  const known = await db.selectFrom('game_vendors').select('vassalage').where('vassalage', '=', vendor).executeTakeFirst()
  if (!known) throw new ApiError('TRANSFER_NOT_ALLOWED', 'Unknown vendor wallet.')
  try {
    await db.transaction().execute(async (trx) => {
      // The SQL money functions (wallet_main/vendor create the account rows, ledger_post moves money).
      const ids = await sql<{ main: string; vendor: string }>`SELECT wallet_main(${memberId}) AS main, wallet_vendor(${memberId}, ${vendor}) AS vendor`.execute(trx)
      const row = ids.rows[0]!
      const [src, dst] = from === MAIN_WALLET ? [row.main, row.vendor] : [row.vendor, row.main]
      await sql`SELECT ledger_post(${`transfer:${memberId}:${requestId}`}, 'transfer', ${src}::bigint, ${dst}::bigint, ${amount}::bigint,
        ${JSON.stringify({ from, to })}::jsonb)`.execute(trx)
    })
  } catch (e) {
    throw ledgerFailure(e) ?? e
  }
}
