import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClient, type AgentCentreReply, type TeamOverviewReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, mockFetch, statusFixture, testModals, type MockRoutes, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { AgentCentreModal } from './AgentCentreModal.tsx'

// uPlot needs a canvas and matchMedia, which jsdom lacks: the chart is checked in Chromium (e2e).
vi.mock('../screens/agentTeamOverview/TeamChart.tsx', () => ({ TeamChart: () => <div data-testid="overview-chart" /> }))

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  sessionStorage.setItem('account', 'agent01')
  sessionStorage.setItem('isAgent', '1')
  sessionStorage.setItem('token', 't0k3n')
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const centre = (switches: AgentCentreReply['switches']): AgentCentreReply => ({
  account: 'agent01', type: 1, directCount: 2, teamSize: 5, switches, showBalance: true,
  transfer: { minAmount: 100, maxAmount: 5_000_000, dailyLimit: 20_000_000, usedToday: 0, paymentPasswordSet: true },
})
const overview: TeamOverviewReply = {
  teamSize: 5, newMembers: 1, activeMembers: 3, deposits: 1_234_500, withdrawals: 50_000, validBets: 98_765, profit: -4_321,
  days: [{ date: '2026-03-01', newMembers: 1, activeMembers: 3, deposits: 1_234_500, withdrawals: 50_000, validBets: 98_765, profit: -4_321 }],
}

async function open(routes: MockRoutes, page?: string) {
  const fetch = mockFetch(routes)
  const status = statusFixture()
  rememberSystemInfo(status)
  render(
    <TestSystem logic={bootedApp(status).provide({ actors: { session: sessionLogic } })} input={{ session: readStoredSession() }}>
      <SystemProvider status={status} imageCdn="/img">
        <AgentCentreModal />
      </SystemProvider>
    </TestSystem>,
  )
  act(() => testModals().request('agentCentre', 'realAccount', { loggedIn: true, trial: false }, page))
  return { panel: await screen.findByTestId('agent-centre'), fetch }
}

describe('the agent centre', () => {
  it('is titled Agent, shows once its data is loaded, on team overview, with the salary items the switches allow', async () => {
    let answer!: (v: { value: unknown }) => void
    const { panel } = await open({
      '/wps/agent/centre': () => new Promise((r) => { answer = r }),
      '/wps/agent/team/overview': { value: overview },
    })
    expect(within(panel).getByRole('heading', { name: 'Agent' })).toBeInTheDocument()
    expect(within(panel).getByTestId('list-loading')).toBeInTheDocument()
    expect(within(panel).queryByTestId('agent-centre-agentTeamOverview')).toBeNull()
    act(() => answer({ value: centre({ enableCt: true, salary: false, hourSalary: true }) }))
    await within(panel).findByTestId('agent-centre-ready')
    const items = within(panel).getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('agent-centre-') && b.dataset.testid !== 'agent-centre-drawer')
    expect(items.map((b) => b.dataset.testid)).toEqual([
      'agent-centre-announcement', 'agent-centre-agentTeamOverview', 'agent-centre-registerAccount', 'agent-centre-teamManagement', 'agent-centre-teamBetting',
      'agent-centre-userProfitLoss', 'agent-centre-myIncome', 'agent-centre-transactionDetails', 'agent-centre-dividend', 'agent-centre-hourlySalary',
      'agent-centre-realtimeSalary',
    ])
    expect(within(panel).getByTestId('agent-centre-agentTeamOverview')).toHaveAttribute('aria-current', 'page')
    const totals = await within(panel).findByTestId('overview-totals')
    expect(within(totals).getByTestId('overview-totals-deposits')).toHaveTextContent('12,345.00')
    expect(within(totals).getByTestId('overview-totals-profit')).toHaveTextContent('-43.21')
  })

  it('offers a retry when its data does not load, and a page off by its switch opens the default', async () => {
    let fail = true
    const { panel } = await open({
      '/wps/agent/centre': () => (fail ? { fail: { code: 'FORBIDDEN', message: 'no' }, status: 403 } : { value: centre({ enableCt: false, salary: false, hourSalary: false }) }),
      '/wps/agent/team/overview': { value: overview },
    }, 'dailySalary')
    const retry = await within(panel).findByRole('button', { name: /try again|retry/i })
    fail = false
    await userEvent.click(retry)
    await within(panel).findByTestId('agent-centre-ready')
    expect(within(panel).queryByTestId('agent-centre-dailySalary')).toBeNull()
    expect(within(panel).getByTestId('agent-centre-page-agentTeamOverview')).toBeInTheDocument()
  })

  // Issue 38, item 9: a movement with no other account named its wallet by its raw code ("MAIN").
  it('names the wallet of a movement in transaction details, not its code', async () => {
    const moves = [
      { id: 'm1', time: Date.UTC(2026, 2, 1, 4), kind: 'adjustment', amount: 5_000, balanceAfter: 105_000, wallet: 'MAIN', detail: {} },
      { id: 'm2', time: Date.UTC(2026, 2, 1, 5), kind: 'agent_transfer', amount: -1_234, balanceAfter: 103_766, wallet: 'MAIN', detail: { toAccount: 'team01' } },
    ]
    const { panel } = await open({
      '/wps/agent/centre': { value: centre({ enableCt: true, salary: true, hourSalary: true }) },
      '/wps/agent/transactions': { value: { list: moves, total: 2, page: 1, pageSize: 10 } },
    }, 'transactionDetails')
    const rows = await within(panel).findAllByTestId('agent-moves-table-row')
    const detail = (row: HTMLElement) => row.querySelector('[data-col="detail"]')!.textContent
    expect(rows.map(detail)).toEqual(['Main wallet', 'team01'])
    expect(within(panel).getByTestId('agent-moves-table')).not.toHaveTextContent('MAIN')
  })
  // Register account's form is features/register-downline's (ui/registerDownline.test.tsx); on its page: paths/formSubmit.screen.tsx.
})
