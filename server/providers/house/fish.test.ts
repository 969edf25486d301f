/**
 * The house fish hunter: a FISH title opens its own page, every shot is decided by the next
 * nonce of the member's seed, moves money only through the seamless wallet, lands in the
 * betting record, and can be recomputed once the seed is revealed. Sessions of one engine
 * cannot play another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { houseClient, sessionOf } from '../../testing/house-helpers.ts'
import { insertGames, ledgerInvariants } from '../../testing/wallet-helpers.ts'
import { catches, FISH, recomputeShot, shotDraw } from './fish-math.ts'
import { hashSeed } from './fair.ts'
import { readFileSync } from 'node:fs'

let t: TestApp
let token: string
let merchantCode: string

let launch: (gameId: string) => Promise<string>
let post: <T>(url: string, payload: object) => Promise<ReturnType<typeof envelope<T>>>
let walletBalance: () => Promise<number>

type Shot = { roundId: string; nonce: number; fish: string; caught: boolean; win: number; stake: number; balance: number }

beforeAll(async () => {
  t = await createTestApp()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  merchantCode = ((await t.testDb.db.selectFrom('settings').select('value').where('key', '=', 'brand').executeTakeFirstOrThrow()).value as { merchantCode: string }).merchantCode
  ;({ launch, post, walletBalance } = houseClient(t.app, token, merchantCode))
  const fishVendor = (await t.testDb.db.selectFrom('game_vendors').select('vassalage').where('game_type', '=', 'FISH').executeTakeFirstOrThrow()).vassalage
  await insertGames(t.testDb.db, [
    { id: 'f-fish-1', name: 'Ocean King', gameType: 'FISH', vassalage: fishVendor, rtpBp: 9600 },
    { id: 'f-slot-1', name: 'Lucky Tala' },
  ])
})
afterAll(() => t.close())

describe('the fish hunter', () => {
  it('opens a FISH title on its own page and the seeded FISH titles are played by it', async () => {
    expect(await launch('f-fish-1')).toMatch(/^\/house\/fish\/\?s=[A-Za-z0-9_-]{43}&lang=en$/)
    expect(await launch('f-slot-1')).toMatch(/^\/house\/slot\//)
    const engines = await t.testDb.db.selectFrom('games').select(['game_type', 'house_game']).distinct().execute()
    expect(engines.filter((g) => g.game_type === 'FISH').map((g) => g.house_game)).toEqual(['fish'])
    const page = await t.app.inject({ method: 'GET', url: '/house/fish/' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('/house/fish/fish.js')
    expect((await t.app.inject({ method: 'GET', url: '/house/fish/fish-texts.js' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/house/fish/slot.js' })).statusCode).toBe(404)
  })

  it('settles every shot through the wallet, records it as a bet, and each one recomputes from the revealed seed', async () => {
    const s = sessionOf(await launch('f-fish-1'))
    const state = await post<{ fish: typeof FISH; stakes: number[]; fair: { serverSeedHash: string; nonce: number } }>('/house/api/fish/state', { s })
    if (!state.success) throw new Error('no state')
    expect(state.value.fish).toEqual(FISH)
    const before = await walletBalance()
    const shots: Shot[] = []
    for (const fish of ['minnow', 'minnow', 'clownfish', 'turtle', 'whale', 'minnow']) {
      const shot = await post<Shot>('/house/api/fish/shoot', { s, stake: 100, fish })
      if (!shot.success) throw new Error(`shot failed: ${shot.code}`)
      shots.push(shot.value)
    }
    const paid = shots.reduce((sum, x) => sum + x.win, 0)
    expect(await walletBalance()).toBe(before - 600 + paid)
    expect(shots.at(-1)!.balance).toBe(before - 600 + paid)
    const bets = await t.testDb.db.selectFrom('bets').selectAll().where('round_id', 'in', shots.map((x) => x.roundId)).execute()
    expect(bets).toHaveLength(6)
    expect(bets.every((b) => b.status === 'settled' && b.game_id === 'f-fish-1')).toBe(true)
    await ledgerInvariants(t.testDb.db)

    const rotated = await post<{ revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string } }>('/house/api/rotate', { s })
    if (!rotated.success) throw new Error('rotate failed')
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed
    expect(serverSeedHash).toBe(state.value.fair.serverSeedHash)
    expect(hashSeed(serverSeed)).toBe(serverSeedHash)
    // The public verify call gives the page what it recomputes from: the seed once revealed.
    const shown = envelope<{ serverSeed: string | null; recorded: { draw: number; win: number }; multiplier: number; rtpBp: number }>(await t.app.inject({ method: 'GET', url: `/house/api/fish/verify?round=${shots[0]!.roundId}` }))
    expect(shown).toMatchObject({ success: true, value: { serverSeed, multiplier: 2, rtpBp: 9600 } })
    const next = await post<Shot>('/house/api/fish/shoot', { s, stake: 100, fish: 'minnow' })
    if (!next.success) throw new Error('shot failed')
    expect(envelope(await t.app.inject({ method: 'GET', url: `/house/api/fish/verify?round=${next.value.roundId}` }))).toMatchObject({ success: true, value: { serverSeed: null } })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/house/api/fish/verify?round=nope' }))).toMatchObject({ success: false, code: 'NOT_FOUND' })
    const recorded = await t.testDb.db.selectFrom('fish_shots').selectAll().where('round_id', 'in', shots.map((x) => x.roundId)).orderBy('nonce').execute()
    for (const [i, row] of recorded.entries()) {
      const draw = shotDraw(serverSeed, clientSeed, row.nonce)
      expect(Number(row.draw)).toBe(draw)
      const multiplier = FISH.find((f) => f.id === row.fish)!.multiplier
      expect(Number(row.win)).toBe(catches(draw, multiplier, 9600) ? 100 * multiplier : 0)
      expect(row.nonce).toBe(state.value.fair.nonce + i)
      // What `npm run verify-round` prints for it.
      expect(recomputeShot({ serverSeed, clientSeed, nonce: row.nonce, multiplier, rtpBp: 9600, stake: 100 })).toEqual({ hash: serverSeedHash, draw, win: Number(row.win) })
    }
  })

  it('refuses a stake or a fish it does not offer, a slot session, and changes nothing', async () => {
    const s = sessionOf(await launch('f-fish-1'))
    const before = await walletBalance()
    expect(await post('/house/api/fish/shoot', { s, stake: 7, fish: 'minnow' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await post('/house/api/fish/shoot', { s, stake: 100, fish: 'kraken' })).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(await post('/house/api/spin', { s, stake: 1000 })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    const slot = sessionOf(await launch('f-slot-1'))
    expect(await post('/house/api/fish/shoot', { s: slot, stake: 100, fish: 'minnow' })).toMatchObject({ success: false, code: 'FORBIDDEN' })
    expect(await walletBalance()).toBe(before)
  })
})

describe('the fish rules', () => {
  it('catch exactly as an independent big-integer reading of the rule: u * M * 10000 < rtp * 2^32', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.constantFrom(...FISH.map((f) => f.multiplier)), fc.integer({ min: 8000, max: 9900 }), (u, m, rtp) => {
      expect(catches(u, m, rtp)).toBe(BigInt(u) * BigInt(m) * 10_000n < BigInt(rtp) * 2n ** 32n)
    }), { numRuns: 2000 })
  })
  it('return the RTP on every fish: the catching draws are exactly rtp / M of all draws', () => {
    for (const { multiplier } of FISH) {
      // The catching draws are 0 .. ceil(rtp * 2^32 / (M * 10000)) - 1.
      const bound = Math.ceil((9600 * 2 ** 32) / (multiplier * 10_000))
      expect(catches(bound - 1, multiplier, 9600)).toBe(true)
      expect(catches(bound, multiplier, 9600)).toBe(false)
      // Within one draw's worth of the RTP.
      expect(Math.abs((bound / 2 ** 32) * multiplier - 0.96)).toBeLessThanOrEqual(multiplier / 2 ** 32)
    }
  })
})

describe('the fish page texts', () => {
  it('give every platform language exactly the keys of EN, a name for every fish among them', () => {
    const page: { TALA_FISH_TEXT?: Record<string, Record<string, string>>; TALA_HOUSE_LANG: () => null } = { TALA_HOUSE_LANG: () => null }
    new Function('window', readFileSync(new URL('./public/fish-texts.js', import.meta.url), 'utf8'))(page)
    const texts = page.TALA_FISH_TEXT!
    expect(Object.keys(texts).sort()).toEqual(['cn', 'en', 'th', 'ty', 'vi'])
    const keys = Object.keys(texts.en!).sort()
    for (const fish of FISH) expect(keys).toContain(`fish_${fish.id}`)
    for (const [lang, table] of Object.entries(texts)) {
      expect(Object.keys(table).sort(), lang).toEqual(keys)
      expect(Object.values(table).every((v) => v.trim() !== ''), lang).toBe(true)
    }
  })
})
