/**
 * Seamless-wallet throughput: signed debits (bets) per second and p99 latency, measured with
 * autocannon against a running server (a child process running server/main.ts), on
 * embedded PGlite and, when DATABASE_URL is set, on that PostgreSQL. Each request is a new
 * bet (new transaction and round id) from one of 200 funded players, signed with the
 * vendor's HMAC secret, so every request does the full work: verify, journal, lock, post.
 * Budgets (README): >= 1,000 bets/s on PGlite, >= 2,000/s on PostgreSQL, p99 <= 20 ms.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import type { Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import type { Database } from '../../server/db/schema.ts'
import { sign } from '../../server/modules/wallet/index.ts'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { startCpuMeter } from './support/cpu-meter.ts'
import { benchSlot, fundedPlayers } from './support/wallet-players.ts'

const PLAYERS = 200
const VENDOR = 'BENCH_VENDOR'
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef'
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)

const prepare = async (db: Kysely<Database>): Promise<string[]> => {
  await prepareDatabase(db, { demo: true })
  // Written in clear; the server seals it under its secrets key when it starts.
  await db.insertInto('vendor_secrets').values({ vendor: VENDOR, secret: SECRET }).onConflict((oc) => oc.column('vendor').doUpdateSet({ secret: SECRET })).execute()
  await benchSlot(db, 'bench-slot', 'Bench Slot')
  return (await fundedPlayers(db, 'bench', PLAYERS)).map(String)
}

const run = async (label: string, port: number, players: string[], connections: number, serverPid: number) => {
  let n = 0
  const meter = startCpuMeter(serverPid)
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: DURATION_S,
    requests: [{
      method: 'POST',
      path: '/seamless/v1/debit',
      setupRequest: (req) => {
        const i = n++
        const body = JSON.stringify({ playerId: players[i % players.length], txId: `b${process.pid}-${i}`, roundId: `r${process.pid}-${i}`, gameId: 'bench-slot', amount: 100 })
        return { ...req, body, headers: { 'content-type': 'application/json', 'x-vendor': VENDOR, 'x-signature': sign(SECRET, body) } }
      },
    }],
  })
  const ok = result['2xx']
  const bad = result.non2xx + result.errors + result.timeouts
  const perSecond = ok / (result.duration || DURATION_S)
  console.log(`wallet ${label}: ${perSecond.toFixed(0)} bets/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms (${ok} bets, ${bad} failed, ${connections} connections, ${DURATION_S} s)`)
  const cpu = meter.stop(ok)
  // The steadier figure on a shared machine: CPU per bet, the server alone and everything
  // (server, database, autocannon). 1000 / machine ms is the most bets/s one core could give.
  if (cpu) console.log(`wallet ${label}: CPU per bet ${cpu.processMs.toFixed(3)} ms in the server, ${cpu.machineMs.toFixed(3)} ms on the whole machine`)
  return { perSecond, p99: result.latency.p99, bad }
}

const bench = async (label: string, env: Record<string, string>, connections: number, budget: number) => {
  const { db } = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? '' })
  const players = await prepare(db)
  await db.destroy()
  // Write out what earlier runs left in the page cache (the PGlite run writes and deletes
  // its whole database), so the kernel does not flush it in the middle of this measurement.
  spawnSync('sync')
  const port = 20000 + Math.floor(Math.random() * 20000)
  const server = await startBenchServer(env, port)
  try {
    await run(`${label} warm-up`, port, players, connections, server.pid!).catch(() => undefined)
    const r = await run(label, port, players, connections, server.pid!)
    const verdict = r.perSecond >= budget && r.p99 <= 20 && r.bad === 0 ? 'within budget' : 'OUTSIDE budget'
    console.log(`wallet ${label}: budget >= ${budget} bets/s and p99 <= 20 ms: ${verdict}`)
  } finally {
    await stopBenchServer(server)
  }
}

/**
 * Connections (calls in flight), chosen where each database's throughput levels off with p99
 * still within budget (sweeps of 2026-11-24, docs/wallet.md):
 * - PGlite: 10. Its one worker thread is already busy at 10; 16 gave no more bets/s and a
 *   p99 of 20 ms.
 * - PostgreSQL: 16. At 10 the two cores still idled (17% in `perf`): each call's chain
 *   waits on its commit's WAL flush, so a vendor's concurrent calls are what keep the
 *   database busy. 16 gave 2,509 and 3,039 bets/s at p99 13–15 ms, where 10 gave 2,131 and
 *   2,146 at 12 ms, and 20 gave about 2,800 at 17 ms.
 */
const CONNECTIONS_PGLITE = 10
const CONNECTIONS_POSTGRES = 16

export const main = async (): Promise<void> => {
  // BENCH_SKIP_PGLITE=1 measures only PostgreSQL (when tuning it).
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dir = mkdtempSync(join(tmpdir(), 'tala-bench-'))
    try {
      await bench('PGlite', { DATA_DIR: dir }, Number(process.env.BENCH_CONNECTIONS ?? CONNECTIONS_PGLITE), 1000)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const url = process.env.DATABASE_URL?.trim()
  if (url) await bench('PostgreSQL', { DATABASE_URL: url }, Number(process.env.BENCH_CONNECTIONS_PG ?? CONNECTIONS_POSTGRES), 2000)
  else console.log('wallet PostgreSQL: skipped (set DATABASE_URL to measure)')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
