import { systemActor } from '@/shared/lib'
import type { QueryClient } from '@tanstack/react-query'
import { fromCallback, fromPromise, waitFor } from 'xstate'
import { configureClient, type StatusReply } from '@/shared/api'
import { STATUS_BACKOFF_MAX_MS, STATUS_POLL_MS } from '@/shared/config'
import { currentLanguage, initI18n } from '@/shared/i18n'
import { dialogCommands, failureDialog, modalsLogic } from '@/shared/ui'
import { badgePollMs, fetchStatus, rememberSystemInfo } from '@/entities/system'
import { vendorChoiceLogic, vendorLanesQuery } from '@/entities/vendor'
import { favoritesLogic } from '@/entities/game'
import { sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { memberBadgesLogic } from '@/entities/member-badges'
import { afterLoginLogic } from '@/features/after-login'
import { captureReferral } from '@/features/register'
import { freePlayLogic } from '@/features/free-play'
import { loadLaunchGameLogic } from '@/features/launch-game'
import { appMachine } from '@machines/app.machine.ts'
import { bootMachine, type BootEvent } from '@machines/boot.machine.ts'
import { warmPageData } from '../router/warm-data.ts'

/** What the root needs from the host page: where to navigate (the router, once it exists). */
export interface RootDeps {
  readonly navigate: (to: string) => void
  /** The router's current path. */
  readonly pathname: () => string
  /** The app's one query cache: the machines' server data goes through it. */
  readonly queryClient: QueryClient
}

/** The app's boot with its real calls: the locale, the status call, the first screen's data (into the query cache). */
export const bootLogic = (queryClient: QueryClient) => bootMachine.provide({
  actors: {
    // The language shown already (a test's, a second root's), else the stored one.
    loadLocale: fromPromise(async () => {
      await initI18n()
    }),
    loadStatus: fromPromise<StatusReply, { url: string }>(async ({ input, signal }) => {
      const status = await fetchStatus(input.url, signal)
      rememberSystemInfo(status)
      // The first screen's data starts as soon as the brand is known, beside the locale file
      // (the language is the one the locale is loading), not after it: one round trip sooner.
      if (!status.maintenance && !status.regionRestriction) warmPageData(queryClient, window.location, status, currentLanguage())
      return status
    }),
    prepare: fromPromise<void, { status: StatusReply }>(async ({ input, system }) => {
      captureReferral()
      // The navigation is built from the vendor list; a stored session needs its member info
      // (the session actor loads it; an invalid token logs out, spec §7). Either failing shows
      // on its own screen part.
      const session = systemActor(system, 'session')
      await Promise.allSettled([
        queryClient.fetchQuery(vendorLanesQuery(input.status.info.brand.merchantCode)),
        session ? waitFor(session, (s) => !s.hasTag('loadingMember')) : Promise.resolve(),
      ])
    }),
    // Any call refused with MAINTENANCE or REGION_RESTRICTED (server/plugins/gates.ts) closes the site.
    listenForSiteClosed: fromCallback<BootEvent>(({ sendBack }) => {
      configureClient({
        // The client decoded the failure with the contract: a region refusal carries its location.
        onFailure: ({ failure }) => {
          if (failure.code === 'MAINTENANCE') sendBack({ type: 'site.closed', reason: 'maintenance' })
          if (failure.code === 'REGION_RESTRICTED') sendBack({ type: 'site.closed', reason: 'regionRestricted', location: failure.value ?? null })
        },
      })
      return () => configureClient({ onFailure: null })
    }),
    // Offline (the service worker served the cached shell): try again once the connection is back.
    waitForConnection: fromCallback<BootEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'retry.requested' })
      window.addEventListener('online', online)
      return () => window.removeEventListener('online', online)
    }),
  },
  delays: {
    statusPoll: STATUS_POLL_MS,
    statusBackoff: ({ context }) => Math.min(STATUS_BACKOFF_MAX_MS, 2000 * 2 ** Math.max(0, context.statusAttempts - 1)),
  },
})

/**
 * The root of the app's actor system with every dependency given once, here. Created once
 * when the app starts (App), never on import.
 */
export function rootLogic({ navigate, pathname, queryClient }: RootDeps) {
  return appMachine.provide({
    actors: {
      boot: bootLogic(queryClient),
      balance: balanceLogic,
      // The launch flow's code loads with the first launch.
      loadGameLaunch: fromPromise(() => loadLaunchGameLogic({ navigate })),
      freePlay: freePlayLogic({ navigate }),
      session: sessionLogic.provide({ actors: { afterLogin: afterLoginLogic(queryClient) } }),
      // The login flow's code loads with the first login form (the first screen does not need it).
      loadLogin: fromPromise(async () => (await import('@/features/login')).loginLogic({ navigate, pathname })),
      modals: modalsLogic,
      favorites: favoritesLogic(queryClient),
      vendorChoice: vendorChoiceLogic,
      memberBadges: memberBadgesLogic.provide({ delays: { pollInterval: badgePollMs } }),
    },
    actions: {
      reportLoadFailure: ({ system }) => dialogCommands(systemActor(system, 'dialog')!).open(failureDialog({ code: 'NETWORK', message: '' })),
    },
  })
}
