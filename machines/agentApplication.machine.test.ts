import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { agentApplicationMachine } from './agentApplication.machine.ts'
import { agentApplicationModel } from './testing/models/agentApplication.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('agentApplication machine: generated paths', () => {
  for (const path of generatePaths(agentApplicationModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(agentApplicationModel, path)
    })
  }
  it('covers every state and transition', async () => {
    const report = await measureCoverage(agentApplicationModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})

describe('agentApplication machine: what the visitor notices', () => {
  it('a form with errors is not sent; a taken account comes back under its field; a retry resends the same form', async () => {
    const sent: unknown[] = []
    let answer: 'taken' | 'offline' | 'ok' = 'taken'
    const actor = createActor(agentApplicationMachine.provide({
      actors: {
        apply: fromPromise<unknown, Record<string, string>>(async ({ input }) => {
          sent.push(input)
          if (answer === 'taken') throw { fields: { account: 'taken' } }
          if (answer === 'offline') throw { code: 'NETWORK', message: 'offline' }
          return { id: 4, account: input.account, status: 'pending' }
        }),
      },
    })).start()
    actor.send({ type: 'form.submitted', form: { account: 'x' }, errors: { account: 'rule' } })
    expect(actor.getSnapshot().context.errors).toEqual({ account: 'rule' })
    expect(sent).toEqual([])
    actor.send({ type: 'form.submitted', form: { account: 'agentx1' }, errors: {} })
    await waitFor(actor, (s) => s.matches('editing') && s.context.errors.account === 'taken')
    answer = 'offline'
    actor.send({ type: 'form.submitted', form: { account: 'agentx2' }, errors: {} })
    await waitFor(actor, (s) => s.matches('failed'))
    answer = 'ok'
    actor.send({ type: 'retry' })
    await waitFor(actor, (s) => s.matches('applied'))
    expect(sent).toEqual([{ account: 'agentx1' }, { account: 'agentx2' }, { account: 'agentx2' }])
    expect(actor.getSnapshot().context.result).toEqual({ id: 4, account: 'agentx2', status: 'pending' })
    expect(actor.getSnapshot().status).toBe('done')
  })
})
