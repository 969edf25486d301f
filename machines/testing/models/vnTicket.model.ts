import type { AnyMachineSnapshot } from 'xstate'
import { vnTicketMachine, type VnTicketContext } from '../../vnTicket.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const lo = { type: 'lo', numbers: ['27'], stake: 1_000 }
const xien = { type: 'x2', numbers: ['12', '34'], stake: 500 }

// Branches read: the state, how full the ticket is (empty, one bet, full at two), whether a draw is chosen.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as VnTicketContext
  return JSON.stringify([s.value, c.bets.length, c.drawId !== null])
}

export const vnTicketModel: PathModel<typeof vnTicketMachine> = {
  machine: vnTicketMachine,
  input: { maxBets: 2 },
  serializeState,
  events: [
    { type: 'draw.chosen', drawId: 'VNHCM:20790' },
    { type: 'draw.chosen', drawId: null },
    { type: 'bets.added', bets: [lo] },
    { type: 'bets.added', bets: [lo, xien, lo] },
    { type: 'bet.removed', index: 0 },
    { type: 'ticket.cleared' },
    { type: 'ticket.submitted' },
    { type: 'xstate.done.actor.placeTicket', output: { stake: 1_000, balance: 9_000 } },
    { type: 'xstate.error.actor.placeTicket', error: { code: 'BETS_CLOSED' } },
    { type: 'xstate.error.actor.placeTicket', error: { code: 'INSUFFICIENT_FUNDS' } },
  ],
  simplePaths: false,
}
