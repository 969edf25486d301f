/**
 * `npm run size`: prints the gzipped JavaScript a visitor downloads for the first route
 * (the entry, everything it imports statically, and the /index page chunk) and the gzipped
 * size of each page chunk, read from Vite's build manifest (run after `vite build`). Exits
 * non-zero when the first route is over its budget: bytes are deterministic, so CI gates on
 * it (`npm test`). It also prints the default language's locale chunk, which the first screen
 * loads before its first paint too.
 */
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const dist = join(process.cwd(), 'dist')
const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The first route's gzipped JavaScript budget (README, Budgets). */
const FIRST_ROUTE_BUDGET = 150 * 1024

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Files loaded with a chunk: itself and its static imports, transitively. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const dep of chunk.imports ?? []) closure(dep, seen)
  return seen
}

const jsOnly = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js'))
const total = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0)

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json: run vite build first')

const pages = Object.entries(manifest)
  .filter(([k, c]) => c.isDynamicEntry && /(^|\/)src\/pages\//.test(c.src ?? k))
  .map(([k, c]) => ({ key: k, name: (c.src ?? k).replace(/^.*src\/pages\//, '').replace(/\/.*$/, ''), file: c.file }))
  .sort((a, b) => a.name.localeCompare(b.name))

const entryFiles = closure(entryKey)
const indexPage = pages.find((p) => p.name === 'index')
const firstRoute = new Set(entryFiles)
if (indexPage) closure(indexPage.key, firstRoute)

const firstRouteBytes = total(jsOnly(firstRoute))
console.log(`First route (/index): ${kb(firstRouteBytes)} gzipped JS in ${jsOnly(firstRoute).length} files (budget ${kb(FIRST_ROUTE_BUDGET)})`)
console.log(`  entry and its static imports: ${kb(total(jsOnly(entryFiles)))}`)
const defaultLocale = Object.values(manifest).find((c) => (c.src ?? '').endsWith('locales/ty.json'))
if (defaultLocale) console.log(`  and the TY locale chunk it loads before the first paint: ${kb(gz(defaultLocale.file))}`)
console.log('')
console.log('Page chunks (gzipped, own code beyond the entry):')
for (const page of pages) {
  const own = jsOnly(closure(page.key)).filter((f) => !entryFiles.has(f))
  console.log(`  ${page.name.padEnd(14)} ${kb(total(own)).padStart(10)}  ${page.file}`)
}
const others = Object.values(manifest).filter((c) => c.isDynamicEntry && !/(^|\/)src\/pages\//.test(c.src ?? ''))
if (others.length) {
  console.log('')
  console.log('Other lazy chunks (gzipped):')
  for (const c of others) console.log(`  ${(c.src ?? c.name ?? c.file).padEnd(40)} ${kb(gz(c.file)).padStart(10)}`)
}

if (firstRouteBytes > FIRST_ROUTE_BUDGET) {
  console.error(`\nFirst route over budget: ${kb(firstRouteBytes)} > ${kb(FIRST_ROUTE_BUDGET)}`)
  process.exitCode = 1
}
