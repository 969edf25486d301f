import { assign, fromPromise, setup } from 'xstate'

/**
 * The member's favourite game ids (MCSFE_getFavoriteGames), shared by every heart on the page.
 * Loaded once per session token (`favorites.needed`; no token: none). A heart toggled without
 * a session asks for the login (`askForLogin`); otherwise the change is sent and its answer,
 * the new list, replaces the old. One change at a time; a failed change says so
 * (`reportChangeFailed`) and leaves the list. `loadFavorites`, `changeFavorite` and both
 * actions are provided by the app.
 */
export interface FavoritesContext {
  readonly ids: readonly string[]
  /** The token the ids belong to. */
  readonly loadedFor: string | null
  /** The game whose change is in flight. */
  readonly pending: string | null
}

export type FavoriteChange = { token: string; gameId: string; action: 'add' | 'remove' }

export type FavoritesEvent =
  | { type: 'favorites.needed'; token: string | null }
  | { type: 'favorite.toggled'; token: string | null; gameId: string; action: 'add' | 'remove' }

const tokenOf = (event: FavoritesEvent) => event.token

export const favoritesMachine = setup({
  types: {
    context: {} as FavoritesContext,
    events: {} as FavoritesEvent,
  },
  actors: {
    loadFavorites: fromPromise<readonly string[], { token: string }>(() => Promise.reject(new Error('loadFavorites is provided by the app'))),
    changeFavorite: fromPromise<readonly string[], FavoriteChange>(() => Promise.reject(new Error('changeFavorite is provided by the app'))),
  },
  guards: {
    sameToken: ({ context, event }) => tokenOf(event) === context.loadedFor,
    noToken: ({ event }) => tokenOf(event) === null,
  },
  actions: {
    forget: assign({ ids: [], loadedFor: null, pending: null }),
    rememberToken: assign({ loadedFor: ({ event }) => tokenOf(event) }),
    rememberPending: assign({ pending: ({ event }) => (event.type === 'favorite.toggled' ? event.gameId : null) }),
    askForLogin: () => {},
    reportChangeFailed: () => {},
  },
}).createMachine({
  id: 'favorites',
  context: { ids: [], loadedFor: null, pending: null },
  initial: 'idle',
  on: {
    // A new session (or none) replaces the list (a load in flight for another token is
    // dropped); the same token keeps it.
    'favorites.needed': [
      { guard: 'sameToken' },
      { guard: 'noToken', target: '.idle', actions: 'forget' },
      { target: '.loading', reenter: true, actions: 'rememberToken' },
    ],
  },
  states: {
    idle: {
      on: {
        'favorite.toggled': [
          { guard: 'noToken', actions: 'askForLogin' },
          { target: 'changing', actions: 'rememberPending' },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadFavorites',
        src: 'loadFavorites',
        input: ({ context }) => ({ token: context.loadedFor ?? '' }),
        onDone: { target: 'idle', actions: assign({ ids: ({ event }) => event.output }) },
        // The hearts stay empty; the next session loads again.
        onError: { target: 'idle' },
      },
      on: {
        // The change answers the whole list: the load is not needed.
        'favorite.toggled': [
          { guard: 'noToken', actions: 'askForLogin' },
          { target: 'changing', actions: 'rememberPending' },
        ],
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeFavorite',
        src: 'changeFavorite',
        input: ({ event }) => {
          const change = event as Extract<FavoritesEvent, { type: 'favorite.toggled' }>
          return { token: change.token ?? '', gameId: change.gameId, action: change.action }
        },
        onDone: { target: 'idle', actions: assign({ ids: ({ event }) => event.output, pending: null }) },
        onError: { target: 'idle', actions: [assign({ pending: null }), 'reportChangeFailed'] },
      },
    },
  },
})
