import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type DepositView, type Withdrawal } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { decryptBody, mockFetch, type MockRoutes, signInClient, signOutClient } from '@/shared/testing'
import { openCentre } from '../testing/money.tsx'

// The money pages as a member sees them: deposit, withdrawal (payout accounts, payment
// password, tracker, confirmation), transfer to the upline, and the payment password on my account.
beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  signInClient()
})
afterEach(() => {
  signOutClient()
  vi.unstubAllGlobals()
})

const payTo = { bankName: 'Tala Demo Wallet', accountNumber: '0917-000-0000', accountHolder: 'Tala Demo' }
const channel = { id: 1, kind: 'ewallet', name: 'Demo e-wallet', min: 10_00, max: 10_000_00, feeBp: 100, feeFixed: 0, feePayer: 'member', instructions: 'Demo only.', payTo, autoApproveSeconds: 5 }
const deposit = (over: Partial<DepositView> = {}): DepositView => ({
  id: 7, reference: 'DP-7', channelId: 1, channelName: 'Demo e-wallet', channelKind: 'ewallet', amount: 500_00, fee: 5_00, feePayer: 'member', credit: 495_00,
  status: 'pending', reason: null, createdAt: Date.parse('2026-11-20T10:00:00Z'), decidedAt: null, instructions: 'Demo only.', payTo, ...over,
})
const iso = (ms: number) => new Date(ms).toISOString()
const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '11', requestId: 'wd-1', amount: 100_00, status: 'pending', payoutAccount: { kind: 'ewallet', provider: 'GCash', accountNumber: '****4567' }, rejectReason: null,
  receivedAmount: null, autoReceived: false, case: null, proofCount: 0,
  stages: { requestedAt: iso(Date.now() - 60_000), approvedAt: null, disbursedAt: null, rejectedAt: null, confirmedAt: null, caseAnsweredAt: null },
  dueAt: iso(Date.now() + 29 * 60_000), autoReceiveAt: null, ...over,
})
const withdrawals = (list: Withdrawal[]) => ({ list, total: list.length, page: 1, pageSize: 5, promisedMinutes: 30, autoReceiveMinutes: 1440, minAmount: 100_00, maxAmount: 50_000_00, bonusLocked: 0, turnoverLeft: 0 })
const account = { id: '3', kind: 'ewallet', provider: 'GCash', accountNumber: '****4567', holderName: 'J*** D*** C***', createdAt: iso(0) }
const routes = (over: MockRoutes = {}): MockRoutes => ({
  '/wps/member/security': { value: { account: 'juan', mobile: '', email: '', payeeName: 'J*** D*** C***', authenticator: false } },
  '/wps/v2/wallets/balance': { value: { sumBalance: 1_000_00 } },
  '/wps/relay/MCS2_depositChannels': { value: { channels: [channel], maxPending: 3 } },
  '/wps/relay/MCS2_depositList': { value: { list: [], total: 0, page: 1, pageSize: 5 } },
  '/wps/member/payment-password': { value: { set: true } },
  '/wps/member/payout-accounts': { value: { accounts: [account], maxAccounts: 5, payeeName: 'J*** D*** C***' } },
  '/wps/member/withdrawals': { value: withdrawals([]) },
  '/wps/member/upline': { value: { upline: 'agent01', minAmount: 10_00, maxAmount: 10_000_00, dailyLimit: 50_000_00, usedToday: 20_00, paymentPasswordSet: true } },
  ...over,
})
/** The JSON a call sent: its body, or the `body` field of a call that sends files (a form). */
const bodyOf = (fetch: ReturnType<typeof mockFetch>, path: string) => {
  const sent = fetch.mock.calls.find(([url]) => String(url).includes(path))![1]!.body
  return JSON.parse(String(sent instanceof FormData ? sent.get('body') : sent))
}
const callsTo = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path)).length


describe('deposit (depositv2)', () => {
  it('shows the fee and the credit before sending, refuses an amount out of the channel\'s range without a call', async () => {
    const fetch = mockFetch(routes())
    const centre = await openCentre('depositv2')
    expect(await within(centre).findByTestId('deposit-range')).toHaveTextContent('From 10.00 to 10,000.00')
    await userEvent.type(within(centre).getByTestId('deposit-amount'), '5')
    await userEvent.click(within(centre).getByTestId('deposit-submit'))
    expect(within(centre).getByText('The amount must be from 10.00 to 10,000.00.')).toBeInTheDocument()
    expect(callsTo(fetch, 'MCS2_depositRequest')).toBe(0)
    await userEvent.clear(within(centre).getByTestId('deposit-amount'))
    await userEvent.type(within(centre).getByTestId('deposit-amount'), '500')
    expect(within(centre).getByTestId('deposit-fee')).toHaveTextContent('5.00')
    expect(within(centre).getByTestId('deposit-credit')).toHaveTextContent('495.00')
  })

  it('a request answers the reference, the account to pay to and the instructions; the list shows status and reason', async () => {
    const fetch = mockFetch(routes({
      '/wps/relay/MCS2_depositRequest': { value: deposit() },
      '/wps/relay/MCS2_depositList': { value: { list: [deposit({ id: 6, reference: 'DP-6', status: 'rejected', reason: 'No payment arrived' })], total: 1, page: 1, pageSize: 5 } },
    }))
    const centre = await openCentre('depositv2')
    expect(await within(centre).findByTestId('deposit-row-DP-6')).toHaveTextContent('Rejected')
    expect(within(centre).getByTestId('deposit-row-reason')).toHaveTextContent('No payment arrived')
    await userEvent.type(within(centre).getByTestId('deposit-amount'), '500')
    await userEvent.click(within(centre).getByTestId('deposit-submit'))
    expect(await within(centre).findByTestId('deposit-reference')).toHaveTextContent('DP-7')
    expect(within(centre).getByTestId('deposit-pay-to-number')).toHaveTextContent('0917-000-0000')
    expect(within(centre).getByTestId('deposit-instructions')).toHaveTextContent('Demo only.')
    const sent = bodyOf(fetch, 'MCS2_depositRequest')
    expect(sent).toMatchObject({ channelId: 1, amount: 500_00 })
    expect(sent.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('a refused request is said in the member\'s language, with a retry of the same request', async () => {
    const fetch = mockFetch(routes({ '/wps/relay/MCS2_depositRequest': { fail: { code: 'DEPOSIT_PENDING_LIMIT', message: 'Server English', value: { maxPending: 3 } } } }))
    const centre = await openCentre('depositv2')
    await userEvent.type(await within(centre).findByTestId('deposit-amount'), '50')
    await userEvent.click(within(centre).getByTestId('deposit-submit'))
    expect(await within(centre).findByTestId('deposit-failed')).not.toHaveTextContent('Server English')
    await userEvent.click(within(centre).getByTestId('deposit-retry'))
    await waitFor(() => expect(callsTo(fetch, 'MCS2_depositRequest')).toBe(2))
    const bodies = fetch.mock.calls.filter(([url]) => String(url).includes('MCS2_depositRequest')).map(([, init]) => JSON.parse(String(init!.body)).requestId)
    expect(bodies[0]).toBe(bodies[1])
  })
})

describe('withdrawal (withdraw)', () => {
  it('without a payee name the member is told to bind one in my account, and the link opens it', async () => {
    mockFetch(routes({ '/wps/member/payout-accounts': { value: { accounts: [], maxAccounts: 5, payeeName: '' } } }))
    const centre = await openCentre('withdraw')
    expect(await within(centre).findByTestId('payout-payee-missing')).toBeInTheDocument()
    expect(within(centre).queryByTestId('payout-bind')).toBeNull()
    await userEvent.click(within(centre).getByTestId('payout-open-my-account'))
    expect(await within(centre).findByTestId('member-centre-page-securityCenter')).toBeInTheDocument()
  })

  it('without a payment password the withdrawal form is replaced by the form that sets one', async () => {
    mockFetch(routes({ '/wps/member/payment-password': { value: { set: false } } }))
    const centre = await openCentre('withdraw')
    expect(await within(centre).findByTestId('withdraw-no-password')).toHaveTextContent('A withdrawal needs a payment password.')
    expect(within(centre).queryByTestId('withdraw-form')).toBeNull()
  })

  it('the payout account is a picker named by its label and the account shown; the one chosen is the one paid to', async () => {
    const bank = { ...account, id: '4', kind: 'bank', provider: 'BDO', accountNumber: '****9876' }
    const fetch = mockFetch(routes({ '/wps/member/payout-accounts': { value: { accounts: [account, bank], maxAccounts: 5, payeeName: 'J*** D*** C***' } } }))
    const centre = await openCentre('withdraw')
    const picker = await within(centre).findByTestId('withdraw-account')
    // A styled button with a list, not the browser's own select; its name holds what it shows (WCAG 2.5.3).
    expect(picker.tagName).toBe('BUTTON')
    expect(picker).toHaveAccessibleName('GCash · ****4567 Payout account')
    expect(within(centre).queryByRole('combobox')).toBeNull()
    await userEvent.click(picker)
    await userEvent.click(await within(document.body).findByRole('option', { name: 'BDO · ****9876' }))
    expect(within(centre).getByTestId('withdraw-account')).toHaveTextContent('BDO · ****9876')
    await userEvent.type(within(centre).getByTestId('withdraw-amount'), '100')
    await userEvent.type(within(centre).getByTestId('withdraw-password'), '246810')
    await userEvent.click(within(centre).getByTestId('withdraw-submit'))
    await waitFor(() => expect(fetch.mock.calls.some(([url, init]) => String(url).includes('/wps/member/withdrawals') && init?.method === 'POST')).toBe(true))
    const post = fetch.mock.calls.find(([url, init]) => String(url).includes('/wps/member/withdrawals') && init?.method === 'POST')!
    expect(decryptBody(post[1]!.body)).toMatchObject({ payoutAccountId: '4', amount: 100_00 })
  })

  it('a withdrawal outside the operator\'s range is refused before any call', async () => {
    const fetch = mockFetch(routes())
    const centre = await openCentre('withdraw')
    await userEvent.type(await within(centre).findByTestId('withdraw-amount'), '50')
    await userEvent.type(within(centre).getByTestId('withdraw-password'), '246810')
    await userEvent.click(within(centre).getByTestId('withdraw-submit'))
    expect(within(centre).getByText('The amount must be from 100.00 to 50,000.00.')).toBeInTheDocument()
    const posts = () => fetch.mock.calls.filter(([url, init]) => String(url).includes('/wps/member/withdrawals') && init?.method === 'POST').length
    expect(posts()).toBe(0)
  })

  it('the tracker shows the stages, the timer, overdue as such, the reject reason and an auto-received request', async () => {
    const now = Date.now()
    mockFetch(routes({
      '/wps/member/withdrawals': {
        value: withdrawals([
          withdrawal({ id: '21', dueAt: iso(now - 5 * 60_000) }),
          withdrawal({ id: '22', status: 'rejected', rejectReason: 'Name does not match', stages: { requestedAt: iso(now - 120_000), approvedAt: null, disbursedAt: null, rejectedAt: iso(now - 60_000), confirmedAt: null, caseAnsweredAt: null } }),
          withdrawal({ id: '23', status: 'received', autoReceived: true, receivedAmount: 100_00, stages: { requestedAt: iso(now - 3_600_000), approvedAt: iso(now - 3_500_000), disbursedAt: iso(now - 3_400_000), rejectedAt: null, confirmedAt: iso(now - 60_000), caseAnsweredAt: null } }),
          withdrawal({ id: '24' }),
        ]),
      },
    }))
    const centre = await openCentre('withdraw')
    const card = async (id: string) => within(centre).findByTestId(`withdrawal-${id}`)
    expect(within(await card('21')).getByTestId('withdrawal-sla')).toHaveTextContent(/^Overdue by 5:0\d$/)
    expect(within(await card('22')).getByTestId('withdrawal-reason')).toHaveTextContent('Name does not match')
    expect(within(await card('22')).getByTestId('withdrawal-sla')).toHaveTextContent('Met')
    const auto = await card('23')
    expect(within(auto).getByTestId('withdrawal-status')).toHaveTextContent('Received (counted as received: no answer in time)')
    expect(within(auto).queryByTestId('confirm-open')).toBeNull()
    expect(within(auto).getAllByRole('listitem').map((li) => li.dataset.stage)).toEqual(['requestedAt', 'approvedAt', 'disbursedAt', 'confirmedAt'])
    expect(within(await card('24')).getByTestId('withdrawal-sla')).toHaveTextContent(/^2\d:\d\d left$/)
  })

  it('a disbursed request counted as received while the page is open: the tracker reads it again and the answer buttons go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const now = Date.now()
      const stages = { requestedAt: iso(now - 600_000), approvedAt: iso(now - 500_000), disbursedAt: iso(now - 400_000), rejectedAt: null, confirmedAt: null, caseAnsweredAt: null }
      let auto = false
      mockFetch(routes({
        '/wps/member/withdrawals': () => ({ value: withdrawals([auto ? withdrawal({ id: '32', status: 'received', autoReceived: true, receivedAmount: 100_00, stages: { ...stages, confirmedAt: iso(now) } }) : withdrawal({ id: '32', status: 'disbursed', stages })]) }),
      }))
      const centre = await openCentre('withdraw')
      const card = await within(centre).findByTestId('withdrawal-32')
      await userEvent.click(within(card).getByTestId('confirm-open'))
      expect(within(card).getByTestId('confirm-received')).toBeInTheDocument()
      auto = true
      await act(() => vi.advanceTimersByTimeAsync(10_000))
      await waitFor(() => expect(within(centre).getByTestId('withdrawal-status')).toHaveTextContent('Received (counted as received: no answer in time)'))
      expect(within(centre).queryByTestId('confirm-received')).toBeNull()
      expect(within(centre).queryByTestId('confirm-open')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('a disbursed request is confirmed as partially received with the amount that arrived', async () => {
    const now = Date.now()
    const disbursed = withdrawal({ id: '31', status: 'disbursed', stages: { requestedAt: iso(now - 600_000), approvedAt: iso(now - 500_000), disbursedAt: iso(now - 400_000), rejectedAt: null, confirmedAt: null, caseAnsweredAt: null } })
    const fetch = mockFetch(routes({
      '/wps/member/withdrawals': { value: withdrawals([disbursed]) },
      '/wps/member/withdrawals/confirm': { value: { ...disbursed, status: 'partial', receivedAmount: 60_00 } },
    }))
    const centre = await openCentre('withdraw')
    const card = await within(centre).findByTestId('withdrawal-31')
    await userEvent.click(within(card).getByTestId('confirm-open'))
    await userEvent.click(within(card).getByTestId('confirm-partial'))
    await userEvent.type(within(card).getByTestId('confirm-amount'), '100')
    await userEvent.click(within(card).getByTestId('confirm-submit'))
    expect(within(card).getByTestId('confirm-note')).toHaveTextContent('Enter the amount that arrived')
    await userEvent.clear(within(card).getByTestId('confirm-amount'))
    await userEvent.type(within(card).getByTestId('confirm-amount'), '60')
    await userEvent.click(within(card).getByTestId('confirm-submit'))
    await waitFor(() => expect(callsTo(fetch, '/wps/member/withdrawals/confirm')).toBe(1))
    expect(bodyOf(fetch, '/wps/member/withdrawals/confirm')).toEqual({ withdrawalId: '31', outcome: 'partial', receivedAmount: 60_00 })
  })

  it('not received refuses a file that is not png/jpg and asks for at least one proof', async () => {
    const now = Date.now()
    const disbursed = withdrawal({ id: '41', status: 'disbursed', stages: { requestedAt: iso(now - 600_000), approvedAt: iso(now - 500_000), disbursedAt: iso(now - 400_000), rejectedAt: null, confirmedAt: null, caseAnsweredAt: null } })
    const fetch = mockFetch(routes({ '/wps/member/withdrawals': { value: withdrawals([disbursed]) } }))
    const centre = await openCentre('withdraw')
    const card = await within(centre).findByTestId('withdrawal-41')
    await userEvent.click(within(card).getByTestId('confirm-open'))
    await userEvent.click(within(card).getByTestId('confirm-not-received'))
    await userEvent.click(within(card).getByTestId('confirm-submit'))
    expect(within(card).getByTestId('confirm-note')).toHaveTextContent('Add at least one proof.')
    await userEvent.upload(within(card).getByTestId('confirm-proofs'), new File(['x'], 'slip.gif', { type: 'image/gif' }), { applyAccept: false })
    expect(within(card).getByTestId('confirm-note')).toHaveTextContent('slip.gif: only png or jpg.')
    expect(callsTo(fetch, '/wps/member/withdrawals/confirm')).toBe(0)
  })
})

describe('transfer to upline (transferUpline)', () => {
  it('a member with no agent upline is told why', async () => {
    mockFetch(routes({ '/wps/member/upline': { value: { upline: null, minAmount: 10_00, maxAmount: 10_000_00, dailyLimit: 50_000_00, usedToday: 0, paymentPasswordSet: true } } }))
    const centre = await openCentre('transferUpline')
    expect(await within(centre).findByTestId('upline-none')).toHaveTextContent('Your account has no agent upline')
    expect(within(centre).queryByTestId('upline-form')).toBeNull()
  })

  it('shows the upline and the limits; a wrong payment password is said in the member\'s language', async () => {
    const fetch = mockFetch(routes({ '/wps/member/upline/transfer': { fail: { code: 'PAYMENT_PASSWORD_INVALID', message: 'Server English' } } }))
    const centre = await openCentre('transferUpline')
    expect(await within(centre).findByTestId('upline-account')).toHaveTextContent('agent01')
    expect(within(centre).getByTestId('upline-used')).toHaveTextContent('20.00')
    await userEvent.type(within(centre).getByTestId('upline-amount'), '20')
    await userEvent.type(within(centre).getByTestId('upline-password'), '111111')
    await userEvent.click(within(centre).getByTestId('upline-submit'))
    expect(await within(centre).findByTestId('upline-failed')).not.toHaveTextContent('Server English')
    // The body is sealed (an encrypted call): one transfer was sent.
    expect(callsTo(fetch, '/wps/member/upline/transfer')).toBe(1)
  })
})

describe('payment password on my account', () => {
  it('none set: 6 digits, twice, checked before sending', async () => {
    const fetch = mockFetch(routes({ '/wps/member/payment-password': { value: { set: false } } }))
    const centre = await openCentre('securityCenter')
    const form = await within(centre).findByTestId('payment-password')
    expect(within(form).queryByTestId('payment-password-oldPassword')).toBeNull()
    await userEvent.type(within(form).getByTestId('payment-password-newPassword'), '12ab56')
    await userEvent.type(within(form).getByTestId('payment-password-confirmNewPassword'), '123456')
    await userEvent.click(within(form).getByTestId('payment-password-submit'))
    expect(within(form).getByText('The payment password is 6 digits.')).toBeInTheDocument()
    expect(within(form).getByText('The two passwords are not the same.')).toBeInTheDocument()
    expect(fetch.mock.calls.filter(([url, init]) => String(url).includes('/wps/member/payment-password') && init?.method === 'POST')).toHaveLength(0)
  })

  it('set: the change asks for the old one; a wrong old one is said in the member\'s language', async () => {
    mockFetch(routes({ '/wps/member/payment-password/change': { fail: { code: 'PAYMENT_PASSWORD_INVALID', message: 'Server English' } } }))
    const centre = await openCentre('securityCenter')
    const form = await within(centre).findByTestId('payment-password')
    await userEvent.type(within(form).getByTestId('payment-password-oldPassword'), '111111')
    await userEvent.type(within(form).getByTestId('payment-password-newPassword'), '222222')
    await userEvent.type(within(form).getByTestId('payment-password-confirmNewPassword'), '222222')
    await userEvent.click(within(form).getByTestId('payment-password-submit'))
    expect(await within(form).findByTestId('payment-password-failed')).not.toHaveTextContent('Server English')
  })
})
