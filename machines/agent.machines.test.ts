import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { agentCentreMachine } from './agentCentre.machine.ts'
import { agentCentreModel } from './testing/models/agentCentre.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

for (const model of [agentCentreModel]) {
  describe(`${model.machine.id} machine: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
    it('covers every state and transition', async () => {
      const report = await measureCoverage(model)
      expect(report.missingStates).toEqual([])
      expect(report.missingTransitions).toEqual([])
    })
  })
}

describe('agent machines: what the agent notices', () => {
  it('the centre keeps showing its data while a refresh fails', async () => {
    let calls = 0
    const actor = createActor(agentCentreMachine.provide({
      actors: { loadCentre: fromPromise<unknown>(async () => { calls++; if (calls > 1) throw new Error('offline'); return { teamSize: 3 } }) },
    })).start()
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'centre.refreshed' })
    await waitFor(actor, (s) => s.matches('ready') && calls === 2)
    expect(actor.getSnapshot().context.centre).toEqual({ teamSize: 3 })
  })

})
