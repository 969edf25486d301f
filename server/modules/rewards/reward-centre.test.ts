import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BonusDetailsReply, ClaimReply, RewardItem, RewardListReply } from '../../../src/shared/api/index.ts'
import { TEST_PAYLOAD_KEY, createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { createMember, mainBalance, memberCall, placeBet, type TestMember } from '../../testing/reward-helpers.ts'

let t: TestApp
let a: TestMember
let b: TestMember
let promotionId = 0
let rebateId = 0

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await insertGames(db, [{ id: 'rc-slot', gameType: 'RNG' }])
  a = await createMember(t.app, db, 'rewarda1')
  b = await createMember(t.app, db, 'rewardb1')
  // The seeded welcome bonus (5,000) and 0.5% daily rebate.
  promotionId = (await db.selectFrom('promotions').select('id').where('kind', '=', 'promotion').executeTakeFirstOrThrow()).id
  rebateId = (await db.selectFrom('promotions').select('id').where('kind', '=', 'rebate').executeTakeFirstOrThrow()).id
})
afterAll(async () => t?.close())

const items = async (m: TestMember): Promise<ReadonlyArray<RewardItem>> => {
  const env = await memberCall<RewardListReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_rewardList', {})
  if (!env.success) throw new Error(env.code)
  return env.value.list
}
const itemOf = async (m: TestMember, source: RewardItem['source'], id: number) => (await items(m)).find((i) => i.source === source && i.id === id)!
const claim = (m: TestMember, source: RewardItem['source'], id: number) => memberCall<ClaimReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_rewardClaim', { source, id })
const join = (m: TestMember, id: number) => memberCall<RewardItem>(t.app, m.token, 'POST', '/wps/relay/MCS2_rewardJoin', { promotionId: id })
const applications = async (status = 'applying') => {
  const env = envelope<{ applications: Array<{ id: number; account: string; status: string; amount: number; decidedBy: string | null }> }>(
    await send(t.app, { method: 'GET', url: `/admin/promotions/applications?status=${status}`, admin: true }))
  if (!env.success) throw new Error(env.code)
  return env.value.applications
}
const decide = (id: number, payload: unknown) => send(t.app, { method: 'PUT', url: `/admin/promotions/applications/${id}`, admin: true, payload: payload as object, headers: { 'x-operator': 'ana' } })

describe('reward centre: promotion rewards', () => {
  it('join -> applying -> issued -> claim -> claimed, credited once under concurrent clicks', async () => {
    expect(await itemOf(a, 'promotion', promotionId)).toMatchObject({ status: 'join', amount: 5_000, title: { en: 'Welcome bonus' } })
    expect(await claim(a, 'promotion', promotionId)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await join(a, promotionId)).toMatchObject({ success: true, value: { status: 'applying' } })
    expect(await join(a, promotionId)).toMatchObject({ success: true, value: { status: 'applying' } })
    expect(await itemOf(b, 'promotion', promotionId)).toMatchObject({ status: 'join' })
    expect(await claim(a, 'promotion', promotionId)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })

    const pending = await applications()
    expect(pending).toHaveLength(1)
    expect(pending[0]).toMatchObject({ account: 'rewarda1', status: 'applying' })
    const approved = envelope(await decide(pending[0]!.id, { decision: 'approve', amount: 6_000 }))
    expect(approved).toMatchObject({ success: true, value: { status: 'issued', amount: 6_000, decidedBy: 'ana' } })
    expect(envelope(await decide(pending[0]!.id, { decision: 'reject', reason: 'late' }))).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await itemOf(a, 'promotion', promotionId)).toMatchObject({ status: 'issued', amount: 6_000 })

    // B cannot claim A's issued reward.
    expect(await claim(b, 'promotion', promotionId)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    const before = await mainBalance(t.testDb.db, a.id)
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(a, 'promotion', promotionId)))
    expect(replies.filter((r) => r.success)).toHaveLength(1)
    expect(replies.every((r) => r.success || r.code === 'ALREADY_CLAIMED')).toBe(true)
    expect(await mainBalance(t.testDb.db, a.id)).toBe(before + 6_000)
    expect(await itemOf(a, 'promotion', promotionId)).toMatchObject({ status: 'claimed', amount: 6_000 })
    const tx = await t.testDb.db.selectFrom('ledger_transactions').select(['kind', 'idempotency_key']).where('idempotency_key', '=', `promotion:${promotionId}:${a.id}`).execute()
    expect(tx).toEqual([{ kind: 'bonus', idempotency_key: `promotion:${promotionId}:${a.id}` }])
  })

  it('a rejected application shows its reason and cannot be claimed', async () => {
    await join(b, promotionId)
    const entry = (await applications()).find((x) => x.account === 'rewardb1')!
    expect(envelope(await decide(entry.id, { decision: 'reject' }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await decide(entry.id, { decision: 'reject', reason: 'One bonus per household.' }))).toMatchObject({ success: true, value: { status: 'rejected' } })
    expect(await itemOf(b, 'promotion', promotionId)).toMatchObject({ status: 'rejected', reason: 'One bonus per household.' })
    expect(await claim(b, 'promotion', promotionId)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(envelope(await decide(999_999, { decision: 'approve' }))).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('a promotion not yet started is coming soon, an ended one closed; neither can be joined', async () => {
    const add = async (startsAt: string, endsAt: string) => {
      const env = envelope<{ id: number; createdBy: string }>(await send(t.app, {
        method: 'POST', url: '/admin/promotions', admin: true, payload: { kind: 'promotion', title: { en: 'Later' }, reward: 100, startsAt, endsAt },
      }))
      if (!env.success) throw new Error(env.code)
      return env.value.id
    }
    const soon = await add('2099-01-01T00:00:00Z', '2099-02-01T00:00:00Z')
    const past = await add('2020-01-01T00:00:00+08:00', '2020-02-01T00:00:00+08:00')
    expect(await itemOf(a, 'promotion', soon)).toMatchObject({ status: 'comingSoon', startsAt: Date.UTC(2099, 0, 1) })
    expect(await itemOf(a, 'promotion', past)).toMatchObject({ status: 'close' })
    expect(await join(a, soon)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await join(a, past)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await join(a, 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await join(a, rebateId)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    // Switched off: gone from the list.
    await send(t.app, { method: 'PUT', url: `/admin/promotions/${soon}/enabled`, admin: true, payload: { enabled: false } })
    expect((await items(a)).some((i) => i.id === soon && i.source === 'promotion')).toBe(false)
  })

  it('refuses bad promotion definitions and changes nothing', async () => {
    const count = async () => (await t.testDb.db.selectFrom('promotions').select('id').execute()).length
    const before = await count()
    const bad = [
      { kind: 'promotion', title: { en: 'x' } },
      { kind: 'promotion', title: { en: 'x' }, reward: 100, rateBp: 5 },
      { kind: 'rebate', title: { en: 'x' }, reward: 100 },
      { kind: 'rebate', title: { en: 'x' }, rateBp: 10_001 },
      { kind: 'promotion', title: { en: 'x' }, reward: 100, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
      { kind: 'promotion', title: { en: 'x' }, reward: 100, startsAt: 'tomorrow' },
    ]
    for (const payload of bad) expect(envelope(await send(t.app, { method: 'POST', url: '/admin/promotions', admin: true, payload }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await count()).toBe(before)
  })
})

describe('reward centre: rebates', () => {
  it('pays 0.5% of yesterday\'s settled stake once; today\'s bets show as in progress', async () => {
    const db = t.testDb.db
    const yesterday = new Date(Date.now() - 24 * 3600_000)
    await placeBet(db, a.id, 'rc-slot', 100_001, yesterday)
    await placeBet(db, a.id, 'rc-slot', 99_999, yesterday, 'rolled_back')
    await placeBet(db, b.id, 'rc-slot', 10_000)
    expect(await itemOf(a, 'rebate', rebateId)).toMatchObject({ status: 'claim', amount: 500 })
    expect(await itemOf(b, 'rebate', rebateId)).toMatchObject({ status: 'process', amount: 50 })
    expect(await claim(b, 'rebate', rebateId)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    const before = await mainBalance(db, a.id)
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(a, 'rebate', rebateId)))
    expect(replies.filter((r) => r.success)).toHaveLength(1)
    expect(replies.every((r) => r.success || r.code === 'ALREADY_CLAIMED')).toBe(true)
    expect(await mainBalance(db, a.id)).toBe(before + 500)
    expect(await itemOf(a, 'rebate', rebateId)).toMatchObject({ status: 'claimed', amount: 500 })
    expect(await ledgerInvariants(db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('refuses bad claims with a clear code', async () => {
    for (const payload of [{ source: 'lottery', id: 1 }, { source: 'rebate', id: -1 }, { source: 'rebate' }, {}]) {
      expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/MCS2_rewardClaim', payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    }
    expect(await claim(a, 'rebate', 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await claim(a, 'mission', 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})

describe('bonus details', () => {
  it('lists the member\'s received bonuses with totals; B sees none of A\'s', async () => {
    const env = await memberCall<BonusDetailsReply>(t.app, a.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 10 })
    expect(env.success).toBe(true)
    if (!env.success) return
    expect(env.value.list.map((e) => [e.source, e.amount])).toEqual([['rebate', 500], ['promotion', 6_000]])
    expect(env.value.list[0]!.title).toMatchObject({ en: 'Daily rebate 0.5%' })
    expect(env.value.list[0]!.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(env.value.totals).toEqual({ amount: 6_500, count: 2, bySource: expect.arrayContaining([{ source: 'rebate', amount: 500, count: 1 }, { source: 'promotion', amount: 6_000, count: 1 }]) })
    const onlyRebates = await memberCall<BonusDetailsReply>(t.app, a.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 10, source: 'rebate' })
    expect(onlyRebates).toMatchObject({ success: true, value: { total: 1, totals: { amount: 500 } } })
    const future = await memberCall<BonusDetailsReply>(t.app, a.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 10, from: Date.now() + 3600_000 })
    expect(future).toMatchObject({ success: true, value: { list: [], total: 0, totals: { amount: 0, count: 0 } } })
    const theirs = await memberCall<BonusDetailsReply>(t.app, b.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 10 })
    expect(theirs).toMatchObject({ success: true, value: { list: [], total: 0 } })
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 0 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it('a trial account is refused; no token is UNAUTHORIZED', async () => {
    const fp = envelope<{ token: string }>(await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'x', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'random-string-rc') } }))
    if (!fp.success) throw new Error(fp.code)
    const token = fp.value.token
    for (const [method, url] of [['POST', '/wps/relay/MCS2_rewardList'], ['POST', '/wps/relay/MCS2_missionList'], ['POST', '/wps/relay/CSP_messageList'], ['GET', '/wps/relay/MCS2_referralInfo']] as const) {
      expect(await memberCall(t.app, token, method, url, method === 'POST' ? (url.endsWith('messageList') ? { page: 1, pageSize: 5 } : {}) : undefined)).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
    }
    // The header and menu badges answer 0 for a trial account rather than failing.
    expect(await memberCall(t.app, token, 'GET', '/wps/relay/CSP_unreadCount')).toEqual({ success: true, value: { count: 0 } })
    expect(await memberCall(t.app, token, 'GET', '/wps/relay/MCS2_missionReadyCount')).toEqual({ success: true, value: { count: 0 } })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_rewardList', payload: {} }))).toMatchObject({ success: false, code: 'UNAUTHORIZED' })
  })
})

describe('reward centre: a switched-off promotion', () => {
  it('leaves the list, but a reward already issued stays visible and claimable', async () => {
    const added = envelope<{ id: number }>(await send(t.app, { method: 'POST', url: '/admin/promotions', admin: true, payload: { kind: 'promotion', title: { en: 'Flash' }, reward: 700 } }))
    if (!added.success) throw new Error(added.code)
    const id = added.value.id
    await join(b, id)
    await join(a, id)
    const entry = (await applications()).find((x) => x.account === 'rewardb1')!
    expect(envelope(await decide(entry.id, { decision: 'approve' }))).toMatchObject({ success: true, value: { amount: 700 } })
    await send(t.app, { method: 'PUT', url: `/admin/promotions/${id}/enabled`, admin: true, payload: { enabled: false } })
    // A's application was not decided: the switched-off promotion is gone for A.
    expect((await items(a)).some((i) => i.source === 'promotion' && i.id === id)).toBe(false)
    expect(await itemOf(b, 'promotion', id)).toMatchObject({ status: 'issued', amount: 700 })
    expect(await claim(b, 'promotion', id)).toMatchObject({ success: true, value: { amount: 700 } })
    expect(await memberCall(t.app, b.token, 'POST', '/wps/relay/MCS2_bonusDetails', { page: 1, pageSize: 10, from: 9e15 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })
})
