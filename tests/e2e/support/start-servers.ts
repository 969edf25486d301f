import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { e2eServer } from './server.ts'

/**
 * Playwright's global setup: one real server per worker (`npm run serve`: the built SPA and
 * the API, a fresh embedded database each), started side by side. Playwright's own
 * `webServer` list starts them one after the other, and each start is some 12 s of a core.
 * Returns the teardown that stops them.
 */

const READY_PATH = '/wps/system/whitelabel'
const START_TIMEOUT_MS = 180_000

const dataDir = (worker: number): string =>
  process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, String(worker)) : mkdtempSync(join(tmpdir(), `tala-e2e-${worker}-`))

/** The settings every e2e server runs with: the specs' waits are short because these are. */
const serverEnv = (worker: number): Record<string, string> => ({
  PORT: String(e2eServer.portOf(worker)),
  DATA_DIR: dataDir(worker),
  ADMIN_TOKEN: e2eServer.adminToken,
  TRUSTED_PROXIES: '127.0.0.1,::1',
  LOG_LEVEL: 'warn',
  // The social spec's OpenID Connect provider runs on 127.0.0.1.
  SOCIAL_ALLOW_PRIVATE_ISSUERS: '1',
  // Real-time salary every 15 s (it must divide a day), looked for every 2 s and settled 3 s
  // after a period ends: the agent contract journey sees a payment within a minute.
  SALARY_REALTIME_PERIOD_MS: '15000',
  SALARY_TICK_MS: '2000',
  SALARY_GRACE_MS: '3000',
  // Points earned from bets settled 2 s before, looked for every second: the points spec
  // sees its spins' points within seconds.
  POINTS_TICK_MS: '1000',
  POINTS_GRACE_MS: '2000',
  // Unanswered disbursements looked for every second, a minute of the withdrawal settings 10 s
  // (the auto-receive spec waits one), and the header's unread count asked every 2 s.
  AUTO_RECEIVE_CHECK_MS: '1000',
  WITHDRAW_MINUTE_MS: '10000',
  BADGE_POLL_MS: '2000',
  // The live tables' rounds at 0.4 of their pace (baccarat: bets open 6 s, a round every 10.8 s).
  TABLE_SECOND_MS: '400',
  // Every Vietnamese province draws every 30 s (sales close 10 s before), not daily: the VN
  // lottery journey buys a ticket and sees its draw settle it.
  VN_LOTTERY_TEST_DRAW_MS: '30000',
})

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

/** Resolves once the server answers, rejects if it exits first or takes too long. */
async function ready(child: ChildProcess, url: string): Promise<void> {
  let exited: string | null = null
  child.once('exit', (code, signal) => { exited = `exited (${signal ?? code}) before it answered` })
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (exited) throw new Error(`e2e server on ${url}: ${exited}`)
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`e2e server on ${url} did not answer within ${START_TIMEOUT_MS / 1000} s`)
}

/** Stops a server and everything `npm run serve` started under it (its own process group). */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return
  }
  const killed = setTimeout(() => { try { process.kill(-child.pid!, 'SIGKILL') } catch { /* gone already */ } }, 10_000)
  await gone
  clearTimeout(killed)
}

export default async function startServers(): Promise<() => Promise<void>> {
  const urls = Array.from({ length: e2eServer.workers }, (_, worker) => `http://localhost:${e2eServer.portOf(worker)}${READY_PATH}`)
  // A server left on a port would answer for the one about to start: the run would test it.
  for (const url of urls) if (await answers(url)) throw new Error(`${url} already answers: stop the server on that port first`)
  const children = urls.map((_, worker) => spawn('npm', ['run', 'serve'], {
    env: { ...process.env, ...serverEnv(worker) },
    // Server errors reach the run's output; its ordinary output does not.
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  }))
  const stopAll = async () => { await Promise.all(children.map(stop)) }
  // A run that ends without its teardown (interrupted, crashed) leaves no server behind.
  process.once('exit', () => {
    for (const child of children) if (child.pid !== undefined && child.exitCode === null) try { process.kill(-child.pid, 'SIGKILL') } catch { /* gone already */ }
  })
  try {
    await Promise.all(children.map((child, worker) => ready(child, urls[worker])))
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
