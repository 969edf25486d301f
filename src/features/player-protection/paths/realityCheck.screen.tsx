import { expect, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AnyMachineSnapshot } from 'xstate'
import { configureClient, type GameSessionMeterReply } from '@/shared/api'
import { i18n } from '@/shared/i18n'
import { DialogHost } from '@/shared/ui'
import { TestSystem, heldServer, type HeldServer, type ScreenModel } from '@/shared/testing'
import type { PathModel } from '@machines/testing/pathCoverage.ts'
import { realityCheckModel } from '@machines/testing/models/realityCheck.model.ts'
import type { realityCheckMachine, RealityCheckContext } from '@machines/realityCheck.machine.ts'
import { METER_POLL_MS } from '../api/calls.ts'
import { GameSessionBar } from '../ui/GameSessionBar.tsx'

/**
 * The reality check (machines/realityCheck.machine.ts) on its real screen: the bar over a game
 * (GameSessionBar), whose meter is asked again every few seconds; each reply tells the check the
 * member's interval (off, 15 or 30 minutes: the server's answer changes as the member changes
 * it elsewhere). Time passes on the fake clock; when due, the app's dialog over the game shows
 * the time played and the net result, with Continue and Stop (which leaves the game).
 */
const METER = '/wps/relay/MCS2_getGameSessionMeter'

type Machine = typeof realityCheckMachine

interface CheckRun {
  readonly server: HeldServer
  readonly leave: ReturnType<typeof vi.fn>
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
const minutesOf = (s: AnyMachineSnapshot) => (s.context as RealityCheckContext).minutes

const meter = (realityCheckMinutes: 0 | 15 | 30): GameSessionMeterReply => ({
  active: true, gameId: 'slot-1', startedAt: '2026-12-05T04:00:00.000Z', elapsedSeconds: 754, stakes: 10_00, wins: 4_00, net: -6_00, bets: 5, realityCheckMinutes, lastRefusal: null,
})

const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms) })

/** The check's dialog over the game is not shown. */
const noCheck = () => expect(screen.queryByTestId('reality-check')).toBeNull()

const paths: PathModel<Machine> = { ...realityCheckModel }

export const realityCheckScreen: ScreenModel<Machine, CheckRun> = {
  name: 'realityCheck',
  paths,
  async start() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    configureClient({ token: () => 't0k3n' })
    const server = heldServer({ [METER]: { value: meter(0) } }, [])
    const leave = vi.fn()
    render(<TestSystem><GameSessionBar onLeave={leave} /><DialogHost /></TestSystem>)
    await screen.findByTestId('meter-time')
    return { server, leave }
  },
  stop() {
    vi.useRealTimers()
    configureClient({ token: null })
  },
  see: {
    'realityCheck.off': (run) => {
      expect(screen.getByTestId('session-meter')).toBeInTheDocument()
      noCheck()
      expect(run.leave).not.toHaveBeenCalled()
    },
    'realityCheck.counting': (run) => {
      expect(screen.getByTestId('session-meter')).toBeInTheDocument()
      noCheck()
      expect(run.leave).not.toHaveBeenCalled()
    },
    'realityCheck.due': () => {
      expect(screen.getByTestId('reality-check')).toBeInTheDocument()
      const dialog = screen.getByRole('alertdialog')
      expect(dialog).toHaveTextContent(i18n.t('protection.realityCheck.dueMessage', { time: '12:34', net: '-6.00' }))
      expect(screen.getByRole('button', { name: i18n.t('protection.realityCheck.continue') })).toBeEnabled()
      expect(screen.getByRole('button', { name: i18n.t('protection.realityCheck.stop') })).toBeEnabled()
    },
    'realityCheck.stopped': (run) => {
      noCheck()
      expect(run.leave).toHaveBeenCalledTimes(1)
    },
  },
  cause: {
    // The meter's next reply (a few seconds on) carries the member's interval.
    async 'interval.changed'({ server }, event) {
      server.answer(METER, { value: meter(event.minutes as 0 | 15 | 30) })
      const calls = server.calls(METER)
      await advance(METER_POLL_MS)
      await waitFor(() => expect(server.calls(METER)).toBeGreaterThan(calls))
      await advance(0)
    },
    // The interval passes (the meter asked again all along, with the same minutes).
    async 'xstate.after.interval.realityCheck.counting'(_run, _event, before) {
      await advance(minutesOf(before) * 60_000)
    },
    'check.continued': () => user().click(screen.getByRole('button', { name: i18n.t('protection.realityCheck.continue') })),
    'check.stopped': () => user().click(screen.getByRole('button', { name: i18n.t('protection.realityCheck.stop') })),
  },
}
