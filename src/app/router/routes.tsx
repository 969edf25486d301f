import { Suspense, useEffect, useRef } from 'react'
import { matchPath, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import type { StatusReply } from '@/shared/api'
import { Paths } from '@/shared/config'
import { withTexts } from '@/shared/i18n'
import { AuthModal } from '@/shared/ui'
import { isModuleOn } from '@/entities/system'
import { fallbackMeta, RootLayout } from '../layout/RootLayout.tsx'
import { RouteFallback } from '../layout/RouteFallback.tsx'
import { guardRedirect } from './guard.ts'
import { lazyPage } from './lazyPage.tsx'
import { BARE, FULL, HEADER_ONLY, type RouteMeta } from './meta.ts'
import type { Navigator } from './navigator.ts'
import { loadPage, PageOf, type PageLoader } from './pageComponents.tsx'
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx'

interface PageRoute {
  readonly path: string
  readonly meta: RouteMeta
  readonly lazy: PageLoader
}

// Each page is its own chunk, named after its folder (the spec's chunk list).
const index = lazyPage(() => import('@/pages/index').then((m) => m.IndexPage))
const egameRng = lazyPage(() => import('@/pages/egame').then((m) => m.RngPage))
const egameBingo = lazyPage(() => import('@/pages/egame').then((m) => m.BingoPage))

/** Every route of spec §2 with what it shows around the page. */
export const pageRoutes: readonly PageRoute[] = [
  { path: Paths.index, meta: { name: 'index', titleKey: 'page.index.title', ...FULL }, lazy: index },
  { path: Paths.register, meta: { name: 'register', titleKey: 'page.register.title', ...FULL, openModal: AuthModal.register }, lazy: index },
  { path: Paths.registerHtml, meta: { name: 'register', titleKey: 'page.register.title', ...FULL, openModal: AuthModal.register }, lazy: index },
  { path: Paths.vip, meta: { name: 'vip', titleKey: 'page.vip.title', ...FULL }, lazy: lazyPage(() => withTexts(import('@/pages/Vip'), 'points').then((m) => m.VipPage)) },
  { path: Paths.pointMall, meta: { name: 'pointMall', titleKey: 'page.pointMall.title', ...FULL, sideMenu: false }, lazy: lazyPage(() => withTexts(import('@/pages/pointMall'), 'points', 'member').then((m) => m.PointMallPage)) },
  { path: Paths.lottery, meta: { name: 'lottery', titleKey: 'page.lottery.title', ...HEADER_ONLY }, lazy: lazyPage(() => import('@/pages/lottery').then((m) => m.LotteryPage)) },
  { path: Paths.vnlottery, meta: { name: 'vnlottery', titleKey: 'page.vnlottery.title', ...HEADER_ONLY }, lazy: lazyPage(() => import('@/pages/vnlottery').then((m) => m.VnLotteryPage)) },
  { path: Paths.elott, meta: { name: 'elott', titleKey: 'page.elott.title', ...FULL }, lazy: lazyPage(() => import('@/pages/elott').then((m) => m.ElottPage)) },
  { path: Paths.rng, meta: { name: 'rng', titleKey: 'page.rng.title', ...FULL }, lazy: egameRng },
  { path: Paths.bingo, meta: { name: 'bingo', titleKey: 'page.bingo.title', ...FULL }, lazy: egameBingo },
  { path: Paths.live, meta: { name: 'live', titleKey: 'page.live.title', ...FULL }, lazy: lazyPage(() => import('@/pages/live').then((m) => m.LivePage)) },
  { path: Paths.fish, meta: { name: 'fish', titleKey: 'page.fish.title', ...FULL }, lazy: lazyPage(() => import('@/pages/fish').then((m) => m.FishPage)) },
  { path: Paths.pvp, meta: { name: 'pvp', titleKey: 'page.pvp.title', ...FULL }, lazy: lazyPage(() => import('@/pages/pvp').then((m) => m.PvpPage)) },
  { path: Paths.esports, meta: { name: 'esports', titleKey: 'page.esports.title', ...FULL }, lazy: lazyPage(() => import('@/pages/esports').then((m) => m.EsportsPage)) },
  { path: Paths.promotions, meta: { name: 'promotions', titleKey: 'page.promotions.title', ...FULL }, lazy: lazyPage(() => withTexts(import('@/pages/promo'), 'promo').then((m) => m.PromotionsPage)) },
  { path: Paths.promoDetail, meta: { name: 'promoDetail', titleKey: 'page.promoDetail.title', ...FULL }, lazy: lazyPage(() => withTexts(import('@/pages/promoDetail'), 'promo').then((m) => m.PromoDetailPage)) },
  { path: Paths.seamless, meta: { name: 'seamless', titleKey: 'page.seamless.title', ...HEADER_ONLY }, lazy: lazyPage(() => withTexts(import('@/pages/seamless'), 'member').then((m) => m.SeamlessPage)) },
  { path: Paths.help, meta: { name: 'help', titleKey: 'page.help.title', ...FULL }, lazy: lazyPage(() => import('@/pages/help').then((m) => m.HelpPage)) },
  { path: Paths.helpmc, meta: { name: 'helpmc', titleKey: 'page.helpmc.title', ...BARE }, lazy: lazyPage(() => import('@/pages/help').then((m) => m.HelpMcPage)) },
  { path: Paths.app, meta: { name: 'app', titleKey: 'page.download.title', ...FULL }, lazy: lazyPage(() => import('@/pages/download').then((m) => m.AppPage)) },
  { path: Paths.download, meta: { name: 'download', titleKey: 'page.download.title', ...FULL }, lazy: lazyPage(() => import('@/pages/download').then((m) => m.DownloadPage)) },
  { path: Paths.join, meta: { name: 'join', titleKey: 'page.join.title', ...FULL }, lazy: lazyPage(() => withTexts(import('@/pages/joinus'), 'join').then((m) => m.JoinUsPage)) },
  { path: Paths.game, meta: { name: 'game', titleKey: 'page.game.title', ...HEADER_ONLY }, lazy: lazyPage(() => withTexts(import('@/pages/byIframe'), 'protection').then((m) => m.GamePage)) },
  { path: Paths.login, meta: { name: 'login', titleKey: 'page.login.title', ...FULL }, lazy: lazyPage(() => withTexts(import('@/pages/login'), 'account').then((m) => m.LoginPage)) },
  {
    path: Paths.socialCallback, meta: { name: 'socialCallback', titleKey: 'page.socialCallback.title', ...FULL },
    lazy: lazyPage(() => withTexts(import('@/pages/socialCallback'), 'account').then((m) => m.SocialCallbackPage)),
  },
]

const routeOf = (pathname: string): PageRoute | undefined => {
  const path = pathname === Paths.root ? Paths.index : pathname
  return pageRoutes.find((r) => matchPath(r.path, path))
}

/** Starts loading the page chunk of the address opened, while boot still waits for the status. */
export function warmPage(pathname: string): void {
  const route = routeOf(pathname)
  if (route) void loadPage(route.lazy)
}

/** What the route of an address shows around its page (undefined: no such route). */
export const routeMetaOf = (pathname: string): RouteMeta | undefined => routeOf(pathname)?.meta

export interface RouteOptions {
  readonly status: StatusReply
  /** Replaces page loaders (tests). */
  readonly pages?: Partial<Record<string, PageLoader>>
  /** Whether a session is on now (read from the session actor, on every navigation). */
  readonly hasSession: () => boolean
}

/** The root layout behind the home-redirect guard, checked on every navigation (the token read each time). */
function GuardedLayout({ homeRedirect, hasSession }: { homeRedirect: boolean; hasSession: () => boolean }) {
  const { pathname } = useLocation()
  const to = guardRedirect(pathname, { homeRedirect, hasToken: hasSession() })
  return to ? <Navigate to={to} replace /> : <RootLayout meta={routeMetaOf(pathname) ?? fallbackMeta} />
}

/** A page, its chunk loading behind the loading screen, what breaks in it reported in the frame. */
function RoutePage({ loader }: { loader: PageLoader }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteFallback />}>
        <PageOf loader={loader} />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/**
 * Every route: a guarded root layout with every page below it; `/` and unknown paths go home.
 * Declarative routes: React Router's data router (loaders, actions, fetchers, navigation
 * state), of which the app used a guard and lazy pages, was 17 KiB of the first route's 123
 * gzipped.
 */
export function AppRoutes({ status, pages = {}, hasSession }: RouteOptions) {
  const homeRedirect = isModuleOn(status.info.whitelabel, 'HOMEREDIRECT3')
  return (
    <Routes>
      <Route path={Paths.root} element={<GuardedLayout homeRedirect={homeRedirect} hasSession={hasSession} />}>
        <Route index element={<Navigate to={Paths.index} replace />} />
        {pageRoutes.map((r) => {
          const loader = pages[r.meta.name] ?? r.lazy
          // Keyed by route: a page that broke does not leave its error boundary to the next one.
          return <Route key={r.path} path={r.path} element={<RoutePage key={r.path} loader={loader} />} />
        })}
        <Route path="*" element={<Navigate to={Paths.index} replace />} />
      </Route>
    </Routes>
  )
}

/** Lends the root's navigator this router's navigate and path while it is mounted. */
export function AttachNavigator({ navigator }: { navigator: Navigator }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const path = useRef(pathname)
  path.current = pathname
  useEffect(() => navigator.attach({ navigate: (to) => void navigate(to), pathname: () => path.current }), [navigator, navigate])
  return null
}
