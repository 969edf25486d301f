import { describe, it, expect } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { bootMachine } from './boot.machine.ts'
import { bootModel, bootReplies } from './testing/models/boot.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('boot machine: generated paths', () => {
  const paths = generatePaths(bootModel)

  it('generates a path to every branch, including a retry after a failure', () => {
    const ends = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...ends].sort()).toEqual(['"app"', '"denied"', '"failed"', '"loading"', '"maintenance"'])
    expect(paths.some((p) => p.steps.some((s) => s.event.type === 'retry.requested'))).toBe(true)
  })

  for (const path of paths) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(bootModel, path)
    })
  }

  it('covers every state and transition', async () => {
    const report = await measureCoverage(bootModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})

describe('boot machine: details the paths do not show', () => {
  it('sends the current host as url and keeps the reply in context', async () => {
    const seen: unknown[] = []
    const actor = createActor(
      bootMachine.provide({ actors: { loadStatus: fromPromise(async ({ input }) => (seen.push(input), bootReplies.normal)) } }),
      { input: { url: 'play.tala.example' } },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(seen).toEqual([{ url: 'play.tala.example' }])
    expect(actor.getSnapshot().value).toBe('app')
    expect(actor.getSnapshot().context.status).toBe(bootReplies.normal)
  })

  it('maintenance wins over a region restriction', async () => {
    const actor = createActor(
      bootMachine.provide({ actors: { loadStatus: fromPromise(async () => bootReplies.maintenanceAndDenied) } }),
      { input: { url: 'x' } },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('maintenance')
  })

  it('keeps the failure code and message for the retry screen', async () => {
    const actor = createActor(
      bootMachine.provide({ actors: { loadStatus: fromPromise(async () => Promise.reject({ code: 'INTERNAL', message: 'boom' })) } }),
      { input: { url: 'x' } },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INTERNAL', message: 'boom' })
    expect(actor.getSnapshot().can({ type: 'retry.requested' })).toBe(true)
  })
})
