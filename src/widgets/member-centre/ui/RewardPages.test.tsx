import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fromCallback } from 'xstate'
import type { InboxMessage, MissionView, RewardItem } from '@/shared/api'
import { initI18n, loadTexts } from '@/shared/i18n'
import { mockFetch, type MockRoutes } from '@/shared/testing'
import { memberBadgesLogic } from '@/entities/member-badges'
import { loginMember, logoutMember, openCentre as openMoneyCentre } from '../testing/money.tsx'

// The reward pages as a member sees them: reward centre, missions, messages, invite friends, bonuses.
beforeAll(async () => {
  await initI18n('en')
  // As the app's loader reads them with the centre's chunk (app/layout/LazyModals.tsx).
  await loadTexts('member')
})
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  loginMember()
})
afterEach(() => {
  logoutMember()
  vi.unstubAllGlobals()
})

const title = (en: string) => ({ ty: en, en, cn: en, th: en, vi: en })
const signedIn = fromCallback(({ sendBack }) => {
  sendBack({ type: 'session.started', token: 't0k3n' })
  return () => {}
})

/** The member centre opened on `page`, its badges counted for the signed-in member. */
const openCentre = (page: string) => openMoneyCentre(page, { memberBadges: memberBadgesLogic.provide({ actors: { listenForSession: signedIn } }) })
const calls = (fetch: ReturnType<typeof mockFetch>, path: string) => fetch.mock.calls.filter(([url]) => String(url).includes(path))

const reward = (over: Partial<RewardItem>): RewardItem => ({ source: 'promotion', id: 1, title: title('Welcome bonus'), amount: 10_000, status: 'join', reason: null, startsAt: null, endsAt: null, periodKey: 'once', ...over })
const mission = (over: Partial<MissionView>): MissionView => ({ id: 7, kind: 'rounds', gameType: null, title: title('Play 1 round'), target: 1, progress: 1, reward: 500, period: 'daily', status: 'claim', periodKey: '2026-11-25', endsAt: null, ...over })

describe('reward centre', () => {
  it('shows each status in the member\'s language, the reason of a rejection, and credits a claim once however often it is clicked', async () => {
    let claimed = false
    // The claim answers only when the test lets it: the second click lands while it runs.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const base: MockRoutes = {
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/v2/wallets/balance': () => ({ value: { sumBalance: claimed ? 11_000 : 1_000 } }),
      '/wps/relay/MCS2_rewardList': () => ({
        value: {
          list: [
            reward({}),
            reward({ id: 2, title: title('VIP week'), status: 'rejected', reason: 'Not eligible' }),
            reward({ source: 'rebate', id: 3, title: title('Daily rebate'), status: claimed ? 'claimed' : 'issued', amount: 250 }),
            reward({ id: 4, title: title('Next month'), status: 'comingSoon' }),
          ],
        },
      }),
      '/wps/relay/MCS2_rewardClaim': async () => {
        await answered
        claimed = true
        return { value: { source: 'rebate', id: 3, amount: 250, periodKey: '2026-11-24', status: 'claimed' } }
      },
    }
    const fetch = mockFetch(base)
    const centre = await openCentre('rewardCenter')
    expect(await within(centre).findByTestId('reward-status-promotion-1')).toHaveTextContent('Open to join')
    expect(within(centre).getByTestId('reward-action-promotion-1')).toHaveTextContent('Join')
    expect(within(centre).getByTestId('reward-status-promotion-2')).toHaveTextContent('Rejected')
    expect(within(centre).getByTestId('reward-reason-promotion-2')).toHaveTextContent('Reason: Not eligible')
    expect(within(centre).getByTestId('reward-status-promotion-4')).toHaveTextContent('Coming soon')
    expect(within(centre).queryByTestId('reward-action-promotion-4')).toBeNull()
    expect(within(centre).getByTestId('reward-status-rebate-3')).toHaveTextContent('Issued')
    const claim = within(centre).getByTestId('reward-action-rebate-3')
    await userEvent.click(claim)
    expect(claim).toHaveAttribute('data-pending', 'true')
    await userEvent.click(claim)
    answer()
    await waitFor(() => expect(within(centre).getByTestId('reward-status-rebate-3')).toHaveTextContent('Claimed'))
    expect(calls(fetch, 'MCS2_rewardClaim')).toHaveLength(1)
    expect(JSON.parse(String(calls(fetch, 'MCS2_rewardClaim')[0]![1]!.body))).toEqual({ source: 'rebate', id: 3 })
    expect(within(centre).getByRole('status')).toHaveTextContent('your balance is updated')
    await waitFor(() => expect(calls(fetch, '/wps/v2/wallets/balance').length).toBeGreaterThan(0))
  })

  it('joining a promotion the operator reviews says it was applied for, not that the balance changed', async () => {
    let joined = false
    mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/v2/wallets/balance': { value: { sumBalance: 1_000 } },
      '/wps/relay/MCS2_rewardList': () => ({ value: { list: [reward({ status: joined ? 'applying' : 'join' })] } }),
      '/wps/relay/MCS2_rewardJoin': () => {
        joined = true
        return { value: reward({ status: 'applying' }) }
      },
    })
    const centre = await openCentre('rewardCenter')
    await userEvent.click(await within(centre).findByTestId('reward-action-promotion-1'))
    await waitFor(() => expect(within(centre).getByTestId('reward-status-promotion-1')).toHaveTextContent('Applying'))
    expect(within(centre).getByRole('status')).toHaveTextContent('Applied: the operator reviews your application')
    expect(within(centre).getByRole('status')).not.toHaveTextContent('balance is updated')
  })

  it('a refused claim is said in the member\'s language', async () => {
    mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/MCS2_rewardList': { value: { list: [reward({ source: 'rebate', id: 3, status: 'issued' })] } },
      '/wps/relay/MCS2_rewardClaim': { fail: { code: 'ALREADY_CLAIMED', message: 'Server English' } },
    })
    const centre = await openCentre('rewardCenter')
    await userEvent.click(await within(centre).findByTestId('reward-action-rebate-3'))
    const alert = await within(centre).findByRole('alert')
    expect(alert).not.toHaveTextContent('Server English')
    expect(alert.textContent).not.toBe('')
  })
})

describe('mission activity', () => {
  it('shows progress and reward, claims a complete mission, and the menu badge falls', async () => {
    let claimed = false
    const fetch = mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': () => ({ value: { count: claimed ? 0 : 1 } }),
      '/wps/v2/wallets/balance': { value: { sumBalance: 1_500 } },
      '/wps/relay/MCS2_missionList': () => ({ value: { list: [mission({ status: claimed ? 'claimed' : 'claim' }), mission({ id: 8, kind: 'bet_total', title: title('Bet 100'), target: 10_000, progress: 2_550, status: 'process' })], readyToClaim: claimed ? 0 : 1 } }),
      '/wps/relay/MCS2_missionClaim': () => {
        claimed = true
        return { value: { source: 'mission', id: 7, amount: 500, periodKey: '2026-11-25', status: 'claimed' } }
      },
      '/wps/relay/MCS2_missionLeaderboard': { value: { missionId: 7, periodKey: '2026-11-25', list: [{ rank: 1, account: 'ju***n', progress: 3 }], me: { rank: 1, progress: 3 } } },
    })
    const centre = await openCentre('missionLeaderboard')
    await waitFor(() => expect(within(centre).getByTestId('member-centre-missionLeaderboard')).toHaveTextContent('1'))
    expect(await within(centre).findByTestId('mission-progress-8')).toHaveTextContent('25.50 of 100.00')
    expect(within(centre).getByRole('progressbar', { name: 'Progress of Bet 100' })).toHaveAttribute('value', '2550')
    expect(within(centre).queryByTestId('mission-claim-8')).toBeNull()
    expect(await within(centre).findByTestId('mission-my-rank')).toHaveTextContent('Your rank: 1')
    await userEvent.click(within(centre).getByTestId('mission-claim-7'))
    await waitFor(() => expect(within(centre).getByTestId('mission-status-7')).toHaveTextContent('Claimed'))
    await waitFor(() => expect(within(centre).getByTestId('member-centre-missionLeaderboard')).not.toHaveTextContent('1'))
    expect(calls(fetch, 'MCS2_missionClaim')).toHaveLength(1)
  })
})

describe('platform messages', () => {
  it('words events from their kind, shows operator messages in the member\'s language, reads on open and the unread count falls', async () => {
    const read = new Set<number>()
    const messages = (): InboxMessage[] => [
      { id: 1, kind: 'operator', title: { ...title('Hello'), en: 'Hello member' }, body: title('Welcome aboard'), params: {}, broadcast: false, read: read.has(1), createdAt: 1_764_000_000_000 },
      { id: 2, kind: 'deposit_approved', title: null, body: null, params: { reference: 'DP-1', amount: 100_000, credit: 99_000 }, broadcast: false, read: read.has(2), createdAt: 1_764_000_000_000 },
    ]
    const unread = () => messages().filter((m) => !m.read).length
    mockFetch({
      '/wps/relay/CSP_unreadCount': () => ({ value: { count: unread() } }),
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/CSP_messageList': () => ({ value: { list: messages(), total: 2, page: 1, pageSize: 10, unread: unread() } }),
      '/wps/relay/CSP_messageRead': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { ids?: number[]; all?: boolean }
        for (const id of body.all ? [1, 2] : (body.ids ?? [])) read.add(id)
        return { value: { unread: unread() } }
      },
    })
    const centre = await openCentre('messageV2')
    await waitFor(() => expect(within(centre).getByTestId('inbox-unread')).toHaveTextContent('(2 unread)'))
    expect(await within(centre).findByTestId('message-open-1')).toHaveTextContent('Hello member')
    expect(within(centre).getByTestId('message-open-2')).toHaveTextContent('Deposit approved')
    await userEvent.click(within(centre).getByTestId('message-open-2'))
    expect(within(centre).getByTestId('message-body-2')).toHaveTextContent('Your deposit DP-1 of 1,000.00 was approved: 990.00 was added to your balance.')
    await waitFor(() => expect(within(centre).getByTestId('inbox-unread')).toHaveTextContent('(1 unread)'))
    await userEvent.click(within(centre).getByTestId('inbox-read-all'))
    await waitFor(() => expect(within(centre).getByTestId('inbox-unread')).toHaveTextContent('(0 unread)'))
    await waitFor(() => expect(within(centre).getByTestId('message-1')).toHaveAttribute('data-read', 'true'))
  })

  it('deletes an opened message: it leaves the list and the server is asked to delete that one only', async () => {
    const kept = new Set([1, 2])
    const read = new Set<number>()
    const messages = (): InboxMessage[] =>
      [...kept].map((id) => ({ id, kind: 'operator', title: title(`Note ${id}`), body: title(`Body ${id}`), params: {}, broadcast: false, read: read.has(id), createdAt: 1_764_000_000_000 }))
    const unread = () => messages().filter((m) => !m.read).length
    const fetch = mockFetch({
      '/wps/relay/CSP_unreadCount': () => ({ value: { count: unread() } }),
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/CSP_messageList': () => ({ value: { list: messages(), total: kept.size, page: 1, pageSize: 10, unread: unread() } }),
      '/wps/relay/CSP_messageRead': (_url, init) => {
        for (const id of (JSON.parse(String(init?.body)) as { ids: number[] }).ids) read.add(id)
        return { value: { unread: unread() } }
      },
      '/wps/relay/CSP_messageDelete': (_url, init) => {
        for (const id of (JSON.parse(String(init?.body)) as { ids: number[] }).ids) kept.delete(id)
        return { value: { unread: unread() } }
      },
    })
    const centre = await openCentre('messageV2')
    await userEvent.click(await within(centre).findByTestId('message-open-2'))
    // Opening it read it; the delete waits for that answer (one change at a time).
    await waitFor(() => expect(within(centre).getByTestId('inbox-unread')).toHaveTextContent('(1 unread)'))
    await userEvent.click(within(centre).getByTestId('message-delete-2'))
    await waitFor(() => expect(within(centre).queryByTestId('message-2')).toBeNull())
    expect(within(centre).getByTestId('message-open-1')).toHaveTextContent('Note 1')
    expect(within(centre).getByTestId('inbox-unread')).toHaveTextContent('(1 unread)')
    expect(calls(fetch, 'CSP_messageDelete').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ ids: [2] }])
  })
})

describe('invite friends', () => {
  it('shows the link on this site with the code, its QR code, the rule and the friends', async () => {
    mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/MCS2_referralInfo': { value: { code: 'ABC123', path: '/?ref=ABC123', rule: { rewardPerFriend: 500, minDeposit: 10_000 }, friends: 1, claimable: 500, claimed: 0 } },
      '/wps/relay/MCS2_referralFriends': { value: { list: [{ account: 'ma***a', registeredAt: 1_764_000_000_000, status: 'active', qualified: true, rewardClaimed: false }], total: 1, page: 1, pageSize: 10 } },
    })
    const centre = await openCentre('referral')
    expect(await within(centre).findByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/?ref=ABC123`)
    expect(within(centre).getByTestId('referral-code')).toHaveTextContent('ABC123')
    expect(within(centre).getByRole('img', { name: `QR code of your invitation link ${window.location.origin}/?ref=ABC123` })).toBeInTheDocument()
    expect(within(centre).getByTestId('referral-rule')).toHaveTextContent('You get 5.00 for each friend whose first deposit is at least 100.00.')
    expect(await within(centre).findByTestId('referral-friends')).toHaveTextContent('ma***a')
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await userEvent.click(within(centre).getByTestId('referral-copy-link'))
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=ABC123`)
    expect(await within(centre).findByTestId('referral-copied')).toHaveTextContent('Link copied.')
  })
})

describe('bonus details', () => {
  it('lists received bonuses with the totals by source, and asks again for a source', async () => {
    const fetch = mockFetch({
      '/wps/relay/CSP_unreadCount': { value: { count: 0 } },
      '/wps/relay/MCS2_missionReadyCount': { value: { count: 0 } },
      '/wps/relay/MCS2_bonusDetails': { value: { list: [{ id: 1, source: 'mission', title: title('Play 1 round'), amount: 500, periodKey: '2026-11-25', createdAt: 1_764_000_000_000 }], total: 1, page: 1, pageSize: 10, totals: { amount: 1_250_000, count: 2, bySource: [{ source: 'mission', amount: 500, count: 1 }, { source: 'rebate', amount: 1_249_500, count: 1 }] } } },
    })
    const centre = await openCentre('bonusDetails')
    expect(await within(centre).findByTestId('bonus-list')).toHaveTextContent('Play 1 round')
    expect(within(centre).getByTestId('bonus-totals')).toHaveTextContent('Total: 12,500.00')
    expect(within(centre).getByTestId('bonus-total-rebate')).toHaveTextContent('Rebate: 12,495.00 (1)')
    await userEvent.selectOptions(within(centre).getByTestId('bonus-source'), 'rebate')
    await waitFor(() => expect(calls(fetch, 'MCS2_bonusDetails')).toHaveLength(2))
    expect(JSON.parse(String(calls(fetch, 'MCS2_bonusDetails')[1]![1]!.body))).toMatchObject({ source: 'rebate', page: 1 })
  })
})
