/**
 * Wallet bench set-up shared by scripts/bench/wallet.ts and scripts/wallet-migration-ab.ts:
 * funded players and a slot to bet on, in a migrated database. Safe to run again on the
 * same database: members, games and the opening postings (keyed by account) are made once.
 */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../server/db/schema.ts'

/** Each player's opening balance, in minor units: enough that no bench bet is ever refused. */
const OPENING = 1_000_000_000

/** `count` members named `<prefix>000`, `<prefix>001`, ..., each funded from the cashier; their ids. */
export const fundedPlayers = async (db: Kysely<Database>, prefix: string, count: number): Promise<number[]> => {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const account = `${prefix}${String(i).padStart(3, '0')}`
    await sql`INSERT INTO members (account, password_hash) VALUES (${account}, 'x') ON CONFLICT (account) DO NOTHING`.execute(db)
    const m = await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()
    await sql`SELECT ledger_post(${`opening:${account}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${OPENING}::bigint)`.execute(db)
    ids.push(m.id)
  }
  return ids
}

/** A medium-volatility slot under the first seeded RNG vendor. */
export const benchSlot = async (db: Kysely<Database>, id: string, name: string): Promise<void> => {
  const vendor = await db.selectFrom('game_vendors').select(['vassalage', 'game_type']).where('game_type', '=', 'RNG').executeTakeFirstOrThrow()
  await db.insertInto('games').values({ id, vassalage: vendor.vassalage, game_type: vendor.game_type, name, rtp_bp: 9600, volatility: 'medium', is_hot: 0 })
    .onConflict((oc) => oc.column('id').doNothing()).execute()
}
