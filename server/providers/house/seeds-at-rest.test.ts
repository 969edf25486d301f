/**
 * A server seed in use is sealed under SECRETS_KEY in the database (a copy of it must not tell
 * the coming results); the rotation reveals it, in clear, matching the hash shown all along.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../testing/test-db.ts'
import { TEST_SECRETS_KEY } from '../../testing/test-app.ts'
import { newMember } from '../../testing/member-helpers.ts'
import { isSealed } from '../../lib/secrets-key.ts'
import { hashSeed } from './fair.ts'
import { activeSeed, rotateSeed } from './rounds.ts'

let t: TestDb
beforeAll(async () => { t = await createTestDb() })
afterAll(async () => { await t?.close() })

it('keeps the seed in use sealed and reveals it in clear when rotated out', async () => {
  const m = await newMember(t.db, 'seedkeeper')
  const active = await activeSeed(t.db, TEST_SECRETS_KEY, m.id)
  expect(isSealed(active.server_seed)).toBe(true)
  const { revealed } = await rotateSeed(t.db, TEST_SECRETS_KEY, m.id)
  expect(hashSeed(revealed.serverSeed)).toBe(active.server_seed_hash)
  const row = await t.db.selectFrom('fair_seeds').select(['server_seed', 'active']).where('id', '=', active.id).executeTakeFirstOrThrow()
  expect(row).toEqual({ server_seed: revealed.serverSeed, active: false })
  const next = await activeSeed(t.db, TEST_SECRETS_KEY, m.id)
  expect(isSealed(next.server_seed)).toBe(true)
})
