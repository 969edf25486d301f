import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { seedAgentTeamIfMissing } from './seed-agent-team.ts'
import { seedContractsIfMissing } from './seed-contracts.ts'

let testDb: TestDb
beforeAll(async () => { testDb = await createTestDb() })
afterAll(async () => testDb?.close())

describe('demo contracts', () => {
  it('gives agent01 a contract of each kind from the house and its sub-agents lower ones, once', async () => {
    const db = testDb.db
    // As on a first start (server/main.ts): the demo team, then its contracts.
    await seedAgentTeamIfMissing(db)
    expect(await seedContractsIfMissing(db)).toBe(true)
    const rows = await db.selectFrom('contracts as c').innerJoin('members as d', 'd.id', 'c.downline_id').leftJoin('members as u', 'u.id', 'c.upline_id')
      .select(['c.kind', 'c.status', 'd.account as down', 'u.account as up']).orderBy('c.id').execute()
    expect(rows).toHaveLength(12)
    expect(rows.every((r) => r.status === 'active')).toBe(true)
    expect(rows.filter((r) => r.up === null).map((r) => r.down)).toEqual(['agent01', 'agent01', 'agent01', 'agent01'])
    expect(new Set(rows.filter((r) => r.up === 'agent01').map((r) => r.down))).toEqual(new Set(['agent01a', 'agent01b']))
    expect(await seedContractsIfMissing(db)).toBe(false)
  })
})
