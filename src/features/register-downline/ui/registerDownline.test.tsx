import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createChallenge } from 'altcha-lib/v1'
import { configureClient } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { decryptBody, mockFetch, statusFixture, TestQueries, testQueryClient, type MockRoutes } from '@/shared/testing'
import { rememberSystemInfo } from '@/entities/system'
import { RegisterDownlineForm } from '../index.ts'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the agent centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
// Signed in as an agent; the payload key encrypts what the form sends.
beforeEach(() => {
  rememberSystemInfo(statusFixture())
  configureClient({ token: () => 't0k3n' })
})
afterEach(() => {
  configureClient({ token: null })
  vi.unstubAllGlobals()
})

/** A list the centre shows (its team), read before the registration. */
const TEAM = ['member', 'team']

/** The form as the centre places it, with the bot check it solves before it sends answered at once. */
async function open(routes: MockRoutes) {
  mockFetch({ '/wps/altcha/challenge': async () => ({ value: await createChallenge({ hmacKey: 'k', maxnumber: 20, number: 4 }) }), ...routes })
  const registered = vi.fn()
  render(<RegisterDownlineForm changes={[TEAM]} onRegistered={registered} />, { wrapper: TestQueries })
  testQueryClient().setQueryData(TEAM, { list: [] })
  return { form: await screen.findByTestId('register-downline-form'), registered }
}

describe('registering a downline', () => {
  it('checks the form first, then shows the server\'s refusal under its field; the centre is told once it is done', async () => {
    const sent: unknown[] = []
    const { form, registered } = await open({
      '/wps/agent/register': (_url, init) => {
        sent.push(init?.body)
        return sent.length === 1 ? { fail: { code: 'ACCOUNT_EXISTS', message: 'taken' } } : { value: { account: 'team09', type: 2 } }
      },
    })
    await userEvent.type(within(form).getByTestId('register-downline-account'), 'x')
    await userEvent.click(within(form).getByTestId('register-downline-submit'))
    expect(await within(form).findByTestId('register-downline-account-error')).toHaveTextContent('4 to 16')
    expect(sent).toEqual([])
    await userEvent.clear(within(form).getByTestId('register-downline-account'))
    await userEvent.type(within(form).getByTestId('register-downline-account'), 'team09')
    await userEvent.type(within(form).getByTestId('register-downline-password'), 'Downline2026')
    await userEvent.type(within(form).getByTestId('register-downline-confirm'), 'Downline2026')
    await userEvent.click(within(form).getByTestId('register-downline-kind-agent'))
    await userEvent.click(within(form).getByTestId('register-downline-submit'))
    expect(await within(form).findByTestId('register-downline-account-error')).toHaveTextContent('already registered')
    expect(registered).not.toHaveBeenCalled()
    await userEvent.click(within(form).getByTestId('register-downline-submit'))
    expect(await screen.findByTestId('register-downline-done')).toHaveTextContent('Sub-agent team09')
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(registered).toHaveBeenCalledTimes(1)
    // The centre's team list reads again.
    expect(testQueryClient().getQueryState(TEAM)?.isInvalidated).toBe(true)
  })

  it('with a contract offer: rates above the agent\'s own are refused before sending, then the offer goes with the account', async () => {
    const sent: Record<string, unknown>[] = []
    const own = { id: 3, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 100 }], status: 'active', upline: null, downline: { id: 1, account: 'agent01' },
      startsAt: 0, offeredAt: 0, decidedAt: 0, endedAt: null, endReason: null, terminateLower: false }
    const { form } = await open({
      '/wps/member/info/funds/consolidated': { value: { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 2, isAgent: true,
        salary: [{ kind: 'realtime_salary', contract: own, offer: null, lastPayment: null, today: 0, periodMs: 300_000 }] } },
      '/wps/agent/register': (_url, init) => {
        sent.push(decryptBody(init?.body))
        return { value: { account: 'team10', type: 2, contractId: 44 } }
      },
    })
    await userEvent.type(within(form).getByTestId('register-downline-account'), 'team10')
    await userEvent.type(within(form).getByTestId('register-downline-password'), 'Downline2026')
    await userEvent.type(within(form).getByTestId('register-downline-confirm'), 'Downline2026')
    await userEvent.click(within(form).getByTestId('register-downline-kind-agent'))
    await userEvent.click(await within(form).findByTestId('register-offer-on'))
    const offer = within(form).getByTestId('register-offer')
    expect(within(within(offer).getByTestId('register-offer-ceiling')).getByText('1.00%')).toBeInTheDocument()
    const rate = within(offer).getAllByLabelText('Rate (%)').at(-1)!
    // A controlled number field: set it whole (typing after a clear starts from the 0.01 floor).
    fireEvent.change(rate, { target: { value: '1.5' } })
    await userEvent.click(within(form).getByTestId('register-downline-submit'))
    expect(await within(form).findByTestId('register-offer-error')).toHaveTextContent('above what your own contract allows')
    expect(sent).toEqual([])
    fireEvent.change(rate, { target: { value: '0.8' } })
    await userEvent.click(within(form).getByTestId('register-downline-submit'))
    expect(await screen.findByTestId('register-downline-done')).toHaveTextContent('with your contract offer waiting')
    expect(sent).toEqual([{ altcha: expect.any(String), account: 'team10', password: 'Downline2026', kind: 'agent', contract: { kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 80 }] } }])
  })
})
