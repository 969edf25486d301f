/**
 * The dependency rule of server/modules/README.md, read from the files themselves: every
 * module and provider has an index.ts, others reach it only through that file, and no chain
 * of imports between them comes back to where it started. (Lint checks the front door as
 * well, file by file; only a test sees a cycle, which needs the whole graph.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const serverDir = dirname(fileURLToPath(import.meta.url))
const UNIT_FOLDERS = ['modules', 'providers'] as const

/** "modules/account", "providers/house", ...: each a folder with its own index.ts. */
const units = (): string[] =>
  UNIT_FOLDERS.flatMap((folder) =>
    readdirSync(join(serverDir, folder)).filter((name) => statSync(join(serverDir, folder, name)).isDirectory()).map((name) => `${folder}/${name}`))

const tsFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return tsFiles(path)
    return name.endsWith('.ts') ? [path] : []
  })

/** A file's path from server/, with forward slashes ("modules/account/index.ts"). */
const serverPath = (file: string): string => relative(serverDir, file).split(sep).join('/')

/** The server paths a file imports by relative path (packages left out). */
const relativeImports = (file: string): string[] =>
  specifiers(readFileSync(file, 'utf8')).filter((s) => s.startsWith('.')).map((s) => serverPath(resolve(dirname(file), s)))

/** Every module specifier of a file: static imports and re-exports, side-effect imports, dynamic imports. */
const specifiers = (source: string): string[] =>
  [...source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g)]
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '')

/** The unit ("modules/x") a server-relative path lies in, or null for the rest of the server. */
const unitOf = (serverPath: string): string | null => {
  const [folder, name, ...rest] = serverPath.split('/')
  return UNIT_FOLDERS.includes(folder as (typeof UNIT_FOLDERS)[number]) && name && rest.length > 0 ? `${folder}/${name}` : null
}

interface UnitImport {
  readonly from: string
  readonly to: string
  /** Server-relative path of the importing file and of the imported one. */
  readonly file: string
  readonly target: string
}

/** Imports that cross from one unit into another (tests excluded: they may wire anything together). */
const crossings = (): UnitImport[] =>
  units().flatMap((from) =>
    tsFiles(join(serverDir, from)).filter((f) => !f.endsWith('.test.ts')).flatMap((file) =>
      relativeImports(file).flatMap((target) => {
        const to = unitOf(target)
        return to !== null && to !== from ? [{ from, to, file: serverPath(file), target }] : []
      })))

/** Every elementary cycle's first sighting, as a path "a -> b -> a" (depth-first over sorted nodes). */
const findCycles = (graph: ReadonlyMap<string, ReadonlySet<string>>): string[] => {
  const found = new Set<string>()
  const done = new Set<string>()
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node)
    if (at !== -1) {
      const cycle = path.slice(at)
      // One name per cycle whichever node the search entered it by.
      const start = cycle.indexOf([...cycle].sort()[0]!)
      found.add([...cycle.slice(start), ...cycle.slice(0, start), cycle[start]!].join(' -> '))
      return
    }
    if (done.has(node)) return
    for (const next of [...(graph.get(node) ?? [])].sort()) visit(next, [...path, node])
    done.add(node)
  }
  for (const node of [...graph.keys()].sort()) visit(node, [])
  return [...found]
}

const graphOf = (edges: ReadonlyArray<Pick<UnitImport, 'from' | 'to'>>): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>()
  for (const { from, to } of edges) graph.set(from, (graph.get(from) ?? new Set()).add(to))
  return graph
}

describe('server modules and providers', () => {
  it('each has an index.ts, its public API', () => {
    const missing = units().filter((u) => !readdirSync(join(serverDir, u)).includes('index.ts'))
    expect(missing).toEqual([])
  })

  it('reach each other only through index.ts', () => {
    const deep = crossings().filter((c) => c.target !== `${c.to}/index.ts`).map((c) => `${c.file} imports ${c.target}`)
    expect(deep).toEqual([])
  })

  it('import each other without a cycle', () => {
    expect(findCycles(graphOf(crossings()))).toEqual([])
  })

  it('are never imported by the layers below them (lib, db)', () => {
    const upward = ['lib', 'db'].flatMap((layer) => tsFiles(join(serverDir, layer)).flatMap((file) =>
      relativeImports(file).filter((target) => unitOf(target) !== null).map((target) => `${serverPath(file)} imports ${target}`)))
    expect(upward).toEqual([])
  })

  it('(the cycle finder names a cycle however it is entered)', () => {
    const graph = graphOf([
      { from: 'modules/b', to: 'modules/a' }, { from: 'modules/a', to: 'modules/c' }, { from: 'modules/c', to: 'modules/b' },
      { from: 'modules/c', to: 'modules/d' },
    ])
    expect(findCycles(graph)).toEqual(['modules/a -> modules/c -> modules/b -> modules/a'])
    expect(findCycles(graphOf([{ from: 'modules/a', to: 'modules/b' }, { from: 'modules/b', to: 'modules/c' }]))).toEqual([])
  })
})

describe('the password hashing parameters', () => {
  it('are lowered only by the test suite: no server code outside server/testing calls hashWithTestParams', () => {
    const callers = tsFiles(serverDir)
      .filter((file) => !file.endsWith('.test.ts') && !serverPath(file).startsWith('testing/') && serverPath(file) !== 'lib/passwords.ts')
      .filter((file) => readFileSync(file, 'utf8').includes('hashWithTestParams'))
      .map(serverPath)
    expect(callers).toEqual([])
  })
})
