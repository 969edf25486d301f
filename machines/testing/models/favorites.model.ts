import type { AnyMachineSnapshot } from 'xstate'
import { favoritesMachine, type FavoritesContext } from '../../favorites.machine.ts'
import type { PathModel } from '../pathCoverage.ts'

export const favoritesModel: PathModel<typeof favoritesMachine> = {
  machine: favoritesMachine,
  serializeState: (s: AnyMachineSnapshot) => {
    const ctx = s.context as FavoritesContext
    return JSON.stringify([s.value, ctx.loadedFor, ctx.ids, ctx.pending])
  },
  compareContext: true,
  events: [
    { type: 'favorites.needed', token: 't1' },
    { type: 'favorites.needed', token: 't2' },
    { type: 'favorites.needed', token: null },
    { type: 'favorite.toggled', token: 't1', gameId: 'g1', action: 'add' },
    { type: 'favorite.toggled', token: null, gameId: 'g1', action: 'add' },
    { type: 'xstate.done.actor.loadFavorites', output: ['g2'] },
    { type: 'xstate.error.actor.loadFavorites', error: { code: 'NETWORK', message: 'offline' } },
    { type: 'xstate.done.actor.changeFavorite', output: ['g1', 'g2'] },
    { type: 'xstate.error.actor.changeFavorite', error: { code: 'NETWORK', message: 'offline' } },
  ],
  simplePaths: false,
}
