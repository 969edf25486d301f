import type { GameEntry } from '@/shared/api'
import { VirtualGrid } from '@/shared/ui'
import { GameCard, gameArtPath } from '@/entities/game'
import { imageUrl, useImageCdn } from '@/entities/system'
import { FavoriteButton } from '@/features/favorite-game'
import '../vendor-hall.css'

/** Row height (card plus gap) and narrowest column of the game grid, in pixels. */
export const GAME_ROW_HEIGHT = 244
export const GAME_MIN_COLUMN = 172
/**
 * Tiles whose art the first screen shows (two rows on a phone): asked for at once, not when an
 * observer reports them in view a task later, and the very first ones first (the largest paint
 * of a hall is its first tile's art).
 */
const EAGER_TILES = 4
const URGENT_TILES = 2

/**
 * The grid's width before it is laid out: a hall's grid spans the page frame (ui.css
 * `.tl-page`: at most --tl-content, 1200 px, less 16 px a side). Only a guess: the grid is
 * measured once laid out, and a modal's narrower grid renders again with its own columns.
 */
const hallGridWidth = (windowWidth: number) => Math.min(windowWidth, 1200) - 32

/**
 * The game grid (design.md widgets): every game of a list as a tile with a favourite heart,
 * virtualized so a list of 10,000 keeps a screenful of tiles in the DOM. `onLaunch` is the
 * one way out: the page decides what launching means.
 */
export function GameGrid({ games, onLaunch, label, height = 640, testId = 'game-grid', total, onNeedMore }: {
  games: readonly GameEntry[]
  onLaunch: (game: GameEntry) => void
  label: string
  height?: number
  testId?: string
  /** The list's whole length when only its first games are in (the rest come on `onNeedMore`). */
  total?: number
  onNeedMore?: () => void
}) {
  const cdn = useImageCdn()
  return (
    <VirtualGrid
      items={games}
      keyOf={(g) => g.gameId}
      renderItem={(g, i) => (
        <GameCard
          game={g}
          artUrl={imageUrl(cdn, gameArtPath(g.image))}
          onLaunch={onLaunch}
          action={<FavoriteButton game={g} />}
          load={i < URGENT_TILES ? 'urgent' : i < EAGER_TILES ? 'eager' : 'lazy'}
        />
      )}
      rowHeight={GAME_ROW_HEIGHT}
      minColumnWidth={GAME_MIN_COLUMN}
      guessWidth={hallGridWidth}
      height={height}
      label={label}
      className="tl-game-grid"
      testId={testId}
      total={total}
      onNeedMore={onNeedMore}
    />
  )
}
