import { useCallback, useMemo, useState } from 'react'
import type { GameEntry, VendorCard } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { createValueStore, useValue, type ValueStore } from '@/shared/lib'
import { Button, Spinner } from '@/shared/ui'
import { gamesOfVendor, searchGames, useCatalogue, useVendorFirstPage, useVendorGames, type SearchIndex } from '@/entities/game'
import { GameGrid } from './GameGrid.tsx'

const NO_QUERY = createValueStore('')

/** User Timing entry of each catalogue search (read by scripts/bench/catalogue.ts). */
export const FILTER_MEASURE = 'tala:catalogue-filter'

const timedSearch = (index: SearchIndex, query: string) => {
  const start = performance.now()
  const found = searchGames(index, query)
  try {
    performance.measure(FILTER_MEASURE, { start, end: performance.now() })
  } catch {
    // No User Timing Level 3 (old browsers, some test DOMs): the figure is only for benches.
  }
  return found
}

/**
 * The games of a hall: the vendor's games, or, while the player types in the search box,
 * the games of the whole catalogue whose name matches (filtered in memory on every
 * keystroke; the catalogue is loaded once).
 */
export function HallGames({ vendor, queryStore = NO_QUERY, onLaunch, height }: {
  vendor: Pick<VendorCard, 'gameType' | 'vassalage' | 'displayName'>
  /** What the player typed in the search box (a store, so typing re-renders only this list). */
  queryStore?: ValueStore<string>
  onLaunch: (game: GameEntry) => void
  height?: number
}) {
  const { t } = useTranslation()
  const query = useValue(queryStore)
  const searching = query.trim() !== ''
  // The hall opens on the vendor's own games; the whole catalogue loads for a search (and,
  // once loaded, serves every hall without another request).
  const catalogue = useCatalogue(searching)
  const whole = catalogue.data ?? null
  // The hall opens on the first page of the vendor's games (a screenful is a few dozen of
  // them); the other pages load when the player scrolls to their rows, so they never race
  // the first tiles' art. The count and the scrollbar are the vendor's whole from the start.
  const firstPage = useVendorFirstPage(vendor.gameType, vendor.vassalage, !searching && !whole)
  const [rest, setRest] = useState(false)
  const wantRest = useCallback(() => setRest(true), [])
  const own = useVendorGames(vendor.gameType, vendor.vassalage, !searching && !whole && rest)
  const partial = own.data === undefined ? (firstPage.data ?? null) : null
  const restToCome = partial !== null && partial.total > partial.list.length
  const ownGames = own.data ?? partial?.list ?? null
  // The rest not asked for yet: the first page is what shows (or failed).
  const source = searching || whole ? catalogue : own.isPending && own.fetchStatus === 'idle' ? firstPage : own
  const loaded = searching ? whole !== null : whole !== null || ownGames !== null
  const games = useMemo((): readonly GameEntry[] => {
    if (searching) return whole ? timedSearch(whole.index, query) : []
    if (whole) return gamesOfVendor(whole.games, vendor.gameType, vendor.vassalage)
    return ownGames ?? []
  }, [whole, ownGames, searching, query, vendor.gameType, vendor.vassalage])
  const count = !searching && !whole && partial ? partial.total : games.length

  if (source.isError && !source.isFetching) {
    return (
      <div className="tl-hall__empty" role="alert">
        <p>{t('lobby.loadFailed')}</p>
        <Button onPress={() => void source.refetch()}>{t('common.retry')}</Button>
      </div>
    )
  }
  if (!loaded) {
    return (
      <div className="tl-hall__loading" role="status">
        <Spinner size={32} />
        <span className="tl-visually-hidden">{t('common.loading')}</span>
      </div>
    )
  }
  return (
    <>
      <p className="tl-hall__count" aria-live="polite" data-testid="game-count">
        {searching ? t('lobby.results', { count: games.length, query: query.trim() }) : t('lobby.count', { count })}
      </p>
      {games.length === 0 ? (
        <p className="tl-hall__empty">{searching ? t('lobby.noResults') : t('lobby.noGames')}</p>
      ) : (
        <GameGrid
          games={games}
          onLaunch={onLaunch}
          label={t('lobby.gridLabel', { name: vendor.displayName })}
          height={height}
          total={restToCome ? partial.total : undefined}
          onNeedMore={restToCome ? wantRest : undefined}
        />
      )}
    </>
  )
}
