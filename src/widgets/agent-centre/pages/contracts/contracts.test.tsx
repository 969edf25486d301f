import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Contract } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch, TestQueries } from '@/shared/testing'
import RealtimeSalaryPage from '../realtimeSalary/index.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => sessionStorage.setItem('token', 't0k3n'))
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const contract = (id: number, status: Contract['status'], up: string | null, down: string, rateBp = 50): Contract => ({
  id, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp }], status,
  upline: up === null ? null : { id: 1, account: up }, downline: { id: 2, account: down }, startsAt: 0, offeredAt: 0, decidedAt: null, endedAt: null, endReason: null, terminateLower: false,
})
const salary = (offer: Contract | null, active: Contract | null) => ({
  dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: offer ? 1 : active ? 2 : 0, isAgent: true,
  salary: [{ kind: 'realtime_salary', contract: active, offer, lastPayment: null, today: 0, periodMs: 300_000 }],
})
const member = (id: number, account: string, isAgent: boolean) => ({
  id, account, nickname: account, type: isAgent ? 2 : 0, isAgent, depth: 1, upline: 'agent01', directCount: 0, teamSize: 0, status: 'active',
  registeredAt: 0, lastLoginAt: null, balance: null,
})
/** agent01's direct downlines: one agent (id 2) and one member, whom no contract is offered to. */
const team = { list: [member(2, 'agent02', true), member(5, 'player05', false)], total: 2, page: 1, pageSize: 100, path: ['agent01'] }
const bodies = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)))

describe('contract pages', () => {
  // Issue 38, item 9: in TY a contract from the house read "mula kay ang site" ("kay" is for a person).
  it('says in TY that the agent\'s own contract comes from the site, in words that fit the site', async () => {
    await initI18n('ty')
    await loadTexts('member', 'agent')
    try {
      mockFetch({
        '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
        '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
        '/wps/agent/team/list': { value: team },
      })
      render(<RealtimeSalaryPage />, { wrapper: TestQueries })
      const card = await screen.findByTestId('contract-3')
      expect(card).toHaveTextContent('mula sa site')
      expect(card).not.toHaveTextContent(/kay ang/)
    } finally {
      await initI18n('en')
    }
  })

  it('the downline accepts an offer awaiting it', async () => {
    let accepted = false
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': () => ({ value: accepted ? salary(null, contract(7, 'active', 'agent01', 'agent02')) : salary(contract(7, 'offered', 'agent01', 'agent02'), null) }),
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/relay/MCS2_contractAccept': () => { accepted = true; return { value: contract(7, 'active', 'agent01', 'agent02') } },
      '/wps/agent/team/list': { value: { ...team, list: [] } },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    const card = await screen.findByTestId('contract-7')
    await userEvent.click(within(card).getByTestId('contract-accept'))
    expect(await within(await screen.findByTestId('contract-7')).findByText('Active')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractAccept')).toEqual([{ contractId: 7 }])
  })

  it('the upline sees its offer accepted without a reload: the page reads its contracts again while an offer waits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let answered = false
      mockFetch({
        '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
        '/wps/relay/MCS2_contractList': () => ({ value: { list: [contract(8, answered ? 'active' : 'offered', 'agent01', 'agent02')], total: 1, page: 1, pageSize: 50 } }),
        '/wps/agent/team/list': { value: team },
      })
      render(<RealtimeSalaryPage />, { wrapper: TestQueries })
      const card = await screen.findByTestId('contract-8')
      expect(within(card).getByText('Offered')).toBeTruthy()
      expect(within(card).queryByTestId('contract-terminate')).toBeNull()
      answered = true
      await vi.advanceTimersByTimeAsync(30_000)
      expect(await within(screen.getByTestId('contract-8')).findByText('Active')).toBeTruthy()
      expect(within(screen.getByTestId('contract-8')).getByTestId('contract-terminate')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('accepting an offer below a contract the downline gave since asks it first, lists what ends, and accepts once it agrees', async () => {
    let accepted = false
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': () => ({ value: accepted ? salary(null, contract(7, 'active', 'agent01', 'agent02', 10)) : salary(contract(7, 'offered', 'agent01', 'agent02', 10), null) }),
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/relay/MCS2_contractAccept': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { terminateLower?: boolean }
        if (!body.terminateLower) return { fail: { code: 'CONFIRM_REQUIRED', message: 'Accepting ends contracts you gave above these rates.', value: { wouldEnd: [contract(9, 'active', 'agent02', 'agent05', 11)] } }, status: 409 }
        accepted = true
        return { value: contract(7, 'active', 'agent01', 'agent02', 10) }
      },
      '/wps/agent/team/list': { value: { ...team, list: [] } },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    const card = await screen.findByTestId('contract-7')
    await userEvent.click(within(card).getByTestId('contract-accept'))
    const confirm = await within(card).findByTestId('accept-confirm-lower')
    expect(confirm).toHaveTextContent('Accepting ends your own contracts above these rates')
    expect(confirm).toHaveTextContent('agent02')
    expect(confirm).toHaveTextContent('agent05')
    await userEvent.click(within(confirm).getByTestId('accept-confirm-lower-yes'))
    expect(await within(await screen.findByTestId('contract-7')).findByText('Active')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractAccept')).toEqual([{ contractId: 7 }, { contractId: 7, terminateLower: true }])
  })

  it('the upline sees the preview of an offer (what it replaces) and sends it only from there', async () => {
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/agent/team/list': { value: team },
      '/wps/relay/MCS2_contractPreview': { value: { ceiling: contract(3, 'active', null, 'agent01', 100), withinCeiling: true, wouldEnd: [], replaces: contract(8, 'active', 'agent01', 'agent02', 20) } },
      '/wps/relay/MCS2_contractOffer': { value: contract(11, 'offered', 'agent01', 'agent02', 10) },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    await userEvent.selectOptions(await screen.findByTestId('offer-downline'), 'agent02')
    await userEvent.click(screen.getByTestId('offer-submit'))
    const review = await screen.findByTestId('offer-review')
    expect(review).toHaveTextContent('it replaces the contract in force between you')
    expect(review).toHaveTextContent('0.20')
    expect(bodies(fetch, 'MCS2_contractOffer')).toEqual([])
    // Back to the terms, then through the preview again and send.
    await userEvent.click(within(review).getByTestId('offer-review-back'))
    expect(screen.queryByTestId('offer-review')).toBeNull()
    await userEvent.click(screen.getByTestId('offer-submit'))
    await userEvent.click(within(await screen.findByTestId('offer-review')).getByTestId('offer-review-send'))
    await screen.findByTestId('offer-sent')
    expect(bodies(fetch, 'MCS2_contractOffer')).toHaveLength(1)
    expect(bodies(fetch, 'MCS2_contractPreview')).toHaveLength(2)
  })

  it('the upline sees which contracts a lower offer would end and sends it only once it agrees', async () => {
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/agent/team/list': { value: team },
      '/wps/relay/MCS2_contractPreview': { value: { ceiling: null, withinCeiling: true, wouldEnd: [contract(9, 'active', 'agent02', 'agent05', 40)], replaces: null } },
      '/wps/relay/MCS2_contractOffer': { value: contract(11, 'offered', 'agent01', 'agent02', 10) },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    await userEvent.selectOptions(await screen.findByTestId('offer-downline'), 'agent02')
    await userEvent.click(screen.getByTestId('offer-submit'))
    const confirm = await screen.findByTestId('offer-confirm-lower')
    expect(within(confirm).getByText('agent02 to agent05')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractOffer')).toEqual([])
    await userEvent.click(within(confirm).getByTestId('offer-confirm-lower-yes'))
    await screen.findByTestId('offer-sent')
    expect(bodies(fetch, 'MCS2_contractOffer')).toEqual([{ downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }], terminateLower: true }])
  })

  it('picks the downline from the team by account and simulates the terms beside the current contract before offering', async () => {
    const fetch = mockFetch({
      '/wps/member/info/funds/consolidated': { value: salary(null, contract(3, 'active', null, 'agent01', 100)) },
      '/wps/relay/MCS2_contractList': { value: { list: [], total: 0, page: 1, pageSize: 50 } },
      '/wps/agent/team/list': { value: team },
      '/wps/relay/MCS2_contractSimulate': {
        value: {
          current: contract(8, 'active', 'agent01', 'agent02', 20),
          list: [
            { periodStart: 1_000_000, periodEnd: 1_300_000, activeMembers: 2, validBet: 50_000, pnl: -1_000, proposedRateBp: 10, proposedAmount: 50, currentRateBp: 20, currentAmount: 100 },
            { periodStart: 1_300_000, periodEnd: 1_600_000, activeMembers: 0, validBet: 0, pnl: 0, proposedRateBp: 0, proposedAmount: 0, currentRateBp: null, currentAmount: null },
          ],
          proposedTotal: 50, currentTotal: 100,
        },
      },
    })
    render(<RealtimeSalaryPage />, { wrapper: TestQueries })
    const pick = await screen.findByTestId('offer-downline')
    expect(within(pick).queryByText('player05')).toBeNull()
    // Nothing to simulate or offer before a downline is chosen.
    expect(screen.getByTestId('offer-simulate').hasAttribute('disabled')).toBe(true)
    await userEvent.selectOptions(pick, 'agent02')
    await userEvent.selectOptions(screen.getByTestId('offer-simulate-periods'), '14')
    await userEvent.click(screen.getByTestId('offer-simulate'))
    const sim = await screen.findByTestId('offer-simulation')
    expect(within(sim).getAllByTestId('offer-simulation-row')).toHaveLength(2)
    expect(within(sim).getByTestId('offer-simulation-proposed').textContent).toBe('0.50')
    expect(within(sim).getByTestId('offer-simulation-current').textContent).toBe('1.00')
    expect(within(sim).getByText('none')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractSimulate')).toEqual([{ downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }], periods: 14 }])
  })
})
