import type { AnyMachineSnapshot } from 'xstate'
import { houseRoundMachine, type HouseRoundContext } from '../../houseRound.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

const fair = { serverSeedHash: 'a'.repeat(64), clientSeed: 'mine', nonce: 0 }

export const houseRoundModel: PathModel<typeof houseRoundMachine> = {
  machine: houseRoundMachine,
  // Branches read: the step, the stake picked, whether a round was played and whether the last call failed.
  serializeState: (s: AnyMachineSnapshot) => {
    const c = s.context as HouseRoundContext
    return JSON.stringify([s.value, c.stake, c.last !== null, c.failure?.call ?? null])
  },
  events: [
    { type: 'xstate.done.actor.loadGame', output: { balance: 10_000, stakes: [100, 500], fair } },
    { type: 'xstate.error.actor.loadGame', error: { code: 'UNAUTHORIZED', message: 'ended' } },
    { type: 'retry.pressed' },
    { type: 'stake.picked', stake: 500 },
    { type: 'stake.picked', stake: 123 },
    { type: 'round.played' },
    { type: 'round.played', target: 'shark' },
    { type: 'xstate.done.actor.playRound', output: { roundId: 'r1', balance: 10_400, nonce: 0, win: 500 } },
    { type: 'xstate.error.actor.playRound', error: { code: 'INSUFFICIENT_FUNDS', message: 'funds' } },
    { type: 'clientSeed.submitted', clientSeed: 'lucky' },
    { type: 'xstate.done.actor.setClientSeed', output: { ...fair, clientSeed: 'lucky' } },
    { type: 'xstate.error.actor.setClientSeed', error: { code: 'VALIDATION_FAILED', message: 'bad' } },
    { type: 'seed.rotated' },
    { type: 'xstate.done.actor.rotateSeed', output: { revealed: { serverSeed: 's', serverSeedHash: 'h' }, next: { ...fair, serverSeedHash: 'b'.repeat(64) } } },
    { type: 'xstate.error.actor.rotateSeed', error: { code: 'NETWORK', message: 'offline' } },
  ],
  simplePaths: false,
}
