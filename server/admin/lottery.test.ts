/**
 * The operator's lottery commands against a real database: a member's ticket bought through
 * the house lottery's page call shows in the draw list and the exposure; cancelling an open
 * draw refunds the stake exactly once and is journaled under the operator; a second cancel, a
 * drawn draw and an unknown one are refused and change nothing. The CLI is run against the
 * same server once, to see the words it prints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { loginToken } from '../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../testing/house-helpers.ts'
import { insertGames } from '../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../modules/wallet/index.ts'
import { LOTTERY_GAMES, LOTTERY_LIMITS, settleLottery, type LotteryContext } from '../providers/house/index.ts'
import type { AdminLotteryDraw, LotteryCancelReply, LotteryExposureReply } from './contract-lottery.ts'
import { runCli } from './cli-main.ts'

let t: TestApp
let clock = 0
let ctx: LotteryContext
let client: ReturnType<typeof houseClient>
let s: string
const step = LOTTERY_GAMES.ELOTT5.interval * 1000

type Draw = { drawId: string; closesAt: number; drawAt: number }
/** A fresh draw on sale, with one ticket of `stake` on p0:5 bought through the page's call. */
const ticketOnNewDraw = async (stake: number): Promise<Draw> => {
  clock = (Math.floor(clock / step) + 1) * step + 1_000
  const state = await client.post<{ current: Draw }>('/house/api/lottery/state', { s, game: 'ELOTT5' })
  if (!state.success) throw new Error(`state: ${state.code}`)
  const bet = await client.post('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: state.value.current.drawId, bets: [{ selection: 'p0:5', stake }] })
  if (!bet.success) throw new Error(`bet: ${bet.code}`)
  return state.value.current
}
const admin = async <T>(method: 'GET' | 'POST', url: string, payload?: object, operator?: string) => {
  const res = await send(t.app, { method, url, admin: true, ...(payload ? { payload } : {}), ...(operator ? { headers: { 'x-operator': operator } } : {}) })
  return { status: res.statusCode, body: envelope<T>(res) }
}
const cancelUrl = (drawId: string) => `/admin/lottery/draws/${encodeURIComponent(drawId)}/cancel`
const listed = async (query: string) => {
  const r = await admin<{ draws: AdminLotteryDraw[] }>('GET', `/admin/lottery/draws${query}`)
  if (!r.body.success) throw new Error(`list: ${r.body.code}`)
  return r.body.value.draws
}
/** The wallet's rollbacks of the draw's tickets (a refund is one per ticket). */
const rollbacksOf = async (drawId: string) => {
  const tickets = await t.testDb.db.selectFrom('lottery_tickets').select('ticket_id').where('draw_id', '=', drawId).execute()
  const txs = await t.testDb.db.selectFrom('seamless_transactions').select('tx_id').where('kind', '=', 'rollback')
    .where('tx_id', 'in', tickets.map((x) => `${x.ticket_id}-rb`)).execute()
  return txs.length
}
const journalSize = async () => Number((await t.testDb.db.selectFrom('operator_journal').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

beforeAll(async () => {
  clock = Date.now()
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [{ id: 'adm-elott-1', name: 'E-Lottery', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  client = houseClient(t.app, token, merchantCode)
  s = sessionOf(await client.launch('adm-elott-1'))
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the operator\'s lottery commands', () => {
  it('lists a draw with its ticket and shows the selection\'s exposure under its limit', async () => {
    const draw = await ticketOnNewDraw(1_000)
    const mine = (await listed('?game=ELOTT5')).find((d) => d.drawId === draw.drawId)
    expect(mine).toMatchObject({ game: 'ELOTT5', status: 'open', result: null, tickets: 1, stake: 1_000, paid: 0, refunded: 0, drawAt: new Date(draw.drawAt).toISOString() })
    expect((await listed('?status=drawn')).some((d) => d.drawId === draw.drawId)).toBe(false)
    expect((await listed('?game=ELOTT3D')).some((d) => d.drawId === draw.drawId)).toBe(false)
    const all = await listed('')
    expect(all.length).toBeLessThanOrEqual(30)
    expect(all.map((d) => d.drawAt)).toEqual([...all.map((d) => d.drawAt)].sort().reverse())

    const exposure = await admin<LotteryExposureReply>('GET', `/admin/lottery/draws/${encodeURIComponent(draw.drawId)}/exposure`)
    expect(exposure.body).toMatchObject({ success: true, value: { drawId: draw.drawId, status: 'open', limit: LOTTERY_LIMITS.maxPayoutPerSelection } })
    if (!exposure.body.success) throw new Error('exposure')
    expect(exposure.body.value.selections).toEqual([{ selection: 'p0:5', payout: expect.any(Number), limit: LOTTERY_LIMITS.maxPayoutPerSelection }])
    expect(exposure.body.value.selections[0]!.payout).toBeGreaterThan(1_000)
  })

  it('cancels an open draw: the stake comes back exactly once, and the change is journaled under the operator', async () => {
    const before = await client.walletBalance()
    const draw = await ticketOnNewDraw(2_500)
    expect(await client.walletBalance()).toBe(before - 2_500)
    const cancelled = await admin<LotteryCancelReply>('POST', cancelUrl(draw.drawId), { reason: 'wrong schedule' }, 'eve')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ success: true, value: { draw: { drawId: draw.drawId, status: 'cancelled', tickets: 1, stake: 2_500, refunded: 2_500, paid: 0 }, waiting: 0 } })
    expect(await client.walletBalance()).toBe(before)
    expect(await rollbacksOf(draw.drawId)).toBe(1)
    const journal = await t.testDb.db.selectFrom('operator_journal').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()
    expect(journal).toMatchObject({ operator: 'eve', method: 'POST', path: cancelUrl(draw.drawId) })
    expect(JSON.stringify(journal.body)).toContain('wrong schedule')

    const size = await journalSize()
    const again = await admin('POST', cancelUrl(draw.drawId), { reason: 'twice' }, 'eve')
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ success: false, message: expect.stringContaining('already cancelled') })
    // Neither the draw job nor another cancel refunds it again.
    clock = draw.drawAt + 1
    // The job also draws the earlier tests' draws, whose tickets may win: only those wins move the balance.
    const job = await settleLottery(ctx, 'test')
    expect(await client.walletBalance()).toBe(before + job.paid)
    expect(await rollbacksOf(draw.drawId)).toBe(1)
    expect(await journalSize()).toBe(size)
    const exposure = await admin<LotteryExposureReply>('GET', `/admin/lottery/draws/${encodeURIComponent(draw.drawId)}/exposure`)
    expect(exposure.body).toMatchObject({ success: true, value: { status: 'cancelled', selections: [] } })
  })

  it('refunds once when two operators cancel the same draw at once', async () => {
    const before = await client.walletBalance()
    const draw = await ticketOnNewDraw(1_500)
    const both = await Promise.all([admin('POST', cancelUrl(draw.drawId), { reason: 'a' }), admin('POST', cancelUrl(draw.drawId), { reason: 'b' })])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await client.walletBalance()).toBe(before)
    expect(await rollbacksOf(draw.drawId)).toBe(1)
  })

  it('refuses to cancel a drawn draw or an unknown one, and nothing changes', async () => {
    const draw = await ticketOnNewDraw(1_000)
    clock = draw.drawAt + 1
    await settleLottery(ctx, 'test')
    const [drawn] = (await listed('?game=ELOTT5&status=drawn')).filter((d) => d.drawId === draw.drawId)
    expect(drawn).toMatchObject({ status: 'drawn', result: expect.stringMatching(/^\d(,\d){4}$/), tickets: 1 })
    const balance = await client.walletBalance()
    const size = await journalSize()
    const refused = await admin('POST', cancelUrl(draw.drawId), { reason: 'too late' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ success: false, code: 'BETS_CLOSED', message: expect.stringContaining('already drawn') })
    expect((await listed('?game=ELOTT5')).find((d) => d.drawId === draw.drawId)).toEqual(drawn)
    expect(await client.walletBalance()).toBe(balance)
    expect(await rollbacksOf(draw.drawId)).toBe(0)

    const unknown = await admin('POST', cancelUrl('ELOTT5:1'), { reason: 'nope' })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: expect.stringContaining('ELOTT5:1') })
    expect((await admin('GET', '/admin/lottery/draws/ELOTT5%3A1/exposure')).status).toBe(404)
    expect((await admin('POST', cancelUrl('not a draw'), { reason: 'x' })).status).toBe(400)
    expect((await admin('POST', cancelUrl(draw.drawId), { reason: '' })).status).toBe(400)
    expect(await journalSize()).toBe(size)
  })

  it('prints the draws, the exposure and a cancel through the CLI', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const run = (args: string[]) => runCli([...args, '--url', url], { ADMIN_TOKEN: TEST_ADMIN_TOKEN })
    const draw = await ticketOnNewDraw(1_250)
    const list = await run(['lottery', 'draws', 'ELOTT5', '--status', 'open'])
    expect(list.stdout).toContain(`${draw.drawId} open      draw ${new Date(draw.drawAt).toISOString()}`)
    expect(list.stdout).toContain('1 ticket(s), staked 12.50, paid 0.00')
    const exposure = await run(['lottery', 'exposure', draw.drawId])
    expect(exposure.stdout).toContain(`limit per selection ${(LOTTERY_LIMITS.maxPayoutPerSelection / 100).toFixed(2)}`)
    expect(exposure.stdout).toMatch(/ {2}p0:5 +\d+\.\d{2} \(\d+% of the limit\)/)
    const cancel = await run(['lottery', 'cancel', draw.drawId, '--reason', 'operator test', '--as', 'frank'])
    expect(cancel.code).toBe(0)
    expect(cancel.stdout).toContain('refunded 12.50')
    expect(cancel.stdout).toContain('Every ticket is refunded.')
    const again = await run(['lottery', 'cancel', draw.drawId, '--reason', 'operator test'])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('BETS_CLOSED')
    expect((await run(['changes', '1'])).stdout).toContain('frank')
  })
})
