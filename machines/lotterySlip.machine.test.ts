import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describePath, generatePaths, replayPath } from './testing/pathCoverage.ts'
import { lotterySlipModel } from './testing/models/lotterySlip.model.ts'
import { lotterySlipMachine, type LotteryLoaded, type TicketInput, type TicketPlaced } from './lotterySlip.machine.ts'

describe('lotterySlip machine: generated paths', () => {
  for (const path of generatePaths(lotterySlipModel)) {
    it(`replays ${describePath(path)}`, async () => {
      await replayPath(lotterySlipModel, path)
    })
  }
})

const tick = () => new Promise((r) => setTimeout(r, 0))
const DRAW = { drawId: 'ELOTT5:100', closesAt: 50_000, drawAt: 60_000 }

describe('the e-lottery ticket: what the player sends and sees', () => {
  const start = (answers: Array<(input: TicketInput) => Promise<TicketPlaced>>) => {
    const sent: TicketInput[] = []
    const clock = new SimulatedClock()
    const actor = createActor(lotterySlipMachine.provide({
      actors: {
        loadLottery: fromPromise(async (): Promise<LotteryLoaded> => ({ balance: 10_000, chips: [100, 500, 1_000], maxStake: 1_000, maxBets: 3, draw: DRAW })),
        placeTicket: fromPromise(async ({ input }: { input: TicketInput }) => { sent.push(input); return answers[sent.length - 1]!(input) }),
      },
      delays: { untilClose: 50_000 },
    }), { clock }).start()
    return { actor, sent, clock }
  }

  it('stacks the chip on a tapped selection, keeps each bet under the stake limit and the ticket under its size', async () => {
    const { actor } = start([])
    await tick()
    actor.send({ type: 'chip.picked', stake: 500 })
    actor.send({ type: 'selection.tapped', selection: 'sum:big' })
    actor.send({ type: 'selection.tapped', selection: 'sum:big' })
    actor.send({ type: 'selection.tapped', selection: 'sum:big' })
    expect(actor.getSnapshot().context).toMatchObject({ bets: [{ selection: 'sum:big', stake: 1_000 }], note: { key: 'limitBet' } })
    actor.send({ type: 'chip.picked', stake: 100 })
    for (const s of ['p0:1', 'p0:2', 'p0:3']) actor.send({ type: 'selection.tapped', selection: s })
    expect(actor.getSnapshot().context.bets.map((b) => b.selection)).toEqual(['sum:big', 'p0:1', 'p0:2'])
    expect(actor.getSnapshot().context.note).toEqual({ key: 'ticketFull' })
    actor.send({ type: 'bet.removed', selection: 'p0:1' })
    expect(actor.getSnapshot().context.bets.map((b) => b.selection)).toEqual(['sum:big', 'p0:2'])
  })

  it('buys the ticket for the draw on sale, and after sales close keeps it for the next draw', async () => {
    const { actor, sent, clock } = start([async () => ({ ticketId: 'T1', stake: 100, balance: 9_900 }), () => Promise.reject({ code: 'BETS_CLOSED' })])
    await tick()
    actor.send({ type: 'selection.tapped', selection: 'p4:9' })
    actor.send({ type: 'ticket.submitted' })
    await tick()
    expect(sent[0]).toEqual({ drawId: 'ELOTT5:100', bets: [{ selection: 'p4:9', stake: 100 }] })
    expect(actor.getSnapshot().context).toMatchObject({ bets: [], balance: 9_900, note: { key: 'placed', amount: 100 } })
    actor.send({ type: 'selection.tapped', selection: 'sum:odd' })
    actor.send({ type: 'ticket.submitted' })
    await tick()
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ bets: [{ selection: 'sum:odd', stake: 100 }], note: { key: 'betsClosed' } })
    actor.send({ type: 'draw.opened', draw: { drawId: 'ELOTT5:101', closesAt: 110_000, drawAt: 120_000 } })
    expect(actor.getSnapshot().matches({ ready: 'selling' })).toBe(true)
    clock.increment(50_000)
    expect(actor.getSnapshot().matches({ ready: 'closed' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'ticket.submitted' })).toBe(false)
  })
})
