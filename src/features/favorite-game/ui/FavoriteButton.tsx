import { useEffect } from 'react'
import type { GameEntry } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { sessionToken, useToken } from '@/entities/session'
import { useFavorite, useFavoritesActor } from '@/entities/game'
import '../favorite.css'

/** Loads the member's favourite ids once per login, for every heart on the page. */
export function useFavoritesLoaded() {
  const token = useToken()
  const favorites = useFavoritesActor()
  useEffect(() => {
    favorites.send({ type: 'favorites.needed', token })
  }, [favorites, token])
}

/**
 * The heart on a game tile: adds or removes the game from the member's favourites (the
 * `favorites` actor: without a session the login popup opens, spec §6; a failed change says
 * so and leaves the heart).
 */
export function FavoriteButton({ game }: { game: GameEntry }) {
  // Not the i18n hook: one per tile would cost each keystroke of a search (see GameCard).
  const t = i18n.t.bind(i18n)
  const favorites = useFavoritesActor()
  const { on, busy } = useFavorite(game.gameId)
  return (
    <button
      type="button"
      className={`tl-fav${on ? ' tl-fav--on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'lobby.favorite.remove' : 'lobby.favorite.add', { name: game.gameName })}
      disabled={busy}
      data-testid="favorite-toggle"
      onClick={() => favorites.send({ type: 'favorite.toggled', token: sessionToken(), gameId: game.gameId, action: on ? 'remove' : 'add' })}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  )
}
