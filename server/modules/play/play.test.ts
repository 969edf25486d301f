import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { encryptPayload } from '../../http/payload-crypto.ts'
import { TEST_PAYLOAD_KEY } from '../../testing/test-app.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { evaluate, fairStops, hashSeed, slotGame } from '../../providers/house/index.ts'

let t: TestApp
let token: string

const payload = (over: Record<string, unknown> = {}) => ({
  gameId: 'p-slot-1', nodeId: '1', accountType: 1, confirmTrans: 0, vassalage: 'TCG_SEA', launchMode: 'GLS', platform: 'html5-desktop',
  clientType: 3, username: 'demo01', token, merchantCode: 'TALA', language: 'en', ...over,
})
const launch = (body: unknown, tok = token, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/wps/game/launch', headers: { authorization: `Bearer ${tok}`, language }, payload: body as object })
const sessionOf = (url: string) => new URL(url, 'http://x').searchParams.get('s')!
const balance = async (tok = token) => (envelope<{ sumBalance: number }>(await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: `Bearer ${tok}` } })) as { value: { sumBalance: number } }).value.sumBalance

beforeAll(async () => {
  t = await createTestApp()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  const brand = await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()
  const merchant = (brand.value as { merchantCode: string }).merchantCode
  payloadMerchant = merchant
  await insertGames(t.testDb.db, [
    { id: 'p-slot-1', name: 'Lucky Tala', rtpBp: 9600, volatility: 'high' },
    { id: 'p-slot-2', name: 'Second Slot' },
    { id: 'p-slot-down', name: 'Down Slot', maintenance: true },
  ])
})
afterAll(() => t.close())
let payloadMerchant = 'TALA'
const p = (over: Record<string, unknown> = {}) => payload({ merchantCode: payloadMerchant, ...over })

describe('POST /wps/game/launch', () => {
  it('answers a game_url on the launch CDN and records the launch', async () => {
    const env = envelope<{ game_url: string }>(await launch(p(), token, 'ty'))
    expect(env.success).toBe(true)
    if (!env.success) return
    expect(env.value.game_url).toMatch(/^\/house\/slot\/\?s=[A-Za-z0-9_-]{43}&lang=ty$/)
    const rows = await t.testDb.db.selectFrom('game_launches').select('game_id').execute()
    expect(rows.map((r) => r.game_id)).toContain('p-slot-1')
  })
  it('answers GAME_MAINTENANCE with other games to try, GAME_NOT_FOUND for unknown ones', async () => {
    const down = envelope(await launch(p({ gameId: 'p-slot-down' })))
    expect(down).toMatchObject({ success: false, code: 'GAME_MAINTENANCE', message: 'The game is under maintenance. Please try other games.' })
    const offered = (down as { value: { suggestions: Array<{ gameId: string; gameType: string; vassalage: string }> } }).value.suggestions
    const suggestions = offered.map((g) => g.gameId)
    // Other playable games of the same type, the same vendor's first (the seeded catalogue adds more).
    expect(suggestions.length).toBe(6)
    expect(suggestions).not.toContain('p-slot-down')
    expect(offered.every((g) => g.gameType === 'RNG' && g.vassalage === 'TCG_SEA')).toBe(true)
    expect(envelope(await launch(p({ gameId: 'nope' })))).toMatchObject({ code: 'GAME_NOT_FOUND' })
  })
  it('refuses bad input, someone else\'s username and missing tokens', async () => {
    expect(envelope(await launch(p({ gameId: undefined })))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await launch(p({ accountType: 2 })))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await launch(p({ gameId: 'x'.repeat(1000) })))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await launch(p({ username: 'agent01' })))).toMatchObject({ code: 'FORBIDDEN' })
    expect(envelope(await launch(p({ merchantCode: 'OTHER' })))).toMatchObject({ code: 'BAD_REQUEST' })
    expect((await t.app.inject({ method: 'POST', url: '/wps/game/launch', payload: p() })).statusCode).toBe(401)
  })
  it('lets a trial account play slots on its ledger-backed trial balance but not protected games', async () => {
    const fp = envelope<{ token: string; account: string }>(await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: { os: 'Linux', platform: 'W', random: encryptPayload(TEST_PAYLOAD_KEY, 'abcdefgh12345678') } }))
    if (!fp.success) throw new Error('no free play')
    const trial = fp.value
    expect(await balance(trial.token)).toBe(200000)
    await t.testDb.db.insertInto('games').values({ id: 'p-live-1', vassalage: (await t.testDb.db.selectFrom('game_vendors').select('vassalage').where('game_type', '=', 'LIVE').executeTakeFirstOrThrow()).vassalage, game_type: 'LIVE', name: 'Live Table', rtp_bp: 9800, volatility: 'low', is_hot: 0 }).onConflict((oc) => oc.doNothing()).execute()
    expect(envelope(await launch(p({ gameId: 'p-live-1', username: trial.account }), trial.token))).toMatchObject({ code: 'TRIAL_ACCOUNT' })
    const ok = envelope<{ game_url: string }>(await launch(p({ username: trial.account }), trial.token))
    if (!ok.success) throw new Error('launch failed')
    const spin = envelope<{ balance: number; win: number; stake: number }>(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s: sessionOf(ok.value.game_url), stake: 1000 } }))
    if (!spin.success) throw new Error('spin failed')
    const member = await t.testDb.db.selectFrom('members').select('trial_balance').where('account', '=', trial.account).executeTakeFirstOrThrow()
    expect(Number(member.trial_balance)).toBe(spin.value.balance)
    expect(spin.value.balance).toBe(200000 - 1000 + spin.value.win)
  })
})

describe('house slot', () => {
  it('serves the slot page and its state', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/house/slot/?s=whatever' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(page.body).toContain('/house/slot/slot.js')
    expect((await t.app.inject({ method: 'GET', url: '/house/slot/slot.js' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/house/slot/slot-texts.js' })).body).toContain('TALA_SLOT_TEXT')
    expect((await t.app.inject({ method: 'GET', url: '/house/slot/..%2Fetc' })).statusCode).toBe(404)
    const env = envelope<{ game: { name: string; rtp: number }; paytable: unknown[]; stakes: number[]; balance: number; fair: { serverSeedHash: string } }>(
      await t.app.inject({ method: 'POST', url: '/house/api/state', payload: { s: sessionOf((envelope<{ game_url: string }>(await launch(p())) as { value: { game_url: string } }).value.game_url) } }))
    expect(env).toMatchObject({ success: true, value: { game: { name: 'Lucky Tala', rtp: 96 } } })
    if (!env.success) return
    expect(env.value.paytable).toHaveLength(8)
    expect(env.value.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/state', payload: { s: 'not-a-real-session-token' } }))).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('plays provably fair rounds that move the wallet, make bet records and can be verified after rotation', async () => {
    const url = (envelope<{ game_url: string }>(await launch(p())) as { value: { game_url: string } }).value.game_url
    const s = sessionOf(url)
    const seedSet = envelope<{ clientSeed: string; serverSeedHash: string }>(await t.app.inject({ method: 'POST', url: '/house/api/client-seed', payload: { s, clientSeed: 'my-lucky-seed' } }))
    expect(seedSet).toMatchObject({ success: true, value: { clientSeed: 'my-lucky-seed' } })
    const hashBefore = (seedSet as { value: { serverSeedHash: string } }).value.serverSeedHash
    let expected = await balance()
    const rounds: Array<{ roundId: string; nonce: number; stops: number[]; win: number; stake: number }> = []
    for (let i = 0; i < 6; i++) {
      const env = envelope<{ roundId: string; nonce: number; stops: number[]; win: number; stake: number; balance: number }>(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: 500 } }))
      if (!env.success) throw new Error(env.code)
      expected += env.value.win - 500
      expect(env.value.balance).toBe(expected)
      rounds.push(env.value)
    }
    expect(await balance()).toBe(expected)
    expect(rounds.map((r) => r.nonce)).toEqual(rounds.map((_, i) => rounds[0]!.nonce + i))
    const bets = await t.testDb.db.selectFrom('bets').selectAll().where('round_id', 'in', rounds.map((r) => r.roundId)).execute()
    expect(bets).toHaveLength(6)
    expect(bets.every((b) => b.status === 'settled' && b.vendor === 'TCG_SEA' && b.game_id === 'p-slot-1')).toBe(true)

    // Before rotation the server seed stays secret.
    const hidden = envelope<{ serverSeed: string | null }>(await t.app.inject({ method: 'GET', url: `/house/api/round?id=${rounds[0]!.roundId}` }))
    expect(hidden).toMatchObject({ success: true, value: { serverSeed: null } })
    const rotated = envelope<{ revealed: { serverSeed: string; serverSeedHash: string }; next: { serverSeedHash: string; nonce: number } }>(await t.app.inject({ method: 'POST', url: '/house/api/rotate', payload: { s } }))
    if (!rotated.success) throw new Error('rotate failed')
    expect(rotated.value.revealed.serverSeedHash).toBe(hashBefore)
    expect(hashSeed(rotated.value.revealed.serverSeed)).toBe(hashBefore)
    expect(rotated.value.next.nonce).toBe(0)
    const game = slotGame('high', 9600)
    for (const r of rounds) {
      const stops = fairStops(rotated.value.revealed.serverSeed, 'my-lucky-seed', r.nonce, game.strips.map((x) => x.length))
      expect(stops).toEqual(r.stops)
      expect(evaluate(game, stops, r.stake).win).toBe(r.win)
    }
    expect(await ledgerInvariants(t.testDb.db)).toEqual({ sum: 0, unbalancedTx: 0, drift: 0, negative: 0, orphans: 0 })
  })

  it('refuses bad stakes, bad seeds and overdrafts without moving money', async () => {
    const s = sessionOf((envelope<{ game_url: string }>(await launch(p())) as { value: { game_url: string } }).value.game_url)
    const before = await balance()
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: 123 } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/spin', payload: { s, stake: '500' } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/client-seed', payload: { s, clientSeed: 'has space' } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/house/api/client-seed', payload: { s, clientSeed: 'x'.repeat(65) } }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const member = await t.testDb.db.selectFrom('members').select('id').where('account', '=', 'demo01').executeTakeFirstOrThrow()
    const all = await t.testDb.db.selectFrom('wallet_accounts').select('balance').where('member_id', '=', member.id).where('kind', '=', 'main').executeTakeFirstOrThrow()
    expect(Number(all.balance)).toBe(before)
    expect(await balance()).toBe(before)
  })
})

// GCSGAME_getRankList (the winner board) is tested in server/modules/winners.

describe('PUT /admin/games (operator)', () => {
  const put = (payload: unknown, admin = true) => send(t.app, { method: 'PUT', url: '/admin/games', payload: payload as object, admin })
  const game = { id: 'op-slot-1', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'Operator Slot', rtpBp: 9700, volatility: 'low' }
  it('adds and changes a game, which then launches', async () => {
    expect(envelope(await put(game))).toEqual({ success: true, value: { id: 'op-slot-1' } })
    expect(envelope(await put({ ...game, name: 'Renamed', maintenance: true }))).toMatchObject({ success: true })
    const row = await t.testDb.db.selectFrom('games').selectAll().where('id', '=', 'op-slot-1').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Renamed', maintenance: true, rtp_bp: 9700 })
    expect(envelope(await launch(p({ gameId: 'op-slot-1' })))).toMatchObject({ code: 'GAME_MAINTENANCE' })
  })
  it('needs the admin token and refuses bad rows', async () => {
    expect((await put(game, false)).statusCode).toBe(401)
    expect(envelope(await put({ ...game, vassalage: 'NOPE' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await put({ ...game, rtpBp: 12000 }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await put({ ...game, id: '../etc' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await put({ ...game, volatility: 'extreme' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})
