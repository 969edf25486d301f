import { describe, it, expect } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { measureCoverage, type PathModel } from './testing/pathCoverage.ts'
import { SCREEN_COVERED } from './testing/screenCovered.ts'

/**
 * Meta-test: every machine in machines/ has a path model (machines/testing/models/) and its
 * generated paths, replayed against the real machine, reach every state and take every
 * transition. A new machine without a model, or a transition no path takes, fails here.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('./*.machine.ts', { eager: true })
const modelModules = import.meta.glob<Record<string, unknown>>('./testing/models/*.model.ts', { eager: true })

const isMachine = (v: unknown): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'getTransitionData' in v
const isModel = (v: unknown): v is PathModel => !!v && typeof v === 'object' && 'machine' in v && 'events' in v && 'serializeState' in v

const machines = Object.entries(machineModules).flatMap(([file, mod]) => Object.values(mod).filter(isMachine).map((machine) => ({ file, machine })))
const models = Object.values(modelModules).flatMap((mod) => Object.values(mod).filter(isModel))

describe('machine coverage', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(0)
  })

  // A machine driven through its real screen is covered by those paths (npm run test:paths).
  for (const { file, machine } of machines.filter((m) => !SCREEN_COVERED.includes(m.machine.id))) {
    it(`${file} (${machine.id}): every state and transition is on a generated path`, async () => {
      // A machine whose branches depend on its input has one model per input: together they cover it.
      const mine = models.filter((m) => m.machine === machine)
      expect(mine.length, `no path model for ${machine.id}: add machines/testing/models/${machine.id}.model.ts`).toBeGreaterThan(0)
      const reports = await Promise.all(mine.map((m) => measureCoverage(m)))
      const missedByAll = (pick: (r: (typeof reports)[number]) => string[]) => reports.map(pick).reduce((left, next) => left.filter((x) => next.includes(x)))
      expect(missedByAll((r) => r.missingStates), 'states no path reaches').toEqual([])
      expect(missedByAll((r) => r.missingTransitions), 'transitions no path takes').toEqual([])
      // Replaying every path of a parallel machine (the house tables') takes seconds on a busy CI machine.
    }, 30_000)
  }
})
