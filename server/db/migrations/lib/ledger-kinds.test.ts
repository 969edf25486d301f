/**
 * The ledger kinds helper of the migrations: the union it writes, and the check a fresh
 * database ends with, which must stay what the migrations wrote before they shared the helper
 * (a deployed database has exactly this check, so a fresh one must too).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../../testing/test-db.ts'
import { replaceLedgerKinds, unionOfKinds } from './ledger-kinds.ts'

/** pg_get_constraintdef of `ledger_kind_check` after 0001..0026, as each migration wrote its full list, then the kinds later migrations added (0043: points; 0050: the VIP birthday bonus). */
const FINAL_CHECK =
  "CHECK ((VALUE = ANY (ARRAY['opening'::text, 'trial'::text, 'bet'::text, 'win'::text, 'rollback'::text, 'transfer'::text, " +
  "'adjustment'::text, 'deposit'::text, 'withdrawal_hold'::text, 'withdrawal_release'::text, 'withdrawal_payout'::text, " +
  "'upline_transfer'::text, 'reward'::text, 'bonus'::text, 'salary'::text, 'dividend'::text, 'agent_transfer'::text, " +
  "'point_reward'::text, 'point_convert'::text, 'birthday_bonus'::text])))"

describe('unionOfKinds', () => {
  it('keeps the current kinds in order and appends the new ones', () => {
    expect(unionOfKinds(['a', 'b'], ['c', 'a', 'd'])).toEqual(['a', 'b', 'c', 'd'])
  })
  it('adds nothing twice', () => {
    expect(unionOfKinds(['a', 'a', 'b'], ['b', 'c', 'c'])).toEqual(['a', 'b', 'c'])
    expect(unionOfKinds(['a', 'b'], ['a'])).toEqual(['a', 'b'])
  })
  it('puts the new kinds right after `after`, or at the end when it is not there', () => {
    expect(unionOfKinds(['a', 'b', 'z'], ['c', 'd'], 'b')).toEqual(['a', 'b', 'c', 'd', 'z'])
    expect(unionOfKinds(['a', 'b'], ['c'], 'missing')).toEqual(['a', 'b', 'c'])
  })
})

describe('ledger_kind after the migrations', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => {
    await t.close()
  })

  const checks = async () =>
    (await sql<{ conname: string; def: string }>`
      SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE contypid = 'ledger_kind'::regtype AND contype = 'c'`.execute(t.db)).rows

  it('has the one check the migrations wrote before they shared the helper', async () => {
    expect(await checks()).toEqual([{ conname: 'ledger_kind_check', def: FINAL_CHECK }])
  })

  it('widens the check by the union, keeping every kind there', async () => {
    await replaceLedgerKinds(t.db, ['bonus', 'test_kind'])
    const [check] = await checks()
    expect(check!.def).toBe(FINAL_CHECK.replace("'birthday_bonus'::text]", "'birthday_bonus'::text, 'test_kind'::text]"))
    await expect(sql`SELECT 'test_kind'::ledger_kind`.execute(t.db)).resolves.toBeDefined()
    await expect(sql`SELECT 'nope'::ledger_kind`.execute(t.db)).rejects.toThrow(/ledger_kind_check/)
  })
})
