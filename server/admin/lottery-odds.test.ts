/**
 * The operator's odds and limits per bet type against a real database, through the admin API and
 * the pages' own calls: a changed odds figure prices the next ticket and shows in the state call
 * while an earlier ticket settles at the odds recorded on it; a limit lowered below a selection's
 * exposure refuses the next ticket on it (LIMIT_REACHED) and the earlier one stands; odds at or
 * above the fair price and unknown bet types are refused and change nothing; every change is
 * journaled under its operator; the CLI prints and changes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { loginToken } from '../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../testing/house-helpers.ts'
import { insertGames } from '../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../modules/wallet/index.ts'
import { LOTTERY_GAMES, settleLottery, type LotteryContext } from '../providers/house/index.ts'
import type { AdminBetTerms, LotteryOddsReply } from './contract-lottery-odds.ts'
import { runCli } from './cli-main.ts'

let t: TestApp
let clock = 0
let ctx: LotteryContext
let client: ReturnType<typeof houseClient>
let s: string
const step = LOTTERY_GAMES.ELOTT5.interval * 1000

type Draw = { drawId: string; closesAt: number; drawAt: number }
type State = { current: Draw; odds: Record<string, number>; limits: { maxPayoutPerSelection: number; maxPayoutByType: Record<string, number> } }
type Bet = { selection: string; stake: number }
const state = async () => {
  const r = await client.post<State>('/house/api/lottery/state', { s, game: 'ELOTT5' })
  if (!r.success) throw new Error(`state: ${r.code}`)
  return r.value
}
const newDraw = async () => {
  clock = (Math.floor(clock / step) + 1) * step + 1_000
  return (await state()).current
}
const buy = (drawId: string, bets: Bet[]) =>
  client.post<{ ticketId: string; bets: Array<Bet & { odds: number }> }>('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: drawId, bets })
const admin = async <T>(url: string, payload?: object, operator?: string) => {
  const res = await send(t.app, { method: payload ? 'POST' : 'GET', url, admin: true, ...(payload ? { payload } : {}), ...(operator ? { headers: { 'x-operator': operator } } : {}) })
  return { status: res.statusCode, body: envelope<T>(res) }
}
const journalSize = async () => Number((await t.testDb.db.selectFrom('operator_journal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const ticket = async (id: string) => {
  const row = await t.testDb.db.selectFrom('lottery_tickets').select(['status', 'win']).where('ticket_id', '=', id).executeTakeFirstOrThrow()
  return { status: row.status, win: row.win === null ? null : Number(row.win) }
}

beforeAll(async () => {
  clock = Date.now()
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [
    { id: 'odds-elott-1', name: 'E-Lottery', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' },
    { id: 'odds-vn-bac', name: 'Mien Bac Express', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' },
  ])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  client = houseClient(t.app, token, merchantCode)
  s = sessionOf(await client.launch('odds-elott-1'))
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the operator\'s lottery odds and limits', () => {
  it('prices the next ticket at changed odds and shows them, while an earlier ticket settles at its recorded odds', async () => {
    const draw = await newDraw()
    // Big and small cover every sum: exactly one bet of each ticket wins.
    const both = [{ selection: 'sum:big', stake: 1_000 }, { selection: 'sum:small', stake: 1_000 }]
    const before = await buy(draw.drawId, both)
    expect(before).toMatchObject({ success: true, value: { bets: [{ odds: 195 }, { odds: 195 }] } })

    const changed = await admin<AdminBetTerms>('/admin/lottery/odds/ELOTT5/sum-side', { odds: 190 }, 'eve')
    expect(changed).toMatchObject({ status: 200, body: { success: true, value: { game: 'ELOTT5', betType: 'sum-side', odds: 190, oddsOverridden: true, limitOverridden: false, updatedBy: 'eve' } } })
    const journal = await t.testDb.db.selectFrom('operator_journal').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(journal).toMatchObject({ operator: 'eve', method: 'POST', path: '/admin/lottery/odds/ELOTT5/sum-side' })

    const shown = await state()
    expect([shown.odds['sum:big'], shown.odds['sum:odd'], shown.odds['p0:big'], shown.odds['p0:7']]).toEqual([190, 190, 195, 950])
    const after = await buy(draw.drawId, both)
    expect(after).toMatchObject({ success: true, value: { bets: [{ odds: 190 }, { odds: 190 }] } })
    if (!before.success || !after.success) throw new Error('tickets')

    clock = draw.drawAt + 1
    await settleLottery(ctx, 'test')
    expect(await ticket(before.value.ticketId)).toEqual({ status: 'settled', win: 1_950 })
    expect(await ticket(after.value.ticketId)).toEqual({ status: 'settled', win: 1_900 })
  })

  it('refuses the next ticket on a selection whose limit was lowered below its exposure; the earlier ticket stands', async () => {
    const draw = await newDraw()
    const first = await buy(draw.drawId, [{ selection: 'p0:5', stake: 1_000 }])
    if (!first.success) throw new Error('first ticket')
    const lowered = await admin<AdminBetTerms>('/admin/lottery/limits/ELOTT5/position-digit', { maxPayout: 5_000 }, 'eve')
    expect(lowered.body).toMatchObject({ success: true, value: { maxPayout: 5_000, limitOverridden: true, odds: 950, oddsOverridden: false } })
    expect(await buy(draw.drawId, [{ selection: 'p0:5', stake: 100 }])).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    // Another number of the same bet type is under the new limit; another bet type keeps its own.
    expect(await buy(draw.drawId, [{ selection: 'p1:5', stake: 100 }])).toMatchObject({ success: true })
    expect(await buy(draw.drawId, [{ selection: 'p1:5', stake: 500 }])).toMatchObject({ success: false, code: 'LIMIT_REACHED' })
    expect(await buy(draw.drawId, [{ selection: 'p0:big', stake: 10_000 }])).toMatchObject({ success: true })
    expect(await ticket(first.value.ticketId)).toMatchObject({ status: 'placed' })
    const exposure = await t.testDb.db.selectFrom('lottery_exposure').select('payout').where('draw_id', '=', draw.drawId).where('selection', '=', 'p0:5').executeTakeFirstOrThrow()
    expect(Number(exposure.payout)).toBe(9_500)
    // The operators' exposure view measures each selection against its bet type's limit in force.
    const view = await admin<{ limit: number; selections: Array<{ selection: string; payout: number; limit?: number }> }>(`/admin/lottery/draws/${encodeURIComponent(draw.drawId)}/exposure`)
    expect(view.body).toMatchObject({ success: true, value: { limit: 2_000_000 } })
    if (!view.body.success) throw new Error('exposure')
    expect(view.body.value.selections).toEqual(expect.arrayContaining([{ selection: 'p0:5', payout: 9_500, limit: 5_000 }, { selection: 'p0:big', payout: 19_500, limit: 2_000_000 }]))
    const shown = await state()
    expect(shown.limits.maxPayoutByType).toMatchObject({ 'position-digit': 5_000, 'sum-side': 2_000_000 })
    expect(shown.limits.maxPayoutPerSelection).toBe(2_000_000)
  })

  it('refuses odds at or above the fair price, unknown games and bet types, and bad figures; nothing changes', async () => {
    const size = await journalSize()
    const list = async () => { const r = await admin<LotteryOddsReply>('/admin/lottery/odds'); if (!r.body.success) throw new Error('list'); return r.body.value.terms }
    const before = await list()
    const refused: Array<[string, object, number, string]> = [
      ['/admin/lottery/odds/ELOTT5/sum-side', { odds: 200 }, 400, 'no margin'],
      ['/admin/lottery/odds/ELOTT3D/sum-4', { odds: 7_200 }, 400, 'no margin'],
      ['/admin/lottery/odds/north/lo', { odds: 371 }, 400, 'no margin'],
      ['/admin/lottery/odds/south/de', { odds: 100 }, 400, 'above 1.00'],
      ['/admin/lottery/odds/ELOTT5/lo', { odds: 150 }, 400, 'not a bet type of ELOTT5'],
      ['/admin/lottery/odds/north/sum-side', { odds: 150 }, 400, 'not a bet type of north'],
      ['/admin/lottery/limits/south/lo', { maxPayout: 0 }, 400, 'positive'],
      ['/admin/lottery/limits/VNHCM/lo', { maxPayout: 100 }, 400, ''],
      ['/admin/lottery/odds/ELOTT5/sum-side', { odds: 1.5 }, 400, ''],
    ]
    for (const [url, body, status, why] of refused) {
      const r = await admin(url, body)
      expect(r.status, url).toBe(status)
      if (why) expect(r.body, url).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringContaining(why) })
    }
    expect(await list()).toEqual(before)
    expect(await journalSize()).toBe(size)
  })

  it('resets a bet type to its defaults, and the Vietnamese page shows its region\'s odds in force', async () => {
    const reset = await admin<AdminBetTerms>('/admin/lottery/odds/ELOTT5/sum-side/reset', {}, 'eve')
    expect(reset.body).toMatchObject({ success: true, value: { odds: 195, oddsOverridden: false, limitOverridden: false, updatedBy: null } })
    expect((await state()).odds['sum:big']).toBe(195)

    expect((await admin('/admin/lottery/odds/north/lo', { odds: 360 })).status).toBe(200)
    const vn = sessionOf(await client.launch('odds-vn-bac'))
    const vnState = await client.post<{ odds: Record<string, number> }>('/house/api/vnlottery/state', { s: vn })
    expect(vnState).toMatchObject({ success: true, value: { odds: { lo: 360, de: 9500 } } })
  })

  it('lists and changes them through the CLI', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const run = (args: string[]) => runCli([...args, '--url', url], { ADMIN_TOKEN: TEST_ADMIN_TOKEN })
    const set = await run(['lottery', 'odds', 'set', 'ELOTT3D', 'side', '2.05', '--as', 'frank'])
    expect(set).toMatchObject({ code: 0, stdout: expect.stringMatching(/ELOTT3D +side +odds +2\.05\*/) })
    const limit = await run(['lottery', 'limit', 'set', 'ELOTT3D', 'triple', '5000.00'])
    expect(limit.stdout).toMatch(/triple +odds +181\.00 +limit +5000\.00\*/)
    const list = await run(['lottery', 'odds'])
    expect(list.stdout).toMatch(/ELOTT3D +side +odds +2\.05\* +limit +20000\.00 +\(frank, /)
    expect(list.stdout).toMatch(/north +lo +odds +3\.60\*/)
    expect(list.stdout).toMatch(/^south +x4 +odds +1711\.01 +limit +1000000\.00$/m)
    const unfair = await run(['lottery', 'odds', 'set', 'ELOTT3D', 'side', '2.06'])
    expect(unfair.code).toBe(1)
    expect(unfair.stderr).toContain('no margin')
    const reset = await run(['lottery', 'odds', 'reset', 'ELOTT3D', 'triple'])
    expect(reset.stdout).toMatch(/triple +odds +181\.00 +limit +20000\.00$/m)
    expect((await run(['changes', '5'])).stdout).toContain('frank')
  })
})
