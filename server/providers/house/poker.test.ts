/**
 * The PVP card rooms (three-card poker): hands rank as the rules say (checked by counting every
 * three-card hand of the deck), the showdown shares the pot less the rake among the best callers
 * and hands every ante back when nobody calls, the verification page computes the same deal and
 * showdown as the server; a PVP title opens its room (by title, by roomId in the launch, or by
 * GET /wps/game/launchGame's value.content); a member sits in once, sees their own cards alone
 * once dealt, calls once while the cards are out, and is paid once what the rules say; a room
 * seats no more players than it has seats, whatever arrives at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { hashSeed } from './fair.ts'
import { categoryOf, dealHands, handScore, HAND_CATEGORIES, houseCalls, RAKE_PCT, seatReturn, showdown, type PokerResult } from './poker-math.ts'
import { placeSlip, settleDueRounds, type TableContext } from './table-rounds.ts'
import { TABLE_GAMES } from './table-games.ts'
import { periodOf } from './table-schedule.ts'
import type { GameSession } from './sessions.ts'

const seed = fc.string({ minLength: 1, maxLength: 40 })

/** Every three-card hand of a 52-card deck. */
const allHands = (): number[][] => {
  const hands: number[][] = []
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) hands.push([a, b, c])
  return hands
}

describe('three-card poker rules', () => {
  it('ranks the 22,100 hands of a deck into the textbook counts, and every category above the one below', () => {
    const counts = new Map<string, number>()
    const hands = allHands()
    const scores = hands.map(handScore)
    for (const s of scores) counts.set(categoryOf(s), (counts.get(categoryOf(s)) ?? 0) + 1)
    expect(Object.fromEntries(counts)).toEqual({ straightFlush: 48, trips: 52, straight: 720, flush: 1096, pair: 3744, high: 16440 })
    // A higher category always beats a lower one; within one, the ranks decide.
    const best = (category: string) => Math.max(...scores.filter((s) => categoryOf(s) === category))
    const worst = (category: string) => Math.min(...scores.filter((s) => categoryOf(s) === category))
    for (let i = 1; i < HAND_CATEGORIES.length; i++) expect(worst(HAND_CATEGORIES[i]!)).toBeGreaterThan(best(HAND_CATEGORIES[i - 1]!))
    // A-2-3 is the lowest straight, A-K-Q the highest; a pair of aces beats kings with an ace.
    expect(handScore([12, 13, 27])).toBeLessThan(handScore([1, 15, 29]))
    expect(handScore([12, 24, 37])).toBeGreaterThan(handScore([11, 23, 36]))
    expect(handScore([12, 25, 0])).toBeGreaterThan(handScore([11, 24, 12 + 13]))
  })

  it('has house players call from Q-6-4 high', () => {
    expect(houseCalls([10, 4 + 13, 2 + 26])).toBe(true)
    expect(houseCalls([10, 4 + 13, 1 + 26])).toBe(false)
    expect(houseCalls([0, 13, 5 + 26])).toBe(true)
  })

  it('deals thirty different cards, and plays out a hand as the rules say', () => {
    fc.assert(fc.property(seed, fc.nat(), fc.integer({ min: 2, max: 10 }), fc.array(fc.boolean(), { maxLength: 10 }), (server, hand, seats, calls) => {
      const hands = dealHands(server, 'room', hand)
      expect(new Set(hands.flat()).size).toBe(30)
      const players = new Map(calls.slice(0, seats).map((c, seat) => [seat, c]))
      const o = showdown(hands, seats, 500, players)
      const called = Array.from({ length: seats }, (_, s) => players.get(s) ?? houseCalls(hands[s]!))
      const callers = called.filter(Boolean).length
      expect(o.pot).toBe(500 * (seats + callers))
      if (callers === 0) {
        expect(o.winners).toEqual([])
        for (const seat of players.keys()) expect(seatReturn(o, seat, 500)).toBe(500)
        return
      }
      const best = Math.max(...hands.slice(0, seats).map((h, s) => (called[s] ? handScore(h) : -1)))
      expect(o.winners).toEqual(Array.from({ length: seats }, (_, s) => s).filter((s) => called[s] && handScore(hands[s]!) === best))
      expect(o.rake).toBe(Math.floor((o.pot * RAKE_PCT) / 100))
      const paid = o.winners.length * o.share
      expect(paid).toBeLessThanOrEqual(o.pot - o.rake)
      expect(o.pot - o.rake - paid).toBeLessThan(o.winners.length)
      for (let s = 0; s < seats; s++) expect(seatReturn(o, s, 500)).toBe(o.winners.includes(s) ? o.share : 0)
    }), { numRuns: 400 })
  })

  it('is computed the same by the verification page', () => {
    type Rules = { pokerDeal: (w: number[]) => number[][]; pokerScore: (c: number[]) => number; pokerShowdown: (h: number[][], n: number, ante: number, m: Record<number, boolean>) => unknown }
    const page: { TALA_TABLE_RULES?: Rules } = {}
    new Function('window', readFileSync(new URL('./public/table-rules.js', import.meta.url), 'utf8'))(page)
    const rules = page.TALA_TABLE_RULES!
    for (const h of allHands().filter((_, i) => i % 7 === 0)) expect(rules.pokerScore(h)).toBe(handScore(h))
    fc.assert(fc.property(seed, fc.nat(), fc.integer({ min: 2, max: 10 }), fc.array(fc.boolean(), { maxLength: 10 }), (server, hand, seats, calls) => {
      const words = [0, 1, 2, 3].flatMap((j) => {
        const d = createHmac('sha256', server).update(`room:${hand}:deal:${j}`).digest()
        return Array.from({ length: 8 }, (_, i) => d.readUInt32BE(i * 4))
      })
      const hands = dealHands(server, 'room', hand)
      expect(rules.pokerDeal(words)).toEqual(hands)
      const members = Object.fromEntries(calls.slice(0, seats).map((c, s) => [s, c]))
      expect(rules.pokerShowdown(hands, seats, 200, members)).toEqual(showdown(hands, seats, 200, new Map(Object.entries(members).map(([s, c]) => [Number(s), c]))))
    }), { numRuns: 200 })
  })
})

let t: TestApp
let token: string
let merchantCode: string
let clock = 0
let ctx: TableContext
let launch: (gameId: string) => Promise<string>
let post: <T>(url: string, payload: object) => Promise<ReturnType<typeof envelope<T>>>
let walletBalance: () => Promise<number>
const PERIOD = periodOf(TABLE_GAMES.poker.cadence, 1000)
const { betting, dealing } = TABLE_GAMES.poker.cadence

type State = { table: { roundId: string; roundNo: number; phase: string; result: PokerResult | null; seats: { count: number; ante: number; taken: Array<{ seat: number; player: string; called: boolean }> } }; hand: { seat: number; cards: number[] } | null; chips: number[]; roundLimit: number }
type Placed = { betId: string; roundId: string; stake: number; balance: number }

/** Moves the clock `offset` ms into a fresh hand. */
const toHandStart = (offset: number) => {
  const handNo = Math.floor(clock / PERIOD) + 2
  clock = handNo * PERIOD + offset
  return handNo
}

beforeAll(async () => {
  clock = Date.now()
  t = await createTestApp({ now: () => clock })
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post, walletBalance } = houseClient(t.app, token, merchantCode))
  const vendor = (await t.testDb.db.selectFrom('game_vendors').select('vassalage').where('game_type', '=', 'PVP').executeTakeFirstOrThrow()).vassalage
  await insertGames(t.testDb.db, [{ id: 't-pvp-1', name: 'Tongits Room', gameType: 'PVP', vassalage: vendor }, { id: 't-pvp-2', name: 'Pusoy Room', gameType: 'PVP', vassalage: vendor }])
  await t.testDb.db.insertInto('game_rooms').values([
    { id: 't-pvp-1-r1', game_id: 't-pvp-1', name: 'Starter', min_bet: 500, seats: 6, sort: 0 },
    { id: 't-pvp-1-r2', game_id: 't-pvp-1', name: 'Duel', min_bet: 1000, seats: 2, sort: 1 },
    { id: 't-pvp-2-r1', game_id: 't-pvp-2', name: 'Other', min_bet: 100, seats: 4, sort: 0 },
  ]).execute()
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

const launchRoom = async (roomId: string, gameId?: string) => envelope<{ game_url: string }>(await t.app.inject({
  method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${token}`, language: 'en' },
  payload: { ...(gameId ? { gameId } : {}), roomId, nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'X', launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, username: 'demo01', token, merchantCode, language: 'en' },
}))

describe('the PVP card rooms', () => {
  it('open a PVP title at its first room, a room by its roomId, and GET launchGame answers the room\'s address in value.content', async () => {
    const byTitle = sessionOf(await launch('t-pvp-1'))
    const state = await post<State & { game: { tableId: string; room: string } }>('/house/api/table/state', { s: byTitle })
    expect(state).toMatchObject({ success: true, value: { game: { tableId: 't-pvp-1-r1', room: 'Starter' }, chips: [500], roundLimit: 1000 } })
    const duel = await launchRoom('t-pvp-1-r2', 't-pvp-1')
    if (!duel.success) throw new Error(duel.code)
    expect(duel.value.game_url).toMatch(/^\/house\/poker\/\?s=/)
    expect(await post('/house/api/table/state', { s: sessionOf(duel.value.game_url) })).toMatchObject({ success: true, value: { game: { tableId: 't-pvp-1-r2' }, chips: [1000] } })
    expect(await launchRoom('t-pvp-2-r1', 't-pvp-1')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await launchRoom('no-such-room')).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' })
    const content = envelope<{ content: string }>(await t.app.inject({ method: 'GET', url: '/wps/game/launchGame?roomId=t-pvp-2-r1&language=ty', headers: { authorization: `Bearer ${token}` } }))
    if (!content.success) throw new Error(content.code)
    expect(content.value.content).toMatch(/^\/house\/poker\/\?s=.+&lang=ty$/)
    expect(await post('/house/api/table/state', { s: sessionOf(content.value.content) })).toMatchObject({ success: true, value: { game: { tableId: 't-pvp-2-r1' } } })
    expect((await t.app.inject({ method: 'GET', url: '/wps/game/launchGame?roomId=t-pvp-2-r1' })).statusCode).toBe(401)
    const seeded = await t.testDb.db.selectFrom('games').select('house_game').where('game_type', '=', 'PVP').execute()
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((g) => g.house_game === 'poker')).toBe(true)
  })

  it('seat a member once, show them their own cards alone, take one call while the cards are out, and pay the showdown once', async () => {
    const s = sessionOf(await launch('t-pvp-1'))
    const handNo = toHandStart(2_000)
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error(state.code)
    const round = state.value.table.roundId
    const before = await walletBalance()
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'call', stake: 500 }] })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'ante', stake: 100 }] })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const ante = await post<Placed>('/house/api/table/bet', { s, round, spots: [{ spot: 'ante', stake: 500 }] })
    expect(ante).toMatchObject({ success: true, value: { stake: 500, balance: before - 500 } })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'ante', stake: 500 }] })).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    const seated = await post<State>('/house/api/table/state', { s })
    if (!seated.success) throw new Error(seated.code)
    expect(seated.value.table.seats).toMatchObject({ count: 6, ante: 500, taken: [{ seat: 0, player: 'de***1', called: false }] })
    expect(seated.value.hand).toBeNull()

    clock = handNo * PERIOD + betting * 1000 + 1_000
    const dealt = await post<State>('/house/api/table/state', { s })
    if (!dealt.success) throw new Error(dealt.code)
    // The hands stay secret while players decide: only the member's own cards come back, to them.
    expect(dealt.value.table).toMatchObject({ phase: 'dealing', result: null })
    expect(dealt.value.hand).toMatchObject({ seat: 0 })
    expect(JSON.stringify(dealt.value.table)).not.toContain(JSON.stringify(dealt.value.hand!.cards))
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'ante', stake: 500 }] })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    const call = await post<Placed>('/house/api/table/bet', { s, round, spots: [{ spot: 'call', stake: 500 }] })
    expect(call).toMatchObject({ success: true, value: { balance: before - 1000 } })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'call', stake: 500 }] })).toMatchObject({ success: false, code: 'LIMIT_REACHED' })

    clock = handNo * PERIOD + (betting + dealing) * 1000 + 500
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'call', stake: 500 }] })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    const settled = await settleDueRounds(ctx, 'test')
    expect(settled.filter((r) => r.roundId === round)).toMatchObject([{ slips: 2 }])
    expect(await settleDueRounds(ctx, 'test')).toEqual([])
    const verified = envelope<{ serverSeed: string; serverSeedHash: string; result: PokerResult }>(await t.app.inject({ method: 'GET', url: `/house/api/table/verify?round=${encodeURIComponent(round)}` }))
    if (!verified.success) throw new Error(verified.code)
    expect(hashSeed(verified.value.serverSeed)).toBe(verified.value.serverSeedHash)
    // The same deal the member was shown, and the showdown an independent reading of the rules gives.
    const hands = dealHands(verified.value.serverSeed, 't-pvp-1-r1', handNo)
    expect(hands[0]).toEqual(dealt.value.hand!.cards)
    const expected = showdown(hands, 6, 500, new Map([[0, true]]))
    expect(verified.value.result).toEqual({ hands: hands.slice(0, 6), ...expected })
    expect(verified.value.result.seats!.filter((x) => x.house).map((x) => x.seat)).toEqual([1, 2, 3, 4, 5])
    const back = seatReturn(expected, 0, 500)
    expect(await walletBalance()).toBe(before - 1000 + back)
    const mine = await t.testDb.db.selectFrom('table_bets').select(['bet_id', 'win', 'status']).where('round_id', '=', round).orderBy('created_at').execute()
    expect(mine.map((b) => [b.status, Number(b.win)])).toEqual([['settled', back], ['settled', 0]])
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('hand every ante back when nobody calls', async () => {
    const duel = await launchRoom('t-pvp-1-r2')
    if (!duel.success) throw new Error(duel.code)
    const s = sessionOf(duel.value.game_url)
    // In a room of two the house player folds about one hand in three; the member folds every time.
    for (let i = 0; i < 40; i++) {
      const handNo = toHandStart(1_000)
      const state = await post<State>('/house/api/table/state', { s })
      if (!state.success) throw new Error(state.code)
      const before = await walletBalance()
      expect(await post('/house/api/table/bet', { s, round: state.value.table.roundId, spots: [{ spot: 'ante', stake: 1000 }] })).toMatchObject({ success: true })
      clock = handNo * PERIOD + (betting + dealing) * 1000 + 500
      await settleDueRounds(ctx, 'test')
      const row = await t.testDb.db.selectFrom('table_rounds').select('result').where('round_id', '=', state.value.table.roundId).executeTakeFirstOrThrow()
      const r = row.result as PokerResult
      expect(r.seats![0]).toMatchObject({ house: false, called: false })
      expect(await walletBalance()).toBe(before - 1000 + (r.winners!.length === 0 ? 1000 : 0))
      if (r.winners!.length === 0) return
    }
    throw new Error('no hand without a call in 40')
  })

  it('seat no more players than the room has, and each member once, whatever arrives at once', async () => {
    const handNo = toHandStart(1_000)
    const roundId = `t-pvp-1-r2:${handNo}`
    const game = await t.testDb.db.selectFrom('games').selectAll().where('id', '=', 't-pvp-1').executeTakeFirstOrThrow()
    const sessionFor = async (account: string): Promise<GameSession> => ({ memberId: await memberId(t.testDb.db, account), account, language: 'en', game, roomId: 't-pvp-1-r2' })
    const demo = await sessionFor('demo01')
    const before = await walletBalance()
    const antes = await Promise.allSettled(Array.from({ length: 20 }, () => placeSlip(ctx, demo, roundId, [{ spot: 'ante', stake: 1000 }])))
    expect(antes.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(await walletBalance()).toBe(before - 1000)
    await placeSlip(ctx, await sessionFor('agent01'), roundId, [{ spot: 'ante', stake: 1000 }]).catch(() => undefined)
    await expect(placeSlip(ctx, await sessionFor('weakpass1'), roundId, [{ spot: 'ante', stake: 1000 }])).rejects.toMatchObject({ code: 'TABLE_FULL' })
    const taken = await t.testDb.db.selectFrom('table_rounds').select('seats_taken').where('round_id', '=', roundId).executeTakeFirstOrThrow()
    expect(taken.seats_taken).toBe(2)

    clock = handNo * PERIOD + betting * 1000 + 500
    const calls = await Promise.allSettled(Array.from({ length: 20 }, () => placeSlip(ctx, demo, roundId, [{ spot: 'call', stake: 1000 }])))
    expect(calls.filter((a) => a.status === 'fulfilled')).toHaveLength(1)
    expect(await walletBalance()).toBe(before - 2000)
    clock = handNo * PERIOD + (betting + dealing) * 1000 + 500
    await settleDueRounds(ctx, 'test')
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })
})
