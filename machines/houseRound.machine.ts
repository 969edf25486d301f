import { assign, fromPromise, setup } from 'xstate'

/**
 * A house game of single rounds, the slot (a spin) or the fish hunter (a shot), as its page runs
 * it: the game loads (the page shows a way to try again when it cannot), then one round at a time
 * is played at the stake picked and its result shown with the balance after it; a failure (not
 * enough balance, the session over) is shown and play goes on. Beside the rounds, the provably
 * fair panel: the member's own client seed can be set, or the server seed rotated (the old one
 * revealed), between rounds only, so a round never straddles a seed change.
 *
 * Provided by the page: `loadGame`, `playRound` (its input is the stake and, for a shot, the
 * fish), `setClientSeed`, `rotateSeed`.
 */
export interface Fair { readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number }

export interface GameLoaded { readonly balance: number; readonly stakes: ReadonlyArray<number>; readonly fair: Fair }

export interface RoundPlayed { readonly roundId: string; readonly balance: number; readonly nonce: number; readonly win: number }

export interface Rotated { readonly revealed: { readonly serverSeed: string; readonly serverSeedHash: string }; readonly next: Fair }

export interface HouseRoundContext {
  readonly balance: number | null
  readonly stakes: ReadonlyArray<number>
  readonly stake: number
  readonly fair: Fair | null
  /** The last round's result as the server told it (the page draws it). */
  readonly last: RoundPlayed | null
  readonly revealed: Rotated['revealed'] | null
  /** Why the last call failed (a failure code), and which call it was. */
  readonly failure: { readonly code: string; readonly call: 'load' | 'round' | 'seed' } | null
  /** What the round in play was asked with (a shot's fish). */
  readonly target: string | null
}

export type HouseRoundEvent =
  | { type: 'stake.picked'; stake: number }
  | { type: 'round.played'; target?: string }
  | { type: 'clientSeed.submitted'; clientSeed: string }
  | { type: 'seed.rotated' }
  | { type: 'retry.pressed' }

const provided = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the page`)))

const codeOf = (e: unknown): string => (e && typeof e === 'object' && 'code' in e && typeof e.code === 'string' ? e.code : 'NETWORK')

export const houseRoundMachine = setup({
  types: {
    context: {} as HouseRoundContext,
    events: {} as HouseRoundEvent,
  },
  actors: {
    loadGame: provided<GameLoaded>('loadGame'),
    playRound: provided<RoundPlayed, { stake: number; target: string | null }>('playRound'),
    setClientSeed: provided<Fair, { clientSeed: string }>('setClientSeed'),
    rotateSeed: provided<Rotated>('rotateSeed'),
  },
  guards: {
    stakeOffered: ({ context, event }) => event.type === 'stake.picked' && context.stakes.includes(event.stake),
  },
}).createMachine({
  id: 'houseRound',
  context: { balance: null, stakes: [], stake: 0, fair: null, last: null, revealed: null, failure: null, target: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadGame',
        src: 'loadGame',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ balance: event.output.balance, stakes: event.output.stakes, stake: event.output.stakes[0] ?? 0, fair: event.output.fair, failure: null })) },
        onError: { target: 'unavailable', actions: assign({ failure: ({ event }) => ({ code: codeOf(event.error), call: 'load' as const }) }) },
      },
    },
    unavailable: {
      on: { 'retry.pressed': 'loading' },
    },
    ready: {
      on: {
        'stake.picked': { guard: 'stakeOffered', actions: assign({ stake: ({ event }) => event.stake }) },
        'round.played': { target: 'playing', actions: assign({ target: ({ event }) => event.target ?? null, failure: null }) },
        'clientSeed.submitted': 'settingSeed',
        'seed.rotated': 'rotating',
      },
    },
    playing: {
      invoke: {
        id: 'playRound',
        src: 'playRound',
        input: ({ context }) => ({ stake: context.stake, target: context.target }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ last: event.output, balance: event.output.balance, fair: context.fair && { ...context.fair, nonce: event.output.nonce + 1 } })),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => ({ code: codeOf(event.error), call: 'round' as const }) }) },
      },
    },
    settingSeed: {
      invoke: {
        id: 'setClientSeed',
        src: 'setClientSeed',
        input: ({ event }) => ({ clientSeed: event.type === 'clientSeed.submitted' ? event.clientSeed : '' }),
        onDone: { target: 'ready', actions: assign({ fair: ({ event }) => event.output, failure: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => ({ code: codeOf(event.error), call: 'seed' as const }) }) },
      },
    },
    rotating: {
      invoke: {
        id: 'rotateSeed',
        src: 'rotateSeed',
        onDone: { target: 'ready', actions: assign({ fair: ({ event }) => event.output.next, revealed: ({ event }) => event.output.revealed, failure: null }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => ({ code: codeOf(event.error), call: 'seed' as const }) }) },
      },
    },
  },
})
