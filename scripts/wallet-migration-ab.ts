/**
 * What one wallet migration does to the database's cost of a bet, measured without HTTP.
 *
 * Usage: `node --import tsx scripts/wallet-migration-ab.ts <migration file> [pglite|postgres]`
 *   (postgres reads DATABASE_URL, a server where this user may create databases).
 *
 * Two databases are built the same way (every migration, the seed, 200 funded players). On
 * database A the named migration is then undone with its own `down`, so A is "before" and B
 * is "after". Both then take turns running batches of grouped debits (the statement the
 * server sends, `runGroup`), and the script prints each one's median milliseconds per debit.
 *
 * Why turns: on a small shared machine the speed moves by a third within minutes, so two
 * runs one after the other compare the machine, not the code. Turns of a second or two see
 * the same machine. Environment: GROUP (debits per statement, 8), TURNS (30), PER (groups per
 * turn, 30).
 */
import { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely, type Migration } from 'kysely'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { kyselyOverPglite, kyselyOverPostgres } from '../server/db/connect.ts'
import { prepareDatabase } from '../server/db/prepare.ts'
import type { Database } from '../server/db/schema.ts'
import { runGroup, type SeamlessCall } from '../server/modules/wallet/seamless-calls.ts'
import { benchSlot, fundedPlayers } from './bench/support/wallet-players.ts'

const [file, mode = 'pglite'] = process.argv.slice(2)
if (!file || !['pglite', 'postgres'].includes(mode)) {
  console.error('usage: wallet-migration-ab.ts <migration file> [pglite|postgres]')
  process.exit(2)
}
const GROUP = Number(process.env.GROUP ?? 8)
const TURNS = Number(process.env.TURNS ?? 30)
const PER = Number(process.env.PER ?? 30)
const migration = (await import(pathToFileURL(resolve(file)).href)) as Migration

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

/** Migrated, seeded, 200 funded players and a slot; returns the players' member ids. */
const build = async (db: Kysely<Database>): Promise<number[]> => {
  await prepareDatabase(db)
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
  const idsBefore = await build(before)
  const idsAfter = await build(after)
  await migration.down!(before)
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
