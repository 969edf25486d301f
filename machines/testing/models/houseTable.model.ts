import type { AnyMachineSnapshot } from 'xstate'
import { houseTableMachine, type HouseTableContext, type MySlip, type TableLoaded, type TableSnapshot } from '../../houseTable.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

/** A round's snapshot at its start (bets open), with the cards out, or with its result up. */
export const roundAt = (roundId: string, phase: 'betting' | 'dealing' | 'showing'): TableSnapshot => {
  const opensAt = 1_000_000
  return { roundId, serverNow: opensAt + { betting: 1_000, dealing: 16_000, showing: 22_000 }[phase], closesAt: opensAt + 15_000, resultAt: opensAt + 21_000, endsAt: opensAt + 27_000 }
}

const slipOn = (roundId: string, spot: string, status = 'placed'): MySlip => ({ betId: `b-${roundId}-${spot}`, roundId, spots: [{ spot, stake: 100 }], stake: 100, win: status === 'settled' ? 200 : null, status })

export const loadedAt = (phase: 'betting' | 'dealing' | 'showing', slips: MySlip[] = []): TableLoaded => ({
  chips: [500, 100], roundLimit: 1_000, balance: 10_000, table: roundAt('r1', phase), slips,
})

// Branches read: the phase and step, whether the slip holds chips and takes another, what is placed, the round (a new one starts over), and whether the member has bets on it.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as HouseTableContext
  const total = (o: Readonly<Record<string, number>>) => Object.values(o).reduce((a, b) => a + b, 0)
  const fitsAnother = total(c.slip) + total(c.placed) + c.chip <= c.roundLimit
  return JSON.stringify([s.value, Object.keys(c.slip).length > 0, fitsAnother, Object.keys(c.placed).sort(), c.snap?.roundId ?? null, c.slips.some((x) => x.roundId === c.snap?.roundId), c.folded])
}

const common = [
  { type: 'xstate.error.actor.loadTable', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'retry.pressed' },
  { type: 'feed.snapshot', snap: roundAt('r1', 'betting') },
  { type: 'feed.snapshot', snap: roundAt('r2', 'betting') },
  { type: 'feed.snapshot', snap: roundAt('r3', 'showing') },
  { type: 'xstate.after.untilClose.houseTable.atTable.round.betting' },
  { type: 'xstate.after.untilResult.houseTable.atTable.round.dealing' },
  { type: 'xstate.done.actor.awaitSettlement', output: { slips: [slipOn('r1', 'player', 'settled')], balance: 10_100 } },
  { type: 'xstate.error.actor.awaitSettlement', error: { code: 'NETWORK', message: 'offline' } },
  { type: 'xstate.error.actor.placeSlip', error: { code: 'BETS_CLOSED', message: 'closed' } },
  { type: 'xstate.error.actor.placeSlip', error: { code: 'INSUFFICIENT_FUNDS', message: 'funds' } },
]

/** A table of chips and spots (baccarat, roulette, the pit, bingo). */
export const houseTableModel: PathModel<typeof houseTableMachine> = {
  machine: houseTableMachine,
  input: {},
  serializeState,
  delays: { untilClose: 14_000, untilResult: 6_000 },
  events: [
    ...common,
    { type: 'xstate.done.actor.loadTable', output: loadedAt('betting') },
    { type: 'xstate.done.actor.loadTable', output: loadedAt('showing', [slipOn('r1', 'player')]) },
    { type: 'chip.picked', value: 100 },
    { type: 'spot.tapped', spot: 'player' },
    { type: 'slip.cleared' },
    { type: 'slip.submitted' },
    { type: 'xstate.done.actor.placeSlip', output: { betId: 'b1', stake: 100, balance: 9_900 } },
  ],
  simplePaths: false,
}

/** A direct table (a poker room): sit in while the hand is open, call while the cards are out. */
export const houseTableDirectModel: PathModel<typeof houseTableMachine> = {
  machine: houseTableMachine,
  input: { moves: { ante: 'betting', call: 'dealing' } },
  serializeState,
  delays: { untilClose: 14_000, untilResult: 6_000 },
  events: [
    ...common,
    { type: 'xstate.done.actor.loadTable', output: loadedAt('betting') },
    { type: 'xstate.done.actor.loadTable', output: loadedAt('dealing', [slipOn('r1', 'ante')]) },
    { type: 'spot.tapped', spot: 'ante' },
    { type: 'spot.tapped', spot: 'call' },
    { type: 'slip.submitted' },
    { type: 'xstate.done.actor.placeSlip', output: { betId: 'b1', stake: 100, balance: 9_900 } },
    { type: 'xstate.done.actor.fetchHand', output: { seat: 0, cards: [1, 2, 3] } },
    { type: 'xstate.error.actor.fetchHand', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'hand.folded' },
  ],
  simplePaths: false,
}
