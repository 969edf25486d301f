import { assign, setup } from 'xstate'

/**
 * The loader overlay (spec §2): shown while at least one caller holds it (a flow's call is
 * running). Each `loader.held` is matched by one `loader.released`.
 */
export interface LoaderContext {
  readonly holders: number
}

export type LoaderEvent = { type: 'loader.held' } | { type: 'loader.released' }

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
  },
  guards: {
    lastHolder: ({ context }) => context.holders <= 1,
  },
  actions: {
    hold: assign({ holders: ({ context }) => context.holders + 1 }),
    release: assign({ holders: ({ context }) => context.holders - 1 }),
    forget: assign({ holders: 0 }),
  },
}).createMachine({
  id: 'loader',
  context: { holders: 0 },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'loader.held': { target: 'shown', actions: 'hold' } },
    },
    shown: {
      on: {
        'loader.held': { actions: 'hold' },
        'loader.released': [{ guard: 'lastHolder', target: 'hidden', actions: 'forget' }, { actions: 'release' }],
      },
    },
  },
})
