import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { GameEntry, GameLaunchReply, GameRoom, GameType } from '@/shared/api'

/**
 * Game launch (spec §2, §4, §6, §9). Login first: without a token the login popup opens and
 * the launch waits for the login (`awaitingLogin` listens for its outcome). A trial account
 * asking for a protected game gets the real-account warning. Then the launch call (spec §3
 * payload, Language header); its game_url (or game_url2) opens /game with the game in an
 * iframe, except ELOTT, COCKFIGHT and SPORTS, which launch directly (no page).
 *
 * A category or vendor without a page (sports, cockfight, e-lottery: `vendor.requested`)
 * launches that vendor's first game: `findVendorGame` looks it up before the launch call.
 * The caller sends the session facts with each request (`loggedIn`, `trial`) and the
 * server's `freePlayGameTypes` (from the status reply), so the machine stays pure.
 */
export const DIRECT_LAUNCH_TYPES: ReadonlyArray<string> = ['ELOTT', 'COCKFIGHT', 'SPORTS']
/** Game types a trial account may play (the server holds the same rule). */

/** A vendor that launches directly: its game type and code. */
export interface DirectVendor {
  readonly gameType: GameType
  readonly vassalage: string
}

export type GameLaunchEvent =
  | { type: 'launch.requested'; game: GameEntry; room?: GameRoom | null; prizeMode?: string | null; loggedIn: boolean; trial: boolean; freePlayGameTypes: ReadonlyArray<string> }
  | { type: 'vendor.requested'; vendor: DirectVendor; loggedIn: boolean; trial: boolean; freePlayGameTypes: ReadonlyArray<string> }
  | { type: 'login.succeeded'; trial: boolean }
  | { type: 'login.cancelled' }
  | { type: 'warning.confirmed' }
  | { type: 'game.closed' }

export interface GameLaunchContext {
  readonly game: GameEntry | null
  /** A direct-launch vendor whose game is still to be found. */
  readonly vendor: DirectVendor | null
  /** The PVP room of the launch, if any (launches by roomId). */
  readonly room: GameRoom | null
  /** The Vietnamese lottery's prize mode the lobby chose, if any (the launch opens the title in it). */
  readonly prizeMode: string | null
  /** The game on /game: its address and name. It stays until the next launch (a reload keeps playing). */
  readonly playing: PlayingGame | null
  /** The game types a trial account may play: the server's setting, sent with each request. */
  readonly freePlayGameTypes: ReadonlyArray<string>
}

export interface PlayingGame {
  readonly url: string
  readonly name: string
}

export interface GameLaunchInput {
  /** The game a reload of /game goes on playing (the app keeps it in session storage). */
  readonly playing?: PlayingGame | null
}

/** Why a call failed, as the client reports it. */
export interface LaunchFailure {
  readonly code: string
  readonly message: string
  /** The refusal's value, when it has one (a break's or exclusion's end). */
  readonly value?: unknown
}

const toFailure = (error: unknown): LaunchFailure => {
  const { code, message, value } = (error && typeof error === 'object' ? error : {}) as { code?: unknown; message?: unknown; value?: unknown }
  const failure = { code: typeof code === 'string' ? code : 'NETWORK', message: typeof message === 'string' ? message : error instanceof Error ? error.message : '' }
  return value === undefined ? failure : { ...failure, value }
}
/** What the launch call is asked: the game, and the room or prize mode it opens in. */
export interface LaunchRequest {
  readonly game: GameEntry
  readonly room: GameRoom | null
  readonly prizeMode: string | null
}

const typeOf = (context: GameLaunchContext): string | null => context.game?.gameType ?? context.vendor?.gameType ?? null
const needsRealAccount = (gameType: string | null, trial: boolean, freePlay: ReadonlyArray<string>) => trial && gameType !== null && !freePlay.includes(gameType)
const urlOf = (reply: GameLaunchReply): string | null => reply.game_url ?? reply.game_url2 ?? null
const outputOf = (event: unknown) => (event as { output: GameLaunchReply }).output

export const gameLaunchMachine = setup({
  types: {
    input: {} as GameLaunchInput,
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    launch: fromPromise<GameLaunchReply, LaunchRequest>(() => Promise.reject(new Error('launch is provided by the app'))),
    findVendorGame: fromPromise<GameEntry | null, { vendor: DirectVendor }>(() => Promise.reject(new Error('findVendorGame is provided by the app'))),
    /** Sends `login.succeeded` when a session starts, `login.cancelled` when the login popups close without one. */
    loginOutcome: fromCallback<GameLaunchEvent>(() => () => {}),
  },
  guards: {
    requestNeedsLogin: ({ event }) => (event.type === 'launch.requested' || event.type === 'vendor.requested') && !event.loggedIn,
    requestNeedsRealAccount: ({ event }) =>
      (event.type === 'launch.requested' && needsRealAccount(event.game.gameType, event.trial, event.freePlayGameTypes)) ||
      (event.type === 'vendor.requested' && needsRealAccount(event.vendor.gameType, event.trial, event.freePlayGameTypes)),
    isVendorRequest: ({ event }) => event.type === 'vendor.requested',
    loginNeedsRealAccount: ({ context, event }) => event.type === 'login.succeeded' && needsRealAccount(typeOf(context), event.trial, context.freePlayGameTypes),
    gameUnknown: ({ context }) => context.game === null,
    directWithUrl: ({ context, event }) => context.game !== null && DIRECT_LAUNCH_TYPES.includes(context.game.gameType) && urlOf(outputOf(event)) !== null,
    hasUrl: ({ event }) => urlOf(outputOf(event)) !== null,
    foundGame: ({ event }) => (event as unknown as { output: GameEntry | null }).output !== null,
    isTrialRefusal: ({ event }) => toFailure((event as unknown as { error: unknown }).error).code === 'TRIAL_ACCOUNT',
  },
  actions: {
    openLogin: () => {},
    showRealAccountWarning: () => {},
    /** Keep the game for a reload and go to /game. */
    openGamePage: (_, _params: PlayingGame) => {},
    openDirect: (_, _params: { url: string }) => {},
    reportFailure: (_, _params: { failure: LaunchFailure }) => {},
  },
}).createMachine({
  id: 'gameLaunch',
  initial: 'idle',
  context: ({ input }) => ({ game: null, vendor: null, room: null, prizeMode: null, playing: input?.playing ?? null, freePlayGameTypes: [] }),
  on: {
    'launch.requested': [
      { guard: 'requestNeedsLogin', target: '.awaitingLogin', actions: [assign({ game: ({ event }) => event.game, vendor: null, room: ({ event }) => event.room ?? null, prizeMode: ({ event }) => event.prizeMode ?? null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }), 'openLogin'] },
      { guard: 'requestNeedsRealAccount', target: '.realAccountWarning', actions: [assign({ game: ({ event }) => event.game, vendor: null, room: null, prizeMode: ({ event }) => event.prizeMode ?? null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }), 'showRealAccountWarning'] },
      { target: '.launching', actions: assign({ game: ({ event }) => event.game, vendor: null, room: ({ event }) => event.room ?? null, prizeMode: ({ event }) => event.prizeMode ?? null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }) },
    ],
    'vendor.requested': [
      { guard: 'requestNeedsLogin', target: '.awaitingLogin', actions: [assign({ game: null, vendor: ({ event }) => event.vendor, room: null, prizeMode: null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }), 'openLogin'] },
      { guard: 'requestNeedsRealAccount', target: '.realAccountWarning', actions: [assign({ game: null, vendor: ({ event }) => event.vendor, room: null, prizeMode: null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }), 'showRealAccountWarning'] },
      { target: '.findingGame', actions: assign({ game: null, vendor: ({ event }) => event.vendor, room: null, prizeMode: null, freePlayGameTypes: ({ event }) => event.freePlayGameTypes }) },
    ],
  },
  states: {
    idle: {},
    awaitingLogin: {
      invoke: { id: 'loginOutcome', src: 'loginOutcome' },
      on: {
        'login.succeeded': [
          { guard: 'loginNeedsRealAccount', target: 'realAccountWarning', actions: 'showRealAccountWarning' },
          { guard: 'gameUnknown', target: 'findingGame' },
          { target: 'launching' },
        ],
        'login.cancelled': { target: 'idle', actions: assign({ game: null, vendor: null, room: null }) },
      },
    },
    realAccountWarning: {
      on: { 'warning.confirmed': { target: 'idle', actions: assign({ game: null, vendor: null, room: null }) } },
    },
    /** A direct-launch vendor: its first game. */
    findingGame: {
      tags: ['busy'],
      invoke: {
        id: 'findVendorGame',
        src: 'findVendorGame',
        input: ({ context }) => ({ vendor: context.vendor! }),
        onDone: [
          { guard: 'foundGame', target: 'launching', actions: assign({ game: ({ event }) => event.output }) },
          { target: 'idle', actions: [assign({ vendor: null }), { type: 'reportFailure', params: { failure: { code: 'GAME_NOT_FOUND', message: '' } } }] },
        ],
        onError: { target: 'idle', actions: [assign({ vendor: null }), { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error) }) }] },
      },
    },
    launching: {
      tags: ['busy'],
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ game: context.game!, room: context.room, prizeMode: context.prizeMode }),
        onDone: [
          { guard: 'directWithUrl', target: 'idle', actions: [assign({ game: null, vendor: null, room: null }), { type: 'openDirect', params: ({ event }) => ({ url: urlOf(event.output)! }) }] },
          {
            guard: 'hasUrl',
            target: 'playing',
            actions: [
              assign({ playing: ({ context, event }) => ({ url: urlOf(event.output)!, name: context.game!.gameName }) }),
              { type: 'openGamePage', params: ({ context }) => context.playing! },
            ],
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
      on: { 'game.closed': { target: 'idle', actions: assign({ game: null, vendor: null, room: null }) } },
    },
  },
})
