import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { png, proofRules } from './testing/models/withdrawalConfirmation.model.ts'
import { sortPicks, withdrawalConfirmationMachine, type ConfirmationRequest, type ProofRefusal } from './withdrawalConfirmation.machine.ts'

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('withdrawal confirmation: what the member sends and sees', () => {
  const start = (submit: (r: ConfirmationRequest) => Promise<unknown>) => {
    const refused: ProofRefusal[][] = []
    const sent: ConfirmationRequest[] = []
    const actor = createActor(withdrawalConfirmationMachine.provide({
      actors: { submitConfirmation: fromPromise(async ({ input }: { input: ConfirmationRequest }) => { sent.push(input); return submit(input) }) },
      actions: { proofsRefused: (_, { refused: r }) => void refused.push([...r]) },
    }), { input: { withdrawalId: '7', amount: 50_000, proofRules } }).start()
    actor.send({ type: 'confirm.opened' })
    return { actor, refused, sent }
  }

  it('keeps only png/jpeg proofs of at most 5 MB, three at most, and says why the others were refused', async () => {
    const { actor, refused, sent } = start(async () => ({ ok: true }))
    actor.send({ type: 'outcome.chosen', outcome: 'notReceived' })
    actor.send({ type: 'proofs.picked', files: [png('a.png'), { name: 'b.gif', type: 'image/gif', size: 10, file: null }, png('c.png', 6 * 1024 * 1024)] })
    actor.send({ type: 'proofs.picked', files: [png('d.png'), { name: 'e.jpg', type: 'image/jpeg', size: 10, file: null }, png('f.png')] })
    expect(actor.getSnapshot().context.proofs.map((p) => p.name)).toEqual(['a.png', 'd.png', 'e.jpg'])
    expect(refused).toEqual([[{ name: 'b.gif', reason: 'type' }, { name: 'c.png', reason: 'size' }], [{ name: 'f.png', reason: 'count' }]])
    actor.send({ type: 'confirm.submitted' })
    await tick()
    expect(sent[0]).toMatchObject({ withdrawalId: '7', outcome: 'notReceived', proofs: [{ name: 'a.png' }, { name: 'd.png' }, { name: 'e.jpg' }] })
    expect(sent[0]).not.toHaveProperty('receivedAmount')
    expect(actor.getSnapshot().value).toBe('done')
  })

  it('sends a partial amount only when it is above 0 and below the amount, and retries a failed send', async () => {
    let fail = true
    const { actor, sent } = start(async () => { if (fail) throw { code: 'NETWORK', message: 'offline' }; return { ok: true } })
    actor.send({ type: 'outcome.chosen', outcome: 'partial' })
    actor.send({ type: 'amount.changed', amount: 50_000 })
    actor.send({ type: 'confirm.submitted' })
    expect(actor.getSnapshot().value).toBe('partial')
    actor.send({ type: 'amount.changed', amount: 20_000 })
    actor.send({ type: 'confirm.submitted' })
    await tick()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'NETWORK' })
    fail = false
    actor.send({ type: 'retry' })
    await tick()
    expect(actor.getSnapshot().value).toBe('done')
    expect(sent.map((s) => s.receivedAmount)).toEqual([20_000, 20_000])
    expect(sent[0]).not.toHaveProperty('proofs')
  })

  it('sortPicks keeps earlier picks first', () => {
    expect(sortPicks(proofRules, [png('x.png')], [png('y.png')]).accepted.map((p) => p.name)).toEqual(['x.png', 'y.png'])
  })
})
