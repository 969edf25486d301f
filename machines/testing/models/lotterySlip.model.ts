import type { AnyMachineSnapshot } from 'xstate'
import { lotterySlipMachine, type LotterySlipContext } from '../../lotterySlip.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const first = { drawId: 'ELOTT5:100', closesAt: 5_990_000, drawAt: 6_000_000 }
const next = { drawId: 'ELOTT5:101', closesAt: 6_050_000, drawAt: 6_060_000 }

// Branches read: the state, whether the ticket is empty or full (one bet), the chip, whether another chip on the bet would pass the limit, the draw on sale.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as LotterySlipContext
  return JSON.stringify([s.value, c.bets.length, c.chip, c.bets.some((b) => b.stake + c.chip > c.maxStake), c.draw?.drawId ?? null])
}

export const lotterySlipModel: PathModel<typeof lotterySlipMachine> = {
  machine: lotterySlipMachine,
  serializeState,
  events: [
    { type: 'xstate.done.actor.loadLottery', output: { balance: 10_000, chips: [100, 1_000], maxStake: 1_500, maxBets: 1, draw: first } },
    { type: 'xstate.error.actor.loadLottery', error: { code: 'NETWORK' } },
    { type: 'retry.pressed' },
    { type: 'chip.picked', stake: 1_000 },
    { type: 'chip.picked', stake: 100 },
    { type: 'chip.picked', stake: 777 },
    { type: 'selection.tapped', selection: 'sum:big' },
    { type: 'selection.tapped', selection: 'p0:7' },
    { type: 'bet.removed', selection: 'sum:big' },
    { type: 'ticket.cleared' },
    { type: 'ticket.submitted' },
    { type: 'xstate.done.actor.placeTicket', output: { ticketId: 'T1', stake: 1_100, balance: 8_900 } },
    { type: 'xstate.error.actor.placeTicket', error: { code: 'BETS_CLOSED' } },
    { type: 'xstate.error.actor.placeTicket', error: { code: 'INSUFFICIENT_FUNDS' } },
    { type: 'xstate.after.untilClose.lotterySlip.ready.selling' },
    { type: 'draw.opened', draw: first },
    { type: 'draw.opened', draw: next },
  ],
  delays: { untilClose: 50_000 },
  simplePaths: false,
}
