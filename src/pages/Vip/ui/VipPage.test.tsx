import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { configureClient, type VipLevel } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, testModals, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { VipPage } from './VipPage.tsx'

beforeAll(async () => {
  await initI18n('en')
  await loadTexts('points')
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const level = (n: number, over: Partial<VipLevel> = {}): VipLevel => ({
  level: n, label: `VIP${n}`, club: n >= 3 ? 'Gold club' : 'Club', requiredBet: n * 1_000_000, rebateBp: 30 + n * 10,
  withdrawDailyCount: 3 + n, withdrawDailyMax: (n + 1) * 5_000_000, pointMultiplierPct: 100 + n * 10, birthdayBonus: n * 10_000, ...over,
})
const levels = [level(0, { birthdayBonus: 0 }), level(1), level(2), level(3)]

function renderVip() {
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { session: sessionLogic } })
  return render(
    <MemoryRouter initialEntries={['/vip']}>
      <TestSystem logic={logic} input={{ session: readStoredSession() }}>
        <SystemProvider status={status} imageCdn="/img">
          <VipPage />
        </SystemProvider>
      </TestSystem>
    </MemoryRouter>,
  )
}

describe('VIP page', () => {
  it('shows a visitor the public level table and a login button', async () => {
    const fetch = mockFetch({ '/wps/relay/MCS2_getVipLevels': { value: { levels, periodDays: 30 } } })
    renderVip()
    const table = await screen.findByTestId('vip-level-table')
    const rows = within(table).getAllByTestId('vip-level-table-row')
    expect(rows).toHaveLength(4)
    // VIP2: 20,000.00 in 30 days, 0.5% rebate, 5 withdrawals up to 150,000.00, ×1.2 points, 200.00 on the birthday.
    expect(rows[2]).toHaveTextContent('VIP2')
    expect(rows[2]).toHaveTextContent('20,000.00')
    expect(rows[2]).toHaveTextContent('0.5%')
    expect(rows[2]).toHaveTextContent('5 times, up to 150,000.00')
    expect(rows[2]).toHaveTextContent('×1.2')
    expect(rows[2]).toHaveTextContent('200.00')
    expect(within(table).getByRole('columnheader', { name: 'Valid bets in 30 days' })).toBeInTheDocument()
    expect(fetch.mock.calls.some(([url]) => String(url).includes('MCS2_getVipInfo'))).toBe(false)
    await userEvent.click(screen.getByTestId('vip-login'))
    await waitFor(() => expect(testModals().names()).toContain('login'))
  })

  it('shows a member their level, the progress bar to the next and what is left to bet', async () => {
    signInClient()
    mockFetch({
      '/wps/relay/MCS2_getVipLevels': { value: { levels, periodDays: 30 } },
      '/wps/relay/MCS2_getVipInfo': { value: { level: levels[1], next: levels[2], periodDays: 30, validBet: 1_500_000, remaining: 500_000, percent: 75, levels } },
    })
    renderVip()
    expect(await screen.findByTestId('vip-level')).toHaveTextContent('VIP1')
    expect(screen.getByTestId('vip-valid-bet')).toHaveTextContent('Valid bets in the last 30 days: 15,000.00')
    const bar = screen.getByRole('progressbar', { name: 'Progress to VIP2' })
    expect(bar).toHaveAttribute('aria-valuenow', '75')
    expect(screen.getByTestId('vip-remaining')).toHaveTextContent('Bet 5,000.00 more to reach VIP2.')
    const rows = await screen.findAllByTestId('vip-level-table-row')
    await waitFor(() => expect(rows[1]).toHaveTextContent('You'))
    expect(rows[2]).not.toHaveTextContent('You')
  })

  it('says when the member is at the top level', async () => {
    sessionStorage.setItem('token', 't0k3n')
    sessionStorage.setItem('account', 'juan')
    configureClient({ token: () => 't0k3n' })
    mockFetch({
      '/wps/relay/MCS2_getVipLevels': { value: { levels, periodDays: 30 } },
      '/wps/relay/MCS2_getVipInfo': { value: { level: levels[3], next: null, periodDays: 30, validBet: 9_000_000, remaining: 0, percent: 100, levels } },
    })
    renderVip()
    expect(await screen.findByTestId('vip-top')).toHaveTextContent('You are at the top level.')
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
