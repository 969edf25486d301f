import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate'
import { bootMachine } from './boot.machine.ts'
import { balanceMachine } from './balance.machine.ts'
import { gameLaunchMachine, type PlayingGame } from './gameLaunch.machine.ts'
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
 *  - `gameLaunch`: the launch flow and the game being played;
 *  - `freePlay`: the free-trial login, which outlives the button that starts it;
 *  - `login`: the login form's flow, with the forced password change that outlives its modal.
 *    Started when a login form first asks for it (`login.wanted`): its code loads with the
 *    form, not with the first screen; once started it lives as long as the app;
 *  - `modals`: the open modals and the modal gate (which need a login or a real account);
 *  - `dialog`: the one dialog overlay;
 *  - `loader`: the loader overlay, held while a flow's call runs;
 *  - `favorites`: the member's favourite game ids;
 *  - `vendorChoice`: the chosen vendor and the vendor whose popup game list is shown;
 *  - `memberBadges`: the unread messages and the missions ready to claim (header and menu badges).
 *
 * Every child's dependencies (API calls, navigation, storage, window messages) are provided
 * once, at the root (`appMachine.provide({ actors: { boot: bootMachine.provide(...) } })`);
 * `loadLogin` gives the login logic with its dependencies when it is first wanted.
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

export interface AppContext extends AppInput {
  /** The login flow, once a login form has wanted it. */
  readonly login: ActorRefFrom<LoginLogic> | null
}

/** A login form is shown: the login flow must run. */
export type AppEvent = { type: 'login.wanted' }

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    boot: bootMachine,
    balance: balanceMachine,
    gameLaunch: gameLaunchMachine,
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
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ url: input.url, playing: input.playing ?? null, session: input.session ?? null, login: null }),
  invoke: [
    // First: the others read the session when they start.
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ stored: context.session }) },
    { id: 'boot', systemId: 'boot', src: 'boot', input: ({ context }) => ({ url: context.url }) },
    { id: 'balance', systemId: 'balance', src: 'balance' },
    { id: 'gameLaunch', systemId: 'gameLaunch', src: 'gameLaunch', input: ({ context }) => ({ playing: context.playing }) },
    { id: 'freePlay', systemId: 'freePlay', src: 'freePlay' },
    { id: 'modals', systemId: 'modals', src: 'modals' },
    { id: 'dialog', systemId: 'dialog', src: 'dialog' },
    { id: 'loader', systemId: 'loader', src: 'loader' },
    { id: 'favorites', systemId: 'favorites', src: 'favorites' },
    { id: 'vendorChoice', systemId: 'vendorChoice', src: 'vendorChoice' },
    { id: 'memberBadges', systemId: 'memberBadges', src: 'memberBadges' },
  ],
  initial: 'loginIdle',
  states: {
    loginIdle: {
      on: { 'login.wanted': 'loginLoading' },
    },
    loginLoading: {
      invoke: {
        id: 'loadLogin',
        src: 'loadLogin',
        onDone: {
          target: 'loginStarted',
          actions: assign({ login: ({ event, spawn }) => spawn(event.output, { systemId: 'login', input: {} }) }),
        },
        // Its code could not load (offline): the next form that wants it tries again.
        onError: 'loginIdle',
      },
    },
    loginStarted: {},
  },
})

/** The system ids of the root's children, and the logic each one runs. */
export interface AppSystem {
  boot: typeof bootMachine
  balance: typeof balanceMachine
  gameLaunch: typeof gameLaunchMachine
  freePlay: typeof freePlayMachine
  session: typeof sessionMachine
  login: typeof loginMachine
  modals: typeof modalsMachine
  dialog: typeof dialogMachine
  loader: typeof loaderMachine
  favorites: typeof favoritesMachine
  vendorChoice: typeof vendorChoiceMachine
  memberBadges: typeof memberBadgesMachine
}
