import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type LimitView, type PlayerLimitsReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { DialogHost } from '@/shared/ui'
import { TestSystem, mockFetch, type MockRoutes } from '@/shared/testing'
import ResponsiblePlayPage from './index.tsx'

// The responsible-play page as a member uses it: limits applied at once or pending their
// cooling-off, a break behind its confirmation, and a block in force with its end.
beforeAll(async () => {
  await initI18n('en')
  await loadTexts('member', 'protection')
})
beforeEach(() => {
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  configureClient({ token: null })
  vi.unstubAllGlobals()
})

const none: LimitView = { value: null, used: null, pending: null }
const state = (over: Partial<PlayerLimitsReply> = {}, limits: Partial<PlayerLimitsReply['limits']> = {}): PlayerLimitsReply => ({
  limits: {
    depositDay: none, depositWeek: none, depositMonth: none, lossDay: none, lossWeek: none, lossMonth: none,
    wagerDay: none, wagerWeek: none, wagerMonth: none, sessionMinutes: none, ...limits,
  },
  realityCheckMinutes: 0,
  block: null,
  coolingOffHours: 24,
  ...over,
})
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls.filter(([u]) => String(u).includes(path)).map(([, init]) => JSON.parse(String((init as RequestInit).body)))

const renderPage = (routes: MockRoutes) => {
  const fetch = mockFetch(routes)
  render(<TestSystem><ResponsiblePlayPage /><DialogHost /></TestSystem>)
  return fetch
}

describe('responsible play page', () => {
  it('sets a daily loss limit, which applies at once and shows with what the day has used', async () => {
    const after = state({}, { lossDay: { value: 500_00, used: 120_00, pending: null } })
    const fetch = renderPage({
      '/wps/relay/MCS2_getPlayerLimits': { value: state() },
      '/wps/relay/MCS2_setPlayerLimit': { value: { outcome: 'applied', effectiveAt: '2026-12-05T04:00:00.000Z', state: after } },
    })
    const row = await screen.findByTestId('limit-lossDay')
    expect(within(row).getByTestId('limit-lossDay-value')).toHaveTextContent('No limit')
    const user = userEvent.setup()
    await user.click(within(row).getByTestId('limit-lossDay-edit'))
    await user.type(within(row).getByTestId('limit-lossDay-input'), '500')
    await user.click(within(row).getByTestId('limit-lossDay-save'))
    await waitFor(() => expect(within(row).getByTestId('limit-lossDay-value')).toHaveTextContent('500.00'))
    expect(bodyOf(fetch, 'MCS2_setPlayerLimit')).toEqual([{ key: 'lossDay', value: 500_00 }])
    expect(within(row).getByText('Saved. The limit applies now.')).toBeInTheDocument()
    expect(within(row).getByText('Used this period: 120.00')).toBeInTheDocument()
  })

  it('refuses an amount out of range without calling the server', async () => {
    const fetch = renderPage({ '/wps/relay/MCS2_getPlayerLimits': { value: state() } })
    const row = await screen.findByTestId('limit-sessionMinutes')
    const user = userEvent.setup()
    await user.click(within(row).getByTestId('limit-sessionMinutes-edit'))
    await user.type(within(row).getByTestId('limit-sessionMinutes-input'), '0')
    await user.click(within(row).getByTestId('limit-sessionMinutes-save'))
    expect(within(row).getByTestId('limit-sessionMinutes-input-error')).toHaveTextContent('Enter whole minutes from 1 to 1440.')
    expect(bodyOf(fetch, 'MCS2_setPlayerLimit')).toEqual([])
  })

  it('a raise waits for its cooling-off and shows when it takes effect (GMT+8)', async () => {
    const pending = { value: 2_000_00, effectiveAt: '2026-12-06T04:00:00.000Z' }
    const after = state({}, { depositWeek: { value: 1_000_00, used: 0, pending } })
    const fetch = renderPage({
      '/wps/relay/MCS2_getPlayerLimits': { value: state({}, { depositWeek: { value: 1_000_00, used: 0, pending: null } }) },
      '/wps/relay/MCS2_setPlayerLimit': { value: { outcome: 'pending', effectiveAt: pending.effectiveAt, state: after } },
    })
    const row = await screen.findByTestId('limit-depositWeek')
    const user = userEvent.setup()
    await user.click(within(row).getByTestId('limit-depositWeek-edit'))
    await user.type(within(row).getByTestId('limit-depositWeek-input'), '2000')
    await user.click(within(row).getByTestId('limit-depositWeek-save'))
    expect(await within(row).findByTestId('limit-depositWeek-pending')).toHaveTextContent('Raise to 2,000.00 takes effect on 2026-12-06 12:00')
    expect(within(row).getByTestId('limit-depositWeek-value')).toHaveTextContent('1,000.00')
    expect(within(row).getByText('Saved. It takes effect on 2026-12-06 12:00.')).toBeInTheDocument()
    expect(bodyOf(fetch, 'MCS2_setPlayerLimit')).toEqual([{ key: 'depositWeek', value: 2_000_00 }])
  })

  it('a break asks for confirmation, saying what it means, then starts and shows with its end', async () => {
    const block = { kind: 'timeout' as const, startedAt: '2026-12-05T04:00:00.000Z', until: '2026-12-12T04:00:00.000Z' }
    let blocked = false
    const fetch = renderPage({
      '/wps/relay/MCS2_getPlayerLimits': () => ({ value: state({ block: blocked ? block : null }) }),
      '/wps/relay/MCS2_takeBreak': () => {
        blocked = true
        return { value: { block } }
      },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('break-7d'))
    await screen.findByTestId('break-confirm')
    const confirm = screen.getByRole('alertdialog')
    expect(confirm).toHaveTextContent('For 7 days you can log in only to withdraw and read your records')
    expect(confirm).toHaveTextContent('cannot be ended or shortened early')
    expect(bodyOf(fetch, 'MCS2_takeBreak')).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Start my break' }))
    await waitFor(() => expect(bodyOf(fetch, 'MCS2_takeBreak')).toEqual([{ duration: '7d' }]))
    expect(await screen.findByTestId('protection-block')).toHaveTextContent('You are taking time out until 2026-12-12 12:00.')
  })

  it('self-exclusion asks for confirmation and sends confirm: true', async () => {
    const fetch = renderPage({
      '/wps/relay/MCS2_getPlayerLimits': { value: state() },
      '/wps/relay/MCS2_selfExclude': { value: { block: { kind: 'exclusion', startedAt: '2026-12-05T04:00:00.000Z', until: null } } },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('exclusion-permanent'))
    await screen.findByTestId('exclusion-confirm')
    expect(screen.getByRole('alertdialog')).toHaveTextContent('This cannot be undone')
    await user.click(screen.getByRole('button', { name: 'Exclude me' }))
    await waitFor(() => expect(bodyOf(fetch, 'MCS2_selfExclude')).toEqual([{ duration: 'permanent', confirm: true }]))
  })

  it('shows a self-exclusion in force with its end', async () => {
    renderPage({ '/wps/relay/MCS2_getPlayerLimits': { value: state({ block: { kind: 'exclusion', startedAt: '2026-06-05T04:00:00.000Z', until: '2027-06-05T04:00:00.000Z' } }) } })
    const block = await screen.findByTestId('protection-block')
    expect(block).toHaveTextContent('You have excluded yourself until 2027-06-05 12:00.')
    expect(block).toHaveTextContent('you can log in only to withdraw and read your records')
  })

  it('sets the reality check interval', async () => {
    const fetch = renderPage({
      '/wps/relay/MCS2_getPlayerLimits': { value: state() },
      '/wps/relay/MCS2_setRealityCheck': { value: state({ realityCheckMinutes: 30 }) },
    })
    const user = userEvent.setup()
    await user.click(await screen.findByTestId('reality-check-30'))
    await waitFor(() => expect(screen.getByTestId('reality-check-30')).toHaveAttribute('aria-pressed', 'true'))
    expect(bodyOf(fetch, 'MCS2_setRealityCheck')).toEqual([{ minutes: 30 }])
  })
})
