import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { agentCentreMachine } from './agentCentre.machine.ts'
import { agentRegisterMachine } from './agentRegister.machine.ts'
import { agentCentreModel } from './testing/models/agentCentre.model.ts'
import { agentRegisterModel } from './testing/models/agentRegister.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

for (const model of [agentCentreModel, agentRegisterModel]) {
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

  it('a form with errors is not sent; a taken account comes back under its field; a retry resends the same form', async () => {
    const sent: unknown[] = []
    let answer: 'taken' | 'offline' | 'ok' = 'taken'
    const registered: unknown[] = []
    const actor = createActor(agentRegisterMachine.provide({
      actors: {
        register: fromPromise(async ({ input }) => {
          sent.push(input)
          if (answer === 'taken') throw { code: 'ACCOUNT_EXISTS', fields: { account: 'failure.accountExists' } }
          if (answer === 'offline') throw { code: 'NETWORK' }
          return { account: 'team09', type: 0 }
        }),
      },
      actions: { registeredDownline: (_, p) => registered.push(p.result) },
    })).start()
    actor.send({ type: 'form.submitted', form: { account: 'x' }, errors: { account: 'short' } })
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'short' })
    expect(sent).toEqual([])
    actor.send({ type: 'form.submitted', form: { account: 'team09' }, errors: {} })
    await waitFor(actor, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0)
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'failure.accountExists' })
    answer = 'offline'
    actor.send({ type: 'form.submitted', form: { account: 'team10' }, errors: {} })
    await waitFor(actor, (s) => s.matches('failed'))
    answer = 'ok'
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('registered'))
    expect(sent).toEqual([{ account: 'team09' }, { account: 'team10' }, { account: 'team10' }])
    expect(registered).toEqual([{ account: 'team09', type: 0 }])
  })
})
