import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Contract, ContractOfferRequest, ContractPreviewReply } from '@/shared/api'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import {
  contract, contractOfferDownlineModel, contractOfferUplineModel, terms,
} from './testing/models/contractOffer.model.ts'
import { contractOfferMachine } from './contractOffer.machine.ts'

for (const [name, model] of [
  ['upline', contractOfferUplineModel], ['downline', contractOfferDownlineModel],
] as const) {
  describe(`contractOffer machine (${name}): generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
  })
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('contract offer: a contract neither offered nor active', () => {
  it('has nothing to act on: no accept, reject, withdraw or end', () => {
    for (const [role, status] of [['downline', 'rejected'], ['upline', 'terminated'], ['upline', 'cancelled']] as const) {
      const snapshot = createActor(contractOfferMachine, { input: { role, contract: contract(status), terms: null } }).start().getSnapshot()
      expect(snapshot.value).toBe('start')
      for (const type of ['accept.requested', 'reject.requested', 'withdraw.requested', 'terminate.requested'] as const) expect(snapshot.can({ type })).toBe(false)
    }
  })
})

describe('contract offer: what the agent sends', () => {
  it('asks before ending the downline\'s contracts, then sends the offer with terminateLower', async () => {
    const sent: ContractOfferRequest[] = []
    const below = contract('active', 21)
    const actor = createActor(contractOfferMachine.provide({
      actors: {
        previewOffer: fromPromise(async (): Promise<ContractPreviewReply> => ({ ceiling: null, withinCeiling: true, wouldEnd: [below], replaces: null })),
        sendOffer: fromPromise(async ({ input }: { input: ContractOfferRequest }) => { sent.push(input); return contract('offered') }),
      },
    }), { input: { role: 'upline', contract: null, terms: null } }).start()
    actor.send({ type: 'terms.submitted' })
    expect(actor.getSnapshot().value).toBe('drafting')
    actor.send({ type: 'terms.changed', terms })
    actor.send({ type: 'terms.submitted' })
    await tick()
    expect(actor.getSnapshot().value).toBe('confirmingLower')
    expect(actor.getSnapshot().context.wouldEnd.map((c: Contract) => c.id)).toEqual([21])
    actor.send({ type: 'lower.confirmed' })
    await tick()
    expect(actor.getSnapshot().value).toBe('offered')
    expect(sent).toEqual([{ ...terms, terminateLower: true }])
  })

  it('the downline cannot withdraw and the upline cannot accept', () => {
    const down = createActor(contractOfferMachine, { input: { role: 'downline', contract: contract('offered'), terms: null } }).start()
    expect(down.getSnapshot().can({ type: 'withdraw.requested' })).toBe(false)
    expect(down.getSnapshot().can({ type: 'accept.requested' })).toBe(true)
    const up = createActor(contractOfferMachine, { input: { role: 'upline', contract: contract('offered'), terms: null } }).start()
    expect(up.getSnapshot().can({ type: 'accept.requested' })).toBe(false)
    expect(up.getSnapshot().can({ type: 'withdraw.requested' })).toBe(true)
  })
})
