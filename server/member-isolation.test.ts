/**
 * Two members, every member-centre call (issue 15: "a member never sees or touches another
 * member's records, tested with two members for every new call"). Member A leaves a trace in
 * each part of the member centre: a deposit request, a payment password, a payout account and a
 * disbursed withdrawal, a transfer to the upline and between wallets, bets, a message, a claimed
 * mission, an issued promotion reward, an invited friend. Member B then makes every call, with
 * A's ids and A's request ids wherever a call takes one, sees nothing of A's, and A's books
 * are the same afterwards. The modules' own tests check each call in depth; this file is the
 * one place that proves the rule for all of them, and its last test fails when a member-centre
 * call is added to the contract without a line here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AccountRecordReply, BettingRecordReply, BonusDetailsReply, DepositListReply, DepositView, InboxMessage, MissionLeaderboardReply, MissionListReply,
  PersonalProfitReply, ReferralFriendsReply, ReferralInfoReply, RewardListReply,
} from '../src/shared/api/index.ts'
import { DepositEndpoints, Endpoints, RecordsEndpoints, RewardsEndpoints, TransferEndpoints, WithdrawEndpoints } from '../src/shared/api/index.ts'
import { createTestApp, envelope, send, TEST_PAYLOAD_KEY, type TestApp } from './testing/test-app.ts'
import { encryptPayload } from './http/payload-crypto.ts'
import { encrypted } from './testing/account-helpers.ts'
import { insertGames, ledgerInvariants } from './testing/wallet-helpers.ts'
import { placeBet, postDeposit } from './testing/reward-helpers.ts'
import { PAY, balances, bindAccount, createMember, formCall, memberCall, value, withdraw, type TestMember } from './testing/withdraw-helpers.ts'
import { putSetting } from './db/settings.ts'

/** The calls this file covers, by contract name: each `call` below adds its own. */
const covered = new Set<string>()
/** The member-centre calls outside the four member-centre contract files (my wallet, the badges). */
const OTHER_CALLS = { merchantWallet: TransferEndpoints.merchantWallet, walletTransfer: TransferEndpoints.walletTransfer, unreadCount: Endpoints.unreadCount, missionReadyCount: Endpoints.missionReadyCount }
const PATHS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...DepositEndpoints, ...RecordsEndpoints, ...RewardsEndpoints, ...WithdrawEndpoints, ...OTHER_CALLS }).map(([k, e]) => [k, e.path]),
)
/** The field of each call that takes files: such a call travels as a form (the SPA's client sends it so). */
const FILE_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries(WithdrawEndpoints).flatMap(([k, e]): [string, string][] => {
    const files = (e as { files?: { field: string } }).files
    return files ? [[k, files.field]] : []
  }),
)

/** One call as the SPA sends it: a form for a call that takes files, else JSON (GET without a body). */
const sendAs = (m: TestMember, name: string, body?: unknown) => {
  const path = PATHS[name]!
  const field = FILE_FIELDS[name]
  return field ? formCall(t, m, path, body, field) : memberCall(t, m, body === undefined ? 'GET' : 'POST', path, body)
}

let t: TestApp
let a: TestMember
let b: TestMember
/** A request id both members send: request ids belong to their member, so B's is B's own. */
const SAME = 'iso-same-request-1'
const A_ACCOUNT = '7777000011'

/** Member call by contract name (GET when there is no body). */
const call = (m: TestMember, name: string, body?: unknown) => {
  covered.add(name)
  const path = PATHS[name]
  if (!path) throw new Error(`no member-centre call named ${name}`)
  return sendAs(m, name, body)
}
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => send(t.app, { admin: true, method, url, ...(payload ? { payload } : {}) })
const today = () => new Date().toISOString().slice(0, 10)
const range = () => ({ from: today(), to: today() })
/** Everything of A's that B must leave alone: balances, deposit requests, withdrawals, messages, claims. */
const snapshotOfA = async () => {
  const db = t.testDb.db
  return {
    balances: await balances(t, a.id),
    deposits: await db.selectFrom('deposit_requests').select(['id', 'status']).where('member_id', '=', a.id).orderBy('id').execute(),
    withdrawals: await db.selectFrom('withdrawals').select(['id', 'status', 'case_status']).where('member_id', '=', a.id).orderBy('id').execute(),
    payout: await db.selectFrom('payout_accounts').select(['id', 'account_number']).where('member_id', '=', a.id).orderBy('id').execute(),
    inbox: value<{ list: InboxMessage[]; unread: number }>(await memberCall(t, a, 'POST', PATHS.messageList!, { page: 1, pageSize: 50 })),
    rewards: value<RewardListReply>(await memberCall(t, a, 'POST', PATHS.rewardList!, {})).list,
  }
}

let aDeposit: DepositView
let aWithdrawal: string
let aPayout: string
let aMessage: number
let slotsMission: number
let promotionId: number
let aBefore: Awaited<ReturnType<typeof snapshotOfA>>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await insertGames(db, [{ id: 'iso-slot', gameType: 'RNG' }])
  await putSetting(db, 'singleWallet', false)
  await admin('PUT', '/admin/withdrawal-settings', { uplineMin: 1_000, uplineMax: 50_000, uplineDaily: 100_000 })
  const agent = await createMember(t, 'isoagent', { isAgent: 1 })
  a = await createMember(t, 'isoa', { balance: 1_000_000, upline: agent.account })
  // B has the same upline and no payment password yet: nothing of A's may answer for B.
  b = await createMember(t, 'isob', { balance: 1_000_000, upline: agent.account, payPassword: null })

  // A's trace in every page.
  const channel = (await db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).executeTakeFirstOrThrow()).id
  aDeposit = value<DepositView>(await memberCall(t, a, 'POST', PATHS.depositCreate!, { channelId: channel, amount: 50_000, requestId: SAME }))
  aPayout = await bindAccount(t, a, A_ACCOUNT)
  aWithdrawal = value<{ id: string }>(await withdraw(t, a, aPayout, 20_000, SAME)).id
  await admin('POST', `/admin/withdrawals/${aWithdrawal}/approve`)
  await admin('POST', `/admin/withdrawals/${aWithdrawal}/disburse`)
  value(await memberCall(t, a, 'POST', PATHS.uplineTransfer!, encrypted({ requestId: SAME, amount: 5_000, paymentPassword: PAY })))
  value(await memberCall(t, a, 'POST', TransferEndpoints.walletTransfer.path, { from: 'MAIN', to: 'GPI', amount: 3_000, requestId: SAME }))
  await placeBet(db, a.id, 'iso-slot', 60_000)
  const missions = value<MissionListReply>(await memberCall(t, a, 'POST', PATHS.missionList!, {}))
  slotsMission = missions.list.find((m) => m.kind === 'bet_total')!.id
  value(await memberCall(t, a, 'POST', PATHS.missionClaim!, { missionId: slotsMission }))
  aMessage = value<{ id: number }>(await admin('POST', '/admin/messages', { account: 'isoa', title: { en: 'For A only' }, body: { en: 'A private note.' } })).id
  promotionId = value<{ id: number }>(await admin('POST', '/admin/promotions', { kind: 'promotion', title: { en: 'Isolation bonus' }, reward: 700 })).id
  value(await memberCall(t, a, 'POST', PATHS.rewardJoin!, { promotionId }))
  const application = value<{ applications: Array<{ id: number; account: string }> }>(await admin('GET', '/admin/promotions/applications')).applications.find((x) => x.account === 'isoa')!
  value(await admin('PUT', `/admin/promotions/applications/${application.id}`, { decision: 'approve' }))
  const code = value<ReferralInfoReply>(await memberCall(t, a, 'GET', PATHS.referralInfo!)).code
  const friend = await createMember(t, 'isofriend')
  await db.insertInto('referrals').values({ invitee_id: friend.id, inviter_id: a.id, code }).execute()
  await postDeposit(db, friend.id, 20_000, 'iso-friend-first')
  aBefore = await snapshotOfA()
  expect(aBefore.rewards.find((r) => r.source === 'referral')).toMatchObject({ status: 'claim' })
})
afterAll(async () => t?.close())

describe('member B, every member-centre call, next to member A', () => {
  it('deposits: B\'s request with A\'s request id is B\'s own; B lists only B\'s', async () => {
    expect(envelope(await call(b, 'depositChannels'))).toMatchObject({ success: true })
    const channelId = (await t.testDb.db.selectFrom('deposit_channels').select('id').where('auto_approve_seconds', 'is', null).executeTakeFirstOrThrow()).id
    const mine = value<DepositView>(await call(b, 'depositCreate', { channelId, amount: 40_000, requestId: SAME }))
    expect(mine.id).not.toBe(aDeposit.id)
    expect(mine.reference).not.toBe(aDeposit.reference)
    expect(mine.amount).toBe(40_000)
    expect(value<DepositListReply>(await call(b, 'depositList', {})).list.map((d) => d.id)).toEqual([mine.id])
  })

  it('payment password: A\'s is set and answers nothing for B; B\'s own is set and changed apart from A\'s', async () => {
    expect(value<{ set: boolean }>(await call(b, 'paymentPasswordStatus'))).toEqual({ set: false })
    expect(envelope(await call(b, 'paymentPasswordChange', encrypted({ oldPassword: PAY, newPassword: '135790', confirmNewPassword: '135790' }))))
      .toMatchObject({ code: 'PAYMENT_PASSWORD_NOT_SET' })
    expect(value(await call(b, 'paymentPasswordSet', encrypted({ newPassword: '135790', confirmNewPassword: '135790' })))).toEqual({ done: true })
    expect(envelope(await call(b, 'paymentPasswordChange', encrypted({ oldPassword: PAY, newPassword: '975310', confirmNewPassword: '975310' }))))
      .toMatchObject({ code: 'PAYMENT_PASSWORD_INVALID' })
    expect(value<{ set: boolean }>(await memberCall(t, a, 'GET', PATHS.paymentPasswordStatus!))).toEqual({ set: true })
  })

  it('payout accounts and withdrawals: B never sees A\'s, cannot spend from A\'s account or answer A\'s disbursement', async () => {
    const listed = value<{ accounts: Array<{ id: string }> }>(await call(b, 'payoutAccounts'))
    expect(listed.accounts).toEqual([])
    const own = value<{ id: string; accountNumber: string }>(await call(b, 'payoutAccountBind', encrypted({ kind: 'bank', provider: 'BPI', accountNumber: '8888000022', holderName: 'isob Payee' })))
    expect(own.id).not.toBe(aPayout)
    expect(envelope(await call(b, 'withdrawalRequest', encrypted({ requestId: 'iso-b-on-a', amount: 20_000, payoutAccountId: aPayout, paymentPassword: '135790' }))))
      .toMatchObject({ code: 'NOT_FOUND' })
    const mine = value<{ id: string }>(await call(b, 'withdrawalRequest', encrypted({ requestId: SAME, amount: 20_000, payoutAccountId: own.id, paymentPassword: '135790' })))
    expect(mine.id).not.toBe(aWithdrawal)
    expect(value<{ list: Array<{ id: string }> }>(await call(b, 'withdrawals')).list.map((w) => w.id)).toEqual([mine.id])
    for (const outcome of [{ outcome: 'received' }, { outcome: 'partial', receivedAmount: 100 }]) {
      expect(envelope(await call(b, 'withdrawalConfirm', { withdrawalId: aWithdrawal, ...outcome }))).toMatchObject({ code: 'NOT_FOUND' })
    }
  })

  it('transfers: B\'s with A\'s request ids move B\'s money; B\'s day total and wallets are B\'s', async () => {
    expect(value<{ usedToday: number; upline: string }>(await call(b, 'uplineInfo'))).toMatchObject({ upline: 'isoagent', usedToday: 0 })
    const before = await balances(t, b.id)
    value(await call(b, 'uplineTransfer', encrypted({ requestId: SAME, amount: 4_000, paymentPassword: '135790' })))
    expect((await balances(t, b.id)).main).toBe(before.main - 4_000)
    const wallets = value<{ main: number; wallets: Array<{ vassalage: string; balance: number }> }>(await call(b, 'merchantWallet', {}))
    expect(wallets.main).toBe(before.main - 4_000)
    expect(wallets.wallets.every((w) => w.balance === 0)).toBe(true)
    const moved = value<{ wallets: Array<{ vassalage: string; balance: number }> }>(await call(b, 'walletTransfer', { from: 'MAIN', to: 'GPI', amount: 1_000, requestId: SAME }))
    expect(moved.wallets.find((w) => w.vassalage === 'GPI')?.balance).toBe(1_000)
  })

  it('records: no bet, movement or day of A\'s in B\'s betting record, account record or P&L', async () => {
    expect(value<BettingRecordReply>(await call(b, 'bettingRecord', range())).list).toEqual([])
    const aMoves = value<AccountRecordReply>(await memberCall(t, a, 'POST', PATHS.accountRecord!, { ...range(), pageSize: 100 })).list.map((m) => m.id)
    const bMoves = value<AccountRecordReply>(await call(b, 'accountRecord', { ...range(), pageSize: 100 })).list.map((m) => m.id)
    expect(aMoves.length).toBeGreaterThan(3)
    expect(bMoves.filter((id) => aMoves.includes(id))).toEqual([])
    const profit = value<PersonalProfitReply>(await call(b, 'personalProfit', range()))
    expect(profit.days.every((d) => d.count === 0 && d.stake === 0)).toBe(true)
  })

  it('messages: B\'s inbox has none of A\'s; reading or deleting A\'s message is NOT_FOUND', async () => {
    expect(value<{ count: number }>(await call(b, 'unreadCount'))).toEqual({ count: 0 })
    expect(value<{ list: InboxMessage[] }>(await call(b, 'messageList', { page: 1, pageSize: 50 })).list.map((m) => m.id)).not.toContain(aMessage)
    expect(envelope(await call(b, 'messageRead', { ids: [aMessage] }))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await call(b, 'messageDelete', { ids: [aMessage] }))).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('missions: B\'s progress is B\'s; B cannot claim on A\'s bets; the leaderboard masks A', async () => {
    const mine = value<MissionListReply>(await call(b, 'missionList', {})).list.find((m) => m.id === slotsMission)!
    expect(mine).toMatchObject({ progress: 0, status: 'process' })
    expect(value<{ count: number }>(await call(b, 'missionReadyCount'))).toEqual({ count: 0 })
    expect(envelope(await call(b, 'missionClaim', { missionId: slotsMission }))).toMatchObject({ code: 'NOT_CLAIMABLE' })
    const board = value<MissionLeaderboardReply>(await call(b, 'missionLeaderboard', { missionId: slotsMission }))
    expect(board.me).toEqual({ rank: null, progress: 0 })
    expect(board.list.map((e) => e.account)).not.toContain('isoa')
  })

  it('rewards, bonus details and referral: A\'s issued reward, bonuses and friends are out of B\'s sight and reach', async () => {
    const items = value<RewardListReply>(await call(b, 'rewardList', {})).list
    expect(items.find((i) => i.source === 'promotion' && i.id === promotionId)).toMatchObject({ status: 'join' })
    expect(items.find((i) => i.source === 'referral')?.status ?? 'none').not.toBe('claim')
    expect(envelope(await call(b, 'rewardClaim', { source: 'promotion', id: promotionId }))).toMatchObject({ code: 'NOT_CLAIMABLE' })
    expect(envelope(await call(b, 'rewardClaim', { source: 'referral', id: 0 }))).toMatchObject({ success: false })
    expect(value(await call(b, 'rewardJoin', { promotionId }))).toMatchObject({ status: 'applying' })
    expect(value<BonusDetailsReply>(await call(b, 'bonusDetails', { page: 1, pageSize: 50 }))).toMatchObject({ list: [], total: 0 })
    const info = value<ReferralInfoReply>(await call(b, 'referralInfo'))
    expect(info).toMatchObject({ friends: 0, claimable: 0, claimed: 0 })
    expect(info.code).not.toBe(value<ReferralInfoReply>(await memberCall(t, a, 'GET', PATHS.referralInfo!)).code)
    expect(value<ReferralFriendsReply>(await call(b, 'referralFriends', { page: 1, pageSize: 50 }))).toMatchObject({ list: [], total: 0 })
  })

  it('left A exactly as A was, and the books balance', async () => {
    expect(await snapshotOfA()).toEqual(aBefore)
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  // A trial account has no member centre (spec §6). The badge counts answer 0 rather than fail (the header asks after any
  // login), and the wallet mode (GCS_merchantWallet, the merchant wallet the app caches, spec §3) is not the member centre's alone.
  it('answers a trial account (isAgent 4) with the real-account refusal on every other call', async () => {
    const fp = envelope<{ token: string }>(await t.app.inject({
      method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-iso') },
    }))
    if (!fp.success) throw new Error(fp.code)
    const trial: TestMember = { id: 0, account: 'trial', token: fp.value.token }
    const day = today()
    const bodies: Record<string, unknown> = {
      depositCreate: { channelId: 1, amount: 10_000, requestId: 'trial-request-1' }, depositList: {}, depositChannels: undefined,
      bettingRecord: { from: day, to: day }, accountRecord: { from: day, to: day }, personalProfit: { from: day, to: day },
      messageList: { page: 1, pageSize: 10 }, messageRead: { all: true }, messageDelete: { ids: [1] }, missionList: {}, missionClaim: { missionId: 1 },
      missionLeaderboard: { missionId: 1 }, rewardList: {}, rewardJoin: { promotionId: 1 }, rewardClaim: { source: 'rebate', id: 1 },
      bonusDetails: { page: 1, pageSize: 10 }, referralFriends: { page: 1, pageSize: 10 },
      paymentPasswordSet: encrypted({ newPassword: '123456', confirmNewPassword: '123456' }),
      paymentPasswordChange: encrypted({ oldPassword: '123456', newPassword: '654321', confirmNewPassword: '654321' }),
      payoutAccountBind: encrypted({ kind: 'bank', provider: 'BDO', accountNumber: '12345678', holderName: 'x' }),
      withdrawalRequest: encrypted({ requestId: 'trial-request-2', amount: 20_000, payoutAccountId: '1', paymentPassword: PAY }),
      withdrawalConfirm: { withdrawalId: '1', outcome: 'received' },
      uplineTransfer: encrypted({ requestId: 'trial-request-3', amount: 5_000, paymentPassword: PAY }),
      merchantWallet: {}, walletTransfer: { from: 'MAIN', to: 'GPI', amount: 100, requestId: 'trial-request-4' },
    }
    const answers = Object.fromEntries(await Promise.all(Object.keys(PATHS).map(async (name) => {
      const env = envelope<{ count?: number }>(await sendAs(trial, name, bodies[name]))
      return [name, !env.success ? env.code : env.value.count === undefined ? 'answered' : `count ${env.value.count}`] as const
    })))
    const open: Record<string, string> = { unreadCount: 'count 0', missionReadyCount: 'count 0', merchantWallet: 'answered' }
    const expected = Object.fromEntries(Object.keys(PATHS).map((name) => [name, open[name] ?? 'TRIAL_ACCOUNT']))
    expect(answers).toEqual(expected)
  })

  it('covers every member-centre call of the contract', () => {
    expect(Object.keys(PATHS).filter((name) => !covered.has(name))).toEqual([])
  })
})
