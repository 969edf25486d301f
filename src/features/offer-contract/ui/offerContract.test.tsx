import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ContractTerms } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { contractFixture, mockFetch, TestQueries } from '@/shared/testing'
import { ContractCard, OfferForm } from '../index.ts'

beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the agent centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member', 'agent')
})
beforeEach(() => sessionStorage.setItem('token', 't0k3n'))
afterEach(() => {
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

const contract = contractFixture
const bodies = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).map(([, init]) => JSON.parse(String(init?.body)))

/** The terms as the contract page holds them: agent02 (id 2) chosen, one tier at 0.10 %. */
const terms: ContractTerms = { downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }] }

/** The offer form with its terms held as the page holds them; `onChanged` is the page's refresh. */
function Form({ onChanged = () => {} }: { onChanged?: () => void }) {
  const [drafted, setDrafted] = useState(terms)
  return <OfferForm terms={drafted} onTermsChange={setDrafted} onChanged={onChanged} onAgain={() => {}} />
}

describe('a contract\'s card', () => {
  // Issue 38, item 9: in TY a contract from the house read "mula kay ang site" ("kay" is for a person).
  it('says in TY that the agent\'s own contract comes from the site, in words that fit the site', async () => {
    await initI18n('ty')
    await loadTexts('member', 'agent')
    try {
      render(<ContractCard contract={contract(3, 'active', null, 'agent01', 100)} role="downline" onChanged={() => {}} />, { wrapper: TestQueries })
      const card = await screen.findByTestId('contract-3')
      expect(card).toHaveTextContent('mula sa site')
      expect(card).not.toHaveTextContent(/kay ang/)
    } finally {
      await initI18n('en')
    }
  })

  it('the downline accepts an offer awaiting it, and the page is told to read its contracts again', async () => {
    const fetch = mockFetch({ '/wps/relay/MCS2_contractAccept': { value: contract(7, 'active', 'agent01', 'agent02') } })
    const changed = vi.fn()
    render(<ContractCard contract={contract(7, 'offered', 'agent01', 'agent02')} role="downline" onChanged={changed} />, { wrapper: TestQueries })
    const card = await screen.findByTestId('contract-7')
    await userEvent.click(within(card).getByTestId('contract-accept'))
    expect(await within(card).findByText('Active')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractAccept')).toEqual([{ contractId: 7 }])
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('accepting an offer below a contract the downline gave since asks it first, lists what ends, and accepts once it agrees', async () => {
    const fetch = mockFetch({
      '/wps/relay/MCS2_contractAccept': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { terminateLower?: boolean }
        if (!body.terminateLower) return { fail: { code: 'CONFIRM_REQUIRED', message: 'Accepting ends contracts you gave above these rates.', value: { wouldEnd: [contract(9, 'active', 'agent02', 'agent05', 11)] } }, status: 409 }
        return { value: contract(7, 'active', 'agent01', 'agent02', 10) }
      },
    })
    render(<ContractCard contract={contract(7, 'offered', 'agent01', 'agent02', 10)} role="downline" onChanged={() => {}} />, { wrapper: TestQueries })
    const card = await screen.findByTestId('contract-7')
    await userEvent.click(within(card).getByTestId('contract-accept'))
    const confirm = await within(card).findByTestId('accept-confirm-lower')
    expect(confirm).toHaveTextContent('Accepting ends your own contracts above these rates')
    expect(confirm).toHaveTextContent('agent02')
    expect(confirm).toHaveTextContent('agent05')
    await userEvent.click(within(confirm).getByTestId('accept-confirm-lower-yes'))
    expect(await within(card).findByText('Active')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractAccept')).toEqual([{ contractId: 7 }, { contractId: 7, terminateLower: true }])
  })
})

describe('the offer form', () => {
  it('the upline sees the preview of an offer (what it replaces) and sends it only from there', async () => {
    const fetch = mockFetch({
      '/wps/relay/MCS2_contractPreview': { value: { ceiling: contract(3, 'active', null, 'agent01', 100), withinCeiling: true, wouldEnd: [], replaces: contract(8, 'active', 'agent01', 'agent02', 20) } },
      '/wps/relay/MCS2_contractOffer': { value: contract(11, 'offered', 'agent01', 'agent02', 10) },
    })
    const changed = vi.fn()
    render(<Form onChanged={changed} />, { wrapper: TestQueries })
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
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('the upline sees which contracts a lower offer would end and sends it only once it agrees', async () => {
    const fetch = mockFetch({
      '/wps/relay/MCS2_contractPreview': { value: { ceiling: null, withinCeiling: true, wouldEnd: [contract(9, 'active', 'agent02', 'agent05', 40)], replaces: null } },
      '/wps/relay/MCS2_contractOffer': { value: contract(11, 'offered', 'agent01', 'agent02', 10) },
    })
    render(<Form />, { wrapper: TestQueries })
    await userEvent.click(screen.getByTestId('offer-submit'))
    const confirm = await screen.findByTestId('offer-confirm-lower')
    expect(within(confirm).getByText('agent02 to agent05')).toBeTruthy()
    expect(bodies(fetch, 'MCS2_contractOffer')).toEqual([])
    await userEvent.click(within(confirm).getByTestId('offer-confirm-lower-yes'))
    await screen.findByTestId('offer-sent')
    expect(bodies(fetch, 'MCS2_contractOffer')).toEqual([{ downlineId: 2, kind: 'realtime_salary', period: 'realtime', tiers: [{ minActive: 0, minAmount: 0, rateBp: 10 }], terminateLower: true }])
  })
})
