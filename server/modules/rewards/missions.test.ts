import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClaimReply, MissionLeaderboardReply, MissionListReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { createMember, mainBalance, memberCall, placeBet, postDeposit, type TestMember } from '../../testing/reward-helpers.ts'

let t: TestApp
let a: TestMember
let b: TestMember
const ids = { slots: 0, rounds: 0, deposit: 0 }

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  await insertGames(db, [{ id: 'rw-slot', gameType: 'RNG' }])
  a = await createMember(t.app, db, 'missiona1')
  b = await createMember(t.app, db, 'missionb1')
  // The seeded demo missions: slots total (RNG, 500.00, daily), 20 rounds (daily), first deposit of 100.00 (once).
  const missions = await db.selectFrom('missions').select(['id', 'kind']).execute()
  ids.slots = missions.find((m) => m.kind === 'bet_total')!.id
  ids.rounds = missions.find((m) => m.kind === 'rounds')!.id
  ids.deposit = missions.find((m) => m.kind === 'first_deposit')!.id
})
afterAll(async () => t?.close())

const list = async (m: TestMember) => {
  const env = await memberCall<MissionListReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_missionList', {})
  if (!env.success) throw new Error(env.code)
  return env.value
}
const mission = async (m: TestMember, id: number) => (await list(m)).list.find((x) => x.id === id)!
const ready = async (m: TestMember) => {
  const env = await memberCall<{ count: number }>(t.app, m.token, 'GET', '/wps/relay/MCS2_missionReadyCount')
  if (!env.success) throw new Error(env.code)
  return env.value.count
}
const claim = (m: TestMember, missionId: number) => memberCall<ClaimReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_missionClaim', { missionId })

describe('missions', () => {
  it('count progress from real bets: stakes on the game type, rounds played, rolled-back bets left out', async () => {
    const db = t.testDb.db
    await placeBet(db, a.id, 'rw-slot', 30_000)
    await placeBet(db, a.id, 'rw-slot', 15_000)
    await placeBet(db, a.id, 'rw-slot', 90_000, undefined, 'rolled_back')
    // Yesterday's bet counts for neither daily mission.
    await placeBet(db, a.id, 'rw-slot', 40_000, new Date(Date.now() - 36 * 3600_000))
    // A bet on a game outside the catalogue's RNG type counts as a round, not towards slots.
    await placeBet(db, a.id, 'not-a-slot', 20_000)
    const slots = await mission(a, ids.slots)
    expect(slots).toMatchObject({ progress: 45_000, target: 50_000, status: 'process', period: 'daily', gameType: 'RNG', title: { en: 'Bet 500 on slots today' } })
    expect(slots.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(slots.endsAt).toBeGreaterThan(Date.now())
    expect(await mission(a, ids.rounds)).toMatchObject({ progress: 3, status: 'process' })
    expect(await mission(b, ids.slots)).toMatchObject({ progress: 0, status: 'process' })
    expect(await ready(a)).toBe(0)
  })

  it('an incomplete mission cannot be claimed, an unknown one is NOT_FOUND, and nothing moves', async () => {
    const before = await mainBalance(t.testDb.db, a.id)
    expect(await claim(a, ids.slots)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await claim(a, 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/MCS2_missionClaim', { missionId: 'x' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await memberCall(t.app, a.token, 'POST', '/wps/relay/MCS2_missionClaim', {})).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await mainBalance(t.testDb.db, a.id)).toBe(before)
  })

  it('a complete mission is claimed once, whatever the number of concurrent clicks, and says so in the inbox', async () => {
    const db = t.testDb.db
    await placeBet(db, a.id, 'rw-slot', 5_000)
    expect(await mission(a, ids.slots)).toMatchObject({ progress: 50_000, status: 'claim' })
    expect(await ready(a)).toBe(1)
    expect(await ready(b)).toBe(0)
    const before = await mainBalance(db, a.id)
    const replies = await Promise.all(Array.from({ length: 8 }, () => claim(a, ids.slots)))
    const won = replies.filter((r) => r.success)
    expect(won).toHaveLength(1)
    expect(won[0]).toMatchObject({ value: { source: 'mission', id: ids.slots, amount: 1_000, status: 'claimed' } })
    expect(replies.filter((r) => !r.success).every((r) => !r.success && r.code === 'ALREADY_CLAIMED')).toBe(true)
    expect(await mainBalance(db, a.id)).toBe(before + 1_000)
    expect(await claim(a, ids.slots)).toMatchObject({ success: false, code: 'ALREADY_CLAIMED' })
    expect(await mission(a, ids.slots)).toMatchObject({ status: 'claimed' })
    expect(await ready(a)).toBe(0)
    const tx = await db.selectFrom('ledger_transactions').selectAll().where('kind', '=', 'reward').where('idempotency_key', 'like', `mission:${ids.slots}:${a.id}:%`).execute()
    expect(tx).toHaveLength(1)
    const messages = await db.selectFrom('messages').select(['kind', 'params']).where('member_id', '=', a.id).execute()
    expect(messages).toEqual([{ kind: 'mission_complete', params: expect.objectContaining({ missionId: ids.slots, amount: 1_000 }) }])
    // B, with no progress, still cannot claim it.
    expect(await claim(b, ids.slots)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await ledgerInvariants(db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('a first-deposit mission counts the first deposit in the ledger', async () => {
    const db = t.testDb.db
    await postDeposit(db, b.id, 5_000, 'mb-1')
    await postDeposit(db, b.id, 50_000, 'mb-2')
    // The first deposit (50.00) is under the 100.00 target: a later bigger one does not count.
    expect(await mission(b, ids.deposit)).toMatchObject({ progress: 5_000, status: 'process', periodKey: 'once', endsAt: null })
    await postDeposit(db, a.id, 12_000, 'ma-1')
    expect(await mission(a, ids.deposit)).toMatchObject({ progress: 12_000, status: 'claim' })
    expect(await claim(a, ids.deposit)).toMatchObject({ success: true, value: { amount: 2_000, periodKey: 'once' } })
    expect(await claim(b, ids.deposit)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
  })

  it('the leaderboard ranks members by progress with masked accounts', async () => {
    await placeBet(t.testDb.db, b.id, 'rw-slot', 70_000)
    const env = await memberCall<MissionLeaderboardReply>(t.app, b.token, 'POST', '/wps/relay/MCS2_missionLeaderboard', { missionId: ids.slots, limit: 5 })
    expect(env.success).toBe(true)
    if (!env.success) return
    expect(env.value.list.slice(0, 2)).toEqual([{ rank: 1, account: 'mi***1', progress: 70_000 }, { rank: 2, account: 'mi***1', progress: 50_000 }])
    expect(env.value.me).toEqual({ rank: 1, progress: 70_000 })
    expect(JSON.stringify(env.value)).not.toContain('missiona1')
    expect(await memberCall(t.app, b.token, 'POST', '/wps/relay/MCS2_missionLeaderboard', { missionId: 999_999 })).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await memberCall(t.app, b.token, 'POST', '/wps/relay/MCS2_missionLeaderboard', { missionId: ids.slots, limit: 51 })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })
})

describe('missions: the operator side', () => {
  it('defines a mission with who and when, switches it off (gone from the list, not claimable) and on', async () => {
    const added = envelope<{ id: number; createdBy: string; enabled: boolean }>(await send(t.app, {
      method: 'POST', url: '/admin/missions', admin: true, headers: { 'x-operator': 'ops.lead' },
      payload: { kind: 'rounds', title: { en: 'Play 2 rounds' }, target: 2, reward: 300, period: 'once' },
    }))
    expect(added).toMatchObject({ success: true, value: { createdBy: 'ops.lead', enabled: true } })
    if (!added.success) return
    const id = added.value.id
    // A one-off mission counts from when it was defined: earlier bets do not count.
    expect(await mission(b, id)).toMatchObject({ status: 'process', progress: 0 })
    await placeBet(t.testDb.db, b.id, 'rw-slot', 100)
    await placeBet(t.testDb.db, b.id, 'rw-slot', 100)
    expect(await mission(b, id)).toMatchObject({ status: 'claim', progress: 2 })
    const off = envelope(await send(t.app, { method: 'PUT', url: `/admin/missions/${id}/enabled`, admin: true, payload: { enabled: false } }))
    expect(off).toMatchObject({ success: true, value: { enabled: false, updatedBy: 'admin' } })
    expect((await list(b)).list.some((m) => m.id === id)).toBe(false)
    expect(await claim(b, id)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    await send(t.app, { method: 'PUT', url: `/admin/missions/${id}/enabled`, admin: true, payload: { enabled: true } })
    expect(await claim(b, id)).toMatchObject({ success: true, value: { amount: 300 } })
    const listed = envelope<{ missions: Array<{ id: number }> }>(await send(t.app, { method: 'GET', url: '/admin/missions', admin: true }))
    expect(listed.success && listed.value.missions.map((m) => m.id)).toContain(id)
  })

  it('refuses bad definitions and changes nothing', async () => {
    const count = async () => (await t.testDb.db.selectFrom('missions').select('id').execute()).length
    const before = await count()
    const bad = [
      { kind: 'jump', title: { en: 'x' }, target: 1, reward: 1, period: 'once' },
      { kind: 'rounds', title: { en: 'x' }, target: 0, reward: 1, period: 'once' },
      { kind: 'rounds', title: { en: 'x' }, target: 1, reward: -5, period: 'once' },
      { kind: 'rounds', title: { en: 'x' }, target: 1, reward: 1, period: 'weekly' },
      { kind: 'first_deposit', gameType: 'RNG', title: { en: 'x' }, target: 1, reward: 1, period: 'once' },
      { kind: 'rounds', gameType: 'rng; drop', title: { en: 'x' }, target: 1, reward: 1, period: 'once' },
    ]
    for (const payload of bad) expect(envelope(await send(t.app, { method: 'POST', url: '/admin/missions', admin: true, payload }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/missions/999999/enabled', admin: true, payload: { enabled: false } }))).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/missions/abc/enabled', admin: true, payload: { enabled: false } }))).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await count()).toBe(before)
  })
})
