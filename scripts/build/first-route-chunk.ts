/**
 * One file for what the first route loads before its first paint. Left to itself the bundler
 * cuts the entry's static imports into dozens of small files (each module a page chunk also
 * uses gets a file of its own): some 40 requests, which a phone on HTTP/1.1 fetches six at a
 * time, a round trip each. The build runs twice: a first pass, not written, records which
 * modules the entry's static imports hold; the real pass groups those into one `app` chunk.
 * No byte of the page's own code moves in or out of the first route: it is the same code in
 * fewer files.
 *
 * The same pass finds the shared chunks smaller than a request costs (`SMALL_SHARED_CHUNK`
 * bytes: a response's headers alone, its security policy included, are about a kilobyte) that
 * hold only our own code, no style sheet, and import nothing beyond the first route: the page
 * frame, tabs, the modal shell. They go into `app` too, so a page is one or two files instead
 * of five or six, fetched in one round instead of two over HTTP/1.1's six connections.
 */
import { build, type Plugin, type Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

const PASS = 'TALA_FIRST_ROUTE_PASS'

/** True inside the recording pass (its config must not start another one). */
export const recordingFirstRoute = () => process.env[PASS] === '1'

// A chunk with a style sheet would bring it to the first paint's sheet: those stay apart.
const isStyle = (id: string) => /\.css($|\?)/.test(id)

/** Below this many bytes (minified, uncompressed) a shared chunk costs more as a request than as code. */
export const SMALL_SHARED_CHUNK = 1200

/**
 * Records the modules of the chunks the entry imports statically (not the entry's own), and
 * of the small shared chunks of our own code that import nothing else (see above).
 */
const recordFirstRoute = (into: Set<string>, isOwn: (id: string) => boolean): Plugin => ({
  name: 'tala:record-first-route',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])))
    const entry = [...chunks.values()].find((c) => c.isEntry)
    if (!entry) return
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      const chunk = chunks.get(fileName)
      if (!chunk || seen.has(fileName)) return
      seen.add(fileName)
      for (const id of chunk.moduleIds) into.add(id)
      chunk.imports.forEach(visit)
    }
    entry.imports.forEach(visit)
    const importers = new Map<string, number>()
    for (const c of chunks.values()) for (const i of c.imports) importers.set(i, (importers.get(i) ?? 0) + 1)
    const joinsApp = (c: OutputChunk) =>
      !c.isEntry && !c.isDynamicEntry && !seen.has(c.fileName) &&
      c.code.length < SMALL_SHARED_CHUNK &&
      (importers.get(c.fileName) ?? 0) >= 2 &&
      c.imports.every((i) => seen.has(i) || i === entry.fileName) &&
      c.moduleIds.every((id) => isOwn(id) && !isStyle(id))
    for (const c of chunks.values()) if (joinsApp(c)) for (const id of c.moduleIds) into.add(id)
  },
})

/** Runs the recording pass with this config file and returns the first route's module ids. */
export async function firstRouteModules(configFile: string, isOwn: (id: string) => boolean): Promise<Set<string>> {
  const ids = new Set<string>()
  process.env[PASS] = '1'
  try {
    await build({ configFile, logLevel: 'silent', build: { write: false }, plugins: [recordFirstRoute(ids, isOwn)] })
  } finally {
    delete process.env[PASS]
  }
  return ids
}

/** The chunking group: the recorded modules go to one `app` chunk, the rest as the bundler splits them. */
export const firstRouteGroup = (ids: ReadonlySet<string>) => ({ debugName: 'first route', name: (id: string) => (ids.has(id) ? 'app' : null) })
