/**
 * `npm run guides`: the screenshots on the app-download page (/app), taken from the real site:
 * a fresh server (`server/main.ts`, the built SPA in dist/, built when missing, on a temporary
 * data dir) opened at 390×844 in Debian's Chromium, the home page in each of the five
 * languages, written to public/guides/home-<lang>.jpg. Committed, so a build needs no browser;
 * run again when the home page changes. Port: GUIDES_PORT (default 8684).
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startBenchServer, stopBenchServer } from './bench/support/bench-server.ts'

const LANGUAGES = ['ty', 'en', 'cn', 'th', 'vi'] as const
const port = Number(process.env.GUIDES_PORT ?? 8684)
const base = `http://localhost:${port}`
const out = join(process.cwd(), 'public', 'guides')

if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' })
mkdirSync(out, { recursive: true })
const dataDir = mkdtempSync(join(tmpdir(), 'tala-guides-'))
const server = await startBenchServer({ DATA_DIR: dataDir }, port)
try {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  try {
    for (const lang of LANGUAGES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block' })
      await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
      const page = await context.newPage()
      await page.goto(`${base}/index`, { waitUntil: 'networkidle' })
      // Images below the fold are lazy: the first screen is what the picture shows.
      await page.waitForTimeout(800)
      await page.screenshot({ path: join(out, `home-${lang}.jpg`), type: 'jpeg', quality: 70 })
      await context.close()
      console.log(`wrote public/guides/home-${lang}.jpg`)
    }
  } finally {
    await browser.close()
  }
} finally {
  await stopBenchServer(server)
  rmSync(dataDir, { recursive: true, force: true })
}
