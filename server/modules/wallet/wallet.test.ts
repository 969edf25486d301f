import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { insertGames, ledgerInvariants, memberId, seamless, seamlessValue } from '../../testing/wallet-helpers.ts'
import { putSetting } from '../../db/settings.ts'
import { DEMO_OPENING_BALANCE } from '../../db/seed-wallets.ts'

let t: TestApp
let token: string
let demoId: number
const auth = () => ({ authorization: `Bearer ${token}` })

beforeAll(async () => {
  t = await createTestApp()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  demoId = await memberId(t.testDb.db, 'demo01')
  await insertGames(t.testDb.db, [{ id: 'w-slot-1' }])
})
afterAll(() => t.close())

describe('GET /wps/v2/wallets/balance', () => {
  it('answers the demo member opening balance, posted through the ledger', async () => {
    const env = envelope<{ sumBalance: number }>(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth() }))
    expect(env).toEqual({ success: true, value: { sumBalance: DEMO_OPENING_BALANCE } })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance' })
    expect(res.statusCode).toBe(401)
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: 'Bearer nope' } }))).toMatchObject({ code: 'UNAUTHORIZED' })
  })
})

describe('GCS_merchantWallet and GCS_walletTransfer', () => {
  const transfer = (payload: unknown) => t.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', headers: auth(), payload: payload as object })

  it('reports a single wallet by default and refuses transfers then', async () => {
    const env = envelope(await t.app.inject({ method: 'POST', url: '/wps/relay/GCS_merchantWallet', headers: auth(), payload: {} }))
    expect(env).toMatchObject({ success: true, value: { isSingle: true, main: DEMO_OPENING_BALANCE, wallets: [] } })
    expect(envelope(await transfer({ from: 'MAIN', to: 'GPI', amount: 100, requestId: 'req-00001' }))).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
  })

  it('moves money between main and vendor wallets once per requestId when not single', async () => {
    await putSetting(t.testDb.db, 'singleWallet', false)
    const first = envelope(await transfer({ from: 'MAIN', to: 'GPI', amount: 25_000, requestId: 'req-00002' }))
    expect(first).toMatchObject({ success: true, value: { isSingle: false, main: DEMO_OPENING_BALANCE - 25_000, wallets: [{ vassalage: 'GPI', balance: 25_000 }] } })
    const replay = envelope(await transfer({ from: 'MAIN', to: 'GPI', amount: 25_000, requestId: 'req-00002' }))
    expect(replay).toMatchObject({ success: true, value: { main: DEMO_OPENING_BALANCE - 25_000 } })
    const back = envelope(await transfer({ from: 'GPI', to: 'MAIN', amount: 5_000, requestId: 'req-00003' }))
    expect(back).toMatchObject({ success: true, value: { main: DEMO_OPENING_BALANCE - 20_000, wallets: [{ vassalage: 'GPI', balance: 20_000 }] } })
    const bal = envelope(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth() }))
    expect(bal).toMatchObject({ value: { sumBalance: DEMO_OPENING_BALANCE } })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refuses overdrafts, unknown wallets and bad input, changing nothing', async () => {
    expect(envelope(await transfer({ from: 'GPI', to: 'MAIN', amount: 999_999_999, requestId: 'req-00004' }))).toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    expect(envelope(await transfer({ from: 'MAIN', to: 'NOPE_VENDOR', amount: 1, requestId: 'req-00005' }))).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
    expect(envelope(await transfer({ from: 'GPI', to: 'LUNA', amount: 1, requestId: 'req-00006' }))).toMatchObject({ code: 'TRANSFER_NOT_ALLOWED' })
    for (const bad of [
      { from: 'MAIN', to: 'GPI', amount: -5, requestId: 'req-00007' },
      { from: 'MAIN', to: 'GPI', amount: 1.5, requestId: 'req-00008' },
      { from: "MAIN'; DROP TABLE bets; --", to: 'GPI', amount: 1, requestId: 'req-00009' },
      { from: 'MAIN', to: 'GPI', amount: 1 },
      { from: 'MAIN', to: 'GPI', amount: 1, requestId: 'x'.repeat(500) },
    ]) expect(envelope(await transfer(bad))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const bal = envelope(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: auth() }))
    expect(bal).toMatchObject({ value: { sumBalance: DEMO_OPENING_BALANCE } })
    await putSetting(t.testDb.db, 'singleWallet', true)
  })
})

describe('seamless wallet API', () => {
  const V = 'TCG_SEA'
  it('refuses unsigned, wrongly signed and unknown-vendor calls', async () => {
    const body = { playerId: String(demoId) }
    const none = await t.app.inject({ method: 'POST', url: '/seamless/v1/balance', payload: body })
    expect(none.statusCode).toBe(401)
    expect(envelope(none)).toMatchObject({ code: 'SIGNATURE_INVALID' })
    expect(envelope(await seamless(t.app, V, 'balance', body, 'f'.repeat(64)))).toMatchObject({ code: 'SIGNATURE_INVALID' })
    const res = await t.app.inject({ method: 'POST', url: '/seamless/v1/balance', payload: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vendor': 'NOBODY', 'x-signature': '0'.repeat(64) } })
    expect(envelope(res)).toMatchObject({ code: 'SIGNATURE_INVALID' })
  })

  it('debits once per transaction id and answers a replay with the original answer', async () => {
    const before = (await seamlessValue(t.app, V, 'balance', { playerId: String(demoId) })).balance
    const bet = { playerId: String(demoId), txId: 'tx-1', roundId: 'round-1', gameId: 'w-slot-1', amount: 500 }
    const first = await seamlessValue(t.app, V, 'debit', bet)
    expect(first).toEqual({ ok: true, code: null, balance: before - 500, replayed: false })
    expect(await seamlessValue(t.app, V, 'debit', bet)).toEqual({ ...first, replayed: true })
    const win = await seamlessValue(t.app, V, 'credit', { playerId: String(demoId), txId: 'tx-1-win', roundId: 'round-1', amount: 1200 })
    expect(win).toMatchObject({ ok: true, balance: before + 700 })
    const row = await t.testDb.db.selectFrom('bets').selectAll().where('round_id', '=', 'round-1').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ vendor: V, game_id: 'w-slot-1', status: 'settled' })
    expect([Number(row.stake), Number(row.win)]).toEqual([500, 1200])
  })

  it('answers a rollback before its bet safely: the late bet moves nothing', async () => {
    const before = (await seamlessValue(t.app, V, 'balance', { playerId: String(demoId) })).balance
    expect(await seamlessValue(t.app, V, 'rollback', { playerId: String(demoId), txId: 'rb-2', refTxId: 'tx-2' })).toMatchObject({ ok: true, balance: before })
    const late = await seamlessValue(t.app, V, 'debit', { playerId: String(demoId), txId: 'tx-2', roundId: 'round-2', gameId: 'w-slot-1', amount: 300 })
    expect(late).toMatchObject({ ok: false, code: 'BET_ROLLED_BACK', replayed: true })
    expect((await seamlessValue(t.app, V, 'balance', { playerId: String(demoId) })).balance).toBe(before)
  })

  it('rolls an open bet back, refuses credits after it, and refuses overdrafts', async () => {
    const before = (await seamlessValue(t.app, V, 'balance', { playerId: String(demoId) })).balance
    await seamlessValue(t.app, V, 'debit', { playerId: String(demoId), txId: 'tx-3', roundId: 'round-3', gameId: 'w-slot-1', amount: 800 })
    expect(await seamlessValue(t.app, V, 'rollback', { playerId: String(demoId), txId: 'rb-3', refTxId: 'tx-3' })).toMatchObject({ ok: true, balance: before })
    expect(await seamlessValue(t.app, V, 'rollback', { playerId: String(demoId), txId: 'rb-3', refTxId: 'tx-3' })).toMatchObject({ ok: true, balance: before, replayed: true })
    expect(await seamlessValue(t.app, V, 'credit', { playerId: String(demoId), txId: 'tx-3-win', roundId: 'round-3', amount: 100 })).toMatchObject({ ok: false, code: 'BET_ROLLED_BACK' })
    expect(await seamlessValue(t.app, V, 'credit', { playerId: String(demoId), txId: 'tx-x-win', roundId: 'no-such-round', amount: 100 })).toMatchObject({ ok: false, code: 'ROUND_NOT_FOUND' })
    expect(await seamlessValue(t.app, V, 'debit', { playerId: String(demoId), txId: 'tx-4', roundId: 'round-4', gameId: 'w-slot-1', amount: before + 1 })).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: before })
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('answers PLAYER_NOT_FOUND for a player id that is no member, changing nothing', async () => {
    const before = await ledgerInvariants(t.testDb.db)
    const nobody = '1999999999'
    expect(await seamlessValue(t.app, 'GPI', 'debit', { playerId: nobody, txId: 'nobody-1', roundId: 'nobody-r1', gameId: 'w-slot-1', amount: 100 })).toMatchObject({ ok: false, code: 'PLAYER_NOT_FOUND' })
    expect(await seamlessValue(t.app, 'GPI', 'credit', { playerId: nobody, txId: 'nobody-2', roundId: 'nobody-r1', amount: 100 })).toMatchObject({ ok: false, code: 'PLAYER_NOT_FOUND' })
    expect(await seamlessValue(t.app, 'GPI', 'rollback', { playerId: nobody, txId: 'nobody-3', refTxId: 'nobody-1' })).toMatchObject({ ok: false, code: 'PLAYER_NOT_FOUND' })
    expect(await ledgerInvariants(t.testDb.db)).toEqual(before)
  })
  it('rejects malformed bodies', async () => {
    for (const bad of [{ playerId: 'abc' }, { playerId: String(demoId), txId: 'a b', roundId: 'r', gameId: 'g', amount: 1 }, { playerId: String(demoId), txId: 't', roundId: 'r', gameId: 'g', amount: -1 }]) {
      const op = 'amount' in bad ? 'debit' : 'balance'
      expect(envelope(await seamless(t.app, V, op, bad))).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    // Beyond the member id range (PostgreSQL integer): refused before it reaches the database.
    for (const op of ['balance', 'debit', 'credit', 'rollback'] as const) {
      const res = await seamless(t.app, V, op, { playerId: '2147483648', txId: 'big-1', roundId: 'big-r', gameId: 'g', refTxId: 'x', amount: 1 })
      expect(res.statusCode).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    const raw = '{"playerId":'
    const res = await t.app.inject({ method: 'POST', url: '/seamless/v1/balance', payload: raw, headers: { 'content-type': 'application/json', 'x-vendor': V, 'x-signature': '0'.repeat(64) } })
    expect(res.statusCode).toBe(400)
  })
})
