/**
 * The rules the database itself keeps on the books, whatever code writes to them (migrations
 * 0007 and 0013): allowed kinds and statuses, no negative stake or win, no zero entry, no
 * member balance below zero, and nothing in the books ever deleted. Each refused write
 * changes nothing. Runs on PGlite and, in CI's second run, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'

let t: TestDb
let demo: number
let wallet: number

beforeAll(async () => {
  t = await createTestDb()
  demo = await memberId(t.db, 'demo01')
  wallet = Number((await sql<{ id: string }>`SELECT wallet_main(${demo}) AS id`.execute(t.db)).rows[0]!.id)
  await insertGames(t.db, [{ id: 'rules-slot' }])
})
afterAll(() => t.close())

const count = async (table: string) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n)
const refused = (q: { execute(db: TestDb['db']): Promise<unknown> }) => expect(q.execute(t.db)).rejects.toThrow()

describe('the books keep their rules in the database', () => {
  it('refuses unknown kinds and statuses, negative stakes and wins, and zero entries', async () => {
    const before = { bets: await count('bets'), tx: await count('ledger_transactions'), entries: await count('ledger_entries'), journal: await count('seamless_transactions') }
    const bet = (status: string, stake: number, win: number) => sql`
      INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, win, status)
      VALUES ('RULES', ${`r-${status}-${stake}-${win}`}, ${demo}, 'rules-slot', ${wallet}, ${stake}, ${win}, ${status})`
    await refused(bet('won', 100, 0))
    await refused(bet('open', -1, 0))
    await refused(bet('settled', 100, -5))
    await refused(sql`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ('rules-1', 'gift')`)
    await refused(sql`INSERT INTO seamless_transactions (vendor, tx_id, kind, status) VALUES ('RULES', 'x1', 'refund', 'ok')`)
    await refused(sql`INSERT INTO seamless_transactions (vendor, tx_id, kind, status) VALUES ('RULES', 'x2', 'debit', 'maybe')`)
    await refused(sql`INSERT INTO wallet_accounts (member_id, kind, vendor) VALUES (${demo}, 'savings', 'X')`)
    await refused(sql`INSERT INTO wallet_accounts (kind, vendor) VALUES ('main', 'NO_OWNER')`)
    const tx = (await sql<{ id: string }>`INSERT INTO ledger_transactions (idempotency_key, kind) VALUES ('rules-2', 'adjustment') RETURNING id`.execute(t.db)).rows[0]!.id
    await refused(sql`INSERT INTO ledger_entries (tx_id, account_id, amount, balance_after) VALUES (${tx}, ${wallet}, 0, 0)`)
    // The accepted values still go in.
    await bet('open', 0, 0).execute(t.db)
    expect(await count('bets')).toBe(before.bets + 1)
    expect(await count('ledger_entries')).toBe(before.entries)
    expect(await count('seamless_transactions')).toBe(before.journal)
    expect(await count('ledger_transactions')).toBe(before.tx + 1)
  })

  it('keeps a member balance at or above zero', async () => {
    await refused(sql`UPDATE wallet_accounts SET balance = -1 WHERE id = ${wallet}`)
    await expect(sql`SELECT ledger_post('rules-overdraft', 'adjustment', ${wallet}, wallet_house(${demo}), 999999999999::bigint)`.execute(t.db))
      .rejects.toThrow(/INSUFFICIENT_FUNDS/)
  })

  it('never deletes from the books: accounts, transactions and entries refuse DELETE and TRUNCATE', async () => {
    const before = await ledgerInvariants(t.db)
    const sizes = [await count('wallet_accounts'), await count('ledger_transactions'), await count('ledger_entries')]
    for (const table of ['wallet_accounts', 'ledger_transactions', 'ledger_entries']) {
      await expect(sql`DELETE FROM ${sql.table(table)} WHERE id = (SELECT max(id) FROM ${sql.table(table)})`.execute(t.db)).rejects.toThrow(/LEDGER_APPEND_ONLY/)
      await expect(sql`TRUNCATE ${sql.table(table)} CASCADE`.execute(t.db)).rejects.toThrow(/LEDGER_APPEND_ONLY/)
    }
    // A member with a wallet cannot go either (the wallet's foreign key).
    await refused(sql`DELETE FROM members WHERE id = ${demo}`)
    expect([await count('wallet_accounts'), await count('ledger_transactions'), await count('ledger_entries')]).toEqual(sizes)
    expect(await ledgerInvariants(t.db)).toEqual(before)
  })
})
