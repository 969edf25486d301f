import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import { houseTableDirectModel, houseTableModel, loadedAt, roundAt } from './testing/models/houseTable.model.ts'
import { houseTableMachine, type Placed } from './houseTable.machine.ts'

for (const [name, model] of [['houseTable', houseTableModel], ['houseTable (direct)', houseTableDirectModel]] as const) {
  describe(`${name} machine: generated paths`, () => {
    for (const path of generatePaths(model)) {
      it(`replays ${describePath(path)}`, async () => {
        await replayPath(model, path)
      })
    }
  })
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('a seat at a house table: what the member sends and sees', () => {
  const start = (moves?: Record<string, 'betting' | 'dealing'>, delays?: Record<string, number>) => {
    const sent: Array<ReadonlyArray<{ spot: string; stake: number }>> = []
    const actor = createActor(houseTableMachine.provide({
      actors: {
        loadTable: fromPromise(async () => loadedAt('betting')),
        placeSlip: fromPromise(async ({ input }: { input: { roundId: string; spots: ReadonlyArray<{ spot: string; stake: number }> } }): Promise<Placed> => {
          sent.push(input.spots)
          return { betId: `b${sent.length}`, stake: input.spots.reduce((a, b) => a + b.stake, 0), balance: 9_000 }
        }),
        fetchHand: fromPromise<unknown, { roundId: string }>(async () => ({ seat: 0, cards: [1, 2, 3] })),
      },
      ...(delays ? { delays } : {}),
    }), { input: { moves } }).start()
    return { actor, sent }
  }

  it('builds a slip of chips under the round limit and places it in one call', async () => {
    const { actor, sent } = start()
    await tick()
    actor.send({ type: 'chip.picked', value: 500 })
    actor.send({ type: 'spot.tapped', spot: 'player' })
    actor.send({ type: 'spot.tapped', spot: 'player' })
    actor.send({ type: 'spot.tapped', spot: 'tie' })
    // 1,000 is the limit: the third chip would pass it.
    expect(actor.getSnapshot().context).toMatchObject({ slip: { player: 1_000 }, note: { key: 'limit', amount: 1_000 } })
    actor.send({ type: 'slip.submitted' })
    await tick()
    expect(sent).toEqual([[{ spot: 'player', stake: 1_000 }]])
    expect(actor.getSnapshot().context).toMatchObject({ slip: {}, placed: { player: 1_000 }, balance: 9_000, note: { key: 'placed', amount: 1_000 } })
    actor.send({ type: 'spot.tapped', spot: 'tie' })
    expect(actor.getSnapshot().context.note).toEqual({ key: 'limit', amount: 1_000 })
    // A new round starts over.
    actor.send({ type: 'feed.snapshot', snap: roundAt('r2', 'betting') })
    expect(actor.getSnapshot().context).toMatchObject({ slip: {}, placed: {}, note: null })
  })

  it('at a direct table, a tap is the move: the ante while the hand is open, then, seated and shown the cards, a call or a fold', async () => {
    const { actor, sent } = start({ ante: 'betting', call: 'dealing' }, { untilClose: 20, untilResult: 60_000 })
    await tick()
    // No call before sitting in, and none while the hand is open.
    expect(actor.getSnapshot().can({ type: 'spot.tapped', spot: 'call' })).toBe(false)
    actor.send({ type: 'spot.tapped', spot: 'ante' })
    await tick()
    expect(actor.getSnapshot().can({ type: 'spot.tapped', spot: 'ante' })).toBe(false)
    expect(sent).toEqual([[{ spot: 'ante', stake: 500 }]])
    // Bets close: the seated member's cards are asked for, then the call (or a fold) is open once.
    await new Promise((r) => setTimeout(r, 40))
    expect(actor.getSnapshot().matches({ atTable: { round: { dealing: 'deciding' } } })).toBe(true)
    expect(actor.getSnapshot().context.hand).toEqual({ seat: 0, cards: [1, 2, 3] })
    expect(actor.getSnapshot().can({ type: 'hand.folded' })).toBe(true)
    actor.send({ type: 'spot.tapped', spot: 'call' })
    await tick()
    expect(sent).toEqual([[{ spot: 'ante', stake: 500 }], [{ spot: 'call', stake: 500 }]])
    expect(actor.getSnapshot().can({ type: 'spot.tapped', spot: 'call' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'hand.folded' })).toBe(false)
  })
})
