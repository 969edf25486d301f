import { describe, expect, it } from 'vitest'

/**
 * A machine file pastes into the Stately visualizer as it is: it imports only `xstate`,
 * contract types (`import type`) and the child machines it invokes.
 */
const sources = import.meta.glob<string>('./*.machine.ts', { eager: true, query: '?raw', import: 'default' })

const allowed = (line: string) =>
  /^import \{[^}]*\} from 'xstate'$/.test(line) ||
  /^import type \{[^}]*\} from '(@\/shared\/api|\.\/[A-Za-z]+\.machine\.ts)'$/.test(line) ||
  /^import \{[^}]*\} from '\.\/[A-Za-z]+\.machine\.ts'$/.test(line)

describe('machine files', () => {
  it('finds them', () => expect(Object.keys(sources).length).toBeGreaterThan(10))
  for (const [file, source] of Object.entries(sources)) {
    it(`${file} imports only xstate, contract types and child machines`, () => {
      const imports = source.split('\n').filter((l) => l.startsWith('import '))
      expect(imports.filter((l) => !allowed(l))).toEqual([])
    })
  }
})
