/**
 * Real-time salary settlement under wallet load: a period holding 100,000 settled bets of
 * 2,000 members under a three-level agent tree (31 contracts) is settled by the server's own
 * salary job while autocannon sends seamless-wallet bets as scripts/bench/wallet.ts does.
 * Prints the settlement time (the period's lease taken to done, from `salary_periods`) and
 * the wallet's p99 over the bets answered during it, beside the p99 before it.
 * Budget (README): settlement <= 5 s, wallet p99 <= 50 ms meanwhile.
 *
 * The server runs with a 20-second real-time period (SALARY_REALTIME_PERIOD_MS) and looks
 * for ended periods every 250 ms; the bets are placed in the period that ends some 40 s
 * after they are written, so the load is running when it ends. PGlite in a temp dir, and
 * PostgreSQL when DATABASE_URL is set. BENCH_SALARY_BETS changes the number of bets.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { sql, type Kysely } from 'kysely'
import { openDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import type { Database } from '../../server/db/schema.ts'
import { sign } from '../../server/modules/wallet/index.ts'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { benchSlot, fundedPlayers } from './support/wallet-players.ts'

const PLAYERS = 200
const VENDOR = 'BENCH_VENDOR'
const SECRET = 'bench-secret-0123456789abcdef0123456789abcdef'
const BETS = Number(process.env.BENCH_SALARY_BETS ?? 100_000)
const MEMBERS = 2000
const PERIOD_MS = 20_000
/** The bets' period ends at least this long after they are written (server start and warm-up). */
const LEAD_MS = 40_000
const SETTLE_BUDGET_MS = 5000
const P99_BUDGET_MS = 50

const agent = async (db: Kysely<Database>, account: string, upline: number | null): Promise<number> => {
  const r = await sql<{ id: number }>`INSERT INTO members (account, password_hash, is_agent, upline_id) VALUES (${account}, 'x', 1, ${upline}) RETURNING id`.execute(db)
  return r.rows[0]!.id
}

const contract = async (db: Kysely<Database>, upline: number | null, downline: number, tiers: unknown, decided: Date) => {
  await sql`INSERT INTO contracts (kind, upline_id, downline_id, period, tiers, status, starts_at, offered_at, decided_at)
    VALUES ('realtime_salary', ${upline}, ${downline}, 'realtime', ${JSON.stringify(tiers)}::jsonb, 'active', ${decided}, ${decided}, ${decided})`.execute(db)
}

/** The agent tree, its contracts and the bets; returns the period's start. */
const prepareSalary = async (db: Kysely<Database>): Promise<number> => {
  // Only this bench's contracts: the seed's demo contracts end before its period.
  await db.updateTable('contracts').set({ status: 'terminated', ended_at: new Date(Date.now() - 3_600_000), end_reason: 'house' }).where('status', '=', 'active').execute()
  const top = await agent(db, 'salarytop', null)
  const level1: number[] = []
  const level2: number[] = []
  for (let i = 0; i < 10; i++) level1.push(await agent(db, `salary1_${i}`, top))
  for (let i = 0; i < 20; i++) level2.push(await agent(db, `salary2_${i}`, level1[i % 10]!))
  await sql`INSERT INTO members (account, password_hash, upline_id)
    SELECT 'salarym' || g, 'x', (${level2}::int[])[1 + g % 20] FROM generate_series(1, ${MEMBERS}::int) g`.execute(db)
  const members = await sql<{ id: number; wallet: string }>`SELECT id, wallet_main(id) AS wallet FROM members WHERE account LIKE 'salarym%' ORDER BY id`.execute(db)
  // The period that ends LEAD_MS or more from now.
  const start = Math.ceil((Date.now() + LEAD_MS) / PERIOD_MS) * PERIOD_MS - PERIOD_MS
  const decided = new Date(start - 1)
  await contract(db, null, top, [{ minActive: 0, minAmount: 0, rateBp: 100 }, { minActive: 100, minAmount: 0, rateBp: 150 }], decided)
  for (const a of level1) await contract(db, top, a, [{ minActive: 0, minAmount: 0, rateBp: 80 }, { minActive: 150, minAmount: 0, rateBp: 120 }], decided)
  for (const [i, a] of level2.entries()) await contract(db, level1[i % 10]!, a, [{ minActive: 0, minAmount: 0, rateBp: 50 }, { minActive: 150, minAmount: 0, rateBp: 100 }], decided)
  const ids = members.rows.map((m) => m.id)
  const wallets = members.rows.map((m) => m.wallet)
  for (let from = 0; from < BETS; from += 20_000) {
    await sql`INSERT INTO bets (vendor, round_id, member_id, game_id, wallet_id, stake, win, status, created_at, settled_at)
      SELECT 'SALARYBENCH', 'sb' || g, (${ids}::int[])[1 + g % ${ids.length}::int], 'bench-slot', (${wallets}::bigint[])[1 + g % ${ids.length}::int],
             100 + g % 900, (g % 7) * 150, 'settled', ${new Date(start)}::timestamptz + (g % ${PERIOD_MS - 1000}::int) * interval '1 millisecond', now()
        FROM generate_series(${from + 1}::int, ${Math.min(BETS, from + 20_000)}::int) g`.execute(db)
  }
  return start
}

const prepare = async (db: Kysely<Database>) => {
  await prepareDatabase(db, { demo: true })
  await db.insertInto('vendor_secrets').values({ vendor: VENDOR, secret: SECRET }).onConflict((oc) => oc.column('vendor').doUpdateSet({ secret: SECRET })).execute()
  await benchSlot(db, 'bench-slot', 'Bench Slot')
  const players = (await fundedPlayers(db, 'bench', PLAYERS)).map(String)
  const start = await prepareSalary(db)
  return { players, start }
}

const p99 = (xs: number[]): number => {
  if (xs.length === 0) return NaN
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!
}

const bench = async (label: string, env: Record<string, string>, connections: number): Promise<boolean> => {
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? '' })
  const t0 = Date.now()
  const { players, start } = await prepare(opened.db)
  console.log(`salary ${label}: ${BETS} bets of ${MEMBERS} members and 31 contracts written in ${((Date.now() - t0) / 1000).toFixed(1)} s; the period ends in ${((start + PERIOD_MS - Date.now()) / 1000).toFixed(0)} s`)
  await opened.db.destroy()
  spawnSync('sync')
  const port = 20000 + Math.floor(Math.random() * 20000)
  const server = await startBenchServer({ ...env, SALARY_REALTIME_PERIOD_MS: String(PERIOD_MS), SALARY_TICK_MS: '250', SALARY_GRACE_MS: '0' }, port)
  const answered: Array<[at: number, ms: number]> = []
  try {
    let n = 0
    const end = start + PERIOD_MS
    if (Date.now() > end) console.log(`salary ${label}: WARNING the period ended before the load started (setup took too long)`)
    const duration = Math.max(10, Math.ceil((end - Date.now() + 15_000) / 1000))
    let instance!: autocannon.Instance
    const finished = new Promise<void>((resolve, reject) => { instance = autocannon({
      url: `http://127.0.0.1:${port}`, connections, duration,
      requests: [{
        method: 'POST', path: '/seamless/v1/debit',
        setupRequest: (req) => {
          const i = n++
          const body = JSON.stringify({ playerId: players[i % players.length], txId: `s${process.pid}-${i}`, roundId: `s${process.pid}-${i}`, gameId: 'bench-slot', amount: 100 })
          return { ...req, body, headers: { 'content-type': 'application/json', 'x-vendor': VENDOR, 'x-signature': sign(SECRET, body) } }
        },
      }],
    }, (err) => (err ? reject(err) : resolve())) })
    instance.on('response', (_client, _status, _bytes, ms) => { answered.push([Date.now(), ms]) })
    await finished
  } finally {
    await stopBenchServer(server)
  }
  const closed = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR ?? '' })
  try {
    const row = await closed.db.selectFrom('salary_periods').selectAll().where('job', '=', 'realtime_salary:realtime').where('period_start', '=', new Date(start)).executeTakeFirst()
    const paid = await sql<{ n: string; s: string }>`SELECT count(*) AS n, coalesce(sum(amount), 0) AS s FROM salary_payments WHERE period_start = ${new Date(start)}`.execute(closed.db)
    if (!row || row.status !== 'done' || !row.started_at || !row.finished_at) {
      console.log(`salary ${label}: the period was not settled during the load (row: ${JSON.stringify(row ?? null)}) - OUTSIDE budget`)
      return false
    }
    const from = new Date(row.started_at).getTime()
    const to = new Date(row.finished_at).getTime()
    const during = answered.filter(([at, ms]) => at >= from && at - ms <= to).map(([, ms]) => ms)
    const before = answered.filter(([at]) => at < from).map(([, ms]) => ms)
    const settleMs = to - from
    console.log(`salary ${label}: settled ${row.contracts} contracts (${paid.rows[0]!.n} payments, ${(Number(paid.rows[0]!.s) / 100).toFixed(2)} paid) over ${BETS} bets in ${settleMs} ms`)
    console.log(`salary ${label}: wallet p99 ${p99(during).toFixed(1)} ms during the settlement (${during.length} bets), ${p99(before).toFixed(1)} ms before it (${before.length} bets), ${connections} connections`)
    const ok = settleMs <= SETTLE_BUDGET_MS && p99(during) <= P99_BUDGET_MS
    console.log(`salary ${label}: budget settlement <= ${SETTLE_BUDGET_MS} ms and wallet p99 <= ${P99_BUDGET_MS} ms meanwhile: ${ok ? 'within budget' : 'OUTSIDE budget'}`)
    return ok
  } finally {
    await closed.db.destroy()
  }
}

export const main = async (): Promise<void> => {
  let ok = true
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dir = mkdtempSync(join(tmpdir(), 'tala-bench-salary-'))
    try {
      ok = (await bench('PGlite', { DATA_DIR: dir }, Number(process.env.BENCH_CONNECTIONS ?? 10))) && ok
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const url = process.env.DATABASE_URL?.trim()
  if (url) ok = (await bench('PostgreSQL', { DATABASE_URL: url }, Number(process.env.BENCH_CONNECTIONS_PG ?? 16))) && ok
  else console.log('salary PostgreSQL: skipped (set DATABASE_URL to measure)')
  if (!ok) process.exitCode = 1
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
