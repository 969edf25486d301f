import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import { sportsSlipModel } from './testing/models/sportsSlip.model.ts'
import { sportsSlipMachine, type BetsPlaced, type PlaceInput } from './sportsSlip.machine.ts'

describe('sportsSlip machine: generated paths', () => {
  for (const path of generatePaths(sportsSlipModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(sportsSlipModel, path)
    })
  }
})

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('the sportsbook\'s bet slip: what the player sends and sees', () => {
  const start = (answers: Array<(input: PlaceInput) => Promise<BetsPlaced>>) => {
    const sent: PlaceInput[] = []
    const actor = createActor(sportsSlipMachine.provide({
      actors: {
        loadBoard: fromPromise(async () => ({ balance: 10_000, minStake: 100, maxLegs: 8 })),
        placeBets: fromPromise(async ({ input }: { input: PlaceInput }) => { sent.push(input); return answers[sent.length - 1]!(input) }),
      },
    })).start()
    return { actor, sent }
  }

  it('keeps one selection per fixture, and a parlay needs two', async () => {
    const { actor } = start([])
    await tick()
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f1', selection: '1x2:home', odds: 200 } })
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f1', selection: '1x2:draw', odds: 320 } })
    expect(actor.getSnapshot().context.legs).toEqual([{ fixture: 'f1', selection: '1x2:draw', odds: 320 }])
    actor.send({ type: 'mode.chosen', mode: 'parlay' })
    expect(actor.getSnapshot().context.mode).toBe('singles')
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f2', selection: 'ml:home', odds: 150 } })
    actor.send({ type: 'mode.chosen', mode: 'parlay' })
    expect(actor.getSnapshot().context.mode).toBe('parlay')
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f2', selection: 'ml:home', odds: 150 } })
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'singles', legs: [{ fixture: 'f1' }] })
  })

  it('asks the player about changed odds: accepted, the bet goes again at the odds now; refused, the moved selection leaves the slip', async () => {
    const changed = { code: 'ODDS_CHANGED', value: { legs: [{ fixture: 'f1', selection: '1x2:home', odds: 190 }] } }
    const { actor, sent } = start([() => Promise.reject(changed), async () => ({ placed: ['f1'], stake: 500, balance: 9_500 }), () => Promise.reject(changed)])
    await tick()
    actor.send({ type: 'stake.changed', stake: 500 })
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f1', selection: '1x2:home', odds: 200 } })
    actor.send({ type: 'slip.submitted' })
    await tick()
    expect(actor.getSnapshot().value).toBe('oddsChanged')
    actor.send({ type: 'changes.accepted' })
    await tick()
    expect(sent.map((s) => s.legs[0]!.odds)).toEqual([200, 190])
    expect(actor.getSnapshot().context).toMatchObject({ legs: [], balance: 9_500, note: { key: 'placed', amount: 500 } })
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f1', selection: '1x2:home', odds: 200 } })
    actor.send({ type: 'slip.submitted' })
    await tick()
    actor.send({ type: 'changes.refused' })
    expect(actor.getSnapshot().context).toMatchObject({ legs: [], note: null })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('takes the singles placed before a refusal off the slip, so accepting the new odds places only the rest', async () => {
    const { actor, sent } = start([
      () => Promise.reject({ code: 'ODDS_CHANGED', value: { legs: [{ fixture: 'f2', selection: 'ml:home', odds: 140 }] }, placed: ['f1'], balance: 9_000 }),
      async () => ({ placed: ['f2'], stake: 500, balance: 8_500 }),
    ])
    await tick()
    actor.send({ type: 'stake.changed', stake: 500 })
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f1', selection: '1x2:home', odds: 200 } })
    actor.send({ type: 'selection.toggled', leg: { fixture: 'f2', selection: 'ml:home', odds: 150 } })
    actor.send({ type: 'slip.submitted' })
    await tick()
    expect(actor.getSnapshot().context).toMatchObject({ legs: [{ fixture: 'f2', odds: 150 }], balance: 9_000 })
    actor.send({ type: 'changes.accepted' })
    await tick()
    expect(sent[1]!.legs).toEqual([{ fixture: 'f2', selection: 'ml:home', odds: 140 }])
    expect(actor.getSnapshot().context).toMatchObject({ legs: [], balance: 8_500 })
  })
})
