import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { seedCatalogueIfMissing, seedIfEmpty } from './seed.ts'
import { migrateToLatest } from './migrate.ts'
import { resolvePayloadKey } from './payload-key.ts'

let t: TestDb
beforeAll(async () => { t = await createTestDb() })
afterAll(async () => { await t?.close() })

describe('database preparation', () => {
  it('migrating and seeding again changes nothing', async () => {
    const before = await t.db.selectFrom('game_vendors').select('vassalage').execute()
    expect(await migrateToLatest(t.db)).toEqual({ migrations: [], functions: [] })
    expect(await seedIfEmpty(t.db)).toBe(false)
    expect(await t.db.selectFrom('game_vendors').select('vassalage').execute()).toHaveLength(before.length)
    expect(await seedCatalogueIfMissing(t.db)).toBe(false)
    const { n } = await t.db.selectFrom('games').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    expect(Number(n)).toBe(10_000)
  })

  it('seeds the same catalogue on every database (deterministic generation)', async () => {
    const { generateGames } = await import('./seed-data/games.ts')
    const { vendors } = await import('./seed-data/vendors.ts')
    const a = generateGames(vendors)
    expect(generateGames(vendors)).toEqual(a)
    const row = await t.db.selectFrom('games').select(['name', 'rtp_bp']).where('id', '=', a[123]!.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ name: a[123]!.name, rtp_bp: a[123]!.rtpBp })
  })

  it('has text in all five languages for every help article and notice', async () => {
    const rows = [
      ...(await t.db.selectFrom('help_articles').select(['title', 'content']).execute()),
      ...(await t.db.selectFrom('announcements').select(['title', 'content']).execute()),
    ]
    for (const row of rows) {
      for (const lang of ['ty', 'en', 'cn', 'th', 'vi'] as const) {
        expect(row.title[lang], `${row.title.en} ${lang}`).not.toBe('')
        expect(row.content[lang].length, `${row.title.en} ${lang}`).toBeGreaterThan(20)
      }
    }
  })

  it('keeps the generated payload key stable, and a configured key wins', async () => {
    const first = await resolvePayloadKey(t.db, null)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(await resolvePayloadKey(t.db, null)).toBe(first)
    expect(await resolvePayloadKey(t.db, 'configured-key-0123456789')).toBe('configured-key-0123456789')
  })
})

describe('demo accounts', () => {
  it('are seeded once with scrypt hashes, mobiles bound to +63, agent01 with code AGENT01', async () => {
    const { createTestDb } = await import('../testing/test-db.ts')
    const { seedDemoAccountsIfMissing } = await import('./seed.ts')
    const { verifyPassword } = await import('../lib/passwords.ts')
    const testDb = await createTestDb()
    try {
      // The demo accounts of this step (later steps add a demo team under agent01).
      const rows = await testDb.db.selectFrom('members').selectAll().where('account', 'in', ['demo01', 'weakpass1', 'agent01']).orderBy('id').execute()
      expect(rows.map((r) => [r.account, r.is_agent, r.country_dialing_code, r.affiliate_code])).toEqual([
        ['demo01', 0, '63', null], ['weakpass1', 0, '63', null], ['agent01', 1, '63', 'AGENT01'],
      ])
      // The suite's template is hashed at its cheap parameters (testing/test-passwords.ts); a server seeds at OWASP's.
      const { TEST_SCRYPT: { N, r, p } } = await import('../testing/test-passwords.ts')
      expect(rows[0]!.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`))
      expect(await verifyPassword('Demo1234', rows[0]!.password_hash)).toBe(true)
      expect(await seedDemoAccountsIfMissing(testDb.db)).toBe(false)
      const weak = await testDb.db.selectFrom('settings').select('value').where('key', '=', 'defaultWeakPassword').executeTakeFirstOrThrow()
      expect(weak.value).toBe('Tala123456')
    } finally {
      await testDb.close()
    }
  })
})
