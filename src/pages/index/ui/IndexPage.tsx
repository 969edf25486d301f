import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import type { GameType, VendorCard } from '@/shared/api'
import { useLanguage, useTranslation } from '@/shared/i18n'
import { PageFrame, RetryImage, SafeHtml } from '@/shared/ui'
import { useNotices } from '@/entities/notice'
import { imageUrl, useBrand, useImageCdn } from '@/entities/system'
import { arrangeCategories, useVendorLanes, vendorLogoPath, vendorPath } from '@/entities/vendor'
import { useGameNavigation } from '@/features/game-navigation'
import '../index-page.css'

function VendorTile({ gameType, vendor }: { gameType: GameType; vendor: VendorCard }) {
  const cdn = useImageCdn()
  const { chooseVendor } = useGameNavigation()
  const to = vendorPath(gameType, vendor.vassalage)
  const body = (
    <>
      <RetryImage src={imageUrl(cdn, vendorLogoPath(vendor.gameType, vendor.vassalage))} alt="" width={64} height={64} loading="lazy" className="tl-tile__logo" />
      <span className="tl-tile__name">{vendor.displayName}</span>
    </>
  )
  return to ? (
    <Link
      to={to}
      className="tl-tile"
      onClick={(e: MouseEvent) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        chooseVendor(gameType, vendor.vassalage)
      }}
    >
      {body}
    </Link>
  ) : (
    <button type="button" className="tl-tile" onClick={() => chooseVendor(gameType, vendor.vassalage)}>
      {body}
    </button>
  )
}

/** The banner announcements (type B) at the top of home. */
function Banners() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const state = useNotices(lang)
  const banners = state.status === 'success' ? state.value.banners : []
  if (banners.length === 0) return null
  return (
    <section className="tl-banners" aria-label={t('home.banners')}>
      {banners.map((b) => (
        <article key={b.id} className="tl-banner">
          <h2 className="tl-banner__title">{b.title}</h2>
          <SafeHtml html={b.content} className="tl-banner__text" />
        </article>
      ))}
    </section>
  )
}

/** /index (and /register): home, with the banners and the game categories of the vendor list. */
export function IndexPage() {
  const { t } = useTranslation()
  const { merchantCode } = useBrand()
  const lanes = useVendorLanes(merchantCode)
  const categories = lanes.status === 'success' ? arrangeCategories(lanes.value).filter((c) => c.vendors.length > 0) : []
  return (
    <PageFrame testId="page-index" title={t('page.index.title')} titleHidden wide>
      <Banners />
      {categories.map((c) => (
        <section key={c.gameType} className="tl-lane" aria-labelledby={`lane-${c.gameType}`}>
          <h2 id={`lane-${c.gameType}`} className="tl-lane__title">
            {t(`nav.gameType.${c.gameType}`)}
          </h2>
          <ul className="tl-lane__grid">
            {c.vendors.map((v) => (
              <li key={v.vassalage}>
                <VendorTile gameType={c.gameType} vendor={v} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageFrame>
  )
}
