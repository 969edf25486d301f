import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { insertGames, seamlessValue } from '../../testing/wallet-helpers.ts'
import { newMember, type TestMember } from '../../testing/member-helpers.ts'
import { RECORDS_MAX_DAYS, type AccountRecordReply, type BettingRecordReply, type PersonalProfitReply } from '../../../src/shared/api/index.ts'

let t: TestApp
let a: TestMember
let b: TestMember
const db = () => t.testDb.db

const post = <T>(m: TestMember, path: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/wps/relay/${path}`, headers: m.auth, payload: body }).then((r) => envelope<T>(r))
const value = async <T>(m: TestMember, path: string, body: object): Promise<T> => {
  const env = await post<T>(m, path, body)
  if (!env.success) throw new Error(`${path}: ${env.code} ${env.message}`)
  return env.value
}

/** A bet (and its win) through the seamless API, placed at `at` (UTC). */
const bet = async (m: TestMember, vendor: string, game: string, round: string, stake: number, win: number | null, at: string) => {
  await seamlessValue(t.app, vendor, 'debit', { playerId: String(m.id), txId: `${round}-bet`, roundId: round, gameId: game, amount: stake })
  if (win !== null) await seamlessValue(t.app, vendor, 'credit', { playerId: String(m.id), txId: `${round}-win`, roundId: round, amount: win })
  await db().updateTable('bets').set({ created_at: new Date(at) }).where('vendor', '=', vendor).where('round_id', '=', round).execute()
  await sql`UPDATE ledger_entries SET created_at = ${new Date(at)} WHERE tx_id IN (SELECT id FROM ledger_transactions WHERE idempotency_key LIKE ${`seamless:${vendor}:${round}-%`})`.execute(db())
}

beforeAll(async () => {
  t = await createTestApp()
  await insertGames(db(), [
    { id: 'rec-slot', name: 'Lucky Record', vassalage: 'TCG_SEA', gameType: 'RNG' },
    { id: 'rec-fish', name: 'Deep Record', vassalage: 'CORAL', gameType: 'FISH' },
  ])
  a = await newMember(db(), 'reca01')
  b = await newMember(db(), 'recb01')
  for (const m of [a, b]) {
    await sql`SELECT ledger_post(${`opening:rec${m.id}`}, 'opening', (SELECT id FROM wallet_accounts WHERE kind = 'cashier'), wallet_main(${m.id}), 100000::bigint)`.execute(db())
  }
  await bet(a, 'TCG_SEA', 'rec-slot', 'ra-1', 1_000, 2_500, '2026-03-01T10:00:00Z')
  await bet(a, 'TCG_SEA', 'rec-slot', 'ra-2', 2_000, 0, '2026-03-02T23:30:00Z')
  await bet(a, 'CORAL', 'rec-fish', 'ra-3', 500, 100, '2026-03-03T08:00:00Z')
  // Rolled back: counted, but its stake went back.
  await bet(a, 'TCG_SEA', 'rec-slot', 'ra-4', 700, null, '2026-03-03T09:00:00Z')
  await seamlessValue(t.app, 'TCG_SEA', 'rollback', { playerId: String(a.id), txId: 'ra-4-rb', refTxId: 'ra-4-bet' })
  await sql`UPDATE ledger_entries SET created_at = ${new Date('2026-03-03T09:05:00Z')} WHERE tx_id = (SELECT id FROM ledger_transactions WHERE idempotency_key = 'seamless:TCG_SEA:ra-4-rb')`.execute(db())
  await bet(b, 'TCG_SEA', 'rec-slot', 'rb-1', 9_000, 1, '2026-03-01T11:00:00Z')
  // ra-1 is a house round: it has a provably-fair record.
  const seed = await db().insertInto('fair_seeds').values({ member_id: a.id, server_seed: 's', server_seed_hash: 'h', client_seed: 'c' }).returning('id').executeTakeFirstOrThrow()
  await db().insertInto('slot_rounds').values({
    round_id: 'ra-1', member_id: a.id, game_id: 'rec-slot', seed_id: seed.id, client_seed: 'c', nonce: 0, stake: 1_000, win: 2_500, rtp_bp: 9650,
    volatility: 'medium', stops: JSON.stringify([0, 0, 0]), status: 'settled',
  }).execute()
})
afterAll(() => t.close())

const march = { from: '2026-03-01', to: '2026-03-31' }

describe('ODSFE2_bettingRecord', () => {
  it('lists the member\'s bets newest first with game, vendor, type, profit and totals for the whole filter', async () => {
    const r = await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { ...march, pageSize: 2 })
    expect(r).toMatchObject({ total: 4, page: 1, pageSize: 2, totals: { stake: 3_500, win: 2_600, profit: -900, count: 4 } })
    expect(r.list.map((x) => x.roundId)).toEqual(['ra-4', 'ra-3'])
    expect(r.list[0]).toMatchObject({ status: 'rolled_back', profit: 0, stake: 700 })
    expect(r.list[1]).toMatchObject({ gameName: 'Deep Record', vendor: 'CORAL', gameType: 'FISH', stake: 500, win: 100, profit: -400, verifiable: false })
    const page2 = await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { ...march, pageSize: 2, page: 2 })
    expect(page2.list.map((x) => [x.roundId, x.verifiable])).toEqual([['ra-2', false], ['ra-1', true]])
    expect(page2.list[1]).toMatchObject({ time: Date.parse('2026-03-01T10:00:00Z'), profit: 1_500 })
  })

  it('filters by game type, vendor and days in the member\'s time zone', async () => {
    expect((await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { ...march, gameType: 'FISH' })).list.map((x) => x.roundId)).toEqual(['ra-3'])
    expect((await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { ...march, vendor: 'TCG_SEA' })).totals).toMatchObject({ count: 3, stake: 3_000 })
    // 2026-03-02 23:30 UTC is 03-03 07:30 in UTC+8.
    expect((await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { from: '2026-03-02', to: '2026-03-02' })).list.map((x) => x.roundId)).toEqual(['ra-2'])
    expect((await value<BettingRecordReply>(a, 'ODSFE2_bettingRecord', { from: '2026-03-02', to: '2026-03-02', tzOffsetMinutes: 480 })).list).toEqual([])
  })

  it('never shows another member\'s bets', async () => {
    const r = await value<BettingRecordReply>(b, 'ODSFE2_bettingRecord', march)
    expect(r.list.map((x) => x.roundId)).toEqual(['rb-1'])
    expect(r.totals).toEqual({ stake: 9_000, win: 1, profit: -8_999, count: 1 })
  })

  it('refuses a bad range or filter with a clear code', async () => {
    expect(await post(a, 'ODSFE2_bettingRecord', { from: '2026-03-10', to: '2026-03-01' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID', value: { maxDays: RECORDS_MAX_DAYS } })
    expect(await post(a, 'ODSFE2_bettingRecord', { from: '2026-01-01', to: '2026-12-31' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID' })
    expect(await post(a, 'ODSFE2_bettingRecord', { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID' })
    for (const bad of [{ from: '2026/03/01', to: '2026-03-02' }, { ...march, pageSize: 500 }, { ...march, gameType: "RNG' OR 1=1" }, { ...march, tzOffsetMinutes: 5000 }, { to: '2026-03-02' }]) {
      expect(await post(a, 'ODSFE2_bettingRecord', bad)).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    expect((await t.app.inject({ method: 'POST', url: '/wps/relay/ODSFE2_bettingRecord', payload: march })).statusCode).toBe(401)
  })
})

describe('ODSFE2_accountRecord', () => {
  it('lists every movement of the member\'s wallets with the balance after it, newest first', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const opening = await value<AccountRecordReply>(a, 'ODSFE2_accountRecord', { from: today, to: today })
    expect(opening.list.map((x) => [x.kind, x.amount, x.balanceAfter, x.wallet])).toEqual([['opening', 100_000, 100_000, 'MAIN']])
    const r = await value<AccountRecordReply>(a, 'ODSFE2_accountRecord', march)
    expect(r.total).toBe(7)
    expect(r.list.map((x) => [x.kind, x.amount])).toEqual([
      ['rollback', 700], ['bet', -700], ['win', 100], ['bet', -500], ['bet', -2_000], ['win', 2_500], ['bet', -1_000],
    ])
    expect(r.list.at(-1)).toMatchObject({ balanceAfter: 99_000, detail: { vendor: 'TCG_SEA', round: 'ra-1', game: 'rec-slot' } })
  })

  it('filters by kind and never shows another member\'s movements', async () => {
    const wins = await value<AccountRecordReply>(a, 'ODSFE2_accountRecord', { ...march, kinds: ['win'] })
    expect(wins.list.map((x) => x.amount)).toEqual([100, 2_500])
    const ofB = await value<AccountRecordReply>(b, 'ODSFE2_accountRecord', march)
    expect(ofB.list.map((x) => [x.kind, x.amount])).toEqual([['win', 1], ['bet', -9_000]])
    expect(await post(a, 'ODSFE2_accountRecord', { ...march, kinds: ['steal'] })).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await post(a, 'ODSFE2_accountRecord', { from: '2026-03-05', to: '2026-03-04' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID' })
  })
})

describe('ODSFE2_personalProfit', () => {
  it('sums settled bets per day of the range (zeros included) and per game type', async () => {
    const r = await value<PersonalProfitReply>(a, 'ODSFE2_personalProfit', { from: '2026-03-01', to: '2026-03-04' })
    expect(r.days).toEqual([
      { date: '2026-03-01', stake: 1_000, win: 2_500, profit: 1_500, count: 1 },
      { date: '2026-03-02', stake: 2_000, win: 0, profit: -2_000, count: 1 },
      { date: '2026-03-03', stake: 500, win: 100, profit: -400, count: 1 },
      { date: '2026-03-04', stake: 0, win: 0, profit: 0, count: 0 },
    ])
    expect(r.byGameType).toEqual([
      { gameType: 'FISH', stake: 500, win: 100, profit: -400, count: 1 },
      { gameType: 'RNG', stake: 3_000, win: 2_500, profit: -500, count: 2 },
    ])
    expect(r.totals).toEqual({ stake: 3_500, win: 2_600, profit: -900, count: 3 })
  })

  it('puts a bet on the member\'s own calendar day', async () => {
    const r = await value<PersonalProfitReply>(a, 'ODSFE2_personalProfit', { from: '2026-03-02', to: '2026-03-03', tzOffsetMinutes: 480 })
    expect(r.days.map((d) => [d.date, d.stake])).toEqual([['2026-03-02', 0], ['2026-03-03', 2_500]])
  })

  it('shows member B only B\'s bets and refuses a bad range', async () => {
    expect((await value<PersonalProfitReply>(b, 'ODSFE2_personalProfit', march)).totals).toEqual({ stake: 9_000, win: 1, profit: -8_999, count: 1 })
    expect(await post(b, 'ODSFE2_personalProfit', { from: '2026-01-01', to: '2026-06-01' })).toMatchObject({ code: 'RECORDS_RANGE_INVALID' })
  })
})
