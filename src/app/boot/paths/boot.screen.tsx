import { useState } from 'react'
import { expect, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { fromPromise, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import { STATUS_POLL_MS } from '@/shared/config'
import { ActorSystemProvider, createQueryClient } from '@/shared/lib'
import { failureText, i18n, initI18n } from '@/shared/i18n'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { gameVendorFixture, heldServer, helpCenterFixture, noticesFixture, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { bootModel, bootServerError } from '@machines/testing/models/boot.model.ts'
import type { bootMachine, BootContext } from '@machines/boot.machine.ts'
import { BootGate } from '../BootGate.tsx'
import { bootLogic, rootLogic } from '../../model/root.ts'
import { createNavigator } from '../../router/navigator.ts'

/**
 * Boot (machines/boot.machine.ts) on the real app: the root system with its real status call,
 * first-screen preparation and site-closed listener, under the app's BootGate. The status call
 * and the vendor list (what `prepare` waits for) wait for the path's step, and so does the
 * locale file (its read is held as a server's answer is: the files are bundled modules here,
 * so its arrival or its failure offline is the step's). Time passes on the fake clock: the
 * back-offs, and the closed site's poll. The player sees the splash, then loading, then the
 * app, maintenance (status 1), Access Denied (status 2) or the retry screen; the browser
 * coming back online, or Retry, asks again; a call refused for maintenance or the region while
 * the app prepares (the vendor list) or runs (the header's Free trial) closes the site.
 */
const STATUS = '/wps/system/status'
const VENDORS = '/wps/relay/GCSGAME_gameVendor'
const FREE_PLAY = '/wps/session/login/freeplay'
const SERVER_ENGLISH = 'Server English'
const LOCATION = { ip: '203.0.113.9', country: 'SG' }

type Machine = typeof bootMachine

/** The locale file's read, held until the path's step answers it. */
interface HeldLocale {
  readonly waiting: Array<{ resolve: () => void; reject: (e: Error) => void }>
}

interface BootRun {
  readonly server: HeldServer
  readonly locale: HeldLocale
  root: AnyActorRef | null
}

const ctx = (s: AnyMachineSnapshot) => s.context as BootContext
const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms) })
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
const serverError = { code: 'INTERNAL', message: SERVER_ENGLISH }

async function answerLocale(locale: HeldLocale, how: 'resolve' | 'reject') {
  await waitFor(() => expect(locale.waiting.length, 'the app reads its locale file').toBeGreaterThan(0))
  const next = locale.waiting.shift()!
  await act(async () => {
    if (how === 'resolve') next.resolve()
    else next.reject(new Error('offline'))
  })
}

/** The app as App renders it, with the locale read held and the boot's root kept for the run. */
function BootedApp({ run }: { run: BootRun }) {
  const [navigator] = useState(createNavigator)
  const [queryClient] = useState(createQueryClient)
  const [logic] = useState(() => rootLogic({ navigate: navigator.navigate, pathname: navigator.pathname, queryClient }).provide({
    actors: {
      boot: bootLogic(queryClient).provide({
        actors: {
          loadLocale: fromPromise(async () => {
            await new Promise<void>((resolve, reject) => run.locale.waiting.push({ resolve, reject }))
            await initI18n()
          }),
        },
      }),
    },
  }))
  const root = useActorRef(logic, { input: { url: 'tala.test', playing: null, session: null } })
  run.root = root
  return (
    <QueryClientProvider client={queryClient}>
      <ActorSystemProvider root={root}>
        <BootGate navigator={navigator} />
        <LoaderHost />
        <DialogHost />
      </ActorSystemProvider>
    </QueryClientProvider>
  )
}

/** The model's server failure, as the server sends one. */
const paths: PathModel<Machine> = {
  ...bootModel,
  events: bootModel.events.map((e) => (e.type === 'xstate.error.actor.loadStatus' && (e.error as { code: string }).code === bootServerError.code ? { ...e, error: serverError } : e)),
}

const noStatusScreen = () => {
  for (const id of ['maintenance-page', 'access-denied-page', 'boot-failed']) expect(screen.queryByTestId(id)).toBeNull()
}
const loading = () => {
  expect(screen.getByTestId('loading-screen')).toHaveTextContent(i18n.t('common.loading'))
  expect(screen.queryByTestId('boot-splash')).toBeNull()
  noStatusScreen()
}
const splash = () => {
  expect(screen.getByTestId('boot-splash')).toBeInTheDocument()
  noStatusScreen()
}

export const bootScreen: ScreenModel<Machine, BootRun> = {
  name: 'boot',
  paths,
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    window.history.replaceState(null, '', '/')
    const server = heldServer({
      '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
      '/wps/system/helpCenter': { value: helpCenterFixture() },
    }, [STATUS, VENDORS])
    const run: BootRun = { server, locale: { waiting: [] }, root: null }
    render(<BootedApp run={run} />)
    await screen.findByTestId('boot-splash')
    return run
  },
  actual: (run) => (run.root?.system.get('boot')?.getSnapshot() as AnyMachineSnapshot | undefined) ?? null,
  stop() {
    vi.useRealTimers()
    sessionStorage.clear()
    window.history.replaceState(null, '', '/')
  },
  see: {
    'boot.starting.locale.loading': splash,
    'boot.starting.locale.retry': splash,
    // The texts are in: loading, in words, while the status is still asked.
    'boot.starting.locale.ready': loading,
    'boot.starting.status.loading': ({ server }) => expect(server.calls(STATUS)).toBeGreaterThan(0),
    'boot.loading': loading,
    'boot.preparing': ({ server }) => {
      loading()
      expect(server.calls(VENDORS)).toBeGreaterThan(0)
    },
    'boot.app': () => {
      expect(screen.getByRole('banner')).toBeInTheDocument()
      expect(screen.queryByTestId('loading-screen')).toBeNull()
      expect(screen.queryByTestId('boot-splash')).toBeNull()
      noStatusScreen()
    },
    'boot.maintenance': () => {
      const page = screen.getByTestId('maintenance-page')
      expect(page).toHaveTextContent(i18n.t('maintenance.title'))
      expect(screen.getByTestId('contact-us')).toHaveTextContent(i18n.t('maintenance.contact'))
      expect(screen.queryByRole('banner')).toBeNull()
    },
    'boot.denied': (_run, s) => {
      expect(screen.getByTestId('access-denied-page')).toHaveTextContent(i18n.t('denied.title'))
      expect(screen.getByTestId('denied-ip')).toHaveTextContent(ctx(s).status!.location.ip)
      expect(screen.getByTestId('denied-country')).toHaveTextContent(ctx(s).status!.location.country)
      expect(screen.queryByRole('banner')).toBeNull()
    },
    // The closed screen stays while the status is asked again.
    'boot.maintenance.checking': ({ server }) => expect(server.calls(STATUS)).toBeGreaterThan(1),
    'boot.denied.checking': ({ server }) => expect(server.calls(STATUS)).toBeGreaterThan(1),
    'boot.failed': (_run, s) => {
      const failed = screen.getByTestId('boot-failed')
      if (ctx(s).failure?.code === 'NETWORK') expect(failed).toHaveTextContent(i18n.t('errors.network'))
      else {
        expect(failed).toHaveTextContent(i18n.t('errors.unknown'))
        expect(failed).toHaveTextContent(failureText(serverError))
        expect(failed).not.toHaveTextContent(SERVER_ENGLISH)
      }
      expect(screen.getByRole('button', { name: i18n.t('common.retry') })).toBeEnabled()
    },
  },
  cause: {
    'xstate.done.actor.loadLocale': ({ locale }) => answerLocale(locale, 'resolve'),
    'xstate.error.actor.loadLocale': ({ locale }) => answerLocale(locale, 'reject'),
    'xstate.after.localeBackoff.boot.starting.locale.retry': (_run, _e, before) => advance(Math.min(10_000, 1000 * 2 ** Math.max(0, ctx(before).localeAttempts - 1))),
    'xstate.done.actor.loadStatus': ({ server }, event) => server.reply(STATUS, { value: event.output }),
    'xstate.error.actor.loadStatus': ({ server }, event) =>
      server.reply(STATUS, (event.error as { code: string }).code === 'NETWORK' ? { networkError: true } : { fail: serverError, status: 500 }),
    'xstate.after.statusBackoff.boot.failed': (_run, _e, before) => advance(2000 * 2 ** Math.max(0, ctx(before).statusAttempts - 1)),
    'xstate.after.statusBackoff.boot.maintenance.retrying': (_run, _e, before) => advance(2000 * 2 ** Math.max(0, ctx(before).statusAttempts - 1)),
    'xstate.after.statusBackoff.boot.denied.retrying': (_run, _e, before) => advance(2000 * 2 ** Math.max(0, ctx(before).statusAttempts - 1)),
    'xstate.after.statusPoll.boot.maintenance.waiting': () => advance(STATUS_POLL_MS),
    'xstate.after.statusPoll.boot.denied.waiting': () => advance(STATUS_POLL_MS),
    'xstate.done.actor.prepare': ({ server }) => server.reply(VENDORS, { value: gameVendorFixture() }),
    async 'retry.requested'(_run, _e, before) {
      // The retry screen's button; on a closed site, the browser back online.
      if (before.matches('failed')) await user().click(screen.getByRole('button', { name: i18n.t('common.retry') }))
      else act(() => void window.dispatchEvent(new Event('online')))
    },
    async 'site.closed'({ server }, event: AnyEventObject, before) {
      const refusal = event.reason === 'maintenance'
        ? { fail: { code: 'MAINTENANCE', message: SERVER_ENGLISH }, status: 503 }
        : { fail: { code: 'REGION_RESTRICTED', message: SERVER_ENGLISH, value: LOCATION }, status: 403 }
      // While preparing: the vendor list it waits for is refused.
      if (before.matches('preparing')) return server.reply(VENDORS, refusal)
      // In the app: the player presses Free trial, and the server refuses the call.
      const calls = server.calls(FREE_PLAY)
      server.answer(FREE_PLAY, refusal)
      await user().click(screen.getByTestId('header-free-trial'))
      await waitFor(() => expect(server.calls(FREE_PLAY)).toBeGreaterThan(calls))
    },
  },
}
