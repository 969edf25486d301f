/**
 * The Vietnamese lottery's prize modes Lott, ZY and SEA: each table keeps the house a margin at
 * about its published return (95, 99, 97%); the menus list every province in each mode and none
 * in Elott; the lottery launch opens the page in the mode asked for (Elott refused, nothing
 * opened); a ticket bought in ZY is priced and paid at ZY's odds, under ZY's smaller limit, and
 * an operator's change to a mode's odds moves that mode only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { settleLottery, type LotteryContext } from './lottery-draws.ts'
import { exactRtp, keepsMargin } from './lottery-odds.ts'
import { changeTerms } from './lottery-odds-store.ts'
import { VN_BET_TYPES, VN_LIMITS, VN_REGIONS, vnBetReturn, parseVnResult, parseVnSelection } from './vn-lottery-math.ts'
import { VN_MODE_ODDS, VN_PRIZE_MODES, vnFamilyOf } from './vn-lottery-prize-modes.ts'

let t: TestApp
let clock = Date.now()
let token: string
let ctx: LotteryContext
let client: ReturnType<typeof houseClient>

const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, tok?: string) =>
  envelope<T>(await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: tok ? { authorization: `Bearer ${tok}` } : {} }))
const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object, tok?: string): Promise<T> => {
  const env = await call<T>(method, url, payload, tok)
  if (!env.success) throw new Error(`${url}: ${env.code} ${env.message}`)
  return env.value
}
const launch = (lottoPrizeMode: string) => call<{ game_url: string }>('POST', '/wps/game/lotto/launch', {
  lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode, lottoGameCode: 'aa-vn-nam', lottoView: 'betting', device: 'WEB', backUrl: 'http://x/vnlottery', language: 'en',
}, token)
type State = { prizeMode: string; odds: Record<string, number>; limits: { maxPayoutByType: Record<string, number> }; draws: Array<{ drawId: string; drawAt: number }> }

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [{ id: 'aa-vn-nam', name: 'Mien Nam Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' }])
  await t.testDb.db.updateTable('games').set({ sort: -1 }).where('id', '=', 'aa-vn-nam').execute()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  client = houseClient(t.app, token, merchantCode)
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the Vietnamese lottery prize modes', () => {
  it('price every bet type with a house margin, near each mode\'s published return', () => {
    const target = { Lott: 0.95, ZY: 0.99, SEA: 0.97 } as const
    for (const mode of VN_PRIZE_MODES) {
      for (const region of VN_REGIONS) {
        for (const type of VN_BET_TYPES) {
          const family = vnFamilyOf(region, mode)
          const odds = VN_MODE_ODDS[mode][region][type]
          expect(keepsMargin(family, type, odds), `${family} ${type}`).toBe(true)
          const [num, den] = exactRtp(family, type, odds)
          const rtp = Number((num * 1_000_000n) / den) / 1_000_000
          expect(rtp, `${family} ${type}`).toBeLessThanOrEqual(target[mode])
          expect(rtp, `${family} ${type}`).toBeGreaterThan(target[mode] - 0.01)
        }
      }
    }
    // "1 ăn 99": a đề returns 99 for 1 in ZY, 97 in SEA, 95 in Lott.
    expect([VN_MODE_ODDS.Lott.south.de, VN_MODE_ODDS.ZY.south.de, VN_MODE_ODDS.SEA.south.de]).toEqual([9500, 9900, 9700])
  })

  it('list every province in Lott, ZY and SEA, none in Elott, and open the page in the mode asked for', async () => {
    const lott = await ok<{ list: Array<{ gameCode: string }> }>('POST', '/lgw/vn/games/game_menu', { prizeMode: 'Lott' })
    for (const prizeMode of ['ZY', 'SEA']) {
      const { list } = await ok<{ list: Array<{ gameCode: string }> }>('POST', '/lgw/vn/games/game_menu', { prizeMode })
      expect(list.map((g) => g.gameCode)).toEqual(lott.list.map((g) => g.gameCode))
      expect((await ok<{ list: unknown[] }>('POST', '/lgw/vn/numeros/opened/game', { count: 20, prizeMode })).list).toEqual(
        (await ok<{ list: unknown[] }>('POST', '/lgw/vn/numeros/opened/game', { count: 20, prizeMode: 'Lott' })).list)
    }
    expect(await ok('POST', '/lgw/vn/games/game_menu', { prizeMode: 'Elott' })).toEqual({ list: [] })

    const sessions = await t.testDb.db.selectFrom('game_sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    expect(await launch('Elott')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect((await t.testDb.db.selectFrom('game_sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n).toBe(sessions.n)
    for (const mode of ['Lott', 'ZY', 'SEA']) {
      const env = await launch(mode)
      if (!env.success) throw new Error(`launch ${mode}: ${env.code}`)
      expect(env.value.game_url).toMatch(new RegExp(`&view=betting&mode=${mode}$`))
    }
  })

  it('sell and pay a ZY ticket at ZY\'s odds under ZY\'s limit, and move one mode\'s odds alone', async () => {
    const launched = await launch('ZY')
    if (!launched.success) throw new Error('launch')
    const s = sessionOf(launched.value.game_url)
    const state = async (prizeMode?: string) => {
      const env = await client.post<State>('/house/api/vnlottery/state', prizeMode ? { s, prizeMode } : { s })
      if (!env.success) throw new Error(`state: ${env.code}`)
      return env.value
    }
    const zy = await state('ZY')
    expect(zy.prizeMode).toBe('ZY')
    expect(zy.odds).toEqual(VN_MODE_ODDS.ZY.south)
    expect(zy.limits.maxPayoutByType.de).toBe(VN_LIMITS.maxPayoutPerSelection / 10)
    expect((await state()).odds).toEqual(VN_MODE_ODDS.Lott.south)

    // An operator's change to ZY's lô moves ZY only.
    await changeTerms(t.testDb.db, 'south-zy', 'lo', { kind: 'odds', odds: 540 }, 'ops', clock)
    expect((await state('ZY')).odds.lo).toBe(540)
    expect((await state('Lott')).odds.lo).toBe(VN_MODE_ODDS.Lott.south.lo)
    expect((await state('SEA')).odds.lo).toBe(VN_MODE_ODDS.SEA.south.lo)

    // ZY's limit: a đề of 101.02 could pay past a tenth of the standard limit (10,000,000 at 99.00), refused with nothing sold.
    const draw = zy.draws[0]!
    const tickets = async () => Number((await t.testDb.db.selectFrom('lottery_tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const count = await tickets()
    const tooMuch = await client.post('/house/api/vnlottery/bet', { s, prizeMode: 'ZY', draw: draw.drawId, bets: [{ type: 'de', numbers: ['11'], stake: 50_000 }, { type: 'de', numbers: ['11'], stake: 50_000 }, { type: 'de', numbers: ['11'], stake: 2_000 }] })
    expect(tooMuch).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    expect(await tickets()).toBe(count)

    const bought = await client.post<{ ticketId: string; bets: Array<{ selection: string; odds: number }>; balance: number }>('/house/api/vnlottery/bet', {
      s, prizeMode: 'ZY', draw: draw.drawId, bets: [{ type: 'de', numbers: ['27'], stake: 1_000 }, { type: 'lo', numbers: ['27'], stake: 1_000 }],
    })
    if (!bought.success) throw new Error(`bet: ${bought.code}`)
    expect(bought.value.bets.map((b) => b.odds)).toEqual([VN_MODE_ODDS.ZY.south.de, 540])

    clock = draw.drawAt + 1_000
    await settleLottery(ctx, 'job')
    const drawn = await t.testDb.db.selectFrom('lottery_draws').select('result').where('draw_id', '=', draw.drawId).executeTakeFirstOrThrow()
    const prizes = parseVnResult(drawn.result!)
    const expected = bought.value.bets.reduce((a, b) => {
      const sel = parseVnSelection(b.selection)
      return 'error' in sel ? a : a + vnBetReturn(sel, 1_000, b.odds, prizes)
    }, 0)
    const ticket = await t.testDb.db.selectFrom('lottery_tickets').select(['status', 'win']).where('ticket_id', '=', bought.value.ticketId).executeTakeFirstOrThrow()
    expect(ticket.status).toBe('settled')
    expect(Number(ticket.win)).toBe(expected)
    expect((await ctx.wallet.balance(Number((await t.testDb.db.selectFrom('members').select('id').where('account', '=', 'demo01').executeTakeFirstOrThrow()).id))).balance).toBe(bought.value.balance + expected)
  })
})
