import { createHash, createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickCount, pickWinners, raffleMessage, unitOf, type PromotionListReply, type PromotionView, type RaffleClaimReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { createMember, mainBalance, memberCall, type TestMember } from '../../testing/reward-helpers.ts'
import { ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { trialToken } from '../../testing/points-helpers.ts'

let t: TestApp
let a: TestMember
let b: TestMember
let c: TestMember
let trial: TestMember

beforeAll(async () => {
  t = await createTestApp()
  const db = t.testDb.db
  a = await createMember(t.app, db, 'promoa1')
  b = await createMember(t.app, db, 'promob1')
  c = await createMember(t.app, db, 'promoc1')
  trial = { id: 0, account: 'trial', token: await trialToken(t) }
})
afterAll(async () => t?.close())

const adminCall = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  envelope<T>(await send(t.app, { method, url, admin: true, headers: { 'x-operator': 'ana' }, ...(payload ? { payload } : {}) }))
const list = async (m: TestMember | null) => {
  const env = m ? await memberCall<PromotionListReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_promotionList', {})
    : envelope<PromotionListReply>(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_promotionList', payload: {} }))
  if (!env.success) throw new Error(env.code)
  return env.value.list
}
const detail = (m: TestMember, promotionId: unknown) => memberCall<PromotionView>(t.app, m.token, 'POST', '/wps/relay/MCS2_promotionDetail', { promotionId })
const claim = (m: TestMember, promotionId: unknown) => memberCall<RaffleClaimReply>(t.app, m.token, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { promotionId })
/** What a ticket could write: the tickets and the raffles' commitments. */
const entries = async () => (await t.testDb.db.selectFrom('raffle_entries').select('id').execute()).length * 1000
  + (await t.testDb.db.selectFrom('raffle_draws').select('promotion_id').execute()).length
const newRaffle = async (over: Record<string, unknown> = {}) => {
  const env = await adminCall<{ id: number }>('POST', '/admin/promo-pages', {
    kind: 'raffle', title: { en: 'Test raffle' }, body: { en: '<p>Win</p>' }, reward: 2_500, winners: 2, ...over,
  })
  if (!env.success) throw new Error(`${env.code} ${env.message}`)
  return env.value.id
}

describe('promotion pages', () => {
  it('shows the seeded promotion, rebate and raffle to a visitor and a member, with the raffle committed', async () => {
    const visitor = await list(null)
    expect(visitor.map((p) => p.kind).sort()).toEqual(['promotion', 'raffle', 'rebate'])
    const raffle = visitor.find((p) => p.kind === 'raffle')!
    expect(raffle).toMatchObject({ status: 'claim', eligible: null, amount: null, body: null, reward: 10_000, raffle: { winners: 3, entrants: 0, serverSeed: null, myTicket: null } })
    expect(raffle.raffle!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    const mine = await list(a)
    expect(mine.find((p) => p.kind === 'promotion')).toMatchObject({ status: 'join', eligible: true, amount: 5_000 })
    const full = await detail(a, raffle.id)
    expect(full).toMatchObject({ success: true, value: { body: { en: expect.stringContaining('<p>') } } })
    // A trial account reads them as a visitor.
    expect((await list(trial)).find((p) => p.kind === 'raffle')).toMatchObject({ eligible: null, status: 'claim' })
  })

  it('refuses bad input with typed failures and changes nothing', async () => {
    const seeded = (await list(null)).find((p) => p.kind === 'raffle')!.id
    const promotion = (await list(null)).find((p) => p.kind === 'promotion')!.id
    const later = await newRaffle({ startsAt: new Date(Date.now() + 86_400_000).toISOString() })
    const vip = await newRaffle({ minVipLevel: 3 })
    const before = await entries()
    for (const bad of [0, -1, 'x', 1.5, null]) expect(await claim(a, bad)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await claim(a, 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await claim(a, promotion)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await claim(a, later)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await claim(a, vip)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await claim(trial, seeded)).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', payload: { promotionId: seeded } }))).toMatchObject({ success: false })
    expect(await detail(a, 999_999)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect((await list(a)).find((p) => p.id === vip)).toMatchObject({ eligible: false, status: 'claim' })
    expect(await entries()).toBe(before)

    const count = async () => (await t.testDb.db.selectFrom('promotions').select('id').execute()).length
    const promos = await count()
    for (const payload of [
      { kind: 'raffle', title: { en: 'x' }, body: { en: 'x' }, reward: 100 },
      { kind: 'raffle', title: { en: 'x' }, body: { en: 'x' }, winners: 2 },
      { kind: 'promotion', title: { en: 'x' }, body: { en: 'x' }, reward: 100, winners: 1 },
      { kind: 'rebate', title: { en: 'x' }, body: { en: 'x' }, rateBp: 50, reward: 1 },
      { kind: 'promotion', title: { en: 'x' }, body: { en: '<script>alert(1)</script>' }, reward: 100 },
      { kind: 'promotion', title: { en: 'x' }, body: { en: '<img src=x onerror=alert(1)>' }, reward: 100 },
      { kind: 'promotion', title: { en: 'x' }, body: { en: 'x' }, reward: 100, banner: 'javascript:alert(1)' },
      { kind: 'promotion', title: { en: 'x' }, body: { en: 'x' }, reward: 100, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
      { kind: 'promotion', title: { en: 'x' }, reward: 100 },
    ]) expect(await adminCall('POST', '/admin/promo-pages', payload)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await count()).toBe(promos)
    expect(await adminCall('POST', '/admin/raffles/999999/draw')).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await adminCall('POST', `/admin/raffles/${promotion}/draw`)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    expect(await adminCall('POST', `/admin/raffles/${later}/draw`)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await adminCall('PUT', `/admin/promo-pages/${later}/schedule`, { startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await t.testDb.db.selectFrom('raffle_draws').select('status').where('status', '=', 'drawn').execute()).toEqual([])
  })

  it('a claim is idempotent: the same ticket, asked again or many times at once, one entry', async () => {
    const id = await newRaffle()
    const first = await claim(a, id)
    expect(first).toMatchObject({ success: true, value: { promotionId: id, status: 'joined', entrants: 1 } })
    expect(await claim(a, id)).toEqual(first)
    const replies = await Promise.all(Array.from({ length: 8 }, () => claim(b, id)))
    expect(replies.every((r) => r.success)).toBe(true)
    expect(new Set(replies.map((r) => (r.success ? r.value.ticket : 0))).size).toBe(1)
    const rows = await t.testDb.db.selectFrom('raffle_entries').select(['member_id']).where('promotion_id', '=', id).execute()
    expect(rows.map((r) => r.member_id).sort()).toEqual([a.id, b.id].sort())
    expect((await list(a)).find((p) => p.id === id)).toMatchObject({ status: 'joined', raffle: { entrants: 2, myTicket: first.success ? first.value.ticket : -1 } })
  })

  it('the draw picks verifiably from the committed seed and pays each winner through the ledger exactly once', async () => {
    const id = await newRaffle({ winners: 2, reward: 2_500 })
    const hash = (await list(null)).find((p) => p.id === id)!.raffle!.serverSeedHash!
    for (const m of [a, b, c]) expect(await claim(m, id)).toMatchObject({ success: true })
    const before = new Map(await Promise.all([a, b, c].map(async (m) => [m.id, await mainBalance(t.testDb.db, m.id)] as const)))

    const draws = await Promise.all([1, 2, 3].map(() => adminCall<{ drawnNow: boolean; raffle: { serverSeed: string; tickets: Array<{ ticket: number; account: string; status: string }> } }>('POST', `/admin/raffles/${id}/draw`)))
    expect(draws.every((d) => d.success)).toBe(true)
    expect(draws.filter((d) => d.success && d.value.drawnNow)).toHaveLength(1)

    const view = (await list(null)).find((p) => p.id === id)!
    expect(view.status).toBe('close')
    const { serverSeed } = view.raffle!
    expect(createHash('sha256').update(serverSeed!).digest('hex')).toBe(hash)
    const { value: shown } = await detail(a, id) as { value: PromotionView }
    const tickets = shown.raffle!.tickets!
    expect(tickets).toHaveLength(3)
    const units = Array.from({ length: pickCount(3, 2) }, (_, i) => unitOf(createHmac('sha256', serverSeed!).update(raffleMessage(id, i)).digest()))
    expect(shown.raffle!.winningTickets).toEqual(pickWinners(tickets, units))

    const paid = await t.testDb.db.selectFrom('ledger_transactions').select(['kind', 'idempotency_key']).where('idempotency_key', 'like', `raffle:${id}:%`).execute()
    expect(paid).toHaveLength(2)
    expect(paid.every((p) => p.kind === 'bonus')).toBe(true)
    const winners = await t.testDb.db.selectFrom('raffle_entries').select(['member_id', 'status']).where('promotion_id', '=', id).execute()
    for (const e of winners) {
      const now = await mainBalance(t.testDb.db, e.member_id)
      expect(now - before.get(e.member_id)!).toBe(e.status === 'won' ? 2_500 : 0)
    }
    const winner = winners.find((w) => w.status === 'won')!
    const m = [a, b, c].find((x) => x.id === winner.member_id)!
    expect((await list(m)).find((p) => p.id === id)).toMatchObject({ status: 'issued', amount: 2_500 })
    // Drawn: no more tickets, a second draw pays nothing.
    const late = await createMember(t.app, t.testDb.db, 'promod1')
    expect(await claim(late, id)).toMatchObject({ success: false, code: 'NOT_CLAIMABLE' })
    expect(await adminCall('POST', `/admin/raffles/${id}/draw`)).toMatchObject({ success: true, value: { drawnNow: false } })
    expect(await t.testDb.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', 'like', `raffle:${id}:%`).execute()).toHaveLength(2)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0 })
  })

  it('the operator schedules and withdraws a promotion', async () => {
    const id = await newRaffle()
    const start = new Date(Date.now() + 3_600_000).toISOString()
    expect(await adminCall('PUT', `/admin/promo-pages/${id}/schedule`, { startsAt: start, endsAt: null })).toMatchObject({ success: true, value: { startsAt: start, endsAt: null } })
    expect((await list(a)).find((p) => p.id === id)).toMatchObject({ status: 'comingSoon' })
    expect(await adminCall('POST', `/admin/promo-pages/${id}/withdraw`)).toMatchObject({ success: true, value: { enabled: false } })
    expect((await list(a)).some((p) => p.id === id)).toBe(false)
    expect(await detail(a, id)).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })
})
