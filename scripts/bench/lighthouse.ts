/**
 * Lighthouse bench (`npm run bench -- lighthouse`): starts the real server (`server/main.ts`
 * on a fresh data dir, the built SPA in dist/, built when missing) and runs the Lighthouse CLI
 * from node_modules with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium; nothing is
 * downloaded) in its default mode: mobile, simulated throttling. Prints per route the four
 * category scores, FCP, LCP, TBT, CLS and the bytes transferred, against the budgets in the
 * README. One run's score moves with the machine's load (the page, Chromium, Lighthouse and the
 * server share its cores), so each route runs LIGHTHOUSE_RUNS times (default 5), every run is
 * printed with Lighthouse's benchmark index of the machine at that moment (its CPU speed: lower is
 * slower), and the budget is judged on the median of each figure over the runs.
 * LIGHTHOUSE_ROUTES picks the routes (default /index,/rng).
 * Each route is loaded three times in Chromium before the measured runs (warmUp).
 * Port: BENCH_PORT (default 8683). LIGHTHOUSE_SAVE=<dir> keeps each run's full JSON report
 * (which elements shifted, what blocked the main thread).
 * After the routes, the same runs of the stack's baseline page (support/baseline-site.ts, on
 * BENCH_PORT + 1; LIGHTHOUSE_BASELINE=0 skips it): the scores this machine and the stack leave
 * the app that day. It is printed as `stack` and judged against no budget.
 */
import { execFile, execSync } from 'node:child_process'
import { promisify } from 'node:util'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { userAgents } from 'lighthouse/core/config/constants.js'
import { startBenchServer, stopBenchServer } from './support/bench-server.ts'
import { buildBaseline, serveBaseline } from './support/baseline-site.ts'
import { median } from './support/median.ts'

const port = Number(process.env.BENCH_PORT ?? 8683)
const base = `http://localhost:${port}`
const routes = (process.env.LIGHTHOUSE_ROUTES ?? '/index,/rng').split(',')
const saveDir = process.env.LIGHTHOUSE_SAVE
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const withBaseline = process.env.LIGHTHOUSE_BASELINE !== '0'
const BUDGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.02 }

interface Lhr {
  runtimeError?: { code: string }
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  environment?: { benchmarkIndex?: number }
}

/** A run Lighthouse itself gives up on (its trace lost the navigation: NO_NAVSTART, seen once in a day of runs) is run again, once. */
async function lighthouse(url: string): Promise<Lhr> {
  try {
    return await lighthouseOnce(url)
  } catch (error) {
    console.log(`(${url}: ${String(error).split('\n')[0].slice(0, 160)}; running it again)`)
    return lighthouseOnce(url)
  }
}

// Not spawnSync: the baseline page is served from this process, which must answer meanwhile.
const execLighthouse = promisify(execFile)

async function lighthouseOnce(url: string): Promise<Lhr> {
  const run = await execLighthouse(join('node_modules', '.bin', 'lighthouse'), [
    url, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' })
    .catch((error: { stderr?: string }) => { throw new Error(`lighthouse failed on ${url}: ${(error.stderr ?? String(error)).slice(-2000)}`) })
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true })
    writeFileSync(join(saveDir, `${new URL(url).pathname.slice(1) || 'root'}-${Date.now()}.json`), run.stdout)
  }
  const lhr = JSON.parse(run.stdout) as Lhr
  if (lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${lhr.runtimeError.code}`)
  return lhr
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'total-byte-weight'] as const
type Figures = Record<(typeof CATEGORIES)[number] | (typeof METRICS)[number] | 'benchmark', number>

const figuresOf = (lhr: Lhr): Figures => ({
  ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
  ...Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.numericValue ?? NaN])),
  benchmark: lhr.environment?.benchmarkIndex ?? NaN,
}) as Figures

/** Each figure's median over the runs (a score may then end in .5). */
const medianFigures = (runs: Figures[]): Figures =>
  Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as Figures

/** One printed row's cells: the four scores, FCP, LCP, TBT, CLS, bytes and the benchmark index. */
const row = (f: Figures): string[] => [
  ...CATEGORIES.map((c) => String(f[c]).padStart(5)),
  `${(f['first-contentful-paint'] / 1000).toFixed(1)} s`.padStart(7),
  `${(f['largest-contentful-paint'] / 1000).toFixed(1)} s`.padStart(8),
  `${Math.round(f['total-blocking-time'])} ms`.padStart(7),
  f['cumulative-layout-shift'].toFixed(3).padStart(6),
  `${(f['total-byte-weight'] / 1024).toFixed(0)} KiB`.padStart(10),
  String(Math.round(f.benchmark)).padStart(6),
]

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

/** `runs` Lighthouse runs of `url`, each printed, then their median (returned). */
async function measure(label: string, url: string): Promise<Figures> {
  const results: Figures[] = []
  for (let i = 1; i <= runs; i++) {
    const figures = figuresOf(await lighthouse(url))
    results.push(figures)
    console.log(label.padEnd(7), String(i).padStart(3), ...row(figures))
  }
  const med = medianFigures(results)
  console.log(label.padEnd(7), 'med', ...row(med))
  return med
}

/** The stack's baseline page, built and served apart from the app, measured as the routes are. */
async function measureBaseline() {
  const dir = mkdtempSync(join(tmpdir(), 'tala-bench-stack-'))
  try {
    await buildBaseline(dir)
    const site = await serveBaseline(dir, port + 1)
    try {
      await measure('stack', `http://localhost:${port + 1}/`)
    } finally {
      await site.close()
    }
    console.log('stack: the same libraries drawing one screen with nothing of the app (scripts/bench/lighthouse-baseline); no budget')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function main() {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'inherit' })
  const dataDir = mkdtempSync(join(tmpdir(), 'tala-bench-lh-'))
  const server = await startBenchServer({ DATA_DIR: dataDir }, port)
  let missed = false
  try {
    await warmUp()
    console.log('route   run  perf  a11y  best   seo     FCP      LCP     TBT    CLS      bytes  bench')
    for (const route of routes) {
      const med = await measure(route, `${base}${route}`)
      if (CATEGORIES.some((c) => med[c] < BUDGET[c]) || med['cumulative-layout-shift'] > BUDGET.cls) missed = true
    }
    console.log(`budget (median of ${runs} runs): performance >= ${BUDGET.performance}, accessibility, best practices and SEO ${BUDGET.seo}, CLS <= ${BUDGET.cls}${missed ? ' — MISSED' : ' — met'}`)
  } finally {
    await stopBenchServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (withBaseline) await measureBaseline()
  if (missed) process.exitCode = 1
}
