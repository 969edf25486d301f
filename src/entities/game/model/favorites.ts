import type { QueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Endpoints, call } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { useSystemActor, systemActor } from '@/shared/lib'
import { AuthModal, dialogCommands, modalCommands } from '@/shared/ui'
import { favoritesMachine, type FavoriteChange } from '@machines/favorites.machine.ts'
import { gameKeys } from '../api/keys.ts'

/**
 * The member's favourite game ids are the `favorites` actor of the app's system
 * (machines/favorites.machine.ts); this is its logic with the real calls, given at the root
 * with the app's query cache (a change makes home's favourite list stale).
 */
export const favoritesLogic = (queryClient: QueryClient) => favoritesMachine.provide({
  actors: {
    loadFavorites: fromPromise<readonly string[], { token: string }>(async ({ input, signal }) => (await call(Endpoints.favoriteGames, { body: {}, token: input.token, signal })).gameIds),
    changeFavorite: fromPromise<readonly string[], FavoriteChange>(async ({ input, signal }) => {
      const reply = await call(Endpoints.favoriteGames, { body: { action: input.action, gameId: input.gameId }, token: input.token, signal })
      void queryClient.invalidateQueries({ queryKey: gameKeys.favoriteList(input.token) })
      return reply.gameIds
    }),
  },
  actions: {
    // Without a session the login popup opens (spec §6).
    askForLogin: ({ system }) => modalCommands(systemActor(system, 'modals')!).openAuth(AuthModal.login),
    reportChangeFailed: ({ system }) =>
      dialogCommands(systemActor(system, 'dialog')!).open({ title: i18n.t('common.notice'), message: i18n.t('lobby.favorite.failed'), confirmLabel: i18n.t('common.confirm') }),
  },
})

export const useFavoritesActor = () => useSystemActor('favorites')

/** Whether `gameId` is a favourite, and whether its change is in flight. */
export function useFavorite(gameId: string): { on: boolean; busy: boolean } {
  // One subscription per heart, not two: a page mounts dozens of them.
  const flags = useSelector(useFavoritesActor(), (s) => (s.context.ids.includes(gameId) ? 1 : 0) | (s.context.pending === gameId ? 2 : 0))
  return { on: (flags & 1) !== 0, busy: (flags & 2) !== 0 }
}
