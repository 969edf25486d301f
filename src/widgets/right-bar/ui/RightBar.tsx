import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { SCROLL_TOP_THRESHOLD_PX } from '@/shared/config'
import { scrollToTop, useScrolledPast } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { ArrowUpIcon, FacebookIcon, ShareIcon, TelegramIcon, YoutubeIcon } from '@/shared/ui'
import { useResources } from '@/entities/system'
import { dropdownMachine } from '@machines/dropdown.machine.ts'
import '../right-bar.css'

// The QR drawing loads when a link is first pointed at or focused, never with the first route.
const ResourceQr = lazy(() => import('./ResourceQr.tsx'))

const ICONS: Record<string, ReactNode> = {
  TELEGRAM: <TelegramIcon size={22} />,
  FACEBOOK: <FacebookIcon size={22} />,
  YOUTUBE: <YoutubeIcon size={22} />,
}

/**
 * The right side bar (spec §2): community links and a back-to-top button once scrolled. On a
 * phone the links fold behind one button (they would cover the game cards), opened and closed
 * by the dropdown flow; on wider screens they always show and the button is hidden, and a
 * link pointed at or focused shows its QR code (to open it on a phone) beside the bar.
 */
export function RightBar() {
  const { t } = useTranslation()
  const links = useResources().filter((r) => r.resourceType in ICONS)
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX)
  const folder = useActorRef(dropdownMachine)
  const open = useSelector(folder, (s) => s.hasTag('open'))
  // The link whose QR card shows (pointed at or focused), by its resource type.
  const [qrFor, setQrFor] = useState<string | null>(null)
  if (links.length === 0 && !scrolled) return null
  return (
    <aside className="tl-rightbar" aria-label={t('rightbar.label')} data-open={open || undefined}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) folder.send({ type: 'dropdown.blurred' }) }}
      onFocus={() => folder.send({ type: 'dropdown.focused' })}>
      {links.length > 0 && (
        <button type="button" className="tl-rightbar__toggle" aria-expanded={open} aria-controls="tl-rightbar-links" aria-label={t('rightbar.label')} title={t('rightbar.label')}
          onClick={() => folder.send({ type: 'dropdown.toggled' })} data-testid="rightbar-toggle">
          <ShareIcon size={20} />
        </button>
      )}
      {links.length > 0 && (
        <ul className="tl-rightbar__links" id="tl-rightbar-links">
          {links.map((r) => (
            <li key={`${r.resourceType}-${r.url}`} className="tl-rightbar__item" onMouseEnter={() => setQrFor(r.resourceType)} onMouseLeave={() => setQrFor(null)}>
              <a className={`tl-rightbar__link tl-rightbar__link--${r.resourceType.toLowerCase()}`} href={r.url} target="_blank" rel="noopener noreferrer" onClick={() => folder.send({ type: 'option.chosen' })}
                aria-label={t(`rightbar.${r.resourceType}`)} title={t(`rightbar.${r.resourceType}`)} onFocus={() => setQrFor(r.resourceType)} onBlur={() => setQrFor(null)}
                aria-describedby={qrFor === r.resourceType ? `tl-rightbar-qr-${r.resourceType}` : undefined} data-testid={`rightbar-link-${r.resourceType}`}>
                {ICONS[r.resourceType]}
              </a>
              {qrFor === r.resourceType && (
                <div className="tl-rightbar__qr" data-testid="rightbar-qr">
                  <Suspense fallback={<span className="tl-rightbar__qr-wait" />}>
                    <ResourceQr url={r.url} qrCodeUrl={r.qrCodeUrl} label={t('rightbar.qr', { name: t(`rightbar.${r.resourceType}`) })} />
                  </Suspense>
                  <span className="tl-rightbar__qr-text" id={`tl-rightbar-qr-${r.resourceType}`}>{t('rightbar.qr', { name: t(`rightbar.${r.resourceType}`) })}</span>
                </div>
              )}
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
