/**
 * One file for what the first route loads before its first paint. Left to itself the bundler
 * cuts the entry's static imports into dozens of small files (each module a page chunk also
 * uses gets a file of its own): some 40 requests, which a phone on HTTP/1.1 fetches six at a
 * time, a round trip each. The build runs twice: a first pass, not written, records which
 * modules the entry's static imports hold; the real pass groups those into one `app` chunk.
 * No byte moves in or out of the first route: it is the same code in fewer files.
 */
import { build, type Plugin } from 'vite'

const PASS = 'TALA_FIRST_ROUTE_PASS'

/** True inside the recording pass (its config must not start another one). */
export const recordingFirstRoute = () => process.env[PASS] === '1'

/** Records the modules of the chunks the entry imports statically (not the entry's own). */
const recordFirstRoute = (into: Set<string>): Plugin => ({
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
  },
})

/** Runs the recording pass with this config file and returns the first route's module ids. */
export async function firstRouteModules(configFile: string): Promise<Set<string>> {
  const ids = new Set<string>()
  process.env[PASS] = '1'
  try {
    await build({ configFile, logLevel: 'silent', build: { write: false }, plugins: [recordFirstRoute(ids)] })
  } finally {
    delete process.env[PASS]
  }
  return ids
}

/** The chunking group: the recorded modules go to one `app` chunk, the rest as the bundler splits them. */
export const firstRouteGroup = (ids: ReadonlySet<string>) => ({ debugName: 'first route', name: (id: string) => (ids.has(id) ? 'app' : null) })
