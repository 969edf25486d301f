/**
 * What one wallet change does to the database's cost of a bet, measured without HTTP.
 *
 * Usage:
 *   node --import tsx scripts/wallet-migration-ab.ts function <file.sql> [pglite|postgres]
 *     A runs <file.sql> in place of server/db/functions/<same name>.sql, B the current file.
 *     For an older version: `git show HEAD~1:server/db/functions/seamless_debit.sql >
 *     /tmp/seamless_debit.sql`, then pass /tmp/seamless_debit.sql.
 *   node --import tsx scripts/wallet-migration-ab.ts migration <name> [pglite|postgres]
 *     A stops just before the named migration (one after 0015_applied_functions), B runs it.
 *   postgres reads DATABASE_URL, a server where this user may create databases.
 *
 * Two databases are built the same way (migrations, functions, the seed, 200 funded players)
 * except for the change. Both then take turns running batches of grouped debits (the
 * statement the server sends, `runGroup`), and the script prints each one's median
 * milliseconds per debit.
 *
 * Why turns: on a small shared machine the speed moves by a third within minutes, so two
 * runs one after the other compare the machine, not the code. Turns of a second or two see
 * the same machine. Environment: GROUP (debits per statement, 8), TURNS (30), PER (groups per
 * turn, 30).
 */
import { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely } from 'kysely'
import { basename, dirname } from 'node:path'
import { applyFunctions, readFunctionSources } from '../server/db/apply-functions.ts'
import { kyselyOverPglite, kyselyOverPostgres } from '../server/db/connect.ts'
import { migrations, runMigrations } from '../server/db/migrate.ts'
import { prepareDatabase, seedDatabase } from '../server/db/prepare.ts'
import type { Database } from '../server/db/schema.ts'
import { runGroup, type SeamlessCall } from '../server/modules/wallet/index.ts'
import { benchSlot, fundedPlayers } from './bench/support/wallet-players.ts'

const usage = 'usage: wallet-migration-ab.ts function <file.sql> | migration <name>  [pglite|postgres]'
const [what, subject, mode = 'pglite'] = process.argv.slice(2)
if (!subject || !['function', 'migration'].includes(what ?? '') || !['pglite', 'postgres'].includes(mode)) {
  console.error(usage)
  process.exit(2)
}
const GROUP = Number(process.env.GROUP ?? 8)
const TURNS = Number(process.env.TURNS ?? 30)
const PER = Number(process.env.PER ?? 30)

/** Brings database A to "before" the change. */
const buildBefore = async (db: Kysely<Database>): Promise<void> => {
  if (what === 'function') {
    const name = basename(subject, '.sql')
    if (!readFunctionSources().some((s) => s.name === name)) throw new Error(`no server/db/functions/${name}.sql to compare ${subject} with`)
    await prepareDatabase(db, { demo: true })
    const source = readFunctionSources(dirname(subject)).find((s) => s.name === name)!
    await applyFunctions(db, [source])
    return
  }
  const names = Object.keys(migrations)
  const at = names.indexOf(subject)
  if (at <= names.indexOf('0015_applied_functions')) throw new Error(`${subject}: name a migration after 0015_applied_functions`)
  await runMigrations(db, names[at - 1])
  await applyFunctions(db)
  await seedDatabase(db, { demo: true })
}

const created: string[] = []
const open = async (name: string): Promise<Kysely<Database>> => {
  if (mode === 'pglite') return kyselyOverPglite(await PGlite.create())
  const url = process.env.DATABASE_URL
  if (!url) throw new Error('postgres needs DATABASE_URL')
  const admin = kyselyOverPostgres(url, 1)
  await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin)
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin)
  await admin.destroy()
  created.push(name)
  const u = new URL(url)
  u.pathname = `/${name}`
  return kyselyOverPostgres(u.toString(), 1)
}

/** 200 funded players and a slot; returns the players' member ids. */
const players = async (db: Kysely<Database>): Promise<number[]> => {
  await benchSlot(db, 'ab-slot', 'A/B Slot')
  return fundedPlayers(db, 'abplayer', 200)
}

let n = 0
/** One turn: PER grouped statements of GROUP new bets; milliseconds per debit. */
const turn = async (db: Kysely<Database>, ids: number[]): Promise<number> => {
  const t0 = performance.now()
  for (let k = 0; k < PER; k++) {
    const calls: SeamlessCall[] = Array.from({ length: GROUP }, () => {
      const i = n++
      return { kind: 'debit', vendor: 'AB_VENDOR', txId: `ab-${i}`, playerId: ids[i % ids.length]!, roundId: `ab-r${i}`, gameId: 'ab-slot', amount: 100, single: true }
    })
    const answers = (await runGroup(db, calls)) as Array<{ ok: boolean } | string>
    const first = typeof answers[0] === 'string' ? JSON.parse(answers[0]) : answers[0]
    if (first?.ok !== true) throw new Error(`a debit was refused: ${JSON.stringify(first)}`)
  }
  return (performance.now() - t0) / (PER * GROUP)
}

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!

const before = await open('wallet_ab_before')
const after = await open('wallet_ab_after')
try {
  await buildBefore(before)
  await prepareDatabase(after, { demo: true })
  const idsBefore = await players(before)
  const idsAfter = await players(after)
  await turn(before, idsBefore)
  await turn(after, idsAfter)
  const a: number[] = []
  const b: number[] = []
  for (let i = 0; i < TURNS; i++) {
    a.push(await turn(before, idsBefore))
    b.push(await turn(after, idsAfter))
  }
  console.log(`${mode}, ${GROUP} debits per statement, median of ${TURNS} turns: before ${median(a).toFixed(3)} ms per debit, after ${median(b).toFixed(3)} ms, after/before ${(median(b) / median(a)).toFixed(3)}`)
} finally {
  await before.destroy()
  await after.destroy()
  if (created.length > 0) {
    const admin = kyselyOverPostgres(process.env.DATABASE_URL!, 1)
    for (const name of created) await sql`DROP DATABASE IF EXISTS ${sql.id(name)}`.execute(admin)
    await admin.destroy()
  }
}
