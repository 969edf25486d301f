/**
 * ELOTT titles open the e-lottery's page, not the slot: the title's name picks the game (a name
 * with "Dice" draws 3 dice), the page is served naming the game its session plays and may be
 * framed by the site only, its scripts and verification page are served, the seeded catalogue
 * has titles of both games, and a ticket's record links to the lottery's verification page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { houseEngineOf } from '../../lib/house-engines.ts'
import { lotteryGameOfTitle, sessionLotteryGame } from './lottery-titles.ts'

let t: TestApp
let launch: (gameId: string) => Promise<string>
let post: ReturnType<typeof houseClient>['post']

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(t.testDb.db, [
    { id: 'lp-5d', name: 'Quick 5D Express', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' },
    { id: 'lp-dice', name: 'Grand Dice Rush', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' },
    { id: 'lp-slot', name: 'Lucky Tala' },
  ])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post } = houseClient(t.app, token, merchantCode))
})
afterAll(() => t.close())

const gameOfPage = (html: string) => /data-game="([A-Z0-9]+)"/.exec(html)?.[1]

describe('the e-lottery page', () => {
  it('is the engine of ELOTT titles, whose names pick 5 digits or 3 dice', async () => {
    expect(houseEngineOf('ELOTT', 'Lotto 5D', 'TCG_ELOTT')).toBe('lottery')
    expect(houseEngineOf('LOTT', 'Pinoy Lottery', 'TCG_LOTTO_VN')).not.toBe('lottery')
    // Every lottery vendor's titles play the regional draws, none the slot.
    expect(houseEngineOf('LOTT', 'Vietlott Power', 'PINOYLOTTO')).toBe('vnlottery')
    expect(['Lotto 5D', 'Quick 5D Express', 'Super 5D Turbo'].map(lotteryGameOfTitle)).toEqual(['ELOTT5', 'ELOTT5', 'ELOTT5'])
    expect(['Grand 3 Dice', 'Lotto Dice Rush', 'Super Dice Blitz'].map(lotteryGameOfTitle)).toEqual(['ELOTT3D', 'ELOTT3D', 'ELOTT3D'])
    const session = { game: { name: 'Grand Dice Rush' } } as Parameters<typeof sessionLotteryGame>[0]
    expect(sessionLotteryGame(session)).toBe('ELOTT3D')
    expect(sessionLotteryGame(session, 'ELOTT3D')).toBe('ELOTT3D')
    expect(() => sessionLotteryGame(session, 'ELOTT5')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }))
  })

  it('has seeded ELOTT titles of both games, every one on the lottery engine', async () => {
    const seeded = await t.testDb.db.selectFrom('games').select(['name', 'house_game']).where('game_type', '=', 'ELOTT').where('id', 'not like', 'lp-%').execute()
    expect(seeded.length).toBeGreaterThan(0)
    for (const g of seeded) expect(g.house_game).toBe('lottery')
    expect(new Set(seeded.map((g) => lotteryGameOfTitle(g.name)))).toEqual(new Set(['ELOTT5', 'ELOTT3D']))
  })

  it('serves each title the page of its game with the session, framed by the site only, and its files', async () => {
    const fiveUrl = await launch('lp-5d')
    const diceUrl = await launch('lp-dice')
    expect(fiveUrl).toMatch(/^\/house\/lottery\/\?s=/)
    const five = await t.app.inject({ method: 'GET', url: fiveUrl })
    const dice = await t.app.inject({ method: 'GET', url: diceUrl })
    expect(five.statusCode).toBe(200)
    expect(gameOfPage(five.body)).toBe('ELOTT5')
    expect(gameOfPage(dice.body)).toBe('ELOTT3D')
    expect(dice.headers['cache-control']).toBe('no-store')
    expect(String(dice.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    // No session, or another game's: the 5-digit page, whose first call then says so.
    expect(gameOfPage((await t.app.inject({ method: 'GET', url: '/house/lottery/' })).body)).toBe('ELOTT5')
    expect(gameOfPage((await t.app.inject({ method: 'GET', url: `/house/lottery/?s=${sessionOf(await launch('lp-slot'))}` })).body)).toBe('ELOTT5')
    for (const file of ['lottery.js', 'lottery-texts.js', 'lottery-rules.js', 'lottery.css', 'house-page.js', 'slot-texts.js', 'verify-form.js', 'verify', 'verify.js']) {
      expect((await t.app.inject({ method: 'GET', url: `/house/lottery/${file}` })).statusCode, file).toBe(200)
    }
    expect((await t.app.inject({ method: 'GET', url: '/house/lottery/verify' })).body).toContain('/house/lottery/verify.js')
    expect((await t.app.inject({ method: 'GET', url: '/house/lottery/nope.js' })).statusCode).toBe(404)
  })

  it('sells the session\'s game and links a ticket\'s record to the lottery verification page', async () => {
    const s = sessionOf(await launch('lp-dice'))
    const state = await post<{ game: { lottery: string }; current: { drawId: string } }>('/house/api/lottery/state', { s, game: 'ELOTT3D' })
    if (!state.success) throw new Error(`state: ${state.code}`)
    expect(state.value.current.drawId).toMatch(/^ELOTT3D:\d+$/)
    const bet = await post<{ ticketId: string }>('/house/api/lottery/bet', { s, game: 'ELOTT3D', draw: state.value.current.drawId, bets: [{ selection: 'sum:big', stake: 1_000 }] })
    if (!bet.success) throw new Error(`bet: ${bet.code}`)
    const redirect = await t.app.inject({ method: 'GET', url: `/house/verify?round=${bet.value.ticketId}&lang=vi` })
    expect(redirect.headers.location).toBe(`/house/lottery/verify?round=${bet.value.ticketId}&lang=vi`)
  })
})
