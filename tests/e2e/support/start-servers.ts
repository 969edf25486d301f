import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startBenchServer, stopBenchServer } from '../../../scripts/bench/support/bench-server.ts'
import { e2eServer } from './server.ts'

/**
 * Playwright's global setup: one real server per worker (server/main.ts, what `npm run serve`
 * runs: the built SPA and the API, a fresh embedded database each), started side by side with
 * the benches' starter. Playwright's own `webServer` list starts them one after the other, and
 * each start is some 12 s of a core. Returns the teardown that stops them.
 */

const dataDir = (worker: number): string =>
  process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, String(worker)) : mkdtempSync(join(tmpdir(), `tala-e2e-${worker}-`))

/** The settings every e2e server runs with: the specs' waits are short because these are. */
const serverEnv = (worker: number): Record<string, string> => ({
  DATA_DIR: dataDir(worker),
  ADMIN_TOKEN: e2eServer.adminToken,
  TRUSTED_PROXIES: '127.0.0.1,::1',
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
  // The house tables' rounds at 0.4 of their pace (support/server.ts).
  TABLE_SECOND_MS: String(e2eServer.tableSecondMs),
  // Every Vietnamese province draws every 30 s (sales close 10 s before), not daily: the VN
  // lottery journey buys a ticket and sees its draw settle it.
  VN_LOTTERY_TEST_DRAW_MS: '30000',
})

export default async function startServers(): Promise<() => Promise<void>> {
  const ports = Array.from({ length: e2eServer.workers }, (_, worker) => e2eServer.portOf(worker))
  const started = await Promise.allSettled(ports.map((port, worker) => startBenchServer(serverEnv(worker), port)))
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const stopAll = async () => { await Promise.all(servers.map(stopBenchServer)) }
  const failed = started.find((s) => s.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  return stopAll
}
