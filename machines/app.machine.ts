import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { bootMachine } from './boot.machine.ts'
import { balanceMachine } from './balance.machine.ts'
import type { gameLaunchMachine, GameLaunchEvent, PlayingGame } from './gameLaunch.machine.ts'
import { freePlayMachine } from './freePlay.machine.ts'
import { sessionMachine, type StoredSession } from './session.machine.ts'
import type { loginMachine } from './login.machine.ts'
import { modalsMachine } from './modals.machine.ts'
import { dialogMachine } from './dialog.machine.ts'
import { loaderMachine } from './loader.machine.ts'
import { favoritesMachine } from './favorites.machine.ts'
import { vendorChoiceMachine } from './vendorChoice.machine.ts'
import { memberBadgesMachine } from './memberBadges.machine.ts'

/**
 * The root of the SPA's actor system, created once when the app starts (src/app). Its
 * children own the long-lived facts and are found by their system id:
 *  - `session`: the token, the login keys and the member info, and what follows a login;
 *  - `boot`: the site's status and brand settings (the status reply), and which screen shows;
 *  - `balance`: the header balance (REST refresh and the game's pushes);
 *  - `freePlay`: the free-trial login, which outlives the button that starts it;
 *  - `modals`: the open modals and the modal gate (which need a login or a real account);
 *  - `dialog`: the one dialog overlay;
 *  - `loader`: the loader overlay, held while a flow's call runs;
 *  - `favorites`: the member's favourite game ids;
 *  - `vendorChoice`: the chosen vendor and the vendor whose popup game list is shown;
 *  - `memberBadges`: the unread messages and the missions ready to claim (header and menu badges).
 *
 * Two children start when first needed, so their code is not part of the first screen's, and
 * then live as long as the app; they are found in the root's context:
 *  - `login`: the login form's flow, with the forced password change that outlives its modal.
 *    Started when a login form first shows (`login.wanted`);
 *  - `gameLaunch`: the launch flow and the game being played. Started by the first launch
 *    (`game.wanted`, which carries the request it is then given) with the game a reload of
 *    /game goes on playing, which the root's context holds until then.
 *
 * Every child's dependencies (API calls, navigation, storage, window messages) are provided
 * once, at the root (`appMachine.provide({ actors: { boot: bootMachine.provide(...) } })`);
 * `loadLogin` and `loadGameLaunch` give the late children's logic with its dependencies.
 */
export interface AppInput {
  /** The current host, sent as `url` by the status call. */
  readonly url: string
  /** The game a reload of /game goes on playing. */
  readonly playing?: PlayingGame | null
  /** The session a reload keeps (session storage, spec §3). */
  readonly session?: StoredSession | null
}

type LoginLogic = typeof loginMachine
type GameLaunchLogic = typeof gameLaunchMachine

export interface AppContext extends AppInput {
  /** The login flow, once a login form has wanted it. */
  readonly login: ActorRefFrom<LoginLogic> | null
  /** The launch flow, once a launch has wanted it. */
  readonly gameLaunch: ActorRefFrom<GameLaunchLogic> | null
  /** The launch request that waits for the launch flow to start. */
  readonly gameRequest: GameLaunchEvent | null
}

export type AppEvent =
  /** A login form is shown: the login flow must run. */
  | { type: 'login.wanted' }
  /** A launch is asked for before the launch flow runs: start it, then give it `request`. */
  | { type: 'game.wanted'; request: GameLaunchEvent }

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    boot: bootMachine,
    balance: balanceMachine,
    loadGameLaunch: fromPromise<GameLaunchLogic>(() => Promise.reject(new Error('loadGameLaunch is provided by the app'))),
    freePlay: freePlayMachine,
    session: sessionMachine,
    loadLogin: fromPromise<LoginLogic>(() => Promise.reject(new Error('loadLogin is provided by the app'))),
    modals: modalsMachine,
    dialog: dialogMachine,
    loader: loaderMachine,
    favorites: favoritesMachine,
    vendorChoice: vendorChoiceMachine,
    memberBadges: memberBadgesMachine,
  },
  actions: {
    /** A flow's code could not load (offline): the player is told; the next want tries again. */
    reportLoadFailure: () => {},
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ url: input.url, playing: input.playing ?? null, session: input.session ?? null, login: null, gameLaunch: null, gameRequest: null }),
  invoke: [
    // First: the others read the session when they start.
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ stored: context.session }) },
    { id: 'boot', systemId: 'boot', src: 'boot', input: ({ context }) => ({ url: context.url }) },
    { id: 'balance', systemId: 'balance', src: 'balance' },
    { id: 'freePlay', systemId: 'freePlay', src: 'freePlay' },
    { id: 'modals', systemId: 'modals', src: 'modals' },
    { id: 'dialog', systemId: 'dialog', src: 'dialog' },
    { id: 'loader', systemId: 'loader', src: 'loader' },
    { id: 'favorites', systemId: 'favorites', src: 'favorites' },
    { id: 'vendorChoice', systemId: 'vendorChoice', src: 'vendorChoice' },
    { id: 'memberBadges', systemId: 'memberBadges', src: 'memberBadges' },
  ],
  type: 'parallel',
  states: {
    login: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'login.wanted': 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadLogin',
            src: 'loadLogin',
            onDone: {
              target: 'started',
              actions: assign({ login: ({ event, spawn }) => spawn(event.output, { input: {} }) }),
            },
            onError: { target: 'idle', actions: 'reportLoadFailure' },
          },
        },
        started: {},
      },
    },
    game: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'game.wanted': { target: 'loading', actions: assign({ gameRequest: ({ event }) => event.request }) } },
        },
        loading: {
          // The latest request wins (a second tap while the code loads).
          on: { 'game.wanted': { actions: assign({ gameRequest: ({ event }) => event.request }) } },
          invoke: {
            id: 'loadGameLaunch',
            src: 'loadGameLaunch',
            onDone: {
              target: 'started',
              actions: [
                assign({ gameLaunch: ({ event, spawn, context }) => spawn(event.output, { input: { playing: context.playing } }) }),
                enqueueActions(({ context, enqueue }) => {
                  if (context.gameLaunch && context.gameRequest) enqueue.sendTo(context.gameLaunch, context.gameRequest)
                }),
                assign({ gameRequest: null }),
              ],
            },
            onError: { target: 'idle', actions: [assign({ gameRequest: null }), 'reportLoadFailure'] },
          },
        },
        started: {
          // A request sent before the screen saw the flow start.
          on: {
            'game.wanted': {
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (context.gameLaunch) enqueue.sendTo(context.gameLaunch, event.request)
              }),
            },
          },
        },
      },
    },
  },
})

/** The system ids of the root's children, and the logic each one runs. */
export interface AppSystem {
  boot: typeof bootMachine
  balance: typeof balanceMachine
  freePlay: typeof freePlayMachine
  session: typeof sessionMachine
  modals: typeof modalsMachine
  dialog: typeof dialogMachine
  loader: typeof loaderMachine
  favorites: typeof favoritesMachine
  vendorChoice: typeof vendorChoiceMachine
  memberBadges: typeof memberBadgesMachine
}
