/**
 * Login capacity (`npm run bench -- login`): password logins per second and latency at 50
 * concurrent clients against the real server (server/main.ts in a child process) on a fresh
 * embedded database. Each login does the full work: decrypt the payload, count the attempt,
 * hash the password (scrypt at the stored parameters), open a session.
 *
 * What it must measure is hashing, not the limits in front of it. The server runs behind a
 * "proxy" (TRUSTED_PROXIES=127.0.0.1) and every login says it comes from its own address
 * (X-Forwarded-For), as players behind a real proxy do, so neither the per-IP rate limit nor
 * the per-IP attempt counter refuses a bench login. Each client logs in as its own member so
 * the per-account counter never sees two attempts of one account at once.
 *
 * Then overload, open loop: logins arrive at 1x, 2x and 4x the rate just measured, whether or
 * not earlier ones were answered, as a crowd would. Past what the password workers can check
 * in time the server sheds logins at once (503 SERVER_BUSY); the ones it serves must stay
 * quick (p99 under 2 s at 4x).
 *
 * Settings: BENCH_CLIENTS (50), BENCH_SECONDS (20), BENCH_OVERLOAD_SECONDS (10 per level), BENCH_PORT (random).
 * Prints logins/s, p50, p99 and max, CPU per login, and refusals by code; then per overload
 * level: served/s, shed/s, p99 of the served, other refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { openDatabase } from '../../server/db/connect.ts'
import { prepareDatabase } from '../../server/db/prepare.ts'
import { encryptPayload } from '../../server/http/payload-crypto.ts'
import { hashPassword } from '../../server/lib/passwords.ts'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { startCpuMeter } from './support/cpu-meter.ts'

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50)
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 20)
const WARMUP_S = 3
const OVERLOAD_S = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 10)
const OVERLOAD_LEVELS = [1, 2, 4] as const
const SERVED_P99_BUDGET_MS = 2000
const PAYLOAD_KEY = 'bench-payload-key-0123456789abcdef'
const passwordOf = (i: number) => `bench pass ${i} ✓`

/** One member per client, each with its own salted hash at the server's default parameters. */
const createMembers = async (dataDir: string): Promise<string[]> => {
  const { db } = await openDatabase({ databaseUrl: null, dataDir })
  try {
    await prepareDatabase(db, { demo: true })
    const accounts = Array.from({ length: CLIENTS }, (_, i) => `login${String(i).padStart(3, '0')}`)
    const hashes = await Promise.all(accounts.map((_, i) => hashPassword(passwordOf(i))))
    for (const [i, account] of accounts.entries()) {
      await sql`INSERT INTO members (account, password_hash) VALUES (${account}, ${hashes[i]!})`.execute(db)
    }
    return accounts
  } finally {
    await db.destroy()
  }
}

/** A distinct private address (10.0.0.0/8) per login. */
let nextAddress = 0
const newAddress = (): string => {
  const n = ++nextAddress
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

interface Sample { readonly startedAt: number; readonly ms: number; readonly code: string }

const loginOnce = async (base: string, account: string, password: string): Promise<Sample> => {
  const startedAt = performance.now()
  let code = 'OK'
  try {
    const res = await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ payload: encryptPayload(PAYLOAD_KEY, { username: account, password, type: 'username' }) }),
    })
    const env = (await res.json()) as { success: boolean; code?: string }
    if (!env.success) code = env.code ?? `HTTP_${res.status}`
  } catch (e) {
    code = e instanceof Error ? e.name : 'ERROR'
  }
  return { startedAt, ms: performance.now() - startedAt, code }
}

/** Every client logs in again as soon as its last login answered, until `until`. */
const drive = async (base: string, accounts: string[], until: number): Promise<Sample[]> => {
  const samples: Sample[] = []
  await Promise.all(accounts.map(async (account, i) => {
    while (performance.now() < until) samples.push(await loginOnce(base, account, passwordOf(i)))
  }))
  return samples
}

/** Logins sent at `rate` per second for `seconds`, each without waiting for the others (open loop). */
const flood = async (base: string, accounts: string[], rate: number, seconds: number): Promise<Sample[]> => {
  const total = Math.round(rate * seconds)
  const start = performance.now()
  const sent: Promise<Sample>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const n = i % accounts.length
    sent.push(loginOnce(base, accounts[n]!, passwordOf(n)))
  }
  return Promise.all(sent)
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tala-bench-login-'))
  try {
    const accounts = await createMembers(dataDir)
    const port = Number(process.env.BENCH_PORT ?? 20000 + Math.floor(Math.random() * 20000))
    const server = await startBenchServer({ DATA_DIR: dataDir, PAYLOAD_KEY, TRUSTED_PROXIES: '127.0.0.1' }, port)
    const base = `http://127.0.0.1:${port}`
    try {
      await drive(base, accounts, performance.now() + WARMUP_S * 1000)
      const meter = startCpuMeter(server.pid!)
      const start = performance.now()
      const end = start + DURATION_S * 1000
      const samples = await drive(base, accounts, end)
      const drained = performance.now()
      const ok = samples.filter((s) => s.code === 'OK')
      const inWindow = ok.filter((s) => s.startedAt + s.ms <= end).length
      const ms = ok.map((s) => s.ms).sort((a, b) => a - b)
      const refused = new Map<string, number>()
      for (const s of samples) if (s.code !== 'OK') refused.set(s.code, (refused.get(s.code) ?? 0) + 1)
      const round = (n: number) => Math.round(n)
      console.log(`login: ${(inWindow / DURATION_S).toFixed(1)} logins/s, latency p50 ${round(percentile(ms, 50))} ms, p99 ${round(percentile(ms, 99))} ms, max ${round(ms.at(-1) ?? NaN)} ms (${ok.length} logins, ${samples.length - ok.length} refused, ${CLIENTS} clients, ${DURATION_S} s, last answer ${((drained - end) / 1000).toFixed(1)} s after the window, ${availableParallelism()} cores)`)
      if (refused.size > 0) console.log(`login: refused ${[...refused].map(([c, n]) => `${c} x${n}`).join(', ')}`)
      const cpu = meter.stop(ok.length)
      if (cpu) console.log(`login: CPU per login ${cpu.processMs.toFixed(0)} ms in the server, ${cpu.machineMs.toFixed(0)} ms on the whole machine`)
      if (ok.length === 0) process.exitCode = 1

      const capacity = inWindow / DURATION_S
      for (const level of OVERLOAD_LEVELS) {
        const flooded = await flood(base, accounts, capacity * level, OVERLOAD_S)
        const served = flooded.filter((x) => x.code === 'OK')
        const shed = flooded.filter((x) => x.code === 'SERVER_BUSY')
        const other = new Map<string, number>()
        for (const x of flooded) if (x.code !== 'OK' && x.code !== 'SERVER_BUSY') other.set(x.code, (other.get(x.code) ?? 0) + 1)
        const p99 = percentile(served.map((x) => x.ms).sort((a, b) => a - b), 99)
        const shedP99 = percentile(shed.map((x) => x.ms).sort((a, b) => a - b), 99)
        console.log(`login overload ${level}x (${(capacity * level).toFixed(1)}/s for ${OVERLOAD_S} s): served ${(served.length / OVERLOAD_S).toFixed(1)}/s, p99 ${round(p99)} ms; shed ${(shed.length / OVERLOAD_S).toFixed(1)}/s, answered in p99 ${round(shedP99)} ms${other.size > 0 ? `; other ${[...other].map(([c, n]) => `${c} x${n}`).join(', ')}` : ''}`)
        if (p99 > SERVED_P99_BUDGET_MS) {
          console.log(`login overload ${level}x: over budget, p99 of the served logins above ${SERVED_P99_BUDGET_MS} ms`)
          process.exitCode = 1
        }
        // Let the queue drain before the next level.
        await new Promise((resolve) => setTimeout(resolve, 2000))
      }
    } finally {
      await stopBenchServer(server)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
