import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { formSubmitMachine, type FormFields } from './formSubmit.machine.ts'
import { formSubmitModel } from './testing/models/formSubmit.model.ts'
import { describePath, generatePaths, measureCoverage, replayPath } from './testing/pathCoverage.ts'

describe('formSubmit machine: generated paths', () => {
  for (const path of generatePaths(formSubmitModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(formSubmitModel, path)
    })
  }
  it('covers every state and transition', async () => {
    const report = await measureCoverage(formSubmitModel)
    expect(report.missingStates).toEqual([])
    expect(report.missingTransitions).toEqual([])
  })
})

describe('formSubmit machine: what the user notices', () => {
  it('a form with errors is not sent; a taken account comes back under its field; a retry resends the same form; the page hears of the success once', async () => {
    const sent: unknown[] = []
    const told: unknown[] = []
    let answer: 'taken' | 'offline' | 'ok' = 'taken'
    const actor = createActor(formSubmitMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormFields>(async ({ input }) => {
          sent.push(input)
          if (answer === 'taken') throw { code: 'ACCOUNT_EXISTS', fields: { account: 'taken' } }
          if (answer === 'offline') throw { code: 'NETWORK', message: 'offline' }
          return { id: 4, account: input.account, status: 'pending' }
        }),
      },
      actions: { submitted: (_, p) => void told.push(p.result) },
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
    await waitFor(actor, (s) => s.matches('submitted'))
    expect(sent).toEqual([{ account: 'agentx1' }, { account: 'agentx2' }, { account: 'agentx2' }])
    expect(actor.getSnapshot().context.result).toEqual({ id: 4, account: 'agentx2', status: 'pending' })
    expect(told).toEqual([{ id: 4, account: 'agentx2', status: 'pending' }])
    // Another form starts empty, without the last answer.
    actor.send({ type: 'form.again' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ form: null, result: null, errors: {} })
  })
})
