/**
 * A brand started without the demo (PostgreSQL's default) holds no money nor any account to
 * farm: no members, no balances, no self-approving channel, no missions, promotions or paying
 * referral rule; the brand itself (settings, vendors, catalogue, help) is all there.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'
import { kyselyOverPglite } from './connect.ts'
import { prepareDatabase } from './prepare.ts'
import { isWithoutOperatorContent } from './first-steps.ts'

let db: Kysely<Database>
// A database of its own, migrated and seeded from nothing (no template): a minute on a busy machine.
beforeAll(async () => {
  db = kyselyOverPglite(await PGlite.create())
  await prepareDatabase(db, { demo: false })
}, 180_000)
afterAll(async () => { await db?.destroy() })

const count = async (table: 'members' | 'deposit_channels' | 'missions' | 'promotions' | 'ledger_transactions' | 'games' | 'game_vendors') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)

it('has the brand and no demo data', async () => {
  expect(await count('members')).toBe(0)
  expect(await count('deposit_channels')).toBe(0)
  expect(await count('missions')).toBe(0)
  expect(await count('promotions')).toBe(0)
  expect(await count('ledger_transactions')).toBe(0)
  expect(await db.selectFrom('settings').select('key').where('key', '=', 'referralRule').executeTakeFirst()).toBeUndefined()
  expect(await count('games')).toBe(10_000)
  expect(await count('game_vendors')).toBeGreaterThan(0)
  expect(await db.selectFrom('settings').select('key').where('key', 'in', ['brand', 'defaultWeakPassword']).execute()).toHaveLength(2)
  // The start prints the operator's first steps while there is no channel.
  expect(await isWithoutOperatorContent(db)).toBe(true)
})

it('preparing it again, still without the demo, adds nothing', async () => {
  await prepareDatabase(db, { demo: false })
  expect(await count('members')).toBe(0)
  expect(await count('deposit_channels')).toBe(0)
})
