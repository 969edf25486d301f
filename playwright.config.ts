import { defineConfig } from '@playwright/test'
import { existsSync } from 'node:fs'
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
  // One server per worker, started side by side (tests/e2e/support/start-servers.ts).
  globalSetup: './tests/e2e/support/start-servers.ts',
})
