/**
 * The house's shared tables: a LIVE title opens a baccarat or roulette table; a slip of bets
 * is debited while the round takes bets and refused after; the settlement pays every slip
 * once, through the wallet, what an independent reading of the rules says; a slip whose
 * debit never answered is rolled back; a member's stake on a round stays under its limit
 * with concurrent slips; the round's seed hash is shown first and the seed revealed after,
 * and the live feed sends the table to anyone watching.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { hashSeed } from './fair.ts'
import { settleDueRounds, type TableContext } from './table-rounds.ts'
import { tableResult, TABLE_GAMES, type TableResult } from './table-games.ts'
import { periodOf } from './table-schedule.ts'
import type { BaccaratResult } from './baccarat-math.ts'
import type { RouletteResult } from './roulette-math.ts'
import type { CockfightResult } from './cockfight-math.ts'
import { bingoOutcome, drawOrder } from './bingo-math.ts'

let t: TestApp
let token: string
let merchantCode: string
let clock = 0
let ctx: TableContext

const BACCARAT_PERIOD = periodOf(TABLE_GAMES.baccarat.cadence, 1000)
/** Moves the clock to `offset` ms into a fresh round of baccarat (and returns that round's number). */
const toRoundStart = (offset: number) => {
  const roundNo = Math.floor(clock / BACCARAT_PERIOD) + 2
  clock = roundNo * BACCARAT_PERIOD + offset
  return roundNo
}

let launch: (gameId: string) => Promise<string>
let post: <T>(url: string, payload: object) => Promise<ReturnType<typeof envelope<T>>>
let walletBalance: () => Promise<number>

type State = { table: { roundId: string; roundNo: number; phase: string; serverSeedHash: string; result: TableResult | null; preview: unknown }; balance: number; chips: number[] }
type Placed = { betId: string; roundId: string; stake: number; balance: number }

/** What a slip returns, read from the rules as a player would: an independent reference of the payouts. */
const referenceReturn = (engine: 'baccarat' | 'roulette', spots: Array<{ spot: string; stake: number }>, r: TableResult): number => spots.reduce((sum, { spot, stake }) => {
  if (engine === 'baccarat') {
    const b = r as BaccaratResult
    const pays: Record<string, number> = {
      player: b.winner === 'player' ? stake * 2 : b.winner === 'tie' ? stake : 0,
      banker: b.winner === 'banker' ? stake + Math.floor(stake * 0.95) : b.winner === 'tie' ? stake : 0,
      tie: b.winner === 'tie' ? stake * 9 : 0,
      playerPair: b.playerPair ? stake * 12 : 0,
      bankerPair: b.bankerPair ? stake * 12 : 0,
    }
    return sum + pays[spot]!
  }
  const n = (r as RouletteResult).pocket
  const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(n)
  const won: Record<string, boolean> = {
    red: red, black: n > 0 && !red, odd: n % 2 === 1, even: n > 0 && n % 2 === 0, low: n >= 1 && n <= 18, high: n >= 19,
    dozen1: Math.ceil(n / 12) === 1, dozen2: Math.ceil(n / 12) === 2, dozen3: Math.ceil(n / 12) === 3,
    column1: n > 0 && (n - 1) % 3 === 0, column2: n > 0 && (n - 1) % 3 === 1, column3: n > 0 && (n - 1) % 3 === 2,
  }
  if (spot.startsWith('n')) return sum + (Number(spot.slice(1)) === n ? stake * 36 : 0)
  return sum + (won[spot] ? stake * (spot.startsWith('dozen') || spot.startsWith('column') ? 3 : 2) : 0)
}, 0)

beforeAll(async () => {
  clock = Date.now()
  t = await createTestApp({ now: () => clock })
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post, walletBalance } = houseClient(t.app, token, merchantCode))
  const liveVendor = (await t.testDb.db.selectFrom('game_vendors').select('vassalage').where('game_type', '=', 'LIVE').executeTakeFirstOrThrow()).vassalage
  const bingoVendor = (await t.testDb.db.selectFrom('game_vendors').select('vassalage').where('game_type', '=', 'BINGO').executeTakeFirstOrThrow()).vassalage
  await insertGames(t.testDb.db, [
    { id: 't-bac-1', name: 'VIP Baccarat', gameType: 'LIVE', vassalage: liveVendor },
    { id: 't-rou-1', name: 'Speed Roulette', gameType: 'LIVE', vassalage: liveVendor },
    { id: 't-slot-1', name: 'Lucky Tala' },
    { id: 't-cock-1', name: 'Sabong Arena', gameType: 'SPORTS', vassalage: 'DS88' },
    { id: 't-bingo-1', name: 'Pinoy Bingo 75', gameType: 'BINGO', vassalage: bingoVendor },
  ])
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the live tables', () => {
  it('open a LIVE title at a baccarat or roulette table, by its name, and every seeded LIVE title at one of them', async () => {
    expect(await launch('t-bac-1')).toMatch(/^\/house\/baccarat\/\?s=/)
    expect(await launch('t-rou-1')).toMatch(/^\/house\/roulette\/\?s=/)
    const live = await t.testDb.db.selectFrom('games').select(['name', 'house_game']).where('game_type', '=', 'LIVE').execute()
    expect(live.length).toBeGreaterThan(10)
    for (const g of live) expect(g.house_game).toBe(/roulette/i.test(g.name) ? 'roulette' : 'baccarat')
    for (const engine of ['baccarat', 'roulette']) {
      const page = await t.app.inject({ method: 'GET', url: `/house/${engine}/` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(`/house/${engine}/${engine}.js`)
      expect((await t.app.inject({ method: 'GET', url: `/house/${engine}/table-page.js` })).statusCode).toBe(200)
      expect((await t.app.inject({ method: 'GET', url: `/house/${engine}/verify` })).statusCode).toBe(200)
    }
  })

  it('take a slip while bets are open, settle it once through the wallet as the rules pay, and reveal the seed after', async () => {
    const s = sessionOf(await launch('t-bac-1'))
    const roundNo = toRoundStart(2_000)
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error(`state: ${state.code}`)
    expect(state.value.table).toMatchObject({ roundNo, phase: 'betting', result: null })
    const before = await walletBalance()
    const spots = [{ spot: 'player', stake: 1000 }, { spot: 'banker', stake: 500 }, { spot: 'tie', stake: 100 }, { spot: 'playerPair', stake: 100 }]
    const placed = await post<Placed>('/house/api/table/bet', { s, round: state.value.table.roundId, spots })
    if (!placed.success) throw new Error(`bet: ${placed.code}`)
    expect(placed.value.balance).toBe(before - 1700)
    expect(await walletBalance()).toBe(before - 1700)

    // Bets closed: refused, nothing moves; the result shows (the cards are dealt) but the seed stays sealed.
    clock += 15_000
    expect(await post('/house/api/table/bet', { s, round: state.value.table.roundId, spots })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    expect(await walletBalance()).toBe(before - 1700)
    const dealing = await post<State>('/house/api/table/state', { s })
    if (!dealing.success) throw new Error('state')
    expect(dealing.value.table.phase).toBe('dealing')
    const result = dealing.value.table.result!
    expect(result).not.toBeNull()
    const hidden = envelope<{ serverSeed: string | null }>(await t.app.inject({ method: 'GET', url: `/house/api/table/verify?round=${placed.value.betId}` }))
    expect(hidden).toMatchObject({ success: true, value: { serverSeed: null } })
    expect(await settleDueRounds(ctx, 'test')).toEqual([])

    clock += 6_000
    const settled = await settleDueRounds(ctx, 'test')
    const expected = referenceReturn('baccarat', spots, result)
    expect(settled).toEqual([{ roundId: state.value.table.roundId, slips: 1, paid: expected }])
    expect(await walletBalance()).toBe(before - 1700 + expected)
    // Settling again pays nothing.
    expect(await settleDueRounds(ctx, 'test')).toEqual([])
    expect(await walletBalance()).toBe(before - 1700 + expected)
    const bet = await t.testDb.db.selectFrom('bets').selectAll().where('round_id', '=', placed.value.betId).executeTakeFirstOrThrow()
    expect(bet).toMatchObject({ status: 'settled', game_id: 't-bac-1' })
    expect(Number(bet.stake)).toBe(1700)

    const shown = envelope<{ serverSeed: string; serverSeedHash: string; result: TableResult; slip: { win: number } }>(await t.app.inject({ method: 'GET', url: `/house/api/table/verify?round=${placed.value.betId}` }))
    if (!shown.success) throw new Error('verify')
    expect(shown.value.serverSeedHash).toBe(state.value.table.serverSeedHash)
    expect(hashSeed(shown.value.serverSeed)).toBe(shown.value.serverSeedHash)
    expect(tableResult('baccarat', shown.value.serverSeed, 't-bac-1', roundNo)).toEqual(result)
    expect(shown.value.result).toEqual(result)
    expect(shown.value.slip.win).toBe(expected)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('pay roulette bets as the rules say, over many rounds', async () => {
    const s = sessionOf(await launch('t-rou-1'))
    const period = periodOf(TABLE_GAMES.roulette.cadence, 1000)
    const spots = [{ spot: 'n17', stake: 100 }, { spot: 'red', stake: 500 }, { spot: 'even', stake: 200 }, { spot: 'dozen3', stake: 300 }, { spot: 'column1', stake: 100 }, { spot: 'n0', stake: 100 }]
    for (let i = 0; i < 8; i++) {
      clock = (Math.floor(clock / period) + 2) * period + 1_000
      const state = await post<State>('/house/api/table/state', { s })
      if (!state.success) throw new Error('state')
      const before = await walletBalance()
      const placed = await post<Placed>('/house/api/table/bet', { s, round: state.value.table.roundId, spots })
      if (!placed.success) throw new Error(`bet: ${placed.code}`)
      clock += period - 1_500
      await settleDueRounds(ctx, 'test')
      const row = await t.testDb.db.selectFrom('table_rounds').select('result').where('round_id', '=', state.value.table.roundId).executeTakeFirstOrThrow()
      expect(await walletBalance()).toBe(before - 1300 + referenceReturn('roulette', spots, row.result as TableResult))
    }
  })

  it('open the cockfight vendor\'s titles at the pit, show a fight\'s odds before bets and pay on them', async () => {
    expect(await launch('t-cock-1')).toMatch(/^\/house\/cockfight\/\?s=/)
    const seeded = await t.testDb.db.selectFrom('games').select('house_game').where('vassalage', '=', 'DS88').execute()
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((g) => g.house_game === 'cockfight')).toBe(true)
    const s = sessionOf(await launch('t-cock-1'))
    const period = periodOf(TABLE_GAMES.cockfight.cadence, 1000)
    let draws = 0
    for (let i = 0; i < 6; i++) {
      clock = (Math.floor(clock / period) + 2) * period + 1_000
      const state = await post<State & { table: { preview: CockfightResult['odds'] } }>('/house/api/table/state', { s })
      if (!state.success) throw new Error('state')
      const odds = state.value.table.preview
      expect(odds.meron).toBeGreaterThan(100)
      const before = await walletBalance()
      const spots = [{ spot: 'meron', stake: 1000 }, { spot: 'wala', stake: 500 }, { spot: 'draw', stake: 100 }]
      const placed = await post<Placed>('/house/api/table/bet', { s, round: state.value.table.roundId, spots })
      if (!placed.success) throw new Error(`bet: ${placed.code}`)
      clock += period - 1_500
      await settleDueRounds(ctx, 'test')
      const row = await t.testDb.db.selectFrom('table_rounds').select('result').where('round_id', '=', state.value.table.roundId).executeTakeFirstOrThrow()
      const fight = row.result as CockfightResult
      // The odds shown while bets were open are the ones paid.
      expect(fight.odds).toEqual(odds)
      if (fight.winner === 'draw') draws++
      const back = fight.winner === 'draw' ? 1000 + 500 + 900 : Math.floor(((fight.winner === 'meron' ? 1000 : 500) * odds[fight.winner]) / 100)
      expect(await walletBalance()).toBe(before - 1600 + back)
    }
    expect(draws).toBeLessThan(6)
  })

  it('sell bingo cards made from the page\'s seed, and share the pot among the line and full-house winners', async () => {
    expect(await launch('t-bingo-1')).toMatch(/^\/house\/bingo\/\?s=/)
    const seeded = await t.testDb.db.selectFrom('games').select('house_game').where('game_type', '=', 'BINGO').execute()
    expect(seeded.every((g) => g.house_game === 'bingo')).toBe(true)
    const s = sessionOf(await launch('t-bingo-1'))
    const period = periodOf(TABLE_GAMES.bingo.cadence, 1000)
    const roundNo = Math.floor(clock / period) + 2
    clock = roundNo * period + 1_000
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error('state')
    const round = state.value.table.roundId
    const before = await walletBalance()
    const first = await post<Placed & { cards: Array<{ seed: string; numbers: number[] }> }>('/house/api/table/bet', { s, round, spots: [{ spot: 'card', stake: 300 }], cardSeed: 'page-seed-one' })
    if (!first.success) throw new Error(`buy: ${first.code}`)
    expect(first.value.cards.map((c) => c.seed)).toEqual(['page-seed-one:0', 'page-seed-one:1', 'page-seed-one:2'])
    expect(first.value.cards[0]!.numbers[12]).toBe(0)
    const second = await post<Placed>('/house/api/table/bet', { s, round, spots: [{ spot: 'card', stake: 200 }], cardSeed: 'page-seed-two' })
    if (!second.success) throw new Error(`buy: ${second.code}`)
    // Bad purchases: a part of a card, a bad seed, past the 24 cards a game.
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'card', stake: 150 }] })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'card', stake: 100 }], cardSeed: 'bad seed!' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'card', stake: 2_000 }] })).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    expect(await walletBalance()).toBe(before - 500)

    clock += period - 1_500
    const [settled] = await settleDueRounds(ctx, 'test')
    const row = await t.testDb.db.selectFrom('table_rounds').select(['result', 'server_seed']).where('round_id', '=', round).executeTakeFirstOrThrow()
    const draw = drawOrder(row.server_seed, 't-bingo-1', roundNo)
    const expected = bingoOutcome(draw, [
      ...[0, 1, 2].map((k) => ({ owner: first.value.betId, seed: `page-seed-one:${k}` })),
      ...[0, 1].map((k) => ({ owner: second.value.betId, seed: `page-seed-two:${k}` })),
    ])
    expect(row.result).toMatchObject({ draw, pot: 450, line: expected.line, fullHouse: expected.fullHouse })
    const paid = (expected.wins.get(first.value.betId) ?? 0) + (expected.wins.get(second.value.betId) ?? 0)
    expect(settled).toEqual({ roundId: round, slips: 2, paid })
    expect(await walletBalance()).toBe(before - 500 + paid)
    const slips = await t.testDb.db.selectFrom('table_bets').select(['bet_id', 'win']).where('round_id', '=', round).execute()
    for (const slip of slips) expect(Number(slip.win)).toBe(expected.wins.get(slip.bet_id) ?? 0)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('pay a win down to the game\'s maximum win multiple, as the wallet would hold it, and record what was paid', async () => {
    await t.testDb.db.updateTable('games').set({ max_win_multiple: 1 }).where('id', '=', 't-rou-1').execute()
    const s = sessionOf(await launch('t-rou-1'))
    const period = periodOf(TABLE_GAMES.roulette.cadence, 1000)
    let capped = 0
    for (let i = 0; i < 30 && capped === 0; i++) {
      clock = (Math.floor(clock / period) + 2) * period + 1_000
      const state = await post<State>('/house/api/table/state', { s })
      if (!state.success) throw new Error('state')
      const before = await walletBalance()
      const placed = await post<Placed>('/house/api/table/bet', { s, round: state.value.table.roundId, spots: [{ spot: 'red', stake: 100 }] })
      if (!placed.success) throw new Error(`bet: ${placed.code}`)
      clock += period - 1_500
      await settleDueRounds(ctx, 'test')
      const row = await t.testDb.db.selectFrom('table_rounds').select('result').where('round_id', '=', state.value.table.roundId).executeTakeFirstOrThrow()
      const won = referenceReturn('roulette', [{ spot: 'red', stake: 100 }], row.result as TableResult)
      const slip = await t.testDb.db.selectFrom('table_bets').select(['win', 'status']).where('bet_id', '=', placed.value.betId).executeTakeFirstOrThrow()
      // A red pocket would return 200: never more than the stake of 100 times 1.
      expect(slip).toMatchObject({ status: 'settled' })
      expect(Number(slip.win)).toBe(Math.min(won, 100))
      expect(await walletBalance()).toBe(before - 100 + Math.min(won, 100))
      if (won > 100) capped++
    }
    expect(capped).toBe(1)
    await t.testDb.db.updateTable('games').set({ max_win_multiple: null }).where('id', '=', 't-rou-1').execute()
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refuse a bad slip, a slip for another round, and a slot session, changing nothing', async () => {
    const s = sessionOf(await launch('t-bac-1'))
    toRoundStart(1_000)
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error('state')
    const round = state.value.table.roundId
    const before = await walletBalance()
    for (const spots of [[], [{ spot: 'dragon', stake: 100 }], [{ spot: 'player', stake: 150 }], [{ spot: 'player', stake: -100 }], [{ spot: 'player', stake: 100 }, { spot: 'player', stake: 100 }]]) {
      expect(await post('/house/api/table/bet', { s, round, spots })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    }
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'player', stake: 100_100 }] })).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    expect(await post('/house/api/table/bet', { s, round: 't-bac-1:1', spots: [{ spot: 'player', stake: 100 }] })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    expect(await post('/house/api/table/bet', { s, round, spots: [{ spot: 'red', stake: 100 }] })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const slot = sessionOf(await launch('t-slot-1'))
    expect(await post('/house/api/table/bet', { s: slot, round, spots: [{ spot: 'player', stake: 100 }] })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    expect(await post('/house/api/spin', { s, stake: 1000 })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    expect(await walletBalance()).toBe(before)
  })

  it('let 20 slips at once pass only up to the round limit', async () => {
    const s = sessionOf(await launch('t-bac-1'))
    toRoundStart(1_000)
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error('state')
    const before = await walletBalance()
    const replies = await Promise.all(Array.from({ length: 20 }, () => post<Placed>('/house/api/table/bet', { s, round: state.value.table.roundId, spots: [{ spot: 'banker', stake: 10_000 }] })))
    expect(replies.filter((r) => r.success)).toHaveLength(10)
    expect(replies.filter((r) => !r.success).every((r) => !r.success && r.code === 'LIMIT_REACHED')).toBe(true)
    expect(await walletBalance()).toBe(before - 100_000)
  })

  it('roll back a slip whose debit never answered, and a debit arriving after moves nothing', async () => {
    const s = sessionOf(await launch('t-bac-1'))
    // The rounds of the tests before, settled first.
    clock += 60_000
    await settleDueRounds(ctx, 'test')
    const roundNo = toRoundStart(1_000)
    const state = await post<State>('/house/api/table/state', { s })
    if (!state.success) throw new Error('state')
    const member = await memberId(t.testDb.db, 'demo01')
    const roundId = state.value.table.roundId
    await t.testDb.db.insertInto('table_stakes').values({ round_id: roundId, member_id: member, staked: 500 }).execute()
    await t.testDb.db.insertInto('table_bets').values({ bet_id: 'Rlost1', round_id: roundId, member_id: member, game_id: 't-bac-1', spots: JSON.stringify([{ spot: 'player', stake: 500 }]), stake: 500, status: 'pending' }).execute()
    const before = await walletBalance()
    clock = roundNo * BACCARAT_PERIOD + 22_000
    await settleDueRounds(ctx, 'test')
    expect(await t.testDb.db.selectFrom('table_bets').select('status').where('bet_id', '=', 'Rlost1').executeTakeFirstOrThrow()).toEqual({ status: 'void' })
    const vendor = (await t.testDb.db.selectFrom('games').select('vassalage').where('id', '=', 't-bac-1').executeTakeFirstOrThrow()).vassalage
    const late = await ctx.wallet.debit({ vendor, playerId: member, txId: 'Rlost1-bet', roundId: 'Rlost1', gameId: 't-bac-1', amount: 500 })
    expect(late.ok).toBe(false)
    expect(await walletBalance()).toBe(before)
  })

  it('send the table to anyone watching its feed, and refuse a feed of what is not a table', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    toRoundStart(3_000)
    const first = await new Promise<string>((resolve, reject) => {
      const req = get(`http://127.0.0.1:${port}/house/api/table/stream?table=t-bac-1`, (res) => {
        expect(res.headers['content-type']).toMatch(/^text\/event-stream/)
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          const data = /^data: (.+)$/m.exec(text)
          if (data) { req.destroy(); resolve(data[1]!) }
        })
      })
      req.on('error', reject)
    })
    expect(JSON.parse(first)).toMatchObject({ tableId: 't-bac-1', engine: 'baccarat', phase: 'betting', result: null })
    expect(JSON.parse(first).serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    for (const table of ['t-slot-1', 'nope', '']) {
      expect(envelope(await t.app.inject({ method: 'GET', url: `/house/api/table/stream?table=${table}` }))).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })
})
