/**
 * Brings the database's SQL functions in line with their sources in `functions/`: one file
 * per function, named after it, holding its CREATE OR REPLACE FUNCTION and the triggers that
 * call it (README.md).
 *
 * Runs at every start, after the migrations. A file is applied when its sha256 differs from
 * the one recorded in `applied_functions` (or none is recorded: a new function, or a database
 * whose functions came from the old migrations); unchanged files are not touched, so a start
 * costs one small read. All changed files are applied in one transaction together with
 * their new hashes: the database never holds a half-applied set.
 *
 * When CREATE OR REPLACE cannot change the function (another return type, renamed
 * parameters: SQLSTATE 42P13), every overload of that name is dropped and the file applied
 * again. When the file changes the argument types, CREATE OR REPLACE creates a second
 * overload: an overload of the name that the file did not create or replace is dropped.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from './schema.ts'
import { splitSqlStatements } from './split-sql.ts'
import { sha256 } from '../lib/secrets.ts'

export interface FunctionSource {
  /** The function's name, which is the file's name without `.sql`. */
  readonly name: string
  readonly sql: string
  readonly sha256: string
}

export const FUNCTIONS_DIR = fileURLToPath(new URL('./functions/', import.meta.url))

/** Every `functions/*.sql`, in name order. */
export const readFunctionSources = (dir: string = FUNCTIONS_DIR): FunctionSource[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8')
      return { name: file.slice(0, -'.sql'.length), sql: text, sha256: sha256(text) }
    })

/** Serialises concurrent starts against one PostgreSQL (the migrator takes its own lock). */
const LOCK_KEY = 0x7a1a_f00d

/** Applies the changed sources; returns the names applied (empty when nothing changed). */
export const applyFunctions = async (db: Kysely<Database>, sources: readonly FunctionSource[] = readFunctionSources()): Promise<string[]> => {
  const changed = await changedSources(db, sources)
  if (changed.length === 0) return []
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`.execute(trx)
    // Read again under the lock: another start may have applied them meanwhile.
    const todo = await changedSources(trx, changed)
    for (const source of todo) {
      await applyOne(trx, source)
      await trx.insertInto('applied_functions').values({ name: source.name, sha256: source.sha256 })
        .onConflict((oc) => oc.column('name').doUpdateSet({ sha256: source.sha256, applied_at: sql`now()` }))
        .execute()
    }
    return todo.map((s) => s.name)
  })
}

const changedSources = async (db: Kysely<Database>, sources: readonly FunctionSource[]): Promise<FunctionSource[]> => {
  const applied = new Map((await db.selectFrom('applied_functions').select(['name', 'sha256']).execute()).map((r) => [r.name, r.sha256]))
  return sources.filter((s) => applied.get(s.name) !== s.sha256)
}

/** The overloads of a name, with the catalogue row version of each (a REPLACE gives a new one). */
const overloads = async (trx: Transaction<Database>, name: string) =>
  (await sql<{ signature: string; version: string }>`
    SELECT oid::regprocedure::text AS signature, ctid::text AS version FROM pg_proc
    WHERE proname = ${name} AND pronamespace = current_schema()::regnamespace`.execute(trx)).rows

const runStatements = async (trx: Transaction<Database>, source: FunctionSource): Promise<void> => {
  for (const statement of splitSqlStatements(source.sql)) await sql.raw(statement).execute(trx)
}

const applyOne = async (trx: Transaction<Database>, source: FunctionSource): Promise<void> => {
  const before = await overloads(trx, source.name)
  await sql`SAVEPOINT apply_function`.execute(trx)
  try {
    await runStatements(trx, source)
  } catch (e) {
    if ((e as { code?: unknown } | null)?.code !== '42P13') throw new Error(`functions/${source.name}.sql: ${(e as Error).message}`, { cause: e })
    // The signature changed in a way REPLACE cannot follow: drop and create.
    await sql`ROLLBACK TO SAVEPOINT apply_function`.execute(trx)
    for (const { signature } of before) await sql.raw(`DROP FUNCTION ${signature}`).execute(trx)
    await runStatements(trx, source)
  }
  await sql`RELEASE SAVEPOINT apply_function`.execute(trx)
  // An overload this file neither created nor replaced is the old signature: drop it.
  const untouched = new Set(before.map((o) => `${o.signature} ${o.version}`))
  for (const o of await overloads(trx, source.name)) {
    if (untouched.has(`${o.signature} ${o.version}`)) await sql.raw(`DROP FUNCTION ${o.signature}`).execute(trx)
  }
}
