/**
 * `npm run size`: prints the gzipped JavaScript a visitor downloads for the first route
 * (the entry, everything it imports statically, the /index page chunk and the TY locale chunk:
 * build/first-route-files.ts) and the gzipped size of each page chunk, read from Vite's build
 * manifest (run after `vite build`). Exits non-zero when the first route is over its budget:
 * bytes are deterministic, so CI gates on it (`npm test`).
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { closure as closureOf, firstRouteFiles, readManifest } from './build/first-route-files.ts'

const dist = join(process.cwd(), 'dist')
const manifest = readManifest(dist)

/** The first route's gzipped JavaScript budget: React DOM, i18next, TanStack Query and React Aria's Button included (README, Budgets). */
const FIRST_ROUTE_BUDGET = 210 * 1024

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

const closure = (key: string, seen?: Set<string>) => closureOf(manifest, key, seen)
const jsOnly = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js'))
const total = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0)

const pages = Object.entries(manifest)
  .filter(([k, c]) => c.isDynamicEntry && /(^|\/)src\/pages\//.test(c.src ?? k))
  .map(([k, c]) => ({ key: k, name: (c.src ?? k).replace(/^.*src\/pages\//, '').replace(/\/.*$/, ''), file: c.file }))
  .sort((a, b) => a.name.localeCompare(b.name))

const firstRoute = firstRouteFiles(manifest)
const entryFiles = firstRoute.entry

const firstRouteJs = jsOnly(firstRoute.files)
const firstRouteBytes = total(firstRouteJs)
console.log(`First route (/index): ${kb(firstRouteBytes)} gzipped JS in ${firstRouteJs.length} files (budget ${kb(FIRST_ROUTE_BUDGET)})`)
console.log(`  entry and its static imports: ${kb(total(jsOnly(entryFiles)))}`)
console.log(`  the /index page's own: ${kb(total(jsOnly(firstRoute.page)))}`)
console.log(`  the TY locale's texts: ${kb(gz(firstRoute.locale))}`)
console.log('')
console.log('Page chunks (gzipped, own code beyond the entry):')
for (const page of pages) {
  const own = jsOnly(closure(page.key)).filter((f) => !entryFiles.has(f))
  console.log(`  ${page.name.padEnd(14)} ${kb(total(own)).padStart(10)}  ${page.file}`)
}

// The member centre's pages (spec §2) are lazy chunks of the member-centre modal: what each adds
// beyond the entry and the modal itself (its own code, and what only it imports, like the P&L chart).
const SCREEN = /(^|\/)src\/widgets\/member-centre\/screens\/([^/]+)\/index\.tsx$/
const centreKey = Object.keys(manifest).find((k) => /(^|\/)src\/widgets\/member-centre\/index\.ts$/.test(manifest[k].src ?? k))
const centreFiles = centreKey ? closure(centreKey, new Set(entryFiles)) : entryFiles
const screens = Object.entries(manifest).filter(([k, c]) => c.isDynamicEntry && SCREEN.test(c.src ?? k)).sort(([a], [b]) => a.localeCompare(b))
if (centreKey && screens.length) {
  console.log('')
  console.log(`Member centre (gzipped): the modal ${kb(total(jsOnly(centreFiles).filter((f) => !entryFiles.has(f))))} beyond the entry; each page beyond both, opened first (a chunk pages share counts in each):`)
  for (const [key, c] of screens) {
    const own = jsOnly(closure(key)).filter((f) => !centreFiles.has(f))
    console.log(`  ${SCREEN.exec(c.src ?? key)![2]!.padEnd(20)} ${kb(total(own)).padStart(10)}`)
  }
}
const others = Object.values(manifest).filter((c) => c.isDynamicEntry && !/(^|\/)src\/pages\//.test(c.src ?? '') && !SCREEN.test(c.src ?? ''))
if (others.length) {
  console.log('')
  console.log('Other lazy chunks (gzipped):')
  for (const c of others) console.log(`  ${(c.src ?? c.name ?? c.file).padEnd(40)} ${kb(gz(c.file)).padStart(10)}`)
}

if (firstRouteBytes > FIRST_ROUTE_BUDGET) {
  console.error(`\nFirst route over budget: ${kb(firstRouteBytes)} > ${kb(FIRST_ROUTE_BUDGET)}`)
  process.exitCode = 1
}
