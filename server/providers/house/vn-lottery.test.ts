/**
 * The Vietnamese lottery through the shared draws, tickets and seamless wallet: a province's
 * draw is drawn once by the job (two runs at once), late after downtime, with the previous
 * actual draw of its game as public input; lô pays per hit (100 numbers cover the 27 prizes
 * exactly); a cancelled draw refunds every ticket once; a bad bet is refused with
 * VALIDATION_FAILED and nothing moves; a selection's payout limit holds; the page's calls, the
 * spec §7 functions, the public verification and the page itself answer with the game session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Selectable } from 'kysely'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import type { GamesTable } from '../../db/schema.ts'
import { hashSeed } from './fair.ts'
import type { GameSession } from './sessions.ts'
import { cancelLotteryDraw, drawExposure, lotteryForVerification, placeTicket, settleLottery, type LotteryContext } from './lottery-draws.ts'
import { openedNumeroOfMember, recentNumeros, vnGameMenu, vnOpenDraws } from './vn-lottery-draws.ts'
import { drawsOn, openDrawNo } from './lottery-math.ts'
import { drawVnPrizes, provinceOf, VN_GAMES, VN_LIMITS, VN_ODDS, vnGameOf, type VnPrizeResult } from './vn-lottery-math.ts'

let t: TestApp
let clock = 0
let ctx: LotteryContext
let session: GameSession
let launch: (gameId: string) => Promise<string>
let post: <T>(url: string, payload: object) => Promise<ReturnType<typeof envelope<T>>>

const balance = async () => (await ctx.wallet.balance(session.memberId)).balance
const txsOf = async (ticketId: string) =>
  t.testDb.db.selectFrom('seamless_transactions').select(['tx_id', 'kind', 'amount']).where('tx_id', 'like', `${ticketId}-%`).execute()
const two = (n: number) => String(n).padStart(2, '0')
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** The real time the suite starts: the page's calls need a login, which needs the clock near it. */
const REAL = Date.now()
/** Midnight in Vietnam (GMT+7) of the first Monday at least two days after REAL, as UTC ms; the draws' tests run from there. */
const MONDAY = (() => {
  let day = Math.floor((REAL + 7 * HOUR) / DAY) + 2
  while ((day + 4) % 7 !== 1) day++
  return day * DAY - 7 * HOUR
})()
/** A Vietnam time `days` after MONDAY's midnight, at "hh:mm". */
const vn = (days: number, hhmm: string) => MONDAY + days * DAY + Number(hhmm.slice(0, 2)) * HOUR + Number(hhmm.slice(3)) * 60_000
const MONDAY_MORNING = vn(0, '10:00')

beforeAll(async () => {
  clock = REAL
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [
    { id: 'vn-bac', name: 'Mien Bac Express', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
    { id: 'vn-nam', name: 'Mien Nam Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
    { id: 'vn-any', name: 'Vietlott Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
    { id: 'vn-slot', name: 'Lucky Tala' },
  ])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post } = houseClient(t.app, token, merchantCode))
  const game = await t.testDb.db.selectFrom('games').selectAll().where('id', '=', 'vn-any').executeTakeFirstOrThrow()
  session = { memberId: await memberId(t.testDb.db, 'demo01'), account: 'demo01', language: 'en', game: game as Selectable<GamesTable>, roomId: null }
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the Vietnamese lottery', () => {
  it('refuses a bad bet with VALIDATION_FAILED and its reason, and holds a selection\'s payout limit', async () => {
    clock = REAL
    const s = sessionOf(await launch('vn-bac'))
    const state = await post<{ draws: Array<{ drawId: string }>; balance: number }>('/house/api/vnlottery/state', { s })
    if (!state.success) throw new Error(`state: ${state.code}`)
    const drawId = state.value.draws[0]!.drawId
    const tickets = async () => Number((await t.testDb.db.selectFrom('lottery_tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const count = await tickets()
    const bet = (bets: object[], draw = drawId) => post('/house/api/vnlottery/bet', { s, draw, bets })
    const refusals: Array<[object[], string]> = [
      [[{ type: 'lo', numbers: ['7'], stake: 1_000 }], '"7" is not a 2-digit number (00 to 99).'],
      [[{ type: '3c', numbers: ['12'], stake: 1_000 }], '"12" is not a 3-digit number (000 to 999).'],
      [[{ type: 'x2', numbers: ['12', '12'], stake: 1_000 }], 'A x2 bet\'s numbers must differ.'],
      [[{ type: 'x3', numbers: ['12', '13'], stake: 1_000 }], 'A x3 bet takes 3 numbers, not 2.'],
      [[{ type: 'de', numbers: ['12'], stake: 50 }], 'A bet\'s stake is at least 100.'],
      [[], 'A ticket has 1 to 20 bets.'],
      // A good bet and a bad one: the ticket is refused whole.
      [[{ type: 'lo', numbers: ['12'], stake: 1_000 }, { type: 'de', numbers: ['123'], stake: 1_000 }], '"123" is not a 2-digit number (00 to 99).'],
    ]
    for (const [bets, message] of refusals) expect(await bet(bets)).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message })
    // A South draw from a North title, an e-lottery draw, a day the province does not draw.
    const south = (await vnOpenDraws(ctx, 'south'))[0]!.drawId
    expect(await bet([{ type: 'lo', numbers: ['12'], stake: 1_000 }], south)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await bet([{ type: 'lo', numbers: ['12'], stake: 1_000 }], 'ELOTT5:1')).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    let offDay = Number(drawId.split(':')[1])
    while (drawsOn(vnGameOf('VNHCM')!, offDay)) offDay++
    const hcmOffDay = `VNHCM:${offDay}`
    expect(await bet([{ type: 'lo', numbers: ['12'], stake: 1_000 }], hcmOffDay)).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await tickets()).toBe(count)
    expect(await balance()).toBe(state.value.balance)
    // 3 càng at the most a bet takes: what fits under the number's limit on this draw, the next refused.
    const payout = Math.floor((VN_LIMITS.maxStake * VN_ODDS.north['3c']) / 100)
    const fits = Math.floor(VN_LIMITS.maxPayoutPerSelection / payout)
    const replies = await Promise.all(Array.from({ length: fits + 2 }, () => bet([{ type: '3c', numbers: ['777'], stake: VN_LIMITS.maxStake }])))
    expect(replies.filter((r) => r.success)).toHaveLength(fits)
    for (const r of replies.filter((x) => !x.success)) expect(r).toMatchObject({ code: 'LIMIT_REACHED' })
    expect(await drawExposure(t.testDb.db, drawId)).toEqual([{ selection: '3c:777', payout: fits * payout }])
    expect(await bet([{ type: 'lo', numbers: ['12'], stake: VN_LIMITS.maxStake + 1 }])).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
  })

  it('answers the page with the region its title names, the spec §7 functions, and verifies a ticket publicly', async () => {
    clock = REAL + 1_000
    /** The provinces of a region's next draw day, by the schedule. */
    const expected = (region: string) => {
      const games = VN_GAMES.filter((g) => g.region === region)
      const day = Math.min(...games.map((g) => openDrawNo(g, 1000, clock)))
      return games.filter((g) => drawsOn(g, day)).map((g) => provinceOf(g, day)).sort()
    }
    /** The provinces of the draws of the first day among `draws` (the next day's follow them). */
    const firstDay = (draws: Array<{ drawId: string; province: string }>) => {
      const day = Math.min(...draws.map((d) => Number(d.drawId.split(':')[1])))
      return draws.filter((d) => Number(d.drawId.split(':')[1]) === day).map((d) => d.province).sort()
    }
    type State = { region: string; regions: string[]; draws: Array<{ drawId: string; province: string; closesAt: number; serverSeedHash: string }>; odds: Record<string, number>; prizeCount: number; tickets: Array<{ ticketId: string; status: string; province: string | null }> }
    const nam = await post<State>('/house/api/vnlottery/state', { s: sessionOf(await launch('vn-nam')), region: 'north' })
    if (!nam.success) throw new Error('state')
    expect(nam.value).toMatchObject({ region: 'south', regions: ['south'], prizeCount: 18, odds: VN_ODDS.south })
    expect(firstDay(nam.value.draws)).toEqual(expected('south'))
    const s = sessionOf(await launch('vn-any'))
    const any = await post<State>('/house/api/vnlottery/state', { s, region: 'central' })
    if (!any.success) throw new Error('state')
    expect(any.value).toMatchObject({ region: 'central', regions: ['south', 'central', 'north'] })
    expect(firstDay(any.value.draws)).toEqual(expected('central'))
    expect(await post('/house/api/vnlottery/state', { s: sessionOf(await launch('vn-slot')) })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    const draw = any.value.draws[0]!
    const code = draw.drawId.split(':')[0]!
    const bet = await post<{ ticketId: string }>('/house/api/vnlottery/bet', { s, draw: draw.drawId, bets: [{ type: 'lo', numbers: ['38'], stake: 2_000 }, { type: 'x2', numbers: ['38', '04'], stake: 1_000 }] })
    if (!bet.success) throw new Error(`bet: ${bet.code}`)
    // The records' verify link sends a Vietnamese ticket to this game's page.
    const redirect = await t.app.inject({ method: 'GET', url: `/house/verify?round=${bet.value.ticketId}&lang=vi` })
    expect(redirect.headers.location).toBe(`/house/vnlottery/verify?round=${bet.value.ticketId}&lang=vi`)
    const opened = await openedNumeroOfMember(ctx, session.memberId)
    expect(opened.tickets.find((x) => x.ticketId === bet.value.ticketId)).toMatchObject({ gameCode: code, region: 'central', province: draw.province, stake: 3_000, status: 'placed', bets: [{ selection: 'lo:38' }, { selection: 'x2:04-38' }] })
    const menu = await vnGameMenu(ctx, 'Lott')
    expect(menu.games).toHaveLength(VN_GAMES.length)
    for (let i = 1; i < menu.games.length; i++) expect(menu.games[i - 1]!.drawAt).toBeLessThanOrEqual(menu.games[i]!.drawAt)
    expect(menu.games.find((g) => g.drawId === draw.drawId)).toMatchObject({ name: vnGameOf(code)!.name, province: draw.province, serverSeedHash: draw.serverSeedHash })
    expect((await vnGameMenu(ctx, 'Elott')).games).toEqual([])
    await expect(recentNumeros(ctx, 7)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' })
    const get = async (round: string) => envelope<{ draw: { serverSeed: string | null; result: VnPrizeResult[] | null }; ticket: { win: number | null } | null }>(await t.app.inject({ method: 'GET', url: `/house/api/lottery/verify?round=${round}` }))
    expect(await get(bet.value.ticketId)).toMatchObject({ success: true, value: { draw: { serverSeed: null, result: null } } })
    clock = draw.closesAt + 15 * 60_000
    await settleLottery(ctx, 'job')
    const v = await get(bet.value.ticketId)
    if (!v.success) throw new Error('verify')
    expect(v.value.draw.result!.flatMap((p) => p.numbers)).toHaveLength(18)
    expect(v.value.ticket!.win).not.toBeNull()
    const recent = await recentNumeros(ctx, 20)
    expect(recent.results.length).toBeGreaterThan(0)
    expect(recent.results[0]).toMatchObject({ drawAt: draw.closesAt + 15 * 60_000, region: expect.any(String) })
    for (let i = 1; i < recent.results.length; i++) expect(recent.results[i - 1]!.drawAt).toBeGreaterThanOrEqual(recent.results[i]!.drawAt)
    expect(recent.results.find((r) => r.drawId === draw.drawId)!.prizes.at(-1)!.prize).toBe('DB')
    expect((await openedNumeroOfMember(ctx, session.memberId)).tickets.find((x) => x.ticketId === bet.value.ticketId)).toBeUndefined()
    // The draw can be a day ahead (after the day's draws), past the game session's end: the page asks while the session lasts.
    clock = REAL + 2_000
    const after = await post<State>('/house/api/vnlottery/state', { s, region: 'central' })
    if (!after.success) throw new Error(`state: ${after.code}`)
    expect(after.value.tickets.find((x) => x.ticketId === bet.value.ticketId)).toMatchObject({ status: 'settled', province: draw.province })
  })

  it('serves its page with the game session, its files and its verification page, framed only by the site', async () => {
    clock = REAL + 2_000
    const url = await launch('vn-bac')
    expect(new URL(url, 'http://x').pathname).toBe('/house/vnlottery/')
    const res = await t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname + new URL(url, 'http://x').search })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('/house/vnlottery/vnlottery.js')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'")
    for (const path of ['vnlottery.js', 'vnlottery.css', 'vnlottery-texts.js', 'slot-texts.js', 'house-page.js', 'verify-form.js', 'verify', 'verify.js']) {
      expect((await t.app.inject({ method: 'GET', url: `/house/vnlottery/${path}` })).statusCode, path).toBe(200)
    }
    expect((await t.app.inject({ method: 'GET', url: '/house/vnlottery/__proto__' })).statusCode).toBe(404)
    // Every TCG_LOTTO_VN title of the catalogue plays it.
    const seeded = await t.testDb.db.selectFrom('games').select('house_game').where('vassalage', '=', 'TCG_LOTTO_VN').where('id', 'not like', 'vn-%').execute()
    expect(seeded.length).toBeGreaterThan(0)
    expect(seeded.every((g) => g.house_game === 'vnlottery')).toBe(true)
  })
  it('draws the North once with two jobs at once, pays lô per hit and the other bets as a reference does', async () => {
    clock = MONDAY_MORNING
    const [draw] = await vnOpenDraws(ctx, 'north')
    expect(draw).toMatchObject({ gameCode: 'VNMB', province: 'Hà Nội', drawAt: vn(0, '18:15'), closesAt: vn(0, '18:00') })
    expect(draw!.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    const before = await balance()
    // Lô on every number, 20 a ticket: the 27 prizes end in 27 hits in all.
    const lo = []
    for (let k = 0; k < 5; k++) lo.push(await placeTicket(ctx, session, 'VNMB', draw!.drawId, Array.from({ length: 20 }, (_, i) => ({ selection: `lo:${two(k * 20 + i)}`, stake: 100 }))))
    const other = await placeTicket(ctx, session, 'VNMB', draw!.drawId, [
      { selection: 'de:27', stake: 1_000 }, { selection: '3c:123', stake: 1_000 }, { selection: 'x2:45-12', stake: 1_000 }, { selection: 'x3:01-02-03', stake: 500 },
    ])
    expect(other.bets.map((b) => b.selection)).toEqual(['de:27', '3c:123', 'x2:12-45', 'x3:01-02-03'])
    expect(await balance()).toBe(before - 10_000 - 3_500)
    clock = draw!.closesAt
    await expect(placeTicket(ctx, session, 'VNMB', draw!.drawId, [{ selection: 'lo:00', stake: 100 }])).rejects.toMatchObject({ code: 'BETS_CLOSED' })
    clock = draw!.drawAt - 1
    expect((await settleLottery(ctx, 'early')).draws).not.toContain(draw!.drawId)
    clock = draw!.drawAt + 1
    const runs = await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    expect(runs.flatMap((r) => r.draws).filter((d) => d === draw!.drawId)).toHaveLength(1)
    await settleLottery(ctx, 'a')
    const v = (await lotteryForVerification(t.testDb.db, draw!.drawId))!.draw
    expect(hashSeed(v.serverSeed!)).toBe(draw!.serverSeedHash)
    const prizes = drawVnPrizes(vnGameOf('VNMB')!, v.serverSeed!, v.drawNo, v.previousResult!)
    expect(v.result).toEqual(prizes)
    const lotWins = (await Promise.all(lo.map(async (p) => (await lotteryForVerification(t.testDb.db, p.ticketId))!.ticket!.win!))).reduce((a, b) => a + b, 0)
    expect(lotWins).toBe(27 * Math.floor((100 * VN_ODDS.north.lo) / 100))
    const ends = prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2)))
    const db = prizes[0]!.numbers[0]!
    const ref = (sel: string, stake: number) => {
      const [type, nums] = sel.split(':') as [string, string]
      const won = type === 'de' ? db.endsWith(nums) : type === '3c' ? db.endsWith(nums) : nums.split('-').every((n) => ends.includes(n))
      return won ? Math.floor((stake * VN_ODDS.north[type as 'de']) / 100) : 0
    }
    const ticket = (await lotteryForVerification(t.testDb.db, other.ticketId))!.ticket!
    expect(ticket.win).toBe(other.bets.reduce((a, b) => a + ref(b.selection, b.stake), 0))
    // Paid once: a winning ticket by one credit of its win, a losing one by none (its round closed as lost).
    for (const p of [...lo, other]) {
      const win = (await lotteryForVerification(t.testDb.db, p.ticketId))!.ticket!.win!
      const credits = (await txsOf(p.ticketId)).filter((x) => x.kind === 'credit')
      expect(credits.map((x) => Number(x.amount))).toEqual(win > 0 ? [win] : [])
    }
    expect(await balance()).toBe(before - 13_500 + lotWins + ticket.win!)
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refunds every ticket of a cancelled draw once', async () => {
    clock = vn(7, '10:00')
    const [hue] = (await vnOpenDraws(ctx, 'central')).filter((d) => d.gameCode === 'VNTTH')
    const before = await balance()
    const placed = [await placeTicket(ctx, session, 'VNTTH', hue!.drawId, [{ selection: 'lo:12', stake: 700 }, { selection: 'x4:01-02-03-04', stake: 300 }]),
      await placeTicket(ctx, session, 'VNTTH', hue!.drawId, [{ selection: '3c:999', stake: 500 }])]
    expect(await balance()).toBe(before - 1_500)
    expect(await cancelLotteryDraw(ctx, hue!.drawId)).toBe(true)
    clock = hue!.drawAt + 1
    await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    expect(await balance()).toBe(before)
    for (const p of placed) {
      const txs = await txsOf(p.ticketId)
      expect(txs.filter((x) => x.kind === 'rollback')).toHaveLength(1)
      expect(txs.filter((x) => x.kind === 'credit')).toHaveLength(0)
    }
    for (const e of await drawExposure(t.testDb.db, hue!.drawId)) expect(e.payout).toBe(0)
  })

  // Two weeks on, after every other test: a draw of theirs that a settling run reached would be drawn already.
  it('draws a province missed during downtime late and once, chaining its previous actual draw across the days it does not draw', async () => {
    clock = vn(14, '12:00')
    const monday = (await vnOpenDraws(ctx, 'south')).find((d) => d.gameCode === 'VNHCM')!
    const p = await placeTicket(ctx, session, 'VNHCM', monday.drawId, [{ selection: 'lo:55', stake: 1_000 }])
    // Down from Monday morning to Tuesday: Monday's draw runs late, once.
    clock = vn(15, '09:00')
    const runs = await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    expect(runs.flatMap((r) => r.draws).filter((d) => d === monday.drawId)).toHaveLength(1)
    expect((await settleLottery(ctx, 'a')).draws).toEqual([])
    expect((await lotteryForVerification(t.testDb.db, p.ticketId))!.ticket!.status).toBe('settled')
    // TP.HCM's next draw is Saturday's; its public input is Monday's result.
    const saturday = (await vnOpenDraws(ctx, 'south')).find((d) => d.gameCode === 'VNHCM')
    expect(saturday).toBeUndefined()
    clock = vn(19, '12:00')
    const sat = (await vnOpenDraws(ctx, 'south')).find((d) => d.gameCode === 'VNHCM')!
    expect(sat.drawAt).toBe(vn(19, '16:15'))
    // Saturday's four provinces, then Sunday's three.
    expect((await vnOpenDraws(ctx, 'south')).map((d) => d.province)).toEqual(expect.arrayContaining(['Bình Phước', 'Hậu Giang', 'Long An', 'TP.HCM', 'Tiền Giang', 'Kiên Giang', 'Đà Lạt']))
    expect((await vnOpenDraws(ctx, 'south')).slice(4).map((d) => d.province).sort()).toEqual(['Kiên Giang', 'Tiền Giang', 'Đà Lạt'])
    clock = sat.drawAt
    await settleLottery(ctx, 'a')
    const first = (await lotteryForVerification(t.testDb.db, monday.drawId))!.draw
    const second = (await lotteryForVerification(t.testDb.db, sat.drawId))!.draw
    expect(second.previousDrawNo).toBe(first.drawNo)
    expect(second.previousResult).toBe((first.result as VnPrizeResult[]).map((x) => `${x.prize}:${x.numbers.join(',')}`).join('|'))
    expect(second.result).toEqual(drawVnPrizes(vnGameOf('VNHCM')!, second.serverSeed!, second.drawNo, second.previousResult!))
  })
})
