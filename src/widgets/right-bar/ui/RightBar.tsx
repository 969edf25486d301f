import type { ReactNode } from 'react'
import { SCROLL_TOP_THRESHOLD_PX } from '@/shared/config'
import { scrollToTop, useScrolledPast } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { ArrowUpIcon, FacebookIcon, TelegramIcon, YoutubeIcon } from '@/shared/ui'
import { useResources } from '@/entities/system'
import '../right-bar.css'

const ICONS: Record<string, ReactNode> = {
  TELEGRAM: <TelegramIcon size={22} />,
  FACEBOOK: <FacebookIcon size={22} />,
  YOUTUBE: <YoutubeIcon size={22} />,
}

/** The right side bar (spec §2): community links and a back-to-top button once scrolled. */
export function RightBar() {
  const { t } = useTranslation()
  const links = useResources().filter((r) => r.resourceType in ICONS)
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  if (links.length === 0 && !scrolled) return null
  return (
    <aside className="tl-rightbar" aria-label={t('rightbar.label')}>
      {links.length > 0 && (
        <ul className="tl-rightbar__links">
          {links.map((r) => (
            <li key={`${r.resourceType}-${r.url}`}>
              <a className={`tl-rightbar__link tl-rightbar__link--${r.resourceType.toLowerCase()}`} href={r.url} target="_blank" rel="noopener noreferrer" aria-label={t(`rightbar.${r.resourceType}`)} title={t(`rightbar.${r.resourceType}`)}>
                {ICONS[r.resourceType]}
              </a>
            </li>
          ))}
        </ul>
      )}
      {scrolled && (
        <button type="button" className="tl-rightbar__top" onClick={() => scrollToTop('smooth')} aria-label={t('rightbar.top')} title={t('rightbar.top')} data-testid="scroll-top">
          <ArrowUpIcon size={22} />
        </button>
      )}
    </aside>
  )
}
