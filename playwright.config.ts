import { defineConfig } from '@playwright/test'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eServer } from './tests/e2e/support/server.ts'

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server
// (`npm run serve`): the built SPA in dist/ and the API from one process, on a fresh embedded
// database. They test the build they are given: `npm run test:e2e` builds first, `npm test`
// builds once for the size gate and these tests.
if (!existsSync(fileURLToPath(new URL('./dist/index.html', import.meta.url)))) throw new Error('No built SPA in dist/: run `npm run build` first (or `npm run test:e2e`, which builds).')
// Debian's chromium-headless-shell where it is installed: the same Blink and V8 as its chromium
// without the desktop browser around them (what Playwright itself runs headless), so a test
// spends less CPU outside the page. CHROMIUM_PATH picks another.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell'
const browserPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')
const dataDir = (worker: number): string =>
  process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, String(worker)) : mkdtempSync(join(tmpdir(), `tala-e2e-${worker}-`))

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // The specs switch server-wide state (maintenance, regions, modules): each worker runs its
  // spec files one test at a time against a server and database of its own.
  workers: e2eServer.workers,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eServer.url,
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
      ],
    },
    trace: 'off',
    // Each test's fresh context would install the service worker, which precaches the whole
    // build (seconds of CPU per context), and the notice line would scroll without end: the
    // PWA and first-load specs switch both back on, everything else is tested without them.
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  },
  webServer: Array.from({ length: e2eServer.workers }, (_, worker) => ({
    command: 'npm run serve',
    url: `http://localhost:${e2eServer.portOf(worker)}/wps/system/whitelabel`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
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
    },
  })),
})
