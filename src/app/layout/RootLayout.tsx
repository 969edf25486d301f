import { useEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { scrollToIdWhenReady, scrollToTop } from '@/shared/lib'
import { useTranslation } from '@/shared/i18n'
import { AfterPaint, useModals } from '@/shared/ui'
import { useBrand } from '@/entities/system'
import { useIsLoggedIn } from '@/entities/session'
import { Footer } from '@/widgets/footer'
import { Header } from '@/widgets/header'
import { RightBar } from '@/widgets/right-bar'
import { FULL, type RouteMeta } from '../router/meta.ts'
import { LazyModals } from './LazyModals.tsx'

/** The meta of a path no page has (`/` and unknown paths, on their way home). */
export const fallbackMeta: RouteMeta = { name: 'index', titleKey: 'page.index.title', ...FULL }

/** Navigation scrolls to the top, or to the element named by the hash (spec §2). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    if (hash.length > 1) return scrollToIdWhenReady(hash.slice(1))
    scrollToTop()
  }, [pathname, hash])
}

/**
 * The frame around every page: header, footer and right side bar as the route's meta (what
 * the page's path shows around it) says,
 * the named modals, the document title, and the modal a route opens on entry. (Boot has loaded
 * the vendor list the navigation is built from before the first screen.)
 */
export function RootLayout({ meta }: { meta: RouteMeta }) {
  const { t, i18n } = useTranslation()
  const brand = useBrand()
  const { pathname } = useLocation()
  const modals = useModals()
  useScrollOnNavigate()

  useEffect(() => {
    document.title = `${t(meta.titleKey)} | ${brand.brandName}`
  }, [t, i18n.language, meta.titleKey, brand.brandName])

  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('page.description', { brand: brand.brandName }))
  }, [t, i18n.language, brand.brandName])

  // The sign-up form a route opens is for visitors: a logged-in member gets home without it.
  const loggedIn = useIsLoggedIn()
  useEffect(() => {
    if (meta.openModal && !loggedIn) modals.open(meta.openModal)
  }, [meta.openModal, pathname, modals, loggedIn])

  return (
    <div className={['tl-app', meta.header ? '' : 'tl-app--bare', meta.sideMenu ? 'tl-app--rightbar' : ''].filter(Boolean).join(' ')} data-route={meta.name}>
      <a className="tl-skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {meta.header && <Header />}
      <main id="main" className="tl-main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* Below the first screen, or beside it: each rendered in a task of its own after it paints. */}
      {meta.footer && <AfterPaint><Footer /></AfterPaint>}
      {meta.sideMenu && <AfterPaint><RightBar /></AfterPaint>}
      <LazyModals />
    </div>
  )
}
