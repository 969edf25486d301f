/** A vendor's credit pays one open bet of its own player, once, within the game's win cap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants, memberId, seamlessValue } from '../../testing/wallet-helpers.ts'
import { send } from '../../testing/test-app.ts'

let t: TestApp
let demo: string
let other: string
const V = 'CREDIT_V'
const balance = async (player: string) => (await seamlessValue(t.app, V, 'balance', { playerId: player })).balance
const bet = (txId: string, roundId: string, amount: number, gameId = 'cr-slot', player = demo) =>
  seamlessValue(t.app, V, 'debit', { playerId: player, txId, roundId, gameId, amount })
const credit = (txId: string, roundId: string, amount: number, player = demo, vendor = V) =>
  seamlessValue(t.app, vendor, 'credit', { playerId: player, txId, roundId, amount })
const journal = (txId: string) =>
  t.testDb.db.selectFrom('seamless_transactions').select(['status', 'response']).where('vendor', '=', V).where('tx_id', '=', txId).executeTakeFirstOrThrow()

beforeAll(async () => {
  t = await createTestApp()
  demo = String(await memberId(t.testDb.db, 'demo01'))
  other = String(await memberId(t.testDb.db, 'agent01'))
  await insertGames(t.testDb.db, [{ id: 'cr-slot' }, { id: 'cr-capped' }])
})
afterAll(() => t.close())

describe('seamless credit rules', () => {
  it('refuses a second credit on a settled round, and records the refusal', async () => {
    const start = await balance(demo)
    await bet('cr-1', 'cr-round-1', 1)
    expect(await credit('cr-1-win', 'cr-round-1', 2)).toMatchObject({ ok: true, balance: start + 1 })
    const again = await credit('cr-1-win-2', 'cr-round-1', 3)
    expect(again).toEqual({ ok: false, code: 'ROUND_SETTLED', balance: start + 1, replayed: false })
    expect(await journal('cr-1-win-2')).toMatchObject({ status: 'refused', response: { ok: false, code: 'ROUND_SETTLED' } })
    // The retried credit still answers as it did the first time.
    expect(await credit('cr-1-win', 'cr-round-1', 2)).toMatchObject({ ok: true, balance: start + 1, replayed: true })
    expect(await balance(demo)).toBe(start + 1)
  })

  it('refuses a win above the maximum multiple of the stake (default 10,000)', async () => {
    const start = await balance(demo)
    await bet('cr-2', 'cr-round-2', 1)
    expect(await credit('cr-2-win', 'cr-round-2', 100_000_000_00)).toMatchObject({ ok: false, code: 'WIN_LIMIT_EXCEEDED', balance: start - 1 })
    expect(await journal('cr-2-win')).toMatchObject({ status: 'refused', response: { code: 'WIN_LIMIT_EXCEEDED' } })
    // The round is still open: a credit within the cap settles it.
    expect(await credit('cr-2-win-b', 'cr-round-2', 10_000)).toMatchObject({ ok: true, balance: start - 1 + 10_000 })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('takes the cap from the operator setting, and a game may set its own', async () => {
    expect((await send(t.app, { method: 'PUT', url: '/admin/settings/maxWinMultiple', payload: { value: '50' }, admin: true })).statusCode).toBe(200)
    await bet('cr-3', 'cr-round-3', 10)
    expect(await credit('cr-3-win', 'cr-round-3', 501)).toMatchObject({ ok: false, code: 'WIN_LIMIT_EXCEEDED' })
    expect(await credit('cr-3-win-b', 'cr-round-3', 500)).toMatchObject({ ok: true })
    const game = { id: 'cr-capped', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'Capped', rtpBp: 9600, volatility: 'low', maxWinMultiple: 3 }
    expect((await send(t.app, { method: 'PUT', url: '/admin/games', payload: game, admin: true })).statusCode).toBe(200)
    await bet('cr-4', 'cr-round-4', 10, 'cr-capped')
    expect(await credit('cr-4-win', 'cr-round-4', 31)).toMatchObject({ ok: false, code: 'WIN_LIMIT_EXCEEDED' })
    expect(await credit('cr-4-win-b', 'cr-round-4', 30)).toMatchObject({ ok: true })
  })

  it("refuses a credit for another player's or another vendor's round", async () => {
    await bet('cr-5', 'cr-round-5', 10)
    const before = await balance(other)
    expect(await credit('cr-5-win', 'cr-round-5', 10, other)).toMatchObject({ ok: false, code: 'ROUND_NOT_FOUND', balance: before })
    expect(await credit('cr-5-win', 'cr-round-5', 10, demo, 'OTHER_V')).toMatchObject({ ok: false, code: 'ROUND_NOT_FOUND' })
    expect(await credit('cr-5-win-ok', 'cr-round-5', 10)).toMatchObject({ ok: true })
  })
})
