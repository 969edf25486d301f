import { setup } from 'xstate'
import { bootMachine } from './boot.machine.ts'
import { balanceMachine } from './balance.machine.ts'
import { gameLaunchMachine, type PlayingGame } from './gameLaunch.machine.ts'
import { freePlayMachine } from './freePlay.machine.ts'
import { sessionMachine, type StoredSession } from './session.machine.ts'
import { loginMachine } from './login.machine.ts'

/**
 * The root of the SPA's actor system, created once when the app starts (src/app). Its
 * children own the long-lived facts and are found by their system id:
 *  - `boot`: the site's status and brand settings (the status reply), and which screen shows;
 *  - `balance`: the header balance (REST refresh and the game's pushes);
 *  - `gameLaunch`: the launch flow and the game being played;
 *  - `freePlay`: the free-trial login, which outlives the button that starts it;
 *  - `session`: the token, the login keys and the member info, and what follows a login;
 *  - `login`: the login form's flow, with the forced password change that outlives its modal.
 *
 * Every child's dependencies (API calls, navigation, storage, window messages) are provided
 * once, at the root (`appMachine.provide({ actors: { boot: bootMachine.provide(...) } })`).
 */
export interface AppInput {
  /** The current host, sent as `url` by the status call. */
  readonly url: string
  /** The game a reload of /game goes on playing. */
  readonly playing?: PlayingGame | null
  /** The session a reload keeps (session storage, spec §3). */
  readonly session?: StoredSession | null
}

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppInput,
  },
  actors: {
    boot: bootMachine,
    balance: balanceMachine,
    gameLaunch: gameLaunchMachine,
    freePlay: freePlayMachine,
    session: sessionMachine,
    login: loginMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ url: input.url, playing: input.playing ?? null, session: input.session ?? null }),
  invoke: [
    // First: the others read the session when they start.
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => ({ stored: context.session }) },
    { id: 'boot', systemId: 'boot', src: 'boot', input: ({ context }) => ({ url: context.url }) },
    { id: 'balance', systemId: 'balance', src: 'balance' },
    { id: 'gameLaunch', systemId: 'gameLaunch', src: 'gameLaunch', input: ({ context }) => ({ playing: context.playing }) },
    { id: 'freePlay', systemId: 'freePlay', src: 'freePlay' },
    { id: 'login', systemId: 'login', src: 'login', input: {} },
  ],
})

/** The system ids of the root's children, and the logic each one runs. */
export interface AppSystem {
  boot: typeof bootMachine
  balance: typeof balanceMachine
  gameLaunch: typeof gameLaunchMachine
  freePlay: typeof freePlayMachine
  session: typeof sessionMachine
  login: typeof loginMachine
}
