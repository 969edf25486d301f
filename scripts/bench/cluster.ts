/**
 * Several servers on one PostgreSQL, as docs/deploy.md deploys them (`npm run bench -- cluster`):
 * two server processes (server/main.ts, one SECRETS_KEY and PAYLOAD_KEY) behind HAProxy from
 * Debian's packages, which health-checks them on /health/ready and passes X-Forwarded-For.
 * 1,000 logged-in sessions (BENCH_CLUSTER_SESSIONS) play for BENCH_SECONDS (default 60): each
 * bets through the seamless wallet (a signed debit with its own transaction id), reads its
 * balance and a page of the game list, with a pause between rounds (BENCH_THINK_MS, 1 s) as
 * a player would. Halfway through, one server is killed with SIGKILL.
 *
 * A bet the client saw answered is "acknowledged"; a bet that failed (the killed server's
 * connections, the proxy's 502/503) is sent again with the same transaction id until it is
 * answered, as a game server would. Prints the calls answered and failed before and after
 * the kill, p99 per call, and the acknowledged bets found in the database afterwards: the
 * count must equal the acknowledged count (exit 1 otherwise).
 *
 * PostgreSQL: DATABASE_URL, else a throwaway cluster from Debian's postgresql package.
 * Needs Debian's haproxy package (`apt-get install haproxy`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import { sign } from '../../server/modules/wallet/index.ts'
import { Endpoints } from '../../src/shared/api/index.ts'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { loggedInMembers } from './support/load-members.ts'
import { percentile } from './support/median.ts'
import { startTempPostgres } from './support/postgres-cluster.ts'
import { benchSlot } from './support/wallet-players.ts'

const SESSIONS = Number(process.env.BENCH_CLUSTER_SESSIONS ?? 1000)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 60)
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000)
const VENDOR = 'BENCH_CLUSTER'
const SECRET = 'bench-cluster-secret-0123456789abcdef0123456789'
const HAPROXY = '/usr/sbin/haproxy'
const PROXY_PORT = 8410
const SERVER_PORTS = [8411, 8412] as const

const haproxyConfig = (ports: ReadonlyArray<number>): string => `
global
  maxconn 8192
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request is sent to the other server only when it never reached the first.
  retries 2
  option redispatch
  retry-on conn-failure
frontend tala
  bind 127.0.0.1:${PROXY_PORT}
  option forwardfor
  default_backend servers
backend servers
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  # A busy process answers its check late; only one that stops answering leaves the rotation.
  timeout check 5s
  default-server inter 1s fall 3 rise 2
${ports.map((p, i) => `  server s${i} 127.0.0.1:${p} check`).join('\n')}
`

interface Calls { ok: number[]; failed: number; why: Map<string, number> }
const calls = (): Calls => ({ ok: [], failed: 0, why: new Map() })
type Phase = 'before' | 'after'

const note = (c: Calls, why: string) => {
  c.failed++
  c.why.set(why, (c.why.get(why) ?? 0) + 1)
}

const timed = async (into: Record<Phase, Calls>, phase: () => Phase, url: string, init: RequestInit): Promise<boolean> => {
  const t0 = performance.now()
  const bucket = into[phase()]
  try {
    const res = await fetch(url, init)
    const text = await res.text()
    if (res.ok && text.startsWith('{"success":true')) {
      bucket.ok.push(performance.now() - t0)
      return true
    }
    note(bucket, `${res.status} ${/"code":"([A-Z_]+)"/.exec(text)?.[1] ?? ''}`.trim())
  } catch {
    note(bucket, 'no reply') // a connection the killed server dropped
  }
  return false
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const main = async (): Promise<void> => {
  if (!existsSync(HAPROXY)) {
    console.log('cluster: needs HAProxy from Debian (apt-get install haproxy); not run')
    process.exit(1)
  }
  const temp = process.env.DATABASE_URL?.trim() ? null : startTempPostgres(55470)
  const url = process.env.DATABASE_URL?.trim() || temp!.url
  const workDir = mkdtempSync(join(tmpdir(), 'tala-cluster-'))
  const servers: ChildProcess[] = []
  let proxy: ChildProcess | null = null
  try {
    const { db } = await openDatabase({ databaseUrl: url, dataDir: '' })
    await prepareDatabase(db, { demo: true })
    await db.insertInto('vendor_secrets').values({ vendor: VENDOR, secret: SECRET }).onConflict((oc) => oc.column('vendor').doUpdateSet({ secret: SECRET })).execute()
    await benchSlot(db, 'cluster-slot', 'Cluster Slot')
    console.log(`cluster: ${SESSIONS} sessions on PostgreSQL ${temp ? '(throwaway cluster)' : '(DATABASE_URL)'}`)
    const sessions = await loggedInMembers(db, 'clu', SESSIONS)

    // Two servers sharing the keys, as docs/deploy.md says; the second starts on a migrated database.
    const env = {
      DATABASE_URL: url, SECRETS_KEY: randomBytes(32).toString('base64'), PAYLOAD_KEY: randomBytes(24).toString('hex'),
      TRUSTED_PROXIES: '127.0.0.1', SEED_DEMO: '0',
    }
    for (const port of SERVER_PORTS) servers.push(await startBenchServer(env, port))
    writeFileSync(join(workDir, 'haproxy.cfg'), haproxyConfig(SERVER_PORTS))
    proxy = spawn(HAPROXY, ['-db', '-f', join(workDir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] })
    for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${PROXY_PORT}/health/ready`).then((r) => r.ok, () => false)); i++) await sleep(100)

    const base = `http://127.0.0.1:${PROXY_PORT}`
    const bets = { before: calls(), after: calls() }
    const balances = { before: calls(), after: calls() }
    const lists = { before: calls(), after: calls() }
    let phase: Phase = 'before'
    const now = () => phase
    const acknowledged = new Set<string>()
    let unanswered = 0
    const until = performance.now() + DURATION_S * 1000
    const killAt = setTimeout(() => {
      phase = 'after'
      servers[1]!.kill('SIGKILL')
      console.log(`cluster: server on port ${SERVER_PORTS[1]} killed (SIGKILL) at ${DURATION_S / 2} s`)
    }, (DURATION_S * 1000) / 2)

    await Promise.all(sessions.map(async (s, i) => {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': s.ip, authorization: `Bearer ${s.token}` }
      await sleep(Math.random() * THINK_MS)
      for (let round = 0; performance.now() < until; round++) {
        const txId = `c${i}-${round}`
        const body = JSON.stringify({ playerId: String(s.id), txId, roundId: txId, gameId: 'cluster-slot', amount: 100 })
        const bet: RequestInit = { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-vendor': VENDOR, 'x-signature': sign(SECRET, body) } }
        // Sent again with the same id until answered (idempotent by transaction id), for a while past the end.
        let answered = false
        for (let attempt = 0; !answered && performance.now() < until + 15_000; attempt++) {
          answered = await timed(bets, now, `${base}/seamless/v1/debit`, bet)
          if (!answered) await sleep(200 * Math.min(attempt + 1, 5))
        }
        if (answered) acknowledged.add(txId)
        else unanswered++
        if (performance.now() >= until) break
        await timed(balances, now, `${base}${Endpoints.walletBalance.path}`, { method: 'GET', headers })
        await timed(lists, now, `${base}${Endpoints.gameList.path}`, { method: 'POST', headers, body: JSON.stringify({ page: 1 + (round % 20), pageSize: 60 }) })
        await sleep(THINK_MS)
      }
    }))
    clearTimeout(killAt)

    const found = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM seamless_transactions
       WHERE vendor = ${VENDOR} AND kind = 'debit' AND status = 'ok' AND tx_id = ANY(${[...acknowledged]}::text[])`.execute(db)
    await db.destroy()
    const line = (name: string, c: Record<Phase, Calls>) => (['before', 'after'] as const).map((p) =>
      `${name} ${p} the kill: ${c[p].ok.length} answered, ${c[p].failed} failed${c[p].failed ? ` (${[...c[p].why].map(([k, n]) => `${n} ${k}`).join(', ')})` : ''}, p99 ${c[p].ok.length ? percentile(c[p].ok, 99).toFixed(0) : '-'} ms`).join('; ')
    console.log(`cluster: ${line('bet', bets)}`)
    console.log(`cluster: ${line('balance', balances)}`)
    console.log(`cluster: ${line('game list', lists)}`)
    const n = found.rows[0]!.n
    console.log(`cluster: ${acknowledged.size} bets acknowledged, ${n} of them found in the database, ${unanswered} never answered`)
    if (n !== acknowledged.size) {
      console.log('cluster: ACKNOWLEDGED BETS MISSING')
      process.exitCode = 1
    }
  } finally {
    proxy?.kill('SIGTERM')
    for (const s of servers) await stopBenchServer(s).catch(() => undefined)
    temp?.stop()
    rmSync(workDir, { recursive: true, force: true })
  }
}
