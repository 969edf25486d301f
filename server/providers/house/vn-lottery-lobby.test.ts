/**
 * The lottery calls of spec §7 the SPA's lobbies read: the provinces on sale with the title that
 * opens them, the member's recent provinces and numbers still to be drawn, how often each number
 * came out, the popular lottery titles, and the lottery launch to a title's betting view.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { settleLottery, type LotteryContext } from './lottery-draws.ts'
import { vnResults } from './vn-lottery-draws.ts'

let t: TestApp
let clock = Date.now()
let token: string
let merchantCode: string
let ctx: LotteryContext

type Game = { gameCode: string; gameName: string; region: string; gameId: string; drawNo: number; closesAt: number; drawAt: number }
const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, tok?: string) =>
  envelope<T>(await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: tok ? { authorization: `Bearer ${tok}` } : {} }))
const ok = async <T>(method: 'GET' | 'POST', url: string, payload?: object, tok?: string): Promise<T> => {
  const env = await call<T>(method, url, payload, tok)
  if (!env.success) throw new Error(`${url}: ${env.code} ${env.message}`)
  return env.value
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [
    { id: 'aa-vn-nam', name: 'Mien Nam Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
    { id: 'aa-vn-bac', name: 'Mien Bac Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
    { id: 'aa-vn-trung', name: 'Mien Trung Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
  ])
  // Before the seeded titles: each region's Bet opens these.
  await t.testDb.db.updateTable('games').set({ sort: -1 }).where('id', 'like', 'aa-vn-%').execute()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the Vietnamese lottery lobby calls', () => {
  it('list the provinces on sale with the title of their region, and nothing for another prize mode', async () => {
    const { list } = await ok<{ list: Game[] }>('POST', '/lgw/vn/games/game_menu', { prizeMode: 'Lott' })
    expect(list.length).toBeGreaterThan(30)
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.drawAt).toBeLessThanOrEqual(list[i]!.drawAt)
    const byRegion = { NORTH: 'aa-vn-bac', SOUTH: 'aa-vn-nam', CENTRAL: 'aa-vn-trung' } as Record<string, string>
    for (const g of list) {
      expect(g.gameId).toBe(byRegion[g.region])
      expect(g.closesAt).toBeGreaterThan(clock)
      expect(g.drawAt - g.closesAt).toBe(15 * 60_000)
    }
    expect(list.find((g) => g.gameCode === 'VNMB')).toMatchObject({ region: 'NORTH' })
    expect(await ok('POST', '/lgw/vn/games/game_menu', { prizeMode: 'Elott' })).toEqual({ list: [] })
    expect(await call('POST', '/lgw/vn/games/game_menu', { prizeMode: 'Nope' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
  })

  it('open a title at its betting view, then show the member its province and its numbers until the draw, and the draw among the latest results', async () => {
    const launched = await ok<{ game_url: string }>('POST', '/wps/game/lotto/launch', {
      lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'aa-vn-nam', lottoView: 'betting', device: 'WEB', backUrl: 'http://x/vnlottery', language: 'en',
    }, token)
    expect(launched.game_url).toMatch(/\/house\/vnlottery\/\?s=[A-Za-z0-9_-]+&lang=en&view=betting&mode=Lott$/)
    const bad = await call('POST', '/wps/game/lotto/launch', { lottoArea: 'VN', launchMode: 'LOTT', lottoPrizeMode: 'Lott', lottoGameCode: 'pg-0001', lottoView: 'betting', device: 'WEB', backUrl: '', language: 'en' }, token)
    expect(bad).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' })
    expect(await call('POST', '/wps/game/lotto/launch', { lottoArea: 'TH', launchMode: 'LOTT' }, token)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })

    const { post } = houseClient(t.app, token, merchantCode)
    const s = sessionOf(launched.game_url)
    const state = await post<{ draws: Array<{ drawId: string; drawAt: number }> }>('/house/api/vnlottery/state', { s })
    if (!state.success) throw new Error(`state: ${state.code}`)
    const draw = state.value.draws[0]!
    const bet = await post<{ ticketId: string }>('/house/api/vnlottery/bet', { s, draw: draw.drawId, bets: [{ type: 'lo', numbers: ['27'], stake: 1_000 }, { type: 'x2', numbers: ['38', '04'], stake: 500 }] })
    if (!bet.success) throw new Error(`bet: ${bet.code}`)

    const recent = await ok<{ list: Game[] }>('GET', '/lgw/vn/games/game_menu/recent', undefined, token)
    expect(recent.list[0]).toMatchObject({ gameCode: draw.drawId.split(':')[0], region: 'SOUTH', gameId: 'aa-vn-nam' })
    const open = await ok<{ list: Array<{ ticketId: string; betType: string; numbers: string[]; stake: number; drawAt: number }> }>('GET', '/lotto/lgw/games/opened/numero', undefined, token)
    expect(open.list.filter((n) => n.ticketId === bet.value.ticketId).map((n) => [n.betType, n.numbers, n.stake, n.drawAt])).toEqual([
      ['lo', ['27'], 1_000, draw.drawAt], ['x2', ['04', '38'], 500, draw.drawAt],
    ])
    expect((await call('GET', '/lotto/lgw/games/opened/numero')).success).toBe(false)
    expect((await call('GET', '/lgw/vn/games/game_menu/recent')).success).toBe(false)

    // The draw runs: the numbers are drawn no more, and the counts hold every drawn prize once.
    const real = clock
    clock = draw.drawAt + 1_000
    await settleLottery(ctx, 'job')
    // Back to the session's time (the login's token lives in it): the drawn draw's numbers are gone.
    clock = real
    const after = await ok<{ list: Array<{ ticketId: string }> }>('GET', '/lotto/lgw/games/opened/numero', undefined, token)
    expect(after.list.find((n) => n.ticketId === bet.value.ticketId)).toBeUndefined()
    // The latest results, newest first, every prize with it: 20, or 100 when asked for more.
    const drawn = await vnResults(ctx, null, 100)
    expect(drawn.length).toBeGreaterThan(0)
    const latest = await ok<{ list: Array<{ drawId: string; region: string; gameName: string; special: string; drawAt: number; prizes: Array<{ prize: string; numbers: string[] }> }> }>(
      'POST', '/lgw/vn/numeros/opened/game', { count: 20, prizeMode: 'Lott', device: 'WEB', language: 'en' })
    expect(latest.list.map((r) => r.drawId)).toEqual(drawn.slice(0, 20).map((r) => r.drawId))
    const mine = latest.list.find((r) => r.drawId === draw.drawId)!
    expect(mine).toMatchObject({ region: 'SOUTH', special: mine.prizes.find((p) => p.prize === 'DB')!.numbers[0] })
    expect(mine.prizes.flatMap((p) => p.numbers)).toHaveLength(18)
    for (let i = 1; i < latest.list.length; i++) expect(latest.list[i - 1]!.drawAt).toBeGreaterThanOrEqual(latest.list[i]!.drawAt)
    const more = await ok<{ list: unknown[] }>('POST', '/lgw/vn/numeros/opened/game', { count: 100, prizeMode: 'Lott' })
    expect(more.list).toHaveLength(Math.min(100, drawn.length))
    expect(await ok('POST', '/lgw/vn/numeros/opened/game', { count: 20, prizeMode: 'Elott' })).toEqual({ list: [] })
    expect(await call('POST', '/lgw/vn/numeros/opened/game', { count: 50, prizeMode: 'Lott' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })

    // The title played comes first among the popular lottery titles.
    const titles = await ok<{ list: Array<{ gameId: string; gameType: string }> }>('GET', '/lgw/games/popular')
    expect(titles.list[0]!.gameId).toBe('aa-vn-nam')
    expect(titles.list.every((g) => g.gameType === 'ELOTT' || g.gameType === 'LOTT')).toBe(true)
  })
})
