import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { GameEntry, GameType } from '@/shared/api'
import { useTranslation } from '@/shared/i18n'
import { createValueStore, useValue, type ValueStore } from '@/shared/lib'
import { LazyImage, RetryImage, Spinner, Tabs } from '@/shared/ui'
import { imageUrl, useBrand, useImageCdn } from '@/entities/system'
import { arrangeCategories, hallVendor, useSelectedVendor, useVendorChoiceActor, useVendorLanes, vendorLogoPath } from '@/entities/vendor'
import { catalogueQuery } from '@/entities/game'
import { useFavoritesLoaded } from '@/features/favorite-game'
import { HallGames } from './HallGames.tsx'
import '../vendor-hall.css'

/** The search box; it alone (and the list below) re-renders on a keystroke, not the tabs. */
function SearchBox({ store }: { store: ValueStore<string> }) {
  const { t } = useTranslation()
  const query = useValue(store)
  const queryClient = useQueryClient()
  return (
    <div className="tl-hall__search" role="search">
      <label htmlFor="catalogue-search" className="tl-hall__search-label">
        {t('lobby.search.label')}
      </label>
      <input
        id="catalogue-search"
        type="search"
        className="tl-hall__search-input"
        data-testid="catalogue-search"
        placeholder={t('lobby.search.placeholder')}
        value={query}
        maxLength={64}
        autoComplete="off"
        onChange={(e) => store.set(e.target.value)}
        // The catalogue starts loading as the player comes to search, so the first letters find it there.
        onFocus={() => void queryClient.prefetchQuery(catalogueQuery())}
      />
    </div>
  )
}

/**
 * The vendor tabs of a game-type page (spec §2): one tab per vendor of the category, titled
 * with the vendor name and the game-hall suffix, chosen by the `page` query parameter (the
 * vendor code). Each hall lists its vendor's games in a virtualized grid; the search box
 * above the tabs searches the whole catalogue as the player types. Pressing a game calls
 * `onLaunch`, which the page provides.
 */
export function VendorHall({ gameType, onLaunch }: { gameType: GameType; onLaunch: (game: GameEntry) => void }) {
  const { t } = useTranslation()
  const [query] = useState(() => createValueStore(''))
  useFavoritesLoaded()
  const { merchantCode } = useBrand()
  const cdn = useImageCdn()
  const lanes = useVendorLanes(merchantCode)
  const chosen = useSelectedVendor()
  const vendorChoice = useVendorChoiceActor()
  const [params, setParams] = useSearchParams()

  if (lanes.isPending) {
    return (
      <div className="tl-hall__loading" role="status">
        <Spinner size={32} />
        <span className="tl-visually-hidden">{t('common.loading')}</span>
      </div>
    )
  }
  const vendors = lanes.data ? (arrangeCategories(lanes.data).find((c) => c.gameType === gameType)?.vendors ?? []) : []
  if (vendors.length === 0) return <p className="tl-hall__empty">{t('vendor.none')}</p>

  const current = hallVendor(lanes.data ?? [], gameType, params.get('page'), chosen)?.vassalage ?? vendors[0].vassalage

  return (
    <>
    <SearchBox store={query} />
    <Tabs
      className="tl-hall"
      label={t('vendor.tabs', { category: t(`nav.gameType.${gameType}`) })}
      selectedId={current}
      onChange={(code) => {
        if (code === current) return
        vendorChoice.send({ type: 'vendor.selected', code })
        setParams((p) => {
          const next = new URLSearchParams(p)
          next.set('page', code)
          return next
        })
      }}
      items={vendors.map((v) => {
        const hall = t('vendor.hall', { name: v.displayName })
        const logo = imageUrl(cdn, vendorLogoPath(v.gameType, v.vassalage))
        return {
          id: v.vassalage,
          label: (
            <span className="tl-hall__tab">
              {/* Lazy and low: a phone shows two of a dozen tabs, and their logos would race the first tiles' art. */}
              <LazyImage src={logo} alt="" width={90} height={36} className="tl-hall__tab-logo" fetchPriority="low" />
              <span>{hall}</span>
            </span>
          ),
          content: (
            <div className="tl-hall__body" data-testid={`hall-${v.vassalage}`}>
              <div className="tl-hall__panel">
                {/* Low, as the tab's: the first tiles' art is what the player waits for. */}
                <RetryImage src={logo} alt={v.displayName} width={150} height={60} className="tl-hall__logo" fetchPriority="low" />
                <h2 className="tl-hall__title">{hall}</h2>
              </div>
              <HallGames vendor={v} queryStore={query} onLaunch={onLaunch} />
            </div>
          ),
        }
      })}
    />
    </>
  )
}
