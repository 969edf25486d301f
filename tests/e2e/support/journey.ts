import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate'
import type { MachinePath, PathModel } from '../../../machines/testing/pathCoverage.ts'
import { describePath, emptyCoverage, inventory, replayPath } from '../../../machines/testing/pathCoverage.ts'
import { screenPaths } from '../../../src/shared/testing/screen-paths/choose.ts'
import type { Sights } from '../../../src/shared/testing/screen-paths/sight.ts'
import type { BrowserContext } from '@playwright/test'
import { test, expect, type Browser, type Page } from './test.ts'
import { checkSightsOnPage } from './sight-page.ts'
import { e2eServer } from './server.ts'

/**
 * A flow's journeys in Chromium, generated from the same machine and model as its jsdom screen
 * paths (src/shared/testing/screen-paths): the path model and the sights are the screen model's,
 * the causes are the browser's (a click or typed text through Playwright, the real server's
 * answer, the operator CLI, a second member's context). The browser cannot cause every event
 * the fake server can (a captcha only a person reads), so `offered` narrows the events; the
 * paths are the shortest to every state and transition the browser can reach.
 */
export interface Step {
  readonly event: AnyEventObject
  /** The state before the step (what the screen showed). */
  readonly before: AnyMachineSnapshot
  /** The step after this one, if any: a typed form decides the server's answer to it. */
  readonly next?: AnyEventObject
}

export interface Journey<TRun> {
  readonly name: string
  readonly paths: PathModel
  /** The screen model's sights; a function when they name what the run made (a request's id). */
  readonly sights: Sights | ((run: TRun) => Sights)
  /** What the browser can cause, on top of what the screen offers. */
  readonly offered: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean
  /** Opens the screen fresh for one path (the spec's one context, its storage cleared). */
  readonly start: (page: Page, pathIndex: number) => Promise<TRun>
  readonly cause: Readonly<Record<string, (run: TRun, step: Step) => Promise<void>>>
  /** What only the browser can tell, by state node id (the header's member block after a login). */
  readonly see?: Readonly<Record<string, (run: TRun, snapshot: AnyMachineSnapshot, event: AnyEventObject) => Promise<void>>>
  /** Lets held calls go, whatever the path left. */
  readonly end?: (run: TRun) => Promise<void>
}

const stateName = (s: AnyMachineSnapshot) => JSON.stringify(s.value)

/** The journey's paths: the screen's own path model, narrowed to what the browser can cause. */
export function journeyPaths(journey: Journey<unknown>): Promise<MachinePath[]> {
  const model = journey.paths
  return screenPaths({ ...model, offered: (s, e) => (model.offered?.(s, e) ?? true) && journey.offered(s, e) })
}

async function checkState<TRun>(journey: Journey<TRun>, run: TRun, page: Page, snapshot: AnyMachineSnapshot, event: AnyEventObject, step: number, trail: string[]) {
  const sights = typeof journey.sights === 'function' ? journey.sights(run) : journey.sights
  const nodes = (snapshot._nodes as AnyStateNode[]).filter((n) => sights[n.id] || journey.see?.[n.id])
  if (nodes.length === 0) throw new Error(`step ${step}: the model says nothing for ${stateName(snapshot)}`)
  for (const node of nodes) {
    await test.step(`see ${node.id}`, async () => {
      await checkSightsOnPage(page, sights[node.id]?.(snapshot, event) ?? [])
      await journey.see?.[node.id]?.(run, snapshot, event)
    }).catch((e: unknown) => {
      throw new Error(`${journey.name}: broke at step ${step}, expected ${node.id}\n${trail.join('\n')}\n\n${e instanceof Error ? e.message : String(e)}`)
    })
  }
}

/**
 * Registers one test per generated path, all sharing one browser context (its cache warm, its
 * storage cleared by each path's start), and one that prints what the paths reached of the
 * machine. Content-Security-Policy reports in the shared context fail the path they came in.
 */
export async function describeJourney<TRun>(journey: Journey<TRun>, use: { readonly lang?: string } = {}): Promise<void> {
  const paths = await journeyPaths(journey as Journey<unknown>)
  const all = inventory(journey.paths.machine)
  const coverage = emptyCoverage()
  for (const path of paths) await replayPath(journey.paths, path, coverage)
  let context: BrowserContext
  let page: Page
  const csp: string[] = []
  test.describe(`${journey.name}: generated journeys in Chromium`, () => {
    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      context = await browser.newContext({ baseURL: e2eServer.url, serviceWorkers: 'block', reducedMotion: 'reduce' })
      await context.addInitScript((lang: string) => window.localStorage.setItem('lang', lang), use.lang ?? 'en')
      context.on('console', (m: { text(): string }) => { if (/Content Security Policy/i.test(m.text())) csp.push(m.text()) })
      page = await context.newPage()
    })
    test.afterAll(async () => {
      await context?.close()
      const states = all.states.filter((s) => coverage.states.has(s)).length
      const transitions = all.transitions.filter((t) => coverage.transitions.has(t)).length
      console.log(`${journey.name}: ${paths.length} journeys, ${states}/${all.states.length} states, ${transitions}/${all.transitions.length} transitions of ${journey.paths.machine.id}`)
    })
    paths.forEach((path, index) => {
      test(`journey ${index + 1}: ${describePath(path)}`, async () => {
        csp.length = 0
        const [first, ...steps] = path.steps
        const trail = path.steps.map((s, i) => `${i}. ${i === 0 ? 'start in' : s.event.type} → ${stateName(s.state)}`)
        const run = await journey.start(page, index)
        try {
          await checkState(journey, run, page, first!.state, first!.event, 0, trail)
          let before = first!.state
          for (const [i, { event, state }] of steps.entries()) {
            const cause = journey.cause[event.type]
            if (!cause) throw new Error(`${journey.name}: no way to cause ${event.type} in the browser`)
            await test.step(`${i + 1}. ${event.type}`, () => cause(run, { event, before, next: steps[i + 1]?.event }))
            await checkState(journey, run, page, state, event, i + 1, trail)
            before = state
          }
        } finally {
          await journey.end?.(run)
        }
        expect(csp, 'Content-Security-Policy violations reported by Chromium').toEqual([])
      })
    })
  })
}
