import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { seedIfEmpty } from './seed.ts'
import { migrateToLatest } from './migrate.ts'
import { resolvePayloadKey } from './payload-key.ts'

let t: TestDb
beforeAll(async () => { t = await createTestDb() })
afterAll(async () => { await t?.close() })

describe('database preparation', () => {
  it('migrating and seeding again changes nothing', async () => {
    const before = await t.db.selectFrom('game_vendors').select('vassalage').execute()
    expect(await migrateToLatest(t.db)).toEqual([])
    expect(await seedIfEmpty(t.db)).toBe(false)
    expect(await t.db.selectFrom('game_vendors').select('vassalage').execute()).toHaveLength(before.length)
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
