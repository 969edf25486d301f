import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'

/**
 * Static check: every event a machine handles is sent by production code (an object literal
 * `{ type: '<event>' }` in the SPA, the machines themselves, or the house pages' scripts), so
 * no transition exists only for tests. XState's own events (done, error, after, init) are
 * the runtime's.
 */
const ROOT = join(import.meta.dirname, '..')
const machineModules = import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true })
const isMachine = (v: unknown): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'getTransitionData' in v

const isTestFile = (path: string) => /\.test\.tsx?$|\.spec\.ts$|\/testing\//.test(path)

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return filesUnder(path, ext)
    return ext.test(name) ? [path] : []
  })
}

const productionFiles = [
  ...filesUnder(join(ROOT, 'src'), /\.tsx?$/),
  ...filesUnder(join(ROOT, 'machines'), /\.ts$/),
  ...filesUnder(join(ROOT, 'house-client'), /\.ts$/),
  ...filesUnder(join(ROOT, 'server/providers/house/public'), /\.js$/),
].filter((f) => !isTestFile(relative(ROOT, f)))

/** Every `type` a production object literal gives (`{ type: 'x' }`), with where. */
function sentTypes(): Map<string, string[]> {
  const sent = new Map<string, string[]>()
  for (const file of productionFiles) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined)
    // `'x' as const` and `('x')` are the string they wrap.
    const literal = (e: ts.Expression): string | null =>
      ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) ? e.text
        : ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? literal(e.expression) : null
    const visit = (node: ts.Node) => {
      const type = ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'type'
        ? literal(node.initializer) : null
      if (type !== null) {
        sent.set(type, [...(sent.get(type) ?? []), relative(ROOT, file)])
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return sent
}

const handledBy = (machine: AnyStateMachine): string[] => {
  const nodes = [machine.root as AnyStateNode, ...(getStateNodes(machine.root) as AnyStateNode[])]
  const events = new Set(nodes.flatMap((n) => [...n.transitions.keys()]))
  return [...events].filter((e) => !e.startsWith('xstate.') && e !== '*').sort()
}

describe('events and their senders', () => {
  const sent = sentTypes()
  const machines = Object.entries(machineModules).flatMap(([file, mod]) => Object.values(mod).filter(isMachine).map((machine) => ({ file, machine })))

  it('reads the machines and the senders', () => {
    expect(machines.length).toBeGreaterThan(20)
    expect(sent.get('credentials.submitted')?.some((f) => f.startsWith('src/'))).toBe(true)
  })

  for (const { file, machine } of machines) {
    it(`${file}: every event it handles has a sender outside the tests`, () => {
      expect(handledBy(machine).filter((e) => !sent.has(e)), `events of ${machine.id} nothing sends`).toEqual([])
    })
  }
})
