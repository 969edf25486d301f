/** Agents, downlines and their bets made straight in the database, for the agent module's tests. */
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { hashPassword } from '../lib/passwords.ts'
import { newMember, type TestMember } from './member-helpers.ts'

export const AGENT_PAY = '135790'
let payHash: Promise<string> | null = null
/** One hash of the payment password for every test agent (scrypt is slow on purpose). */
const paymentHash = () => (payHash ??= hashPassword(AGENT_PAY))

export interface TreeMember extends TestMember { readonly account: string }

/** A logged-in member under `upline` (or a root), of type `isAgent`, with a payment password and a balance. */
export const treeMember = async (db: Kysely<Database>, account: string, upline: number | null, isAgent: number, balance = 0): Promise<TreeMember> => {
  const m = await newMember(db, account, isAgent)
  await db.updateTable('members').set({ upline_id: upline, payment_password_hash: await paymentHash() }).where('id', '=', m.id).execute()
  if (balance > 0) {
    await sql`SELECT ledger_post(${`opening:${account}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), ${balance}::bigint)`.execute(db)
  }
  return { ...m, account }
}

/** A settled bet (stake, then win) through the seamless SQL functions, placed at `at`. */
export const settledBet = async (db: Kysely<Database>, memberId: number, round: string, game: string, stake: number, win: number, at: Date): Promise<void> => {
  await sql`SELECT seamless_debit('TCG_SEA', ${`${round}-bet`}, ${memberId}, ${round}, ${game}, ${stake}::bigint, true)`.execute(db)
  await sql`SELECT seamless_credit('TCG_SEA', ${`${round}-win`}, ${memberId}, ${round}, ${win}::bigint)`.execute(db)
  await db.updateTable('bets').set({ created_at: at, settled_at: at }).where('vendor', '=', 'TCG_SEA').where('round_id', '=', round).execute()
}

/** Every member's main balance, by id: a refused call must leave it as it was. */
export const mainBalances = async (db: Kysely<Database>): Promise<Record<string, string>> =>
  Object.fromEntries((await db.selectFrom('wallet_accounts').select(['member_id', 'balance']).where('kind', '=', 'main').execute()).map((r) => [String(r.member_id), String(r.balance)]))
