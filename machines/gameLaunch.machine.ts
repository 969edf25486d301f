import { assign, setup } from 'xstate'
import type { GameEntry, GameLaunchReply } from '@/shared/api'
import { providedByApp, toFailure, type Failure } from './shared.ts'

/**
 * Game launch (spec §4, §6, §9). Login first: without a token the login popup opens and the
 * launch waits for the login. A trial account asking for a protected game gets the
 * real-account warning. Then the launch call (spec §3 payload, Language header); its
 * game_url (or game_url2) opens /game with the game in an iframe, except ELOTT, COCKFIGHT and
 * SPORTS, which launch directly (no page). The component sends the session facts with each
 * event (`loggedIn`, `trial`) and the server's `freePlayGameTypes` (the game types a trial
 * account may play, from the status reply), so the machine stays pure.
 */
export const DIRECT_LAUNCH_TYPES: ReadonlyArray<string> = ['ELOTT', 'COCKFIGHT', 'SPORTS']

export type GameLaunchEvent =
  | { type: 'launch.requested'; game: GameEntry; loggedIn: boolean; trial: boolean; freePlayGameTypes: ReadonlyArray<string> }
  | { type: 'login.succeeded'; trial: boolean; freePlayGameTypes: ReadonlyArray<string> }
  | { type: 'login.cancelled' }
  | { type: 'warning.confirmed' }
  | { type: 'game.closed' }

export interface GameLaunchContext {
  readonly game: GameEntry | null
  readonly url: string | null
}

const needsRealAccount = (game: GameEntry | null, trial: boolean, freePlay: ReadonlyArray<string>) => trial && game !== null && !freePlay.includes(game.gameType)
const urlOf = (reply: GameLaunchReply): string | null => reply.game_url ?? reply.game_url2 ?? null

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    launch: providedByApp<GameLaunchReply, { game: GameEntry }>('launch'),
  },
  guards: {
    requestNeedsLogin: ({ event }) => event.type === 'launch.requested' && !event.loggedIn,
    requestNeedsRealAccount: ({ event }) => event.type === 'launch.requested' && needsRealAccount(event.game, event.trial, event.freePlayGameTypes),
    loginNeedsRealAccount: ({ context, event }) => event.type === 'login.succeeded' && needsRealAccount(context.game, event.trial, event.freePlayGameTypes),
    directWithUrl: ({ context, event }) =>
      context.game !== null && DIRECT_LAUNCH_TYPES.includes(context.game.gameType) && urlOf((event as unknown as { output: GameLaunchReply }).output) !== null,
    hasUrl: ({ event }) => urlOf((event as unknown as { output: GameLaunchReply }).output) !== null,
    isTrialRefusal: ({ event }) => toFailure((event as unknown as { error: unknown }).error).code === 'TRIAL_ACCOUNT',
  },
  actions: {
    openLogin: () => {},
    showRealAccountWarning: () => {},
    openGamePage: (_, _params: { url: string }) => {},
    openDirect: (_, _params: { url: string }) => {},
    reportFailure: (_, _params: { failure: Failure }) => {},
  },
}).createMachine({
  id: 'gameLaunch',
  initial: 'idle',
  context: { game: null, url: null },
  on: {
    'launch.requested': [
      { guard: 'requestNeedsLogin', target: '.awaitingLogin', actions: [assign({ game: ({ event }) => event.game }), 'openLogin'] },
      { guard: 'requestNeedsRealAccount', target: '.realAccountWarning', actions: [assign({ game: ({ event }) => event.game }), 'showRealAccountWarning'] },
      { target: '.launching', actions: assign({ game: ({ event }) => event.game }) },
    ],
  },
  states: {
    idle: {},
    awaitingLogin: {
      on: {
        'login.succeeded': [
          { guard: 'loginNeedsRealAccount', target: 'realAccountWarning', actions: 'showRealAccountWarning' },
          { target: 'launching' },
        ],
        'login.cancelled': { target: 'idle', actions: assign({ game: null }) },
      },
    },
    realAccountWarning: {
      on: { 'warning.confirmed': { target: 'idle', actions: assign({ game: null }) } },
    },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ game: context.game! }),
        onDone: [
          { guard: 'directWithUrl', target: 'idle', actions: [assign({ game: null }), { type: 'openDirect', params: ({ event }) => ({ url: urlOf(event.output)! }) }] },
          {
            guard: 'hasUrl',
            target: 'playing',
            actions: [assign({ url: ({ event }) => urlOf(event.output) }), { type: 'openGamePage', params: ({ event }) => ({ url: urlOf(event.output)! }) }],
          },
          { target: 'idle', actions: { type: 'reportFailure', params: { failure: { code: 'BAD_REPLY', message: 'no game url' } } } },
        ],
        onError: [
          { guard: 'isTrialRefusal', target: 'realAccountWarning', actions: 'showRealAccountWarning' },
          { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) } },
        ],
      },
    },
    playing: {
      on: { 'game.closed': { target: 'idle', actions: assign({ game: null, url: null }) } },
    },
  },
})
