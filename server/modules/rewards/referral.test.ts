import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClaimReply, ReferralFriendsReply, ReferralInfoReply, RewardListReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encrypted, knownCaptcha, lastCode, solveAltcha } from '../../testing/account-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createMember, mainBalance, memberCall, placeBet, postDeposit, type TestMember } from '../../testing/reward-helpers.ts'

let t: TestApp
let a: TestMember
let b: TestMember
let mobile = 9_190_000_001

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(t.testDb.db, [{ id: 'rf-slot', gameType: 'RNG' }])
  a = await createMember(t.app, t.testDb.db, 'referrera1')
  b = await createMember(t.app, t.testDb.db, 'referrerb1')
})
afterAll(async () => t?.close())

const info = async (m: TestMember) => {
  const env = await memberCall<ReferralInfoReply>(t.app, m.token, 'GET', '/wps/relay/MCS2_referralInfo')
  if (!env.success) throw new Error(env.code)
  return env.value
}
const friends = async (m: TestMember) => {
  const env = await memberCall<ReferralFriendsReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_referralFriends', { page: 1, pageSize: 10 })
  if (!env.success) throw new Error(env.code)
  return env.value
}

/** Registers through the real call (captcha, ALTCHA, SMS code), as the register form sends it. */
const register = async (username: string, extra: Record<string, unknown>) => {
  const mobileNo = String(mobile++)
  const sms = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNo, countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
  expect(sms.statusCode).toBe(200)
  const code = await lastCode(t.testDb.db, `+63 ${mobileNo}`)
  const c = await knownCaptcha(t.testDb.db)
  const body = {
    username, password: 'Kopi luwak 88', confirmPassword: 'Kopi luwak 88', captcha: c.answer, altcha: await solveAltcha(t.app), login: true, registerMethod: 'WEB',
    mobileNum: mobileNo, countryDialingCode: '63', verificationCode: code, ...extra,
  }
  return envelope<{ token: string; customerId: string }>(await t.app.inject({ method: 'PUT', url: '/wps/member/register', headers: { cookie: c.cookie }, payload: encrypted(body) }))
}

describe('invite friends', () => {
  it('gives each member one stable, unique code and the link path the register form reads', async () => {
    const first = await info(a)
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(first.path).toBe(`/?ref=${first.code}`)
    expect(first).toMatchObject({ rule: { rewardPerFriend: 500, minDeposit: 10_000 }, friends: 0, claimable: 0, claimed: 0 })
    expect((await info(a)).code).toBe(first.code)
    expect((await info(b)).code).not.toBe(first.code)
  })

  it('registering with the code binds the friend to the inviter, keeping upline_id for agents', async () => {
    const { code } = await info(a)
    const reg = await register('friendone1', { referralCode: code.toLowerCase() })
    expect(reg.success).toBe(true)
    // The form also copies the link's code into an empty affiliate field: not an agent's code, not refused,
    // and the form's affiliate check before the register call passes it too.
    const check = async (c: string) => envelope<{ valid: boolean }>(await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${c}` }))
    expect(await check(code)).toMatchObject({ success: true, value: { valid: true } })
    expect(await check('NOSUCHCD')).toMatchObject({ success: true, value: { valid: false } })
    const reg2 = await register('friendtwo1', { referralCode: code, affiliateCode: code })
    expect(reg2).toMatchObject({ success: true })
    // An agent's affiliate code still sets the upline, beside a referral.
    const reg3 = await register('friendthree1', { referralCode: code, affiliateCode: 'AGENT01' })
    expect(reg3).toMatchObject({ success: true })
    // An unknown referral code binds nothing and does not stop the registration.
    expect(await register('friendfour1', { referralCode: 'NOSUCHCD' })).toMatchObject({ success: true })
    const db = t.testDb.db
    const rows = await db.selectFrom('members').select(['account', 'upline_id', 'referral_code']).where('account', 'like', 'friend%').orderBy('id').execute()
    const agent = await db.selectFrom('members').select('id').where('account', '=', 'agent01').executeTakeFirstOrThrow()
    expect(rows.map((r) => [r.account, r.upline_id])).toEqual([['friendone1', null], ['friendtwo1', null], ['friendthree1', agent.id], ['friendfour1', null]])
    const list = await friends(a)
    expect(list.total).toBe(3)
    expect(list.list.map((f) => f.account)).toEqual(['fr***1', 'fr***1', 'fr***1'])
    expect(list.list.every((f) => f.status === 'inactive' && !f.qualified && !f.rewardClaimed && f.registeredAt > 0)).toBe(true)
    expect(JSON.stringify(list)).not.toContain('friendone1')
    expect(await friends(b)).toMatchObject({ total: 0, list: [] })
  })

  it('a friend who bets is active; a first deposit at the minimum earns the inviter the reward, claimed once', async () => {
    const db = t.testDb.db
    const id = async (account: string) => (await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id
    await placeBet(db, await id('friendone1'), 'rf-slot', 1_000)
    await postDeposit(db, await id('friendtwo1'), 10_000, 'rf-2')
    await postDeposit(db, await id('friendthree1'), 9_999, 'rf-3')
    const list = await friends(a)
    expect(list.list.map((f) => [f.status, f.qualified]).sort()).toEqual([['active', false], ['active', false], ['active', true]])
    expect(await info(a)).toMatchObject({ friends: 3, claimable: 500, claimed: 0 })
    const rewards = await memberCall<RewardListReply>(t.app, a.token, 'POST', '/wps/relay/MCS2_rewardList', {})
    expect(rewards.success && rewards.value.list.find((i) => i.source === 'referral')).toMatchObject({ id: 0, status: 'claim', amount: 500, title: null })

    // B has no friends: nothing to claim, and A's reward is out of B's reach.
    expect(await memberCall(t.app, b.token, 'POST', '/wps/relay/MCS2_rewardClaim', { source: 'referral', id: 0 })).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    const before = await mainBalance(db, a.id)
    const replies = await Promise.all(Array.from({ length: 6 }, () => memberCall<ClaimReply>(t.app, a.token, 'POST', '/wps/relay/MCS2_rewardClaim', { source: 'referral', id: 0 })))
    expect(replies.filter((r) => r.success)).toHaveLength(1)
    expect(replies.every((r) => r.success || r.code === 'ALREADY_CLAIMED')).toBe(true)
    expect(await mainBalance(db, a.id)).toBe(before + 500)
    expect(await info(a)).toMatchObject({ claimable: 0, claimed: 500 })
    expect((await friends(a)).list.filter((f) => f.rewardClaimed)).toHaveLength(1)
    // A second friend qualifying later is claimable on its own.
    await postDeposit(db, await id('friendone1'), 20_000, 'rf-1')
    expect(await info(a)).toMatchObject({ claimable: 500, claimed: 500 })
  })

  it('the operator sets the rule; bad values are refused', async () => {
    const set = (value: string) => send(t.app, { method: 'PUT', url: '/admin/settings/referralRule', admin: true, payload: { value } })
    expect(envelope(await set('800/5000'))).toMatchObject({ success: true, value: { value: JSON.stringify({ rewardPerFriend: 800, minDeposit: 5000 }) } })
    expect(await info(b)).toMatchObject({ rule: { rewardPerFriend: 800, minDeposit: 5_000 } })
    for (const bad of ['800', '-1/5', 'a/b', '1/2/3']) expect(envelope(await set(bad))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/siteTimeZone', admin: true, payload: { value: 'Mars/Olympus' } }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/siteTimeZone', admin: true, payload: { value: 'Asia/Bangkok' } }))).toMatchObject({ success: true })
  })

  it('refuses bad paging', async () => {
    for (const payload of [{ page: 0, pageSize: 10 }, { page: 1 }, { page: 1, pageSize: 100 }]) {
      expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/MCS2_referralFriends', payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    }
  })
})
