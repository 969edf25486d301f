import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type GameSessionMeterReply } from '@/shared/api'
import { changeLanguage, initI18n, loadTexts } from '@/shared/i18n'
import { DialogHost } from '@/shared/ui'
import { TestSystem, mockFetch, type MockRoutes } from '@/shared/testing'
import { GameSessionBar } from './GameSessionBar.tsx'

// The bar over a game: the session's figures from the server's meter, the one-tap break that
// ends the game, and the reality check over the game at the member's interval.
beforeAll(async () => {
  await initI18n('en')
  await loadTexts('protection')
})
beforeEach(() => {
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  configureClient({ token: null })
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const meter = (over: Partial<GameSessionMeterReply> = {}): GameSessionMeterReply => ({
  active: true, gameId: 'slot-1', startedAt: '2026-12-05T04:00:00.000Z', elapsedSeconds: 754, stakes: 10_00, wins: 4_00, net: -6_00, bets: 5, realityCheckMinutes: 0, lastRefusal: null, ...over,
})
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).includes(path)).map(([, init]) => JSON.parse(String((init as RequestInit).body)))

const renderBar = (routes: MockRoutes) => {
  const fetch = mockFetch(routes)
  const leave = vi.fn()
  render(<TestSystem><GameSessionBar onLeave={leave} /><DialogHost /></TestSystem>)
  return { fetch, leave }
}

describe('the session meter over a game', () => {
  it('shows the time played, stakes, wins and net result from the meter', async () => {
    renderBar({ '/wps/relay/MCS2_getGameSessionMeter': { value: meter() } })
    expect(await screen.findByTestId('meter-time')).toHaveTextContent('12:34')
    expect(screen.getByTestId('meter-stakes')).toHaveTextContent('10.00')
    expect(screen.getByTestId('meter-wins')).toHaveTextContent('4.00')
    expect(screen.getByTestId('meter-net')).toHaveTextContent('-6.00')
    expect(screen.getByTestId('meter-net')).toHaveClass('is-loss')
  })

  it('says nothing of a refusal while the wallet refused none', async () => {
    renderBar({ '/wps/relay/MCS2_getGameSessionMeter': { value: meter() } })
    await screen.findByTestId('meter-time')
    expect(screen.queryByTestId('meter-refusal')).toBeNull()
  })

  it('shows the bet the wallet refused for a limit, with why and when (GMT+8), in the member’s language', async () => {
    const refused = meter({ lastRefusal: { code: 'LOSS_LIMIT_REACHED', at: '2026-12-05T04:12:09.000Z' } })
    renderBar({ '/wps/relay/MCS2_getGameSessionMeter': { value: refused } })
    const line = await screen.findByTestId('meter-refusal')
    expect(line).toHaveAttribute('data-code', 'LOSS_LIMIT_REACHED')
    expect(line).toHaveTextContent('Bet refused at 12:12:09: This bet would go over your loss limit.')
    await act(async () => { await changeLanguage('vi') })
    await waitFor(() => expect(screen.getByTestId('meter-refusal')).toHaveTextContent('Cược bị từ chối lúc 12:12:09:'))
    expect(screen.getByTestId('meter-refusal')).not.toHaveTextContent('loss limit')
    await act(async () => { await changeLanguage('en') })
  })

  it('asks again every few seconds while shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let elapsed = 10
    renderBar({ '/wps/relay/MCS2_getGameSessionMeter': () => ({ value: meter({ elapsedSeconds: elapsed }) }) })
    expect(await screen.findByTestId('meter-time')).toHaveTextContent('0:10')
    elapsed = 17
    await act(async () => { await vi.advanceTimersByTimeAsync(7_000) })
    await waitFor(() => expect(screen.getByTestId('meter-time')).toHaveTextContent('0:17'))
  })

  it('takes a 15-minute break after a confirmation: the game ends and the break shows with its end', async () => {
    const { fetch, leave } = renderBar({
      '/wps/relay/MCS2_getGameSessionMeter': { value: meter() },
      '/wps/relay/MCS2_takeBreak': { value: { block: { kind: 'break', startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-05T04:15:00.000Z' } } },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('meter-take-break'))
    await screen.findByTestId('meter-break-confirm')
    expect(screen.getByRole('alertdialog')).toHaveTextContent('The game closes now and for 15 minutes you cannot play')
    expect(bodyOf(fetch, 'MCS2_takeBreak')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Start my break' }))
    await screen.findByTestId('break-started')
    expect(bodyOf(fetch, 'MCS2_takeBreak')).toEqual([{ duration: '15m' }])
    expect(leave).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You are on a break until 2026-12-05 12:15.')
  })
})

describe('the reality check over a game', () => {
  it('is due after the member’s interval: time and net shown, Continue starts it again, Stop leaves the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { leave } = renderBar({ '/wps/relay/MCS2_getGameSessionMeter': { value: meter({ realityCheckMinutes: 15 }) } })
    await screen.findByTestId('meter-time')
    await act(async () => { await vi.advanceTimersByTimeAsync(14 * 60_000) })
    expect(screen.queryByTestId('reality-check')).toBeNull()
    await act(async () => { await vi.advanceTimersByTimeAsync(60_000) })
    await screen.findByTestId('reality-check')
    expect(screen.getByRole('alertdialog')).toHaveTextContent('You have been playing for 12:34. Your net result this session: -6.00.')
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click())
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull())
    await act(async () => { await vi.advanceTimersByTimeAsync(15 * 60_000) })
    await screen.findByTestId('reality-check')
    expect(leave).not.toHaveBeenCalled()
    await act(async () => screen.getByRole('button', { name: 'Stop playing' }).click())
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('stays off when the member has none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderBar({ '/wps/relay/MCS2_getGameSessionMeter': { value: meter({ realityCheckMinutes: 0 }) } })
    await screen.findByTestId('meter-time')
    await act(async () => { await vi.advanceTimersByTimeAsync(61 * 60_000) })
    expect(screen.queryByTestId('reality-check')).toBeNull()
  })
})
