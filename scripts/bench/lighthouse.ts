/**
 * Lighthouse bench (`npm run bench -- lighthouse`): starts the real server (`server/main.ts`
 * on a fresh data dir, the built SPA in dist/, built when missing) and runs the Lighthouse CLI
 * from node_modules with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is
 * downloaded) in its default mode: mobile, simulated throttling. Prints per route the four
 * category scores, FCP, LCP, TBT, CLS and the bytes transferred, against the budgets in the
 * README. Scores move with machine load: run it twice. LIGHTHOUSE_RUNS repeats each route;
 * LIGHTHOUSE_ROUTES picks the routes (default /index,/rng).
 * Each route is loaded three times in Chromium before the measured runs (warmUp).
 * Port: BENCH_PORT (default 8683). LIGHTHOUSE_SAVE=<dir> keeps each run's full JSON report
 * (which elements shifted, what blocked the main thread).
 */
import { spawnSync, execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { userAgents } from 'lighthouse/core/config/constants.js'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'

const port = Number(process.env.BENCH_PORT ?? 8683)
const base = `http://localhost:${port}`
const routes = (process.env.LIGHTHOUSE_ROUTES ?? '/index,/rng').split(',')
const saveDir = process.env.LIGHTHOUSE_SAVE
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 }

interface Lhr {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
}

function lighthouse(url: string): Lhr {
  const run = spawnSync(join('node_modules', '.bin', 'lighthouse'), [
    url, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr.slice(-2000)}`)
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true })
    writeFileSync(join(saveDir, `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`), run.stdout)
  }
  return JSON.parse(run.stdout) as Lhr
}

/**
 * Three loads of each route in Chromium before measuring, as a site in operation has had: the
 * server's first catalogue read, the first drawing of each picture (WebP from its SVG, kept in
 * memory) and the compiling of its own code are then behind it, as they are for every visitor
 * but the first few after a start. The server shares this machine's cores with the browser
 * being measured: a page's requests cost it about 200 ms of CPU on the first loads and 65 ms
 * once warm, time the measured page would otherwise lose. The loads come from Lighthouse's
 * phone (its user agent, screen and touch), so the server has seen the measured runs' requests.
 */
const WARM_LOADS = 3

async function warmUp() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
  try {
    for (let i = 0; i < WARM_LOADS; i++) {
      // A new context each time: an empty cache, so every file is asked of the server, as by a new visitor.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75, userAgent: userAgents.mobile })
      const page = await context.newPage()
      for (const route of routes) await page.goto(`${base}${route}`, { waitUntil: 'networkidle' })
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

export async function main() {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'tala-bench-lh-'))
  const server = await startBenchServer({ DATA_DIR: dataDir }, port)
  let missed = false
  try {
    await warmUp()
    console.log('route   run  perf  a11y  best   seo     FCP      LCP     TBT    CLS      bytes')
    for (const route of routes) {
      for (let i = 1; i <= runs; i++) {
        const lhr = lighthouse(`${base}${route}`)
        const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
        const num = (a: string) => lhr.audits[a]?.numericValue ?? NaN
        const s = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') }
        const cls = num('cumulative-layout-shift')
        console.log(
          route.padEnd(7), String(i).padStart(3),
          ...Object.values(s).map((v) => String(v).padStart(5)),
          `${(num('first-contentful-paint') / 1000).toFixed(1)} s`.padStart(7),
          `${(num('largest-contentful-paint') / 1000).toFixed(1)} s`.padStart(8),
          `${Math.round(num('total-blocking-time'))} ms`.padStart(7),
          cls.toFixed(3).padStart(6),
          `${(num('total-byte-weight') / 1024).toFixed(0)} KiB`.padStart(10),
        )
        const under = (Object.keys(s) as (keyof typeof s)[]).filter((k) => s[k] < BUDGET[k])
        if (under.length || cls > BUDGET.cls) missed = true
      }
    }
    console.log(`budget: performance >= ${BUDGET.performance}, accessibility, best practices and SEO ${BUDGET.seo}, CLS <= ${BUDGET.cls}${missed ? ' — MISSED' : ' — met'}`)
  } finally {
    await stopBenchServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (missed) process.exitCode = 1
}
