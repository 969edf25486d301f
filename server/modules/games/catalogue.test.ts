import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { FavoriteGamesReply, GAME_LIST_MAX_PAGE_SIZE, GameListOnlyReply, GameListReply, GameMenusReply, HotGamesReply, RoomListReply, VassGameTypeReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'

let t: TestApp
let token: string
let agentToken: string
beforeAll(async () => {
  t = await createTestApp()
  token = await loginToken(t.app, 'demo01', 'Demo1234')
  agentToken = await loginToken(t.app, 'agent01', 'Agent1234')
})
afterAll(async () => { await t?.close() })

const post = (name: string, payload: unknown, tok?: string) =>
  t.app.inject({ method: 'POST', url: `/wps/relay/${name}`, payload: payload as object, headers: tok ? { authorization: `Bearer ${tok}` } : {} })

const valueOf = <S extends Schema.Top>(schema: S, res: Awaited<ReturnType<typeof post>>): S['Type'] => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return Schema.decodeUnknownSync(schema as never)((res.json() as { value: unknown }).value) as S['Type']
}

const expectRefused = async (res: Awaited<ReturnType<typeof post>>, status: number, code: string, field?: string) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status)
  expect(envelope(res)).toMatchObject({ success: false, code, ...(field ? { message: expect.stringContaining(field) } : {}) })
}

describe('the seeded catalogue', () => {
  it('holds 10,000 games of every game type, with uniquely named games and sane figures', async () => {
    const first = valueOf(GameListReply, await post('GCSGAME_gameList', { pageSize: GAME_LIST_MAX_PAGE_SIZE }))
    expect(first.total).toBe(10_000)
    const all = { list: [...first.list] }
    for (let page = 2; page <= 10_000 / GAME_LIST_MAX_PAGE_SIZE; page++) {
      all.list.push(...valueOf(GameListReply, await post('GCSGAME_gameList', { page, pageSize: GAME_LIST_MAX_PAGE_SIZE })).list)
    }
    expect(all.list).toHaveLength(10_000)
    expect(new Set(all.list.map((g) => g.gameId)).size).toBe(10_000)
    expect(new Set(all.list.map((g) => g.gameName)).size).toBe(10_000)
    expect(new Set(all.list.map((g) => g.gameType))).toEqual(new Set(['RNG', 'BINGO', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT']))
    for (const g of all.list) {
      expect(g.rtpBp).toBeGreaterThanOrEqual(9400)
      expect(g.rtpBp).toBeLessThanOrEqual(9800)
      expect(['low', 'medium', 'high']).toContain(g.volatility)
      expect(g.image).toBe(`/game/${g.gameType.toLowerCase()}/${g.gameId}.webp`)
    }
    expect(all.list.filter((g) => g.isHot === 1).length).toBeGreaterThan(100)
    expect(all.list.find((g) => g.vassalage === 'DS88')).toBeDefined()
  })

  it('serves artwork for games from the image CDN, in the per-game-type folder', async () => {
    const { list } = valueOf(GameListReply, await post('GCSGAME_gameList', { vassalage: 'PERLAS', pageSize: 2 }))
    const img = await t.app.inject({ url: `/img${list[0]!.image}` })
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/webp')
    // The picture is of the drawing, which names the game and its vendor.
    const drawing = await t.app.inject({ url: `/img${list[0]!.image.replace(/\.webp$/, '.svg')}` })
    expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(drawing.body).toContain(list[0]!.gameName.split(' ')[0])
    expect(drawing.body).toContain('Perlas Live')
    for (const url of [`/img/game/rng/${list[0]!.gameId}.webp`, `/img/game/rng/${list[0]!.gameId}.svg`, '/img/game/live/nope-0001.webp', '/img/game/live/..%2F..%2Fetc.svg', '/img/game/live/a%20b.webp']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404)
    }
  })
})

describe('POST /wps/relay/GCSGAME_gameList', () => {
  it('pages in a stable order and reports the total', async () => {
    const p1 = valueOf(GameListReply, await post('GCSGAME_gameList', { gameType: 'RNG', vassalage: 'GPI', page: 1, pageSize: 50 }))
    const p2 = valueOf(GameListReply, await post('GCSGAME_gameList', { gameType: 'RNG', vassalage: 'GPI', page: 2, pageSize: 50 }))
    expect(p1.list).toHaveLength(50)
    expect(p1.total).toBeGreaterThan(500)
    expect(p2.total).toBe(p1.total)
    expect(new Set([...p1.list, ...p2.list].map((g) => g.gameId)).size).toBe(100)
    expect(p1.list.every((g) => g.vassalage === 'GPI' && g.gameType === 'RNG' && g.vendorName === 'GPI Slots')).toBe(true)
    const last = valueOf(GameListReply, await post('GCSGAME_gameList', { vassalage: 'GPI', page: 1000, pageSize: 50 }))
    expect(last.list).toEqual([])
  })

  it('filters by game type and searches names case-blind, wildcards taken literally', async () => {
    const fish = valueOf(GameListReply, await post('GCSGAME_gameList', { gameType: 'FISH', pageSize: 500 }))
    expect(fish.total).toBe(144)
    const some = fish.list[7]!.gameName
    const found = valueOf(GameListReply, await post('GCSGAME_gameList', { gameName: some.toUpperCase().slice(2) }))
    expect(found.list.map((g) => g.gameName)).toContain(some)
    expect(found.list.every((g) => g.gameName.toLowerCase().includes(some.toLowerCase().slice(2)))).toBe(true)
    for (const gameName of ['%', '_', "' OR 1=1 --", '\\']) {
      expect(valueOf(GameListReply, await post('GCSGAME_gameList', { gameName })).total, gameName).toBe(0)
    }
  })

  it('leaves out disabled games', async () => {
    const before = valueOf(GameListReply, await post('GCSGAME_gameList', { vassalage: 'CORAL' })).total
    await t.testDb.db.updateTable('games').set({ enabled: false }).where('id', '=', 'coral-0001').execute()
    expect(valueOf(GameListReply, await post('GCSGAME_gameList', { vassalage: 'CORAL' })).total).toBe(before - 1)
    await t.testDb.db.updateTable('games').set({ enabled: true }).where('id', '=', 'coral-0001').execute()
  })

  it('refuses bad input, naming the field', async () => {
    const bad: Array<[unknown, string]> = [
      [{ pageSize: 10_000 }, 'pageSize'], [{ pageSize: GAME_LIST_MAX_PAGE_SIZE + 1 }, 'pageSize'], [{ pageSize: 0 }, 'pageSize'], [{ page: 0 }, 'page'], [{ page: 1.5 }, 'page'],
      [{ gameType: 'CASINO' }, 'gameType'], [{ vassalage: 'GPI; DROP TABLE games' }, 'vassalage'],
      [{ gameName: 'x'.repeat(65) }, 'gameName'], [{ gameName: 42 }, 'gameName'],
    ]
    for (const [payload, field] of bad) await expectRefused(await post('GCSGAME_gameList', payload), 400, 'VALIDATION_FAILED', field)
    await expectRefused(await post('GCSGAME_gameList', { merchantCode: 'other' }), 400, 'BAD_REQUEST', 'other')
    await expectRefused(await post('GCSGAME_gameList', [1, 2]), 400, 'VALIDATION_FAILED')
  })
})

describe('POST /wps/relay/GCSGAME_getVassGameType', () => {
  it('answers the game types of a vendor with their counts', async () => {
    const v = valueOf(VassGameTypeReply, await post('GCSGAME_getVassGameType', { vassalage: 'TONGITS' }))
    expect(v).toEqual({ vassalage: 'TONGITS', displayName: 'Tongits Club', list: [{ gameType: 'PVP', count: 24 }] })
  })

  it('refuses an unknown vendor and bad input', async () => {
    await expectRefused(await post('GCSGAME_getVassGameType', { vassalage: 'NOPE' }), 404, 'NOT_FOUND', 'NOPE')
    for (const payload of [{}, { vassalage: '' }, { vassalage: 'x'.repeat(65) }, { vassalage: '<script>' }]) {
      await expectRefused(await post('GCSGAME_getVassGameType', payload), 400, 'VALIDATION_FAILED', 'vassalage')
    }
  })
})

describe('POST /wps/relay/GCSGAME_hotGamesV2', () => {
  it('lists hot games, optionally of one vendor', async () => {
    const all = valueOf(HotGamesReply, await post('GCSGAME_hotGamesV2', { merchantCode: 'tala', isPlatform: 2, platform: 'flash,html5-desktop' }))
    expect(all.list.length).toBeGreaterThan(5)
    expect(all.list.length).toBeLessThanOrEqual(24)
    expect(all.list.every((g) => g.isHot === 1)).toBe(true)
    // Round-robin over vendors: the first games come from different vendors.
    expect(new Set(all.list.slice(0, 10).map((g) => g.vassalage)).size).toBe(10)
    const gpi = valueOf(HotGamesReply, await post('GCSGAME_hotGamesV2', { merchantCode: 'tala', vassalage: 'GPI' }))
    expect(gpi.list.length).toBeGreaterThan(0)
    expect(gpi.list.every((g) => g.vassalage === 'GPI')).toBe(true)
  })

  it('follows the operator: a game no longer hot leaves the list', async () => {
    const first = valueOf(HotGamesReply, await post('GCSGAME_hotGamesV2', { merchantCode: 'tala' })).list[0]!
    await t.testDb.db.updateTable('games').set({ is_hot: 0 }).where('id', '=', first.gameId).execute()
    expect(valueOf(HotGamesReply, await post('GCSGAME_hotGamesV2', { merchantCode: 'tala' })).list.map((g) => g.gameId)).not.toContain(first.gameId)
    await t.testDb.db.updateTable('games').set({ is_hot: 1 }).where('id', '=', first.gameId).execute()
  })

  it('refuses bad input', async () => {
    await expectRefused(await post('GCSGAME_hotGamesV2', {}), 400, 'VALIDATION_FAILED', 'merchantCode')
    await expectRefused(await post('GCSGAME_hotGamesV2', { merchantCode: 'other' }), 400, 'BAD_REQUEST')
    await expectRefused(await post('GCSGAME_hotGamesV2', { merchantCode: 'tala', isPlatform: 'two' }), 400, 'VALIDATION_FAILED', 'isPlatform')
  })
})

describe('favourites: MCSFE_getFavoriteGames and MCSFE_getFavoriteGamesList', () => {
  it('adds and removes favourites per member, idempotently, newest first', async () => {
    expect(valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', {}, token)).gameIds).toEqual([])
    valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', { action: 'add', gameId: 'gpi-0003' }, token))
    await new Promise((r) => setTimeout(r, 5))
    valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', { action: 'add', gameId: 'perlas-0002' }, token))
    const twice = valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', { action: 'add', gameId: 'gpi-0003' }, token))
    expect(twice.gameIds).toEqual(['perlas-0002', 'gpi-0003'])
    const list = valueOf(GameListOnlyReply, await post('MCSFE_getFavoriteGamesList', {}, token))
    expect(list.list.map((g) => g.gameId)).toEqual(['perlas-0002', 'gpi-0003'])
    // Another member's favourites are their own.
    expect(valueOf(GameListOnlyReply, await post('MCSFE_getFavoriteGamesList', {}, agentToken)).list).toEqual([])
    expect(valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', { action: 'remove', gameId: 'gpi-0003' }, token)).gameIds).toEqual(['perlas-0002'])
    expect(valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', { action: 'remove', gameId: 'gpi-0003' }, token)).gameIds).toEqual(['perlas-0002'])
  })

  it('needs a token', async () => {
    await expectRefused(await post('MCSFE_getFavoriteGames', {}), 401, 'UNAUTHORIZED')
    await expectRefused(await post('MCSFE_getFavoriteGamesList', {}), 401, 'UNAUTHORIZED')
    await expectRefused(await post('MCSFE_getFavoriteGamesList', {}, 'forged-token'), 401, 'UNAUTHORIZED')
  })

  it('refuses unknown games and bad input, changing nothing', async () => {
    const before = valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', {}, token)).gameIds
    await expectRefused(await post('MCSFE_getFavoriteGames', { action: 'add', gameId: 'nope-0001' }, token), 404, 'NOT_FOUND')
    await expectRefused(await post('MCSFE_getFavoriteGames', { action: 'add' }, token), 400, 'VALIDATION_FAILED', 'gameId')
    await expectRefused(await post('MCSFE_getFavoriteGames', { gameId: 'gpi-0001' }, token), 400, 'VALIDATION_FAILED', 'action')
    await expectRefused(await post('MCSFE_getFavoriteGames', { action: 'like', gameId: 'gpi-0001' }, token), 400, 'VALIDATION_FAILED', 'action')
    await expectRefused(await post('MCSFE_getFavoriteGames', { action: 'add', gameId: "gpi'--" }, token), 400, 'VALIDATION_FAILED', 'gameId')
    await expectRefused(await post('MCSFE_getFavoriteGames', { action: 'add', gameId: 'g'.repeat(65) }, token), 400, 'VALIDATION_FAILED', 'gameId')
    expect(valueOf(FavoriteGamesReply, await post('MCSFE_getFavoriteGames', {}, token)).gameIds).toEqual(before)
  })
})

describe('POST /wps/relay/GCS_recentGame', () => {
  it('lists launched games newest first, each once', async () => {
    const memberId = (await t.testDb.db.selectFrom('members').select('id').where('account', '=', 'demo01').executeTakeFirstOrThrow()).id
    expect(valueOf(GameListOnlyReply, await post('GCS_recentGame', {}, token)).list).toEqual([])
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))
    await t.testDb.db.insertInto('game_launches').values([
      { member_id: memberId, game_id: 'gpi-0001', launched_at: at(1) },
      { member_id: memberId, game_id: 'coral-0002', launched_at: at(2) },
      { member_id: memberId, game_id: 'gpi-0001', launched_at: at(3) },
    ]).execute()
    const recent = valueOf(GameListOnlyReply, await post('GCS_recentGame', {}, token)).list
    expect(recent.map((g) => g.gameId)).toEqual(['gpi-0001', 'coral-0002'])
    expect(recent[0]!.launchedAt).toBe(at(3).getTime())
    expect(valueOf(GameListOnlyReply, await post('GCS_recentGame', { limit: 1 }, token)).list).toHaveLength(1)
    expect(valueOf(GameListOnlyReply, await post('GCS_recentGame', {}, agentToken)).list).toEqual([])
  })

  it('needs a token and a sane limit', async () => {
    await expectRefused(await post('GCS_recentGame', {}), 401, 'UNAUTHORIZED')
    for (const limit of [0, 51, 'ten']) await expectRefused(await post('GCS_recentGame', { limit }, token), 400, 'VALIDATION_FAILED', 'limit')
  })
})

describe('POST /wps/relay/GLS2_roomList', () => {
  it('lists the rooms of PVP games with stakes in minor units', async () => {
    const all = valueOf(RoomListReply, await post('GLS2_roomList', {}, token)).list
    expect(all.length).toBeGreaterThan(100)
    const tongits = valueOf(RoomListReply, await post('GLS2_roomList', { vassalage: 'TONGITS' }, token)).list
    expect(tongits).toHaveLength(72)
    const one = valueOf(RoomListReply, await post('GLS2_roomList', { gameId: 'tongits-0001' }, token)).list
    expect(one.map((r) => r.minBet)).toEqual([1_000, 10_000, 100_000])
    expect(one.every((r) => r.roomName.startsWith(r.gameName))).toBe(true)
  })

  it('needs a token and refuses bad input', async () => {
    await expectRefused(await post('GLS2_roomList', {}), 401, 'UNAUTHORIZED')
    await expectRefused(await post('GLS2_roomList', { vassalage: '../x' }, token), 400, 'VALIDATION_FAILED', 'vassalage')
    await expectRefused(await post('GLS2_roomList', { gameId: 7 }, token), 400, 'VALIDATION_FAILED', 'gameId')
  })
})

describe('GET /lgw/games/game_menus', () => {
  it('groups the lottery games by vendor', async () => {
    const res = await t.app.inject({ url: '/lgw/games/game_menus' })
    const { gameMenus } = valueOf(GameMenusReply, res)
    expect(gameMenus.map((m) => m.gameGroupCode)).toEqual(['TCG_ELOTT', 'TCG_LOTTO_VN', 'PINOYLOTTO'])
    expect(gameMenus.find((m) => m.gameGroupCode === 'TCG_LOTTO_VN')).toMatchObject({ labelName: 'Vietnam Lottery', gameType: 'LOTT' })
    expect(gameMenus.every((m) => m.list.length > 0 && m.list.every((g) => g.vassalage === m.gameGroupCode))).toBe(true)
  })

  it('answers 405 for another verb', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/lgw/games/game_menus' })).statusCode).toBe(405)
  })
})
