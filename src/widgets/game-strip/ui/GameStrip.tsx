import type { GameEntry } from '@/shared/api'
import { AfterPaint } from '@/shared/ui'
import { GameCard, gameArtPath } from '@/entities/game'
import { imageUrl, useImageCdn } from '@/entities/system'
import { FavoriteButton } from '@/features/favorite-game'
import '../game-strip.css'

/** Cards of a strip in its first render: more than a desktop row shows. */
const STRIP_FIRST = 8

/** A strip's title and an empty row of its height, while its games load (nothing shifts). */
export function GameStripPlaceholder({ title }: { title: string }) {
  return (
    <section className="tl-strip" aria-label={title} aria-busy="true">
      <h2 className="tl-lane__title">{title}</h2>
      <div className="tl-strip__pending tl-skeleton" />
    </section>
  )
}

/** A short list of games in one scrolling row (home: hot, recent, favourites). */
export function GameStrip({ games, onLaunch, title, testId, empty }: {
  games: readonly GameEntry[]
  onLaunch: (game: GameEntry) => void
  title: string
  testId: string
  empty?: string
}) {
  const cdn = useImageCdn()
  const item = (g: GameEntry) => (
    <li key={g.gameId} className="tl-strip__item">
      <GameCard game={g} artUrl={imageUrl(cdn, gameArtPath(g.image))} onLaunch={onLaunch} action={<FavoriteButton game={g} />} />
    </li>
  )
  return (
    <section className="tl-strip" aria-label={title} data-testid={testId}>
      <h2 className="tl-lane__title">{title}</h2>
      {games.length === 0 ? (
        empty && <p className="tl-strip__empty">{empty}</p>
      ) : (
        <ul className="tl-strip__list">
          {games.slice(0, STRIP_FIRST).map(item)}
          {/* The rest of the row is off screen to the right: a task of its own. */}
          {games.length > STRIP_FIRST && <AfterPaint>{games.slice(STRIP_FIRST).map(item)}</AfterPaint>}
        </ul>
      )}
    </section>
  )
}
