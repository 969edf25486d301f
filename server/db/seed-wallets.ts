/**
 * Opening balances of the demo members, posted from the cashier account through the ledger
 * (the wallets themselves come from the members trigger of migration 0007). Runs at every
 * start: the idempotency key `opening:<account>` makes a second run move nothing.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { demoAccounts } from './seed-data/accounts.ts'

/** 10,000.00 in minor units for each demo member. */
export const DEMO_OPENING_BALANCE = 1_000_000

export const seedOpeningBalances = async (db: Kysely<Database>): Promise<void> => {
  const accounts = demoAccounts.map((a) => a.account)
  await sql`
    SELECT ledger_post('opening:' || m.account, 'opening',
      (SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'cashier'), wallet_main(m.id), ${DEMO_OPENING_BALANCE}::bigint)
    FROM members m
    WHERE m.account = ANY(${accounts}::text[])
      AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = 'opening:' || m.account)
    ORDER BY m.id`.execute(db)
}
