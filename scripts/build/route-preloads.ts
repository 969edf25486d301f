/**
 * The files each page's route loads before its first screen, for the server to ask for with
 * the page's response (dist/route-preloads.json, Link headers: server/plugins/static.ts). The
 * app starts a page's chunk once its own scripts have run; asked for with the page, the hall's
 * three small files come down beside the app's largest instead of a round trip after it.
 *
 * Which page a path shows is read from the router's table (src/app/router/routes.tsx: each
 * route's `lazy` imports `@/pages/<folder>`), so the table stays the one place that says it;
 * the files of each page folder from the build's manifest, less those index.html starts with.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import type { Plugin } from 'vite'

/**
 * Where the build writes the map (path to Link header entries), read by the server at start:
 * beside the manifest, a folder the file server never serves.
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json'

/**
 * Each route of `pageRoutes` in the router's source: its path (`Paths.<name>`, looked up in
 * `paths`) and the page folder its `lazy` imports (`import('@/pages/<folder>')`, directly or
 * through a const).
 */
export function routePageFolders(source: string, paths: Readonly<Record<string, string>>): Map<string, string> {
  const file = ts.createSourceFile('routes.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const folderIn = (node: ts.Node): string | null => {
    let found: string | null = null
    const visit = (n: ts.Node) => {
      if (found) return
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = n.arguments[0]
        const m = arg && ts.isStringLiteral(arg) ? /^@\/pages\/([^/]+)$/.exec(arg.text) : null
        if (m) found = m[1]!
      }
      ts.forEachChild(n, visit)
    }
    visit(node)
    return found
  }
  const consts = new Map<string, ts.Expression>()
  let table: ts.ArrayLiteralExpression | null = null
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue
      if (d.name.text === 'pageRoutes' && ts.isArrayLiteralExpression(d.initializer)) table = d.initializer
      else consts.set(d.name.text, d.initializer)
    }
  }
  if (!table) throw new Error('routes.tsx has no pageRoutes table')
  const folders = new Map<string, string>()
  for (const route of table.elements) {
    if (!ts.isObjectLiteralExpression(route)) continue
    const prop = (name: string) => route.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer
    const path = prop('path')
    const lazy = prop('lazy')
    const pathValue = path && ts.isPropertyAccessExpression(path) ? paths[path.name.text] : undefined
    const lazySource = lazy && ts.isIdentifier(lazy) ? consts.get(lazy.text) : lazy
    const folder = lazySource ? folderIn(lazySource) : null
    if (!pathValue || !folder) throw new Error(`routes.tsx: a route whose path or page cannot be read (${route.getText().slice(0, 80)})`)
    folders.set(pathValue, folder)
  }
  return folders
}

interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly imports?: readonly string[]
  readonly css?: readonly string[]
}
type Manifest = Readonly<Record<string, ManifestChunk>>

/** A chunk's file with its static imports', recursively, and their style sheets. */
const closure = (manifest: Manifest, key: string, into: { scripts: Set<string>; styles: Set<string> }) => {
  const chunk = manifest[key]
  if (!chunk || into.scripts.has(chunk.file)) return
  into.scripts.add(chunk.file)
  for (const css of chunk.css ?? []) into.styles.add(css)
  for (const i of chunk.imports ?? []) closure(manifest, i, into)
}

/**
 * Link header entries per path: the page folder's chunk and what it imports, style sheets
 * included, less what index.html starts with (the entry and its imports). Scripts are module
 * preloads and sheets style preloads, `crossorigin` as the app's own requests are.
 */
export function routePreloads(manifest: Manifest, folders: ReadonlyMap<string, string>): Record<string, string[]> {
  const start = { scripts: new Set<string>(), styles: new Set<string>() }
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (entry) closure(manifest, entry, start)
  const out: Record<string, string[]> = {}
  for (const [path, folder] of folders) {
    const key = Object.keys(manifest).find((k) => new RegExp(`^src/pages/${folder}/index\\.tsx?$`).test(manifest[k]!.src ?? k))
    if (!key) throw new Error(`No chunk for the page folder ${folder} (${path}) in the build's manifest`)
    const page = { scripts: new Set<string>(), styles: new Set<string>() }
    closure(manifest, key, page)
    out[path] = [
      ...[...page.scripts].filter((f) => !start.scripts.has(f)).map((f) => `</${f}>; rel=modulepreload; crossorigin`),
      ...[...page.styles].filter((f) => !start.styles.has(f)).map((f) => `</${f}>; rel=preload; as=style; crossorigin`),
    ]
  }
  return out
}

/** Writes the map once the build (and its manifest) is written. */
export function routePreloadsPlugin({ routesFile, paths }: { routesFile: string; paths: Readonly<Record<string, string>> }): Plugin {
  let outDir = 'dist'
  return {
    name: 'tala:route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
      const folders = routePageFolders(readFileSync(routesFile, 'utf8'), paths)
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(routePreloads(manifest, folders), null, 1)}\n`)
    },
  }
}
