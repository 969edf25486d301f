/**
 * The SQL functions come from server/db/functions/<name>.sql, applied after the migrations
 * when a file's sha256 differs from the one recorded: a fresh database gets every one, an
 * edited file is applied on the next start, an unchanged one is not, and a database whose
 * functions came from elsewhere (the migrations that first wrote them) ends up with exactly
 * the definitions a fresh one has.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../testing/test-db.ts'
import { applyFunctions, FUNCTIONS_DIR, readFunctionSources, type FunctionSource } from './apply-functions.ts'
import { HOUSE_SHARDS } from './house-shards.ts'
import type { Database } from './schema.ts'

/** Every function and trigger definition in the schema, as PostgreSQL prints them back. */
const definitions = async (db: Kysely<Database>) => ({
  functions: (await sql<{ signature: string; def: string }>`
    SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS def FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace ORDER BY 1`.execute(db)).rows,
  triggers: (await sql<{ def: string }>`
    SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = current_schema()::regnamespace ORDER BY 1`.execute(db)).rows.map((r) => r.def),
})

const signaturesOf = async (db: Kysely<Database>, name: string) =>
  (await sql<{ s: string; result: string }>`
    SELECT oid::regprocedure::text AS s, pg_get_function_result(oid) AS result FROM pg_proc
    WHERE proname = ${name} AND pronamespace = current_schema()::regnamespace ORDER BY 1`.execute(db)).rows

/** One function's source, edited as a developer would edit its file. */
const editedSource = (name: string, edit: (text: string) => string): FunctionSource => {
  const dir = mkdtempSync(join(tmpdir(), 'tala-functions-'))
  try {
    writeFileSync(join(dir, `${name}.sql`), edit(readFileSync(join(FUNCTIONS_DIR, `${name}.sql`), 'utf8')))
    return readFunctionSources(dir)[0]!
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

let fresh: TestDb
let scratch: TestDb
beforeAll(async () => {
  ;[fresh, scratch] = await Promise.all([createTestDb(), createTestDb()])
})
afterAll(async () => {
  await fresh?.close()
  await scratch?.close()
})

describe('SQL functions from server/db/functions/', () => {
  it('a fresh database has every function of functions/ and no other, each hash recorded', async () => {
    const sources = readFunctionSources()
    expect(sources.length).toBeGreaterThanOrEqual(12)
    const names = (await definitions(fresh.db)).functions.map((f) => f.signature.slice(0, f.signature.indexOf('(')))
    expect(names.sort()).toEqual(sources.map((s) => s.name).sort())
    const recorded = await fresh.db.selectFrom('applied_functions').select(['name', 'sha256']).orderBy('name').execute()
    expect(recorded).toEqual(sources.map((s) => ({ name: s.name, sha256: s.sha256 })))
    // The triggers stated beside their functions are there too.
    const triggers = (await definitions(fresh.db)).triggers.join('\n')
    for (const name of ['members_open_wallet', 'wallet_mirror_trial', 'wallet_accounts_append_only', 'ledger_transactions_append_only', 'ledger_entries_append_only']) {
      expect(triggers).toContain(`CREATE TRIGGER ${name} `)
    }
  })

  it('applies nothing again while the files are unchanged', async () => {
    const before = await fresh.db.selectFrom('applied_functions').select(['name', 'applied_at']).orderBy('name').execute()
    expect(await applyFunctions(fresh.db)).toEqual([])
    expect(await fresh.db.selectFrom('applied_functions').select(['name', 'applied_at']).orderBy('name').execute()).toEqual(before)
  })

  it('applies an edited file on the next start, once, and records its new hash', async () => {
    const edited = editedSource('wallet_vendor', (text) => text.replace('DECLARE v_id bigint;', 'DECLARE v_id bigint; -- edited'))
    expect(await applyFunctions(scratch.db, [edited])).toEqual(['wallet_vendor'])
    const [vendor] = (await definitions(scratch.db)).functions.filter((f) => f.signature.startsWith('wallet_vendor('))
    expect(vendor!.def).toContain('-- edited')
    const row = await scratch.db.selectFrom('applied_functions').select('sha256').where('name', '=', 'wallet_vendor').executeTakeFirstOrThrow()
    expect(row.sha256).toBe(edited.sha256)
    expect(await applyFunctions(scratch.db, [edited])).toEqual([])
  })

  it('drops and creates a function whose return type changed, which REPLACE cannot do', async () => {
    const edited = editedSource('seamless_answer', (text) => text.replace('RETURNS jsonb', 'RETURNS text').replace(
      "jsonb_build_object('ok', p_ok, 'code', p_code, 'balance', p_balance)", 'p_ok::text || p_code'))
    expect(await applyFunctions(scratch.db, [edited])).toEqual(['seamless_answer'])
    expect(await signaturesOf(scratch.db, 'seamless_answer')).toEqual([{ s: 'seamless_answer(boolean,text,bigint)', result: 'text' }])
  })

  it('drops the old signature when the arguments changed, leaving one function of the name', async () => {
    const edited = editedSource('wallet_main', (text) => text.replace('wallet_main(p_member integer)', 'wallet_main(p_member bigint)'))
    expect(await applyFunctions(scratch.db, [edited])).toEqual(['wallet_main'])
    expect(await signaturesOf(scratch.db, 'wallet_main')).toEqual([{ s: 'wallet_main(bigint)', result: 'bigint' }])
  })

  it('brings functions written by the old migrations to exactly the definitions of a fresh database', async () => {
    const target = await definitions(fresh.db)
    // What a database migrated up to 0014 before functions/ existed holds: no hashes, and bodies as
    // the migrations wrote them (indented differently, 0007's SQL-language helpers, 0011's ALTER).
    await sql`DELETE FROM applied_functions`.execute(scratch.db)
    await sql`DROP FUNCTION wallet_main(bigint)`.execute(scratch.db)
    await sql`DROP FUNCTION seamless_answer(boolean, text, bigint)`.execute(scratch.db)
    await sql`
      CREATE FUNCTION wallet_main(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
        SELECT id FROM wallet_accounts WHERE member_id = p_member AND kind = 'main' AND vendor = ''
      $$`.execute(scratch.db)
    await sql`
      CREATE OR REPLACE FUNCTION wallet_house(p_member integer) RETURNS bigint LANGUAGE sql STABLE AS $$
        SELECT id FROM wallet_accounts WHERE member_id IS NULL AND kind = 'house' AND vendor = 'H' || (p_member % 8)
      $$`.execute(scratch.db)
    await sql`
      CREATE FUNCTION seamless_answer(p_ok boolean, p_code text, p_balance bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
        SELECT jsonb_build_object('ok', p_ok, 'code', p_code, 'balance', p_balance)
      $$`.execute(scratch.db)
    await sql`ALTER FUNCTION ledger_post(text, text, bigint, bigint, bigint, jsonb) RESET enable_seqscan`.execute(scratch.db)
    await sql`DROP TRIGGER wallet_mirror_trial ON wallet_accounts`.execute(scratch.db)
    expect(await definitions(scratch.db)).not.toEqual(target)

    expect(await applyFunctions(scratch.db)).toEqual(readFunctionSources().map((s) => s.name))
    expect(await definitions(scratch.db)).toEqual(target)
  })

  it('agrees with HOUSE_SHARDS: that many house accounts, and wallet_house spreads members over all of them', async () => {
    const house = await fresh.db.selectFrom('wallet_accounts').select(['id', 'vendor']).where('kind', '=', 'house').orderBy('id').execute()
    expect(house.map((h) => h.vendor)).toEqual(Array.from({ length: HOUSE_SHARDS }, (_, i) => `H${i}`))
    const { rows } = await sql<{ vendor: string }>`
      SELECT DISTINCT w.vendor FROM generate_series(1, ${HOUSE_SHARDS * 3}) AS m(id)
      JOIN wallet_accounts w ON w.id = wallet_house(m.id::integer)`.execute(fresh.db)
    expect(rows).toHaveLength(HOUSE_SHARDS)
  })
})
