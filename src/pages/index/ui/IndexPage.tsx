import type { MouseEvent } from 'react'
import type { GameType, VendorCard } from '@/shared/api'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { isPlainClick } from '@/shared/lib'
import { AfterPaint, LazyImage, PageFrame, SafeHtml } from '@/shared/ui'
import { useNotices } from '@/entities/notice'
import { imageUrl, useBrand, useImageCdn } from '@/entities/system'
import { POPUP_LIST, arrangeCategories, useVendorLanes, vendorLogoPath, vendorPath } from '@/entities/vendor'
import { useFavoriteGamesList, useHotGames, useRecentGames } from '@/entities/game'
import { useToken } from '@/entities/session'
import { useGameNavigation } from '@/features/game-navigation'
import { useLaunchGame, useLaunchVendor } from '@/features/launch-game'
import { useFavoritesLoaded } from '@/features/favorite-game'
import { GameStrip, GameStripPlaceholder } from '@/widgets/game-strip'
import { LazyWinnerBoard } from '@/widgets/winner-board'
import '../index-page.css'

type ChooseVendor = (gameType: GameType, vendorCode: string, card?: VendorCard) => void

/** A vendor in a lane. The page passes the navigation in: a hook per tile, times dozens of tiles, was the lanes' render. */
function VendorTile({ gameType, vendor, cdn, chooseVendor }: { gameType: GameType; vendor: VendorCard; cdn: string; chooseVendor: ChooseVendor }) {
  const to = vendor.isGame === POPUP_LIST ? null : vendorPath(gameType, vendor.vassalage)
  const body = (
    <>
      <LazyImage src={imageUrl(cdn, vendorLogoPath(vendor.gameType, vendor.vassalage))} alt="" width={64} height={64} className="tl-tile__logo" />
      <span className="tl-tile__name">{vendor.displayName}</span>
    </>
  )
  // A plain link (a router Link per tile costs its hooks): a plain click goes through the
  // navigation; a modified one (new tab) is the browser's.
  return to ? (
    <a
      href={to}
      className="tl-tile"
      onClick={(e: MouseEvent) => {
        if (!isPlainClick(e)) return
        e.preventDefault()
        chooseVendor(gameType, vendor.vassalage, vendor)
      }}
    >
      {body}
    </a>
  ) : (
    <button type="button" className="tl-tile" onClick={() => chooseVendor(gameType, vendor.vassalage, vendor)}>
      {body}
    </button>
  )
}

/** The banner announcements (type B) at the top of home. */
function Banners() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const state = useNotices(lang)
  // While the notices load, a banner-sized slot holds their place so the lanes below never move.
  if (state.isPending) return <div className="tl-banners tl-banners--pending" aria-hidden="true"><div className="tl-banner tl-skeleton" /></div>
  const banners = state.data?.banners ?? []
  if (banners.length === 0) return null
  return (
    <section className="tl-banners" aria-label={t('home.banners')}>
      {banners.map((b) => (
        <article key={b.id} className="tl-banner">
          <h2 className="tl-banner__title">{b.title}</h2>
          {/* The title first (the first screen's largest text); the HTML, cleaned as it
              renders, in a task of its own after it paints. */}
          <AfterPaint>
            <SafeHtml html={b.content} className="tl-banner__text" />
          </AfterPaint>
        </article>
      ))}
    </section>
  )
}

/** Hot games for everyone (GCSGAME_hotGamesV2). */
function HotGames() {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  const { merchantCode } = useBrand()
  const lang = useLanguage()
  const hot = useHotGames(merchantCode, lang)
  if (hot.isPending) return <GameStripPlaceholder title={t('lobby.home.hot')} />
  if (!hot.data || hot.data.length === 0) return null
  // Two dozen cards with their hearts: a task of their own, after the banners have painted.
  return (
    <AfterPaint fallback={<GameStripPlaceholder title={t('lobby.home.hot')} />}>
      <GameStrip games={hot.data} onLaunch={launchGame} title={t('lobby.home.hot')} testId="home-hot" />
    </AfterPaint>
  )
}

/** A member's recent and favourite games (GCS_recentGame, MCSFE_getFavoriteGamesList). */
function MemberGames({ token }: { token: string }) {
  const launchGame = useLaunchGame()
  const { t } = useTranslation()
  const recent = useRecentGames(token)
  const favorites = useFavoriteGamesList(token)
  return (
    <>
      {favorites.isPending && <GameStripPlaceholder title={t('lobby.home.favorites')} />}
      {favorites.data && (
        <GameStrip games={favorites.data} onLaunch={launchGame} title={t('lobby.home.favorites')} testId="home-favorites" empty={t('lobby.home.noFavorites')} />
      )}
      {recent.isPending && <GameStripPlaceholder title={t('lobby.home.recent')} />}
      {recent.data && (
        <GameStrip games={recent.data} onLaunch={launchGame} title={t('lobby.home.recent')} testId="home-recent" empty={t('lobby.home.noRecent')} />
      )}
    </>
  )
}

/** /index (and /register): home, with the banners, hot games, the member's games, the game categories and the winner board. */
export function IndexPage() {
  const { t } = useTranslation()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const categories = lanes.data ? arrangeCategories(lanes.data).filter((c) => c.vendors.length > 0) : []
  const token = useToken()
  const cdn = useImageCdn()
  const { chooseVendor } = useGameNavigation(useLaunchVendor())
  useFavoritesLoaded()
  return (
    <PageFrame testId="page-index" title={t('page.index.title')} titleHidden wide>
      <Banners />
      <HotGames />
      {token && <MemberGames token={token} />}
      {/* The lanes start below the first screen: each renders in a task of its own once it has painted. */}
      {categories.map((c) => (
        <AfterPaint key={c.gameType}>
          <section className="tl-lane" aria-labelledby={`lane-${c.gameType}`}>
            <h2 id={`lane-${c.gameType}`} className="tl-lane__title">
              {t(`nav.gameType.${c.gameType}`)}
            </h2>
            <ul className="tl-lane__grid">
              {c.vendors.map((v) => (
                <li key={v.vassalage}>
                  <VendorTile gameType={c.gameType} vendor={v} cdn={cdn} chooseVendor={chooseVendor} />
                </li>
              ))}
            </ul>
          </section>
        </AfterPaint>
      ))}
      {/* The winner board, below the lanes: fetched (chunk, texts, list) once scrolled near. It takes
          its place after the lanes have theirs: before, a short page put it on the first screen. */}
      {!lanes.isPending && (
        <AfterPaint>
          <LazyWinnerBoard />
        </AfterPaint>
      )}
    </PageFrame>
  )
}
