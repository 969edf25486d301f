/**
 * The Vietnamese lottery's test draws (VN_LOTTERY_TEST_DRAW_MS): with them on, every province's
 * draw on sale is a period away and closes a third of it before, a ticket bought on it is drawn
 * and paid by the draw job once the period passes; with them off (the default), the same
 * province draws at its Vietnam time of day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames } from '../../testing/wallet-helpers.ts'
import { createSeamlessWallet } from '../../modules/wallet/index.ts'
import { settleLottery, type LotteryContext } from './lottery-draws.ts'
import { setVnTestDraws } from './vn-lottery-schedule.ts'

type State = { draws: Array<{ drawId: string; closesAt: number; drawAt: number }>; closeBefore: number; balance: number; tickets: Array<{ ticketId: string; status: string; win: number | null; stake: number }> }

let t: TestApp
let clock = Date.now()
let ctx: LotteryContext
let client: ReturnType<typeof houseClient>
const PERIOD = 30_000

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, vnLotteryTestDrawMs: PERIOD, tableSecondMs: 400 })
  await insertGames(t.testDb.db, [{ id: 'vn-nam', name: 'Mien Nam Daily', gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' }])
  const token = await loginToken(t.app, 'demo01', 'Demo1234')
  const merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  client = houseClient(t.app, token, merchantCode)
  ctx = { db: t.testDb.db, key: t.app.tala.secretsKey, wallet: createSeamlessWallet(t.testDb.db, { singleConnection: t.testDb.kind === 'pglite' }), secondMs: 400, now: () => clock }
})
afterAll(() => t.close())

describe('the Vietnamese lottery on test draws', () => {
  it('sells every province a draw a period away, draws it once the period passes and pays its ticket', async () => {
    const s = sessionOf(await client.launch('vn-nam'))
    const read = async () => {
      const env = await client.post<State>('/house/api/vnlottery/state', { s })
      if (!env.success) throw new Error(`state: ${env.code}`)
      return env.value
    }
    const state = await read()
    // Every southern province sells the same draw, each at most a period away and closing a third of it before.
    expect(state.draws.length).toBeGreaterThan(1)
    expect(new Set(state.draws.map((d) => d.drawAt)).size).toBe(1)
    const draw = state.draws[0]!
    expect(draw.drawAt - clock).toBeLessThanOrEqual(PERIOD + PERIOD / 3)
    expect(draw.drawAt - draw.closesAt).toBe(10_000)
    expect(state.closeBefore * 400).toBe(10_000)

    clock = draw.closesAt - 5_000
    // Every number's lô: the 18 prizes' last two digits hit 18 times in all.
    const bets = Array.from({ length: 20 }, (_, n) => ({ type: 'lo', numbers: [String(n * 5).padStart(2, '0')], stake: 100 }))
    const bought = await client.post<{ ticketId: string; balance: number }>('/house/api/vnlottery/bet', { s, draw: draw.drawId, bets })
    if (!bought.success) throw new Error(`bet: ${bought.code}`)

    // Not yet due: nothing drawn. Once its time passes, the job draws it and pays the ticket.
    expect((await settleLottery(ctx, 'test')).draws).toEqual([])
    clock = draw.drawAt + 1
    const run = await settleLottery(ctx, 'test')
    expect(run.draws).toContain(draw.drawId)
    const after = await read()
    const ticket = after.tickets.find((x) => x.ticketId === bought.value.ticketId)!
    expect(ticket.status).toBe('settled')
    expect(after.balance).toBe(bought.value.balance + ticket.win!)
    // The next draw on sale is one period later.
    expect(after.draws[0]!.drawAt).toBe(draw.drawAt + PERIOD)
  })

  it('keeps the daily Vietnam-time draws when test draws are off', async () => {
    setVnTestDraws(0, 400)
    try {
      const s = sessionOf(await client.launch('vn-nam'))
      const env = await client.post<State>('/house/api/vnlottery/state', { s })
      if (!env.success) throw new Error(`state: ${env.code}`)
      // The South draws at 16:15 Vietnam time in schedule seconds (400 ms each here); sales close 15 minutes before.
      const at = env.value.draws[0]!.drawAt / 400
      expect(((at + 7 * 3600) % 86_400)).toBe(16 * 3600 + 15 * 60)
      expect(env.value.closeBefore).toBe(15 * 60)
    } finally {
      setVnTestDraws(PERIOD, 400)
    }
  })
})
