import { useMemo } from 'react'
import type { GameEntry, VendorCard } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { Button, Spinner } from '@/shared/ui'
import { gamesOfVendor, searchGames, useCatalogue } from '@/entities/game'
import { GameGrid } from './GameGrid.tsx'

/**
 * The games of a hall: the vendor's games, or, while the player types in the search box,
 * the games of the whole catalogue whose name matches (filtered in memory on every
 * keystroke; the catalogue is loaded once).
 */
export function HallGames({ vendor, query, onLaunch, height }: {
  vendor: Pick<VendorCard, 'gameType' | 'vassalage' | 'displayName'>
  query: string
  onLaunch: (game: GameEntry) => void
  height?: number
}) {
  const { t } = useTranslation()
  const catalogue = useCatalogue()
  const value = catalogue.status === 'success' ? catalogue.value : null
  const searching = query.trim() !== ''
  const games = useMemo(() => {
    if (!value) return []
    return searching ? searchGames(value.index, query) : gamesOfVendor(value.games, vendor.gameType, vendor.vassalage)
  }, [value, searching, query, vendor.gameType, vendor.vassalage])

  if (catalogue.status === 'error') {
    return (
      <div className="tl-hall__empty" role="alert">
        <p>{t('lobby.loadFailed')}</p>
        <Button onPress={catalogue.reload}>{t('common.retry')}</Button>
      </div>
    )
  }
  if (!value) {
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
        {searching ? t('lobby.results', { count: games.length, query: query.trim() }) : t('lobby.count', { count: games.length })}
      </p>
      {games.length === 0 ? (
        <p className="tl-hall__empty">{searching ? t('lobby.noResults') : t('lobby.noGames')}</p>
      ) : (
        <GameGrid games={games} onLaunch={onLaunch} label={t('lobby.gridLabel', { name: vendor.displayName })} height={height} />
      )}
    </>
  )
}
