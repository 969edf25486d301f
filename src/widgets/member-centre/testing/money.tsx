import { act, render, screen } from '@testing-library/react'
import { type DepositView, type PayoutAccount, type Withdrawal } from '@/shared/api'
import { TestSystem, bootedApp, statusFixture, testModals, type MockReply } from '@/shared/testing'
import { SystemProvider, rememberSystemInfo } from '@/entities/system'
import { readStoredSession, sessionLogic } from '@/entities/session'
import { balanceLogic } from '@/entities/wallet'
import { MemberCentreModal } from '../ui/MemberCentreModal.tsx'

/**
 * Test helpers of the member centre's money pages (never imported by application code): the
 * contract-shaped replies of their calls, and the centre opened on a page for a logged-in member
 * (the reward pages' test opens it so too, with the badges counted).
 */

export const payTo = { bankName: 'Tala Demo Wallet', accountNumber: '0917-000-0000', accountHolder: 'Tala Demo' }
export const depositChannel = { id: 1, kind: 'ewallet', name: 'Demo e-wallet', min: 10_00, max: 10_000_00, feeBp: 100, feeFixed: 0, feePayer: 'member', instructions: 'Demo only.', payTo, autoApproveSeconds: 5 }
export const deposit = (over: Partial<DepositView> = {}): DepositView => ({
  id: 7, reference: 'DP-7', channelId: 1, channelName: 'Demo e-wallet', channelKind: 'ewallet', amount: 500_00, fee: 5_00, feePayer: 'member', credit: 495_00,
  status: 'pending', reason: null, createdAt: Date.parse('2026-11-20T10:00:00Z'), decidedAt: null, instructions: 'Demo only.', payTo, ...over,
})
export const deposits = (list: DepositView[]) => ({ list, total: list.length, page: 1, pageSize: 5 })

export const iso = (ms: number) => new Date(ms).toISOString()
export const withdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '11', requestId: 'wd-1', amount: 100_00, status: 'pending', payoutAccount: { kind: 'ewallet', provider: 'GCash', accountNumber: '****4567' }, rejectReason: null,
  receivedAmount: null, autoReceived: false, case: null, proofCount: 0,
  stages: { requestedAt: iso(Date.now() - 60_000), approvedAt: null, disbursedAt: null, rejectedAt: null, confirmedAt: null, caseAnsweredAt: null },
  dueAt: iso(Date.now() + 29 * 60_000), autoReceiveAt: null, ...over,
})
/** A request paid out and waiting for the member's answer. */
export const disbursedWithdrawal = (over: Partial<Withdrawal> = {}): Withdrawal => {
  const now = Date.now()
  return withdrawal({ status: 'disbursed', stages: { requestedAt: iso(now - 600_000), approvedAt: iso(now - 500_000), disbursedAt: iso(now - 400_000), rejectedAt: null, confirmedAt: null, caseAnsweredAt: null }, ...over })
}
export const withdrawals = (list: Withdrawal[]) => ({ list, total: list.length, page: 1, pageSize: 5, promisedMinutes: 30, autoReceiveMinutes: 1440, minAmount: 100_00, maxAmount: 50_000_00, bonusLocked: 0, turnoverLeft: 0 })
export const payoutAccount: PayoutAccount = { id: '3', kind: 'ewallet', provider: 'GCash', accountNumber: '****4567', holderName: 'J*** D*** C***', createdAt: iso(0) }
export const upline = (over: { usedToday?: number; upline?: string | null; paymentPasswordSet?: boolean } = {}) =>
  ({ upline: 'agent01', minAmount: 10_00, maxAmount: 10_000_00, dailyLimit: 50_000_00, usedToday: 20_00, paymentPasswordSet: true, ...over })

/** What the money pages read, answered at once; `over` replaces or adds routes. */
export const moneyRoutes = (over: Record<string, MockReply> = {}): Record<string, MockReply> => ({
  '/wps/member/security': { value: { account: 'juan', mobile: '', email: '', payeeName: 'J*** D*** C***', authenticator: false } },
  '/wps/v2/wallets/balance': { value: { sumBalance: 1_000_00 } },
  '/wps/relay/MCS2_depositChannels': { value: { channels: [depositChannel], maxPending: 3 } },
  '/wps/relay/MCS2_depositList': { value: deposits([]) },
  '/wps/member/payment-password': { value: { set: true } },
  '/wps/member/payout-accounts': { value: { accounts: [payoutAccount], maxAccounts: 5, payeeName: 'J*** D*** C***' } },
  '/wps/member/withdrawals': { value: withdrawals([]) },
  '/wps/member/upline': { value: upline() },
  ...over,
})

/** The member juan logged in, as session storage holds it after a login; and logged out again. */
export { signInClient as loginMember, signOutClient as logoutMember } from '@/shared/testing'

type AppActors = NonNullable<Parameters<ReturnType<typeof bootedApp>['provide']>[0]['actors']>

/** The member centre in the app's actor system (the real session and balance, and `actors`), opened on `page`. */
export async function openCentre(page: string, actors: AppActors = {}) {
  const status = statusFixture()
  rememberSystemInfo(status)
  const logic = bootedApp(status).provide({ actors: { balance: balanceLogic, session: sessionLogic, ...actors } })
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
