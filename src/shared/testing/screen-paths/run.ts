import { afterAll, describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate'
import { describePath, emptyCoverage, inventory, replayPath, type Coverage, type MachinePath } from '@machines/testing/pathCoverage.ts'
import { SCREEN_COVERED } from '@machines/testing/screenCovered.ts'
import type { AnyScreenModel } from './model.ts'
import { writePathReport, type PathResult } from './report.ts'
import { screenPaths } from './choose.ts'
import { checkSightsInDom } from './sight-dom.ts'

const stateName = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/** The path as QA reads it: one line per step, the state reached after each. */
export const pathSteps = (path: MachinePath): string[] =>
  path.steps.map((s, i) => (i === 0 ? `start in ${stateName(s.state)}` : `${s.event.type}${payload(s.event)} → ${stateName(s.state)}`))

const payload = (event: AnyEventObject): string => {
  const { type: _type, ...rest } = event
  const text = JSON.stringify(rest)
  return text === '{}' ? '' : ` ${text.length > 90 ? `${text.slice(0, 87)}...` : text}`
}

class StepFailed extends Error {
  constructor(readonly step: number, readonly expectation: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause))
  }
}

/** Checks what the user sees in `snapshot`: every active state node with an expectation. */
async function checkScreen(model: AnyScreenModel, run: unknown, snapshot: AnyMachineSnapshot, event: AnyEventObject, step: number) {
  if (model.actual) {
    await waitFor(() => expect(model.actual!(run)?.value, 'the real flow').toEqual(snapshot.value)).catch((e: unknown) => {
      throw new StepFailed(step, `the flow on screen is in ${stateName(snapshot)}`, e)
    })
  }
  const nodes = (snapshot._nodes as AnyStateNode[]).filter((n) => model.see[n.id] || model.sights?.[n.id])
  if (nodes.length === 0) throw new StepFailed(step, `what the user sees in ${stateName(snapshot)}`, new Error('the model says nothing for this state'))
  for (const node of nodes) {
    await waitFor(async () => {
      checkSightsInDom(model.sights?.[node.id]?.(snapshot, event) ?? [])
      await model.see[node.id]?.(run, snapshot, event)
    }).catch((e: unknown) => {
      throw new StepFailed(step, node.id, e)
    })
  }
}

async function walk(model: AnyScreenModel, path: MachinePath): Promise<void> {
  const run = await model.start()
  try {
    const [first, ...steps] = path.steps
    await checkScreen(model, run, first!.state, first!.event, 0)
    let before = first!.state
    for (const [i, { event, state }] of steps.entries()) {
      const cause = model.cause[event.type]
      if (!cause) throw new StepFailed(i + 1, `a way to cause ${event.type}`, new Error('the model gives none'))
      try {
        await cause(run, event, before)
      } catch (e) {
        throw new StepFailed(i + 1, `causing ${event.type}`, e)
      }
      await checkScreen(model, run, state, event, i + 1)
      before = state
    }
  } finally {
    model.stop?.(run)
  }
}

/** What a screen's passing paths reached, measured on the machine (available once its path tests ran). */
export interface ScreenPathsRun {
  readonly model: AnyScreenModel
  readonly reached: () => Promise<{ readonly coverage: Coverage; readonly missingStates: string[]; readonly missingTransitions: string[] }>
}

/**
 * Registers one test per generated path of the model's machine (the shortest path to every
 * state, and to every transition), each driving the real screen; after them, writes the
 * report (docs/paths/<name>.md) with what the passing paths reached. A state or transition the
 * model declares out of its reach (`elsewhere`, `unreachable`) may be missing, and must be.
 */
export async function describeScreenPaths(model: AnyScreenModel): Promise<ScreenPathsRun> {
  const paths = await screenPaths(model.paths)
  const results: PathResult[] = []
  const why = (): Record<string, string> => ({ ...model.elsewhere, ...model.unreachable })
  // What the passing paths reached, measured on the machine itself with the same steps.
  const reachedBy = async () => {
    const coverage = emptyCoverage()
    for (const r of results) if (r.passed) await replayPath(model.paths, paths[r.index - 1]!, coverage)
    const all = inventory(model.paths.machine)
    return {
      all,
      coverage,
      missingStates: all.states.filter((s) => !coverage.states.has(s)),
      missingTransitions: all.transitions.filter((t) => !coverage.transitions.has(t)),
    }
  }
  describe(`${model.name}: generated paths on the real screen`, () => {
    paths.forEach((path, index) => {
      it(`path ${index + 1}: ${describePath(path)}`, async () => {
        const steps = pathSteps(path)
        try {
          await walk(model, path)
          results.push({ index: index + 1, steps, passed: true })
        } catch (e) {
          const failed = e instanceof StepFailed ? e : new StepFailed(0, 'the screen to start', e)
          results.push({ index: index + 1, steps, passed: false, failedStep: failed.step, expectation: failed.expectation, message: failed.message })
          const trail = steps.map((s, i) => `${i === failed.step ? '✗' : i < failed.step ? '✓' : ' '} ${i}. ${s}`).join('\n')
          throw new Error(`${model.name} path ${index + 1} broke at step ${failed.step}: expected ${failed.expectation}\n${trail}\n\n${failed.message}`)
        }
      }, 30_000)
    })
    it(`reach every state and transition of ${model.paths.machine.id}`, async () => {
      const { missingStates, missingTransitions } = await reachedBy()
      const excused = why()
      expect(missingStates.filter((s) => !(s in excused)), 'states no passing path reached').toEqual([])
      expect(missingTransitions.filter((t) => !(t in excused)), 'transitions no passing path took').toEqual([])
      const missing = [...missingStates, ...missingTransitions]
      expect(Object.keys(excused).filter((k) => !missing.includes(k)), 'declared out of this screen\'s reach, yet reached (or not in the machine)').toEqual([])
      if (Object.keys(model.unreachable ?? {}).length > 0) expect(SCREEN_COVERED, 'machines/testing/screenCovered.ts leaves it to its self-replay').not.toContain(model.paths.machine.id)
      else expect(SCREEN_COVERED, 'machines/testing/screenCovered.ts lists it').toContain(model.paths.machine.id)
    })
    afterAll(async () => {
      const { all, coverage, missingStates, missingTransitions } = await reachedBy()
      writePathReport({
        name: model.name,
        machine: model.paths.machine.id,
        states: all.states.length,
        transitions: all.transitions.length,
        statesReached: all.states.filter((s) => coverage.states.has(s)).length,
        transitionsTaken: all.transitions.filter((t) => coverage.transitions.has(t)).length,
        missingStates,
        missingTransitions,
        why: why(),
        generated: paths.length,
        results: [...results].sort((a, b) => a.index - b.index),
      })
    })
  })
  return { model, reached: () => reachedBy() }
}

/**
 * The screens of one machine (a form flow shared by several pages), each with its own paths,
 * then one test that they reach every state and transition together: what a screen leaves
 * `elsewhere` another one reaches; only what every screen declares `unreachable` may be missing.
 */
export async function describeScreenPathsTogether(models: ReadonlyArray<AnyScreenModel>): Promise<void> {
  const machine = models[0]!.paths.machine
  if (models.some((m) => m.paths.machine !== machine)) throw new Error('describeScreenPathsTogether: the screens drive different machines')
  const runs: ScreenPathsRun[] = []
  for (const model of models) runs.push(await describeScreenPaths(model))
  describe(`${machine.id}: its screens together (${models.map((m) => m.name).join(', ')})`, () => {
    it(`reach every state and transition of ${machine.id}`, async () => {
      const together = emptyCoverage()
      for (const run of runs) {
        const { coverage } = await run.reached()
        coverage.states.forEach((s) => together.states.add(s))
        coverage.transitions.forEach((t) => together.transitions.add(t))
      }
      const everywhereUnreachable = (key: string) => models.every((m) => key in (m.unreachable ?? {}))
      const all = inventory(machine)
      expect(all.states.filter((s) => !together.states.has(s) && !everywhereUnreachable(s)), 'states no screen reached').toEqual([])
      expect(all.transitions.filter((t) => !together.transitions.has(t) && !everywhereUnreachable(t)), 'transitions no screen took').toEqual([])
    })
  })
}
