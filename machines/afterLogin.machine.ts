import { enqueueActions, fromPromise, setup } from 'xstate'
import type { LoginReply, MemberInfo } from '@/shared/api'

/** An actor the app provides (`machine.provide({ actors })`): the machine stays pure. */
const providedByApp = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} is provided by the app`)))

/** Which flow started the session. */
export type SessionFlow = 'login' | 'register' | 'social' | 'freePlay' | 'passwordReset'

/**
 * What follows every login (spec §4), run by the session (machines/session.machine.ts) once
 * it has stored the keys, whichever flow started it:
 *  1. the popular games, in the background (a password login or a registration);
 *  2. the member info (`memberLoaded`: the app gives it to the session, its owner);
 *  3. the first-login welcome, when `firstTimeLogin` (a password login or a registration);
 *     the actor ends when the member closes the dialog;
 *  4. the popup notices, once (every flow but free play): a modal opened over the welcome
 *     would make it inert, so they wait for it.
 * No step blocks the next when it fails.
 */
export interface AfterLoginInput {
  readonly token: string
  readonly reply: LoginReply
  readonly flow: SessionFlow
}

export type AfterLoginContext = AfterLoginInput

export const afterLoginMachine = setup({
  types: {
    input: {} as AfterLoginInput,
    context: {} as AfterLoginContext,
  },
  actors: {
    loadMember: providedByApp<MemberInfo | null, { token: string }>('loadMember'),
    welcome: providedByApp<void, { account: string }>('welcome'),
    showNotices: providedByApp<void>('showNotices'),
  },
  actions: {
    popularGamesRequested: () => {},
    memberLoaded: (_, _params: { member: MemberInfo }) => {},
  },
  guards: {
    passwordOrRegister: ({ context }) => context.flow === 'login' || context.flow === 'register',
    firstLogin: ({ context }) => context.reply.firstTimeLogin && (context.flow === 'login' || context.flow === 'register'),
    showsNotices: ({ context }) => context.flow !== 'freePlay',
    loaded: (_, member: MemberInfo | null) => member !== null,
  },
}).createMachine({
  id: 'afterLogin',
  context: ({ input }) => input,
  initial: 'loadingMember',
  // In the background: nothing waits for the popular games.
  entry: enqueueActions(({ enqueue, check }) => {
    if (check('passwordOrRegister')) enqueue('popularGamesRequested')
  }),
  states: {
    loadingMember: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'loaded', params: ({ event }) => event.output },
            target: 'welcome',
            actions: { type: 'memberLoaded', params: ({ event }) => ({ member: event.output! }) },
          },
          { target: 'welcome' },
        ],
        onError: 'welcome',
      },
    },
    welcome: {
      always: [{ guard: 'firstLogin', target: 'welcoming' }, { target: 'notices' }],
    },
    welcoming: {
      invoke: { id: 'welcome', src: 'welcome', input: ({ context }) => ({ account: context.reply.account }), onDone: 'notices', onError: 'notices' },
    },
    notices: {
      always: [{ guard: 'showsNotices', target: 'showingNotices' }, { target: 'done' }],
    },
    showingNotices: {
      invoke: { id: 'showNotices', src: 'showNotices', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
})
