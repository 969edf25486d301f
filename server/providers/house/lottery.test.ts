/**
 * The lottery's draws and tickets through the seamless wallet: every draw recomputes from its
 * revealed seed and the previous draw's result; a ticket after sales close is refused with
 * BETS_CLOSED and moves nothing; two settlement runs at once pay each ticket once; a cancelled
 * draw refunds every ticket once; a selection's payout limit holds under 20 tickets at once;
 * per draw, paid + kept = staked; the ledger's invariants hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Selectable } from 'kysely'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames, ledgerInvariants, memberId } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import type { GamesTable } from '../../db/schema.ts'
import { isSealed } from '../../lib/secrets-key.ts'
import { hashSeed } from './fair.ts'
import type { GameSession } from './sessions.ts'
import { cancelLotteryDraw, drawExposure, lotteryDraws, lotteryForVerification, memberTickets, placeTicket, settleLottery, type LotteryContext } from './lottery-draws.ts'
import { drawBalls, drawTimes, GENESIS, LOTTERY_GAMES, LOTTERY_LIMITS, oddsOf, selectionsOf } from './lottery-math.ts'

let t: TestApp
let clock = 0
let ctx: LotteryContext
let session: GameSession
let launch: (gameId: string) => Promise<string>
let post: <T>(url: string, payload: object) => Promise<ReturnType<typeof envelope<T>>>
const FIVE = LOTTERY_GAMES.ELOTT5
const step = FIVE.interval * 1000

const balance = async () => (await ctx.wallet.balance(session.memberId)).balance
/** The clock `offset` ms into a fresh interval of the 5D game. */
const toIntervalStart = (offset: number) => { clock = (Math.floor(clock / step) + 1) * step + offset }
const winsOf = async (ticketId: string) =>
  (await t.testDb.db.selectFrom('seamless_transactions').select(['tx_id', 'kind', 'amount', 'status']).where('tx_id', 'like', `${ticketId}-%`).execute())
/** A ticket's wallet round (the bet named after it): its status and win. */
const roundOf = async (ticketId: string) => {
  const r = await t.testDb.db.selectFrom('bets').select(['status', 'win']).where('round_id', '=', ticketId).executeTakeFirstOrThrow()
  return { status: r.status, win: Number(r.win) }
}

beforeAll(async () => {
  clock = Date.now()
  t = await createTestApp({ now: () => clock })
  await insertGames(t.testDb.db, [{ id: 'l-elott-1', name: 'E-Lottery', gameType: 'ELOTT', vassalage: 'TCG_ELOTT' }, { id: 'l-slot-1', name: 'Lucky Tala' }])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post } = houseClient(t.app, token, merchantCode))
  const game = await t.testDb.db.selectFrom('games').selectAll().where('id', '=', 'l-elott-1').executeTakeFirstOrThrow()
  session = { memberId: await memberId(t.testDb.db, 'demo01'), account: 'demo01', language: 'en', game: game as Selectable<GamesTable>, roomId: null }
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 1000, now: () => clock }
})
afterAll(() => t.close())

describe('the house lottery', () => {
  it('commits each draw before sales close and every draw recomputes from its revealed seed and the previous result', async () => {
    toIntervalStart(1_000)
    const first = await lotteryDraws(ctx, 'ELOTT5')
    expect(first.current.drawAt - first.current.closesAt).toBe(FIVE.closeBefore * 1000)
    expect(first.current.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.current.serverSeed).toBeNull()
    const stored = await t.testDb.db.selectFrom('lottery_draws').select('server_seed').where('draw_id', '=', first.current.drawId).executeTakeFirstOrThrow()
    expect(isSealed(stored.server_seed)).toBe(true)
    const drawIds: string[] = []
    for (let i = 0; i < 5; i++) {
      const { current } = await lotteryDraws(ctx, 'ELOTT5')
      drawIds.push(current.drawId)
      await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:big', stake: 1_000 }, { selection: 'p2:7', stake: 500 }])
      clock = current.drawAt + 500
      // Due, not run before the job: still committed only.
      expect((await lotteryForVerification(t.testDb.db, current.drawId))!.draw.serverSeed).toBeNull()
      await settleLottery(ctx, 'test')
      clock += 1_000
    }
    let previous: string | null = null
    for (const id of drawIds) {
      const v = (await lotteryForVerification(t.testDb.db, id))!.draw
      expect(v.status).toBe('drawn')
      expect(hashSeed(v.serverSeed!)).toBe(v.serverSeedHash)
      if (previous !== null) expect(v.previousResult).toBe(previous)
      expect(drawBalls(FIVE, v.serverSeed!, v.drawNo, v.previousResult!)).toEqual(v.result)
      previous = v.result!.join(',')
    }
    // The very first draw of the game used the genesis input.
    const firstDrawn = await t.testDb.db.selectFrom('lottery_draws').select('prev_result').where('status', '=', 'drawn').orderBy('draw_no').limit(1).executeTakeFirstOrThrow()
    expect(firstDrawn.prev_result).toBe(GENESIS)
  })

  it('refuses a ticket once sales close with BETS_CLOSED, and nothing moves', async () => {
    toIntervalStart(1_000)
    const { current } = await lotteryDraws(ctx, 'ELOTT5')
    const before = await balance()
    const tickets = await t.testDb.db.selectFrom('lottery_tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    clock = current.closesAt
    await expect(placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:odd', stake: 1_000 }])).rejects.toMatchObject({ code: 'BETS_CLOSED' })
    clock = current.closesAt - 1
    const ok = await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:odd', stake: 1_000 }])
    expect(ok.balance).toBe(before - 1_000)
    clock = current.closesAt + 1
    await expect(placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:odd', stake: 1_000 }])).rejects.toMatchObject({ code: 'BETS_CLOSED' })
    expect(await balance()).toBe(before - 1_000)
    const after = await t.testDb.db.selectFrom('lottery_tickets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(tickets.n) + 1)
    clock = current.drawAt + 1
    await settleLottery(ctx, 'test')
  })

  it('pays each ticket once with two settlement runs at once, and per draw paid + kept = staked', async () => {
    toIntervalStart(1_000)
    const { current } = await lotteryDraws(ctx, 'ELOTT3D')
    const before = await balance()
    const sels = [...selectionsOf('ELOTT3D').keys()]
    const placed = []
    for (let i = 0; i < 12; i++) {
      placed.push(await placeTicket(ctx, session, 'ELOTT3D', current.drawId, [
        { selection: sels[i % sels.length]!, stake: 100 * (i + 1) }, { selection: sels[(i * 7 + 3) % sels.length]!, stake: 250 },
      ]))
    }
    const staked = placed.reduce((a, p) => a + p.stake, 0)
    expect(await balance()).toBe(before - staked)
    clock = current.drawAt + 1
    await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b'), settleLottery(ctx, 'c')])
    await settleLottery(ctx, 'a')
    const v = (await lotteryForVerification(t.testDb.db, current.drawId))!.draw
    const balls = drawBalls(LOTTERY_GAMES.ELOTT3D, v.serverSeed!, v.drawNo, v.previousResult!)
    let expectedPaid = 0
    for (const p of placed) {
      const mine = (await winsOf(p.ticketId)).filter((x) => x.kind === 'credit')
      const ticket = (await lotteryForVerification(t.testDb.db, p.ticketId))!.ticket!
      const reference = p.bets.reduce((a, b) => {
        const [x, y, z] = balls as [number, number, number]
        const triple = x === y && y === z
        const sum = x + y + z
        const [what, pick] = b.selection.split(':') as [string, string]
        const wins = what === 'triple' ? triple && (pick === 'any' || Number(pick) === x)
          : /^\d+$/.test(pick) ? sum === Number(pick)
          : !triple && (pick === 'big' ? sum >= 11 : pick === 'small' ? sum <= 10 : pick === 'odd' ? sum % 2 === 1 : sum % 2 === 0)
        return a + (wins ? Math.floor((b.stake * oddsOf('ELOTT3D', b.selection)!) / 100) : 0)
      }, 0)
      expect(ticket.status).toBe('settled')
      expect(ticket.win).toBe(reference)
      // Paid once: a winning ticket by one credit of its return; a losing one by none (its round
      // closed as lost) or, had another run left it paying, one of 0. Its round settled with that win.
      expect(mine.filter((x) => Number(x.amount) > 0)).toHaveLength(reference > 0 ? 1 : 0)
      expect(mine.length).toBeLessThanOrEqual(1)
      expect(mine.reduce((a, x) => a + Number(x.amount), 0)).toBe(reference)
      expect(await roundOf(p.ticketId)).toEqual({ status: 'settled', win: reference })
      expectedPaid += reference
    }
    const after = await balance()
    const paid = after - (before - staked)
    expect(paid).toBe(expectedPaid)
    const kept = staked - paid
    const rows = await t.testDb.db.selectFrom('lottery_tickets').select(['stake', 'win']).where('draw_id', '=', current.drawId).execute()
    expect(rows.reduce((a, r) => a + Number(r.win), 0) + kept).toBe(rows.reduce((a, r) => a + Number(r.stake), 0))
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refunds every ticket of a cancelled draw once, and never draws it', async () => {
    toIntervalStart(1_000)
    const { current } = await lotteryDraws(ctx, 'ELOTT5')
    const before = await balance()
    const placed = []
    for (let i = 0; i < 6; i++) placed.push(await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: `p${i % 5}:big`, stake: 700 }]))
    expect(await balance()).toBe(before - 6 * 700)
    expect(await cancelLotteryDraw(ctx, current.drawId)).toBe(true)
    expect(await cancelLotteryDraw(ctx, current.drawId)).toBe(false)
    await expect(placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:big', stake: 100 }])).rejects.toMatchObject({ code: 'BETS_CLOSED' })
    await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    clock = current.drawAt + 1
    await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    expect(await balance()).toBe(before)
    for (const p of placed) {
      const txs = await winsOf(p.ticketId)
      expect(txs.filter((x) => x.kind === 'rollback')).toHaveLength(1)
      expect(txs.filter((x) => x.kind === 'credit')).toHaveLength(0)
    }
    const v = (await lotteryForVerification(t.testDb.db, current.drawId))!.draw
    expect(v.status).toBe('cancelled')
    expect(v.serverSeed).toBeNull()
    expect(await drawExposure(t.testDb.db, current.drawId)).toEqual(expect.arrayContaining([{ selection: 'p0:big', payout: 0 }]))
    const tickets = await memberTickets(ctx, session.memberId, session.game.id, 100)
    for (const p of placed) expect(tickets.find((x) => x.ticketId === p.ticketId)?.status).toBe('void')
  })

  it('holds a selection\'s payout limit under 20 tickets at once', async () => {
    toIntervalStart(1_000)
    const { current } = await lotteryDraws(ctx, 'ELOTT5')
    const before = await balance()
    const stake = 50_000
    const payout = Math.floor((stake * oddsOf('ELOTT5', 'p4:3')!) / 100)
    const fits = Math.floor(LOTTERY_LIMITS.maxPayoutPerSelection / payout)
    const replies = await Promise.allSettled(Array.from({ length: 20 }, () => placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'p4:3', stake }])))
    const ok = replies.filter((r) => r.status === 'fulfilled')
    expect(ok).toHaveLength(fits)
    for (const r of replies) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'LIMIT_REACHED' })
    const [exposure] = await drawExposure(t.testDb.db, current.drawId)
    expect(exposure).toEqual({ selection: 'p4:3', payout: fits * payout })
    expect(exposure!.payout).toBeLessThanOrEqual(LOTTERY_LIMITS.maxPayoutPerSelection)
    const afterSingles = await balance()
    expect(afterSingles).toBe(before - fits * stake)
    // Tickets of two selections in either order, 20 at once: no deadlock, and each selection stays under its limit.
    const pair = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => placeTicket(ctx, session, 'ELOTT5', current.drawId,
      i % 2 === 0 ? [{ selection: 'p1:2', stake }, { selection: 'p3:8', stake }] : [{ selection: 'p3:8', stake }, { selection: 'p1:2', stake }])))
    expect(pair.filter((r) => r.status === 'fulfilled')).toHaveLength(fits)
    for (const e of await drawExposure(t.testDb.db, current.drawId)) expect(e.payout).toBeLessThanOrEqual(LOTTERY_LIMITS.maxPayoutPerSelection)
    expect(await balance()).toBe(before - 3 * fits * stake)
    // A bet over the per-bet stake limit is refused too.
    await expect(placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:big', stake: LOTTERY_LIMITS.maxStake + 1 }])).rejects.toMatchObject({ code: 'LIMIT_REACHED' })
    clock = current.drawAt + 1
    await settleLottery(ctx, 'test')
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('runs a draw missed during downtime late and once, and each ticket appears as a wallet round', async () => {
    toIntervalStart(1_000)
    const { current } = await lotteryDraws(ctx, 'ELOTT5')
    const p = await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:even', stake: 1_000 }])
    // Down for ten draws; the next run draws it late.
    clock = current.drawAt + 10 * step
    const runs = await Promise.all([settleLottery(ctx, 'a'), settleLottery(ctx, 'b')])
    expect(runs.flatMap((r) => r.draws).filter((d) => d === current.drawId)).toHaveLength(1)
    expect((await settleLottery(ctx, 'a')).draws).toEqual([])
    const bet = await t.testDb.db.selectFrom('bets').select(['round_id', 'member_id']).where('round_id', '=', p.ticketId).executeTakeFirst()
    expect(bet).toMatchObject({ round_id: p.ticketId, member_id: session.memberId })
    expect(drawTimes(FIVE, 1000, (await lotteryForVerification(t.testDb.db, current.drawId))!.draw.drawNo).drawAt).toBe(current.drawAt)
  })

  it('answers the page\'s calls with the game session of the launch, and verifies a draw publicly', async () => {
    toIntervalStart(1_000)
    const s = sessionOf(await launch('l-elott-1'))
    type State = { balance: number; current: { drawId: string; serverSeedHash: string; closesAt: number; drawAt: number }; next: { drawId: string }; odds: Record<string, number>; tickets: Array<{ ticketId: string; status: string }> }
    const state = await post<State>('/house/api/lottery/state', { s, game: 'ELOTT5' })
    if (!state.success) throw new Error(`state: ${state.code}`)
    expect(state.value.odds['sum:big']).toBe(195)
    expect(state.value.next.drawId).not.toBe(state.value.current.drawId)
    const bet = await post<{ ticketId: string; balance: number }>('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: state.value.current.drawId, bets: [{ selection: 'p0:5', stake: 1_000 }] })
    if (!bet.success) throw new Error(`bet: ${bet.code}`)
    expect(bet.value.balance).toBe(state.value.balance - 1_000)
    expect(await post('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: state.value.current.drawId, bets: [{ selection: 'p9:5', stake: 1_000 }] })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    const other = sessionOf(await launch('l-slot-1'))
    expect(await post('/house/api/lottery/state', { s: other, game: 'ELOTT5' })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    clock = state.value.current.closesAt
    expect(await post('/house/api/lottery/bet', { s, game: 'ELOTT5', draw: state.value.current.drawId, bets: [{ selection: 'p0:5', stake: 1_000 }] })).toMatchObject({ success: false, code: 'BETS_CLOSED' })
    const get = async (round: string) => envelope<{ draw: { serverSeed: string | null; serverSeedHash: string; result: number[] | null } }>(await t.app.inject({ method: 'GET', url: `/house/api/lottery/verify?round=${round}` }))
    expect(await get(bet.value.ticketId)).toMatchObject({ success: true, value: { draw: { serverSeed: null, serverSeedHash: state.value.current.serverSeedHash, result: null } } })
    clock = state.value.current.drawAt
    await settleLottery(ctx, 'test')
    const v = await get(bet.value.ticketId)
    if (!v.success) throw new Error('verify')
    expect(hashSeed(v.value.draw.serverSeed!)).toBe(state.value.current.serverSeedHash)
    expect(v.value.draw.result).toHaveLength(5)
    expect(await get('ELOTT5:1')).toMatchObject({ success: false, code: 'NOT_FOUND' })
    const after = await post<State>('/house/api/lottery/state', { s, game: 'ELOTT5' })
    if (!after.success) throw new Error('state')
    expect(after.value.tickets.find((x) => x.ticketId === bet.value.ticketId)?.status).toBe('settled')
  })

  it('leaves a draw leased by a live process alone and takes it over once the lease runs out; later draws of the game wait for it', async () => {
    toIntervalStart(1_000)
    // Earlier draws left open by the tests above run first.
    await settleLottery(ctx, 'drain')
    const { current, next } = await lotteryDraws(ctx, 'ELOTT5')
    const p = await placeTicket(ctx, session, 'ELOTT5', current.drawId, [{ selection: 'sum:small', stake: 1_000 }])
    clock = next.drawAt + 1
    // A process took the first draw and died mid-way.
    await t.testDb.db.updateTable('lottery_draws').set({ lease_owner: 'dead', lease_until: new Date(clock + 30_000) }).where('draw_id', '=', current.drawId).execute()
    expect((await settleLottery(ctx, 'alive')).draws.filter((d) => d.startsWith('ELOTT5'))).toEqual([])
    expect((await lotteryForVerification(t.testDb.db, next.drawId))!.draw.status).toBe('open')
    clock += 31_000
    const [a, b] = await Promise.all([settleLottery(ctx, 'alive'), settleLottery(ctx, 'other')])
    expect([...a.draws, ...b.draws].filter((d) => d.startsWith('ELOTT5')).sort()).toEqual([current.drawId, next.drawId].sort())
    const second = (await lotteryForVerification(t.testDb.db, next.drawId))!.draw
    const first = (await lotteryForVerification(t.testDb.db, current.drawId))!.draw
    expect(second.previousDrawNo).toBe(first.drawNo)
    expect(second.previousResult).toBe(first.result!.join(','))
    const ticket = (await lotteryForVerification(t.testDb.db, p.ticketId))!.ticket!
    expect(ticket.status).toBe('settled')
    expect(await roundOf(p.ticketId)).toEqual({ status: 'settled', win: ticket.win })
    expect(await ledgerInvariants(t.testDb.db)).toMatchObject({ unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })
})
