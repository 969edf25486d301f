import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { MerchantWalletReply } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { TestSystem, bootedApp, gameVendorFixture, mockFetch, statusFixture, testActor, testModals, type MockRoutes, signInClient, signOutClient } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { MemberCentreModal } from './MemberCentreModal.tsx'

beforeAll(async () => {
  await initI18n('en')
  // As the app reads it with the centre's chunk (app/layout/LazyModals.tsx): the responsible-play menu label.
  await loadTexts('protection')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  signInClient()
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const security = { account: 'juan', mobile: '', email: '', payeeName: '', authenticator: false }
const split: MerchantWalletReply = { isSingle: false, main: 1_234_567, wallets: [{ vassalage: 'PG', balance: 5000 }] }
const routes = (over: MockRoutes = {}): MockRoutes => ({
  '/wps/member/security': { value: security },
  '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
  '/wps/relay/GCS_merchantWallet': { value: split },
  '/wps/v2/wallets/balance': { value: { sumBalance: 1_239_567 } },
  ...over,
})

/** The member centre in the app's actor system, opened on `page` as the header opens it. */
async function openCentre(page: string) {
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic } })
  render(
    <TestSystem logic={logic} input={{ session: readStoredSession() }}>
      <SystemProvider status={status} imageCdn="/img">
        <MemberCentreModal />
      </SystemProvider>
    </TestSystem>,
  )
  act(() => testModals().request('memberCentre', 'realAccount', { loggedIn: true, trial: false }, page))
  return screen.findByTestId('member-centre')
}
/** The wallet page with its form, once the vendor list has named the vendors. */
async function openWallet() {
  const centre = await openCentre('transferFund')
  await within(centre).findByTestId('wallet-transfer')
  await waitFor(() => expect(within(centre).getByTestId('wallet-row-PG')).toHaveTextContent('PG Soft'))
  return centre
}
const shownPage = () => (testActor('modals').getSnapshot().context.stack as { name: string; payload?: unknown }[]).find((m) => m.name === 'memberCentre')?.payload
const countCalls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).length

describe('the member centre', () => {
  it('lists the spec\'s 13 pages and responsible play with their ids; an unknown page id opens the default, my account', async () => {
    mockFetch(routes())
    const centre = await openCentre('noSuchPage')
    const items = within(centre).getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('member-centre-') && b.dataset.testid !== 'member-centre-drawer')
    expect(items.map((b) => [b.dataset.testid, b.textContent])).toEqual([
      ['member-centre-securityCenter', 'My account'],
      ['member-centre-transferFund', 'My wallet'],
      ['member-centre-depositv2', 'Deposit'],
      ['member-centre-withdraw', 'Withdrawal'],
      ['member-centre-transferUpline', 'Transfer to upline'],
      ['member-centre-personalHistoryCopy', 'Betting record'],
      ['member-centre-transactionHistory', 'Account record'],
      ['member-centre-personalProfit', 'Personal loss'],
      ['member-centre-bonusDetails', 'Bonus details'],
      ['member-centre-rewardCenter', 'Reward centre'],
      ['member-centre-referral', 'Invite friends'],
      ['member-centre-missionLeaderboard', 'Mission activity'],
      ['member-centre-messageV2', 'Platform messages'],
      ['member-centre-responsiblePlay', 'Responsible play'],
    ])
    expect(await within(centre).findByTestId('member-centre-page-securityCenter')).toBeInTheDocument()
    expect(within(centre).getByTestId('member-centre-securityCenter')).toHaveAttribute('aria-current', 'page')
  })

  it('the menu switches the page through the modals actor; the wallet page shows every wallet in two decimals', async () => {
    mockFetch(routes())
    const centre = await openCentre('securityCenter')
    await userEvent.click(within(centre).getByTestId('member-centre-transferFund'))
    expect(shownPage()).toBe('transferFund')
    expect(within(centre).getByTestId('member-centre-transferFund')).toHaveAttribute('aria-current', 'page')
    expect(within(centre).getByTestId('member-centre-drawer')).toHaveTextContent('My wallet')
    expect(await within(centre).findByTestId('wallet-balance-MAIN')).toHaveTextContent('12,345.67')
    const row = (id: string) => within(centre).getByTestId(`wallet-row-${id}`)
    expect(row('MAIN')).toHaveTextContent('Main wallet')
    expect(row('PG')).toHaveTextContent('PG Soft50.00')
    // Every vendor of the site, those without a wallet yet at 0.
    expect(row('EVO')).toHaveTextContent('Evolution0.00')
  })
})

describe('my wallet (transferFund)', () => {
  it('checks the form before sending: one side main, an amount the source holds', async () => {
    const fetch = mockFetch(routes())
    const centre = await openWallet()
    await userEvent.type(within(centre).getByTestId('wallet-transfer-amount'), '12.345')
    await userEvent.click(within(centre).getByTestId('wallet-transfer-submit'))
    expect(within(centre).getByText('Enter an amount above 0 with at most two decimals.')).toBeInTheDocument()
    await userEvent.clear(within(centre).getByTestId('wallet-transfer-amount'))
    await userEvent.type(within(centre).getByTestId('wallet-transfer-amount'), '20000')
    await userEvent.click(within(centre).getByTestId('wallet-transfer-submit'))
    expect(within(centre).getByText('The amount is more than that wallet holds.')).toBeInTheDocument()
    expect(countCalls(fetch, 'GCS_walletTransfer')).toBe(0)
  })

  it('a transfer shows the new balances, a confirmation, and refreshes the header balance', async () => {
    const after: MerchantWalletReply = { isSingle: false, main: 1_224_567, wallets: [{ vassalage: 'PG', balance: 15_000 }] }
    const fetch = mockFetch(routes({ '/wps/relay/GCS_walletTransfer': { value: after } }))
    const centre = await openWallet()
    await userEvent.selectOptions(within(centre).getByTestId('wallet-transfer-to'), 'PG')
    await userEvent.type(within(centre).getByTestId('wallet-transfer-amount'), '100')
    const headerRefreshes = countCalls(fetch, '/wps/v2/wallets/balance')
    await userEvent.click(within(centre).getByTestId('wallet-transfer-submit'))
    expect(await within(centre).findByTestId('wallet-transfer-done')).toHaveTextContent('100.00 moved from Main wallet to PG Soft.')
    expect(within(centre).getByTestId('wallet-balance-PG')).toHaveTextContent('150.00')
    const sent = JSON.parse(String(fetch.mock.calls.find(([url]) => String(url).includes('GCS_walletTransfer'))![1]!.body))
    expect(sent).toMatchObject({ from: 'MAIN', to: 'PG', amount: 10_000 })
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    await waitFor(() => expect(countCalls(fetch, '/wps/v2/wallets/balance')).toBe(headerRefreshes + 1))
  })

  it('a refused transfer is said in the member\'s language, not the server\'s English', async () => {
    mockFetch(routes({ '/wps/relay/GCS_walletTransfer': { fail: { code: 'INSUFFICIENT_FUNDS', message: 'Server English' } } }))
    const centre = await openWallet()
    await userEvent.type(within(centre).getByTestId('wallet-transfer-amount'), '1')
    await userEvent.click(within(centre).getByTestId('wallet-transfer-submit'))
    const refused = await within(centre).findByTestId('wallet-transfer-failed')
    expect(refused.textContent).not.toContain('Server English')
    expect(refused.textContent).not.toBe('')
  })

  it('a single-wallet site shows the main wallet and no transfer; a failed load retries', async () => {
    let fail = true
    mockFetch(routes({ '/wps/relay/GCS_merchantWallet': () => (fail ? { networkError: true } : { value: { isSingle: true, main: 500, wallets: [] } }) }))
    const centre = await openCentre('transferFund')
    expect(await within(centre).findByTestId('list-error')).toBeInTheDocument()
    fail = false
    await userEvent.click(within(centre).getByTestId('list-retry'))
    expect(await within(centre).findByTestId('wallet-single')).toBeInTheDocument()
    expect(within(centre).getByTestId('wallet-balance-MAIN')).toHaveTextContent('5.00')
    expect(within(centre).queryByTestId('wallet-transfer')).toBeNull()
    expect(within(centre).queryByTestId('wallet-row-PG')).toBeNull()
  })
})
