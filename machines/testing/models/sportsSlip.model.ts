import type { AnyMachineSnapshot } from 'xstate'
import { sportsSlipMachine, type SportsSlipContext } from '../../sportsSlip.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const home = { fixture: 'tpl:10', selection: '1x2:home', odds: 210 }
const draw = { fixture: 'tpl:10', selection: '1x2:draw', odds: 330 }
const away = { fixture: 'tbl:11', selection: 'ml:away', odds: 175 }
const third = { fixture: 'av:12', selection: 'ou:over', odds: 190 }

// Branches read: the state, how many selections (none, one, a full slip of two), the mode, whether the stake is enough, any-odds, and the changed odds waiting for an answer.
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as SportsSlipContext
  return JSON.stringify([s.value, c.legs.length, c.mode, c.stake >= c.minStake, c.acceptAny, c.changed.length])
}

export const sportsSlipModel: PathModel<typeof sportsSlipMachine> = {
  machine: sportsSlipMachine,
  serializeState,
  events: [
    { type: 'xstate.done.actor.loadBoard', output: { balance: 10_000, minStake: 100, maxLegs: 2 } },
    { type: 'xstate.error.actor.loadBoard', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'retry.pressed' },
    { type: 'selection.toggled', leg: home },
    { type: 'selection.toggled', leg: draw },
    { type: 'selection.toggled', leg: away },
    { type: 'selection.toggled', leg: third },
    { type: 'mode.chosen', mode: 'parlay' },
    { type: 'mode.chosen', mode: 'singles' },
    { type: 'stake.changed', stake: 50 },
    { type: 'stake.changed', stake: 1_000 },
    { type: 'acceptAny.toggled' },
    { type: 'slip.cleared' },
    { type: 'slip.submitted' },
    { type: 'xstate.done.actor.placeBets', output: { placed: ['tpl:10'], stake: 1_000, balance: 9_000 } },
    { type: 'xstate.error.actor.placeBets', error: { code: 'ODDS_CHANGED', value: { legs: [{ ...home, odds: 205 }] } } },
    { type: 'xstate.error.actor.placeBets', error: { code: 'BETS_CLOSED', value: { legs: [] } } },
    // Singles: the first placed, the second refused.
    { type: 'xstate.error.actor.placeBets', error: { code: 'ODDS_CHANGED', value: { legs: [{ ...away, odds: 180 }] }, placed: ['tpl:10'], balance: 9_000 } },
    { type: 'xstate.error.actor.placeBets', error: { code: 'INSUFFICIENT_FUNDS' } },
    { type: 'changes.accepted' },
    { type: 'changes.refused' },
  ],
  simplePaths: false,
}
