/**
 * What the first route loads before its first screen, read from Vite's build manifest
 * (dist/.vite/manifest.json): the entry with its static imports, the /index page's chunk with
 * its own, and the default (TY) locale's texts, which every first visit waits for.
 * `npm run size` gates these files' JavaScript; the compression bench measures them on the wire.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest

/** Files loaded with a chunk: itself, its styles and its static imports, transitively. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const css of chunk.css ?? []) seen.add(css)
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen)
  return seen
}

export interface FirstRoute {
  /** The entry and its static imports. */
  readonly entry: ReadonlySet<string>
  /** What the /index page's chunk adds to them. */
  readonly page: readonly string[]
  /** The TY locale chunk. */
  readonly locale: string
  /** All of it. */
  readonly files: readonly string[]
}

export function firstRouteFiles(manifest: Manifest): FirstRoute {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json: run vite build first')
  const entry = closure(manifest, entryKey)
  const pageKey = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && /(^|\/)src\/pages\/index\//.test(manifest[k]!.src ?? k))
  const page = pageKey ? [...closure(manifest, pageKey, new Set(entry))].filter((f) => !entry.has(f)) : []
  const locale = Object.values(manifest).find((c) => (c.src ?? '').endsWith('locales/ty.json'))?.file
  if (!locale) throw new Error('No TY locale chunk in dist/.vite/manifest.json')
  return { entry, page, locale, files: [...entry, ...page, locale] }
}
