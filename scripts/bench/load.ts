/**
 * Site load (`npm run bench -- load`): 200 logged-in sessions polling what the SPA polls,
 * the balance (GET /wps/v2/wallets/balance) and the game list (POST
 * /wps/relay/GCSGAME_gameList, a page of the catalogue), each session one call after the
 * other with no pause, for BENCH_SECONDS (default 15). Two phases on the same server:
 *  1. the 200 sessions alone;
 *  2. the same, plus one anonymous client asking for the game list with the biggest page
 *     the contract allows, as fast as its per-IP rate limit lets it (one call per 62 ms,
 *     just under 1,000 a minute).
 * Prints, per phase, req/s, p50 and p99 for balance and game list separately, and the
 * server's CPU time per call (steadier than req/s on a shared machine).
 *
 * The server is server/main.ts on a fresh embedded database (DATA_DIR in a temp folder; no
 * built SPA needed) on BENCH_LOAD_PORT (default 8302). Members are made and logged in by the
 * server's own services in this process before it starts (support/load-members.ts). Each
 * session comes from its own address through a trusted proxy (TRUSTED_PROXIES=127.0.0.1 and
 * X-Forwarded-For), as players behind a load balancer do, so each has its own rate budget.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import { Endpoints, GAME_LIST_MAX_PAGE_SIZE } from '../../src/shared/api/index.ts'
import { startCpuMeter } from './support/cpu-meter.ts'
import { loggedInMembers, type LoadMember } from './support/load-members.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15)
const WARM_UP_S = 3
const port = Number(process.env.BENCH_LOAD_PORT ?? 8302)
const base = `http://127.0.0.1:${port}`
/** The page a session asks for: the SPA loads the catalogue in pages of this size. */
const SESSION_PAGE_SIZE = 500
/** The catalogue's pages at SESSION_PAGE_SIZE (10,000 seeded games). */
const SESSION_PAGES = 20
/** The anonymous client: one call per 62 ms keeps it under the global 1,000 calls a minute per IP. */
const ANONYMOUS_INTERVAL_MS = 62
const ANONYMOUS_MAX_IN_FLIGHT = 16
const ANONYMOUS_IP = '203.0.113.9'
/** Extra node flags for the server, e.g. BENCH_SERVER_ARGS=--cpu-prof to see where a call's time goes. */
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)

const startServer = (dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const { DATABASE_URL: _url, ...rest } = process.env
    const child = spawn(process.execPath, [...serverArgs, '--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...rest, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', TRUSTED_PROXIES: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    const deadline = setTimeout(() => reject(new Error('server did not start')), 120_000)
    const poll = async () => {
      try {
        if ((await fetch(`${base}/wps/system/status`)).ok) { clearTimeout(deadline); resolve(child); return }
      } catch { /* not listening yet */ }
      setTimeout(poll, 300)
    }
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
    void poll()
  })

interface Samples { ok: number[]; failed: number; limited: number; bytes: number }
const samples = (): Samples => ({ ok: [], failed: 0, limited: 0, bytes: 0 })

/** One timed call; a reply counts as ok when it is a 200 with the success envelope. */
const timed = async (into: Samples, path: string, init: RequestInit): Promise<void> => {
  const t0 = performance.now()
  try {
    const res = await fetch(`${base}${path}`, init)
    const body = await res.arrayBuffer()
    const ms = performance.now() - t0
    into.bytes += body.byteLength
    if (res.status === 429) into.limited++
    else if (res.ok && Buffer.from(body, 0, 16).toString().startsWith('{"success":true')) into.ok.push(ms)
    else into.failed++
  } catch {
    into.failed++
  }
}

const headersOf = (ip: string, token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  'x-forwarded-for': ip,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

const balanceCall = (m: LoadMember): RequestInit => ({ method: 'GET', headers: headersOf(m.ip, m.token) })
const gameListCall = (m: LoadMember, page: number): RequestInit => ({
  method: 'POST', headers: headersOf(m.ip, m.token), body: JSON.stringify({ page, pageSize: SESSION_PAGE_SIZE }),
})

/** Every session: balance, game list, balance, game list... until `until`. */
const runSessions = (members: readonly LoadMember[], until: number, balance: Samples, list: Samples) =>
  Promise.all(members.map(async (m, i) => {
    let page = i % SESSION_PAGES
    while (performance.now() < until) {
      await timed(balance, Endpoints.walletBalance.path, balanceCall(m))
      if (performance.now() >= until) break
      await timed(list, Endpoints.gameList.path, gameListCall(m, page + 1))
      page = (page + 1) % SESSION_PAGES
    }
  }))

/** The anonymous client: the biggest page, one call per interval, at most a few in flight. */
const runAnonymous = async (until: number, into: Samples) => {
  const inFlight = new Set<Promise<void>>()
  const init: RequestInit = { method: 'POST', headers: headersOf(ANONYMOUS_IP), body: JSON.stringify({ page: 1, pageSize: GAME_LIST_MAX_PAGE_SIZE }) }
  while (performance.now() < until) {
    if (inFlight.size < ANONYMOUS_MAX_IN_FLIGHT) {
      const p = timed(into, Endpoints.gameList.path, init).finally(() => inFlight.delete(p))
      inFlight.add(p)
    }
    await new Promise((r) => setTimeout(r, ANONYMOUS_INTERVAL_MS))
  }
  await Promise.all(inFlight)
}

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

const line = (label: string, s: Samples, seconds: number) =>
  `${label}: ${(s.ok.length / seconds).toFixed(1)} req/s, p50 ${quantile(s.ok, 0.5).toFixed(0)} ms, p99 ${quantile(s.ok, 0.99).toFixed(0)} ms` +
  ` (${s.ok.length} ok, ${s.failed} failed${s.limited ? `, ${s.limited} rate-limited` : ''}, ${(s.bytes / 1e6).toFixed(1)} MB)`

const phase = async (label: string, members: readonly LoadMember[], withAnonymous: boolean, serverPid: number) => {
  const meter = startCpuMeter(serverPid)
  const balance = samples()
  const list = samples()
  const anonymous = samples()
  const started = performance.now()
  const until = started + DURATION_S * 1000
  await Promise.all([runSessions(members, until, balance, list), withAnonymous ? runAnonymous(until, anonymous) : Promise.resolve()])
  const seconds = (performance.now() - started) / 1000
  console.log(`load ${label} (${members.length} sessions, ${seconds.toFixed(1)} s):`)
  console.log(`  ${line('balance', balance, seconds)}`)
  console.log(`  ${line(`game list (pages of ${SESSION_PAGE_SIZE})`, list, seconds)}`)
  if (withAnonymous) console.log(`  ${line(`anonymous game list (pageSize ${GAME_LIST_MAX_PAGE_SIZE})`, anonymous, seconds)}`)
  const cpu = meter.stop(balance.ok.length + list.ok.length + anonymous.ok.length)
  if (cpu) console.log(`  CPU per call: ${cpu.processMs.toFixed(2)} ms in the server, ${cpu.machineMs.toFixed(2)} ms on the whole machine`)
  return balance.failed + list.failed
}

export const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tala-load-'))
  let server: ChildProcess | null = null
  let failed = 0
  try {
    const prepared = performance.now()
    const { db } = await openDatabase({ databaseUrl: null, dataDir })
    await prepareDatabase(db, { demo: true })
    const members = await loggedInMembers(db, 'load', SESSIONS)
    await db.destroy()
    console.log(`fresh database seeded, ${members.length} members logged in: ${((performance.now() - prepared) / 1000).toFixed(1)} s`)
    server = await startServer(dataDir)
    // Warm-up: the first calls compile queries and fill caches; not measured.
    await runSessions(members.slice(0, 20), performance.now() + WARM_UP_S * 1000, samples(), samples())
    failed += await phase('sessions only', members, false, server.pid!)
    failed += await phase('sessions + one anonymous client', members, true, server.pid!)
  } catch (e) {
    console.error(e)
    failed++
  } finally {
    if (server && server.exitCode === null) {
      server.removeAllListeners('exit')
      const exited = new Promise((r) => server!.once('exit', r))
      server.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (failed > 0) {
    console.log(`load: ${failed} session calls failed`)
    process.exitCode = 1
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
