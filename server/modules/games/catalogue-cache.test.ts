import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely'
import { Schema } from 'effect'
import { GameListReply, HotGamesReply } from '../../../src/shared/api/index.ts'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { loginToken } from '../../testing/account-helpers.ts'
import { createCatalogueCache } from './catalogue-cache.ts'

/** Counts the statements that read the games table, and those that read the catalogue's version, as the app sends them. */
let gameReads = 0
let versionReads = 0
let versionAnswers = 0
const versionQueries = new WeakSet<object>()
const countGameReads: KyselyPlugin = {
  transformQuery: ({ node, queryId }) => {
    const text = node.kind === 'SelectQueryNode' ? JSON.stringify(node as RootOperationNode) : ''
    if (text.includes('"name":"games"')) gameReads++
    if (text.includes('"name":"catalogue_version"')) { versionReads++; versionQueries.add(queryId) }
    return node
  },
  transformResult: async ({ result, queryId }) => {
    if (versionQueries.has(queryId)) versionAnswers++
    return result
  },
}

let t: TestApp
let token: string
beforeAll(async () => {
  // A lifetime no test reaches: whatever the catalogue shows after the first read comes from memory or an operator's change.
  t = await createTestApp({ catalogueTtlMs: 3_600_000, wrapDb: (db) => db.withPlugin(countGameReads) })
  token = await loginToken(t.app, 'demo01', 'Demo1234')
})
afterAll(async () => { await t?.close() })

const list = async (body: object, tok?: string) => {
  const res = await send(t.app, { method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: body, headers: tok ? { authorization: `Bearer ${tok}` } : {} })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return Schema.decodeUnknownSync(GameListReply)((res.json() as { value: unknown }).value)
}

const GAME = { id: 'cache-test-slot', vassalage: 'TCG_SEA', gameType: 'RNG', name: 'Cache Test Reels', rtpBp: 9650, volatility: 'medium' as const }

describe('the catalogue in memory', () => {
  it('reads the games once, then answers every caller, anonymous or logged in, from memory', async () => {
    await list({ page: 1, pageSize: 50 })
    const afterFirst = gameReads
    expect(afterFirst).toBeGreaterThan(0)
    const anonymous = await list({ page: 3, pageSize: 500 })
    const member = await list({ page: 3, pageSize: 500 }, token)
    await list({ gameType: 'FISH', gameName: 'dragon' })
    const hot = await send(t.app, { method: 'POST', url: '/wps/relay/GCSGAME_hotGamesV2', payload: { merchantCode: 'tala' } })
    expect(Schema.decodeUnknownSync(HotGamesReply)((hot.json() as { value: unknown }).value).list.length).toBeGreaterThan(0)
    expect(gameReads).toBe(afterFirst)
    expect(member).toEqual(anonymous)
    expect(anonymous.list).toHaveLength(500)
    expect(anonymous.total).toBe(10_000)
  })

  it('sees a game the operator adds or changes at once', async () => {
    const before = await list({ gameName: GAME.name })
    expect(before.total).toBe(0)
    expect((await send(t.app, { method: 'PUT', url: '/admin/games', payload: GAME, admin: true })).statusCode).toBe(200)
    expect((await list({ gameName: GAME.name })).list.map((g) => g.gameId)).toEqual([GAME.id])
    const renamed = { ...GAME, name: 'Cache Test Renamed' }
    await send(t.app, { method: 'PUT', url: '/admin/games', payload: renamed, admin: true })
    expect((await list({ gameName: GAME.name })).total).toBe(0)
    expect((await list({ gameName: renamed.name })).list.map((g) => g.gameId)).toEqual([GAME.id])
  })

  it('reads the games again after the operator changes a setting, and only then', async () => {
    await list({})
    const settled = gameReads
    await list({ page: 2 })
    expect(gameReads).toBe(settled)
    const set = await send(t.app, { method: 'PUT', url: '/admin/settings/maxWinMultiple', payload: { value: '5000' }, admin: true })
    expect(envelope(set)).toMatchObject({ success: true })
    await list({ page: 2 })
    expect(gameReads).toBe(settled + 1)
  })

  it('past its lifetime answers at once with what it has and reads the games again behind, once', async () => {
    let clock = 0
    const cache = createCatalogueCache(t.testDb.db.withPlugin(countGameReads), 30_000, () => clock)
    const LATE = { ...GAME, id: 'cache-test-late', name: 'Cache Test Late Arrival' }
    expect((await cache.matching({ gameName: LATE.name })).length).toBe(0)
    expect((await send(t.app, { method: 'PUT', url: '/admin/games', payload: LATE, admin: true })).statusCode).toBe(200)
    const before = gameReads
    // Still within its lifetime: no read, the game is not seen yet.
    clock = 29_999
    expect((await cache.matching({ gameName: LATE.name })).length).toBe(0)
    expect(gameReads).toBe(before)
    // Past it: three requests at once all get the old catalogue; the version has moved, so one read starts.
    clock = 30_000
    const answers = await Promise.all([1, 2, 3].map(() => cache.matching({ gameName: LATE.name })))
    expect(answers.map((a) => a.length)).toEqual([0, 0, 0])
    await vi.waitFor(async () => expect((await cache.matching({ gameName: LATE.name })).map((g) => g.gameId)).toEqual([LATE.id]))
    expect(gameReads).toBe(before + 1)
  })

  it('past its lifetime with nothing changed reads one row, not the games, and keeps its copy another lifetime', async () => {
    let clock = 0
    const cache = createCatalogueCache(t.testDb.db.withPlugin(countGameReads), 30_000, () => clock)
    const first = await cache.page({ gameType: 'RNG' }, 1, 60)
    const games = gameReads
    const versions = versionReads
    clock = 30_000
    await Promise.all([1, 2, 3].map(() => cache.page({ gameType: 'RNG' }, 1, 60)))
    expect(versionReads).toBe(versions + 1)
    // Once the check has answered, the copy counts as read at 30 s: the next check is due at 60 s.
    await vi.waitFor(() => expect(versionAnswers).toBe(versionReads))
    await new Promise((resolve) => setTimeout(resolve, 0))
    clock = 59_999
    await cache.page({ gameType: 'RNG' }, 1, 60)
    expect(versionReads).toBe(versions + 1)
    clock = 60_000
    await cache.page({ gameType: 'RNG' }, 1, 60)
    expect(versionReads).toBe(versions + 2)
    // The same page object throughout: nothing was read again, so nothing is serialised again either.
    expect(await cache.page({ gameType: 'RNG' }, 1, 60)).toBe(first)
    expect(gameReads).toBe(games)
  })

  it('sees a change written straight to the database (another process, the SQL console) once past its lifetime', async () => {
    let clock = 0
    const cache = createCatalogueCache(t.testDb.db.withPlugin(countGameReads), 30_000, () => clock)
    const [game] = await cache.matching({ gameType: 'FISH' })
    const renamed = 'Renamed Behind The Server'
    // Not through the admin API, so nothing calls invalidate: only the version can tell.
    await sql`UPDATE games SET name = ${renamed} WHERE id = ${game!.gameId}`.execute(t.testDb.db)
    expect((await cache.matching({ gameName: renamed })).length).toBe(0)
    clock = 30_000
    await cache.matching({ gameName: renamed })
    await vi.waitFor(async () => expect((await cache.matching({ gameName: renamed })).map((g) => g.gameId)).toEqual([game!.gameId]))
    // A vendor switched off the same way takes its games out.
    await sql`UPDATE game_vendors SET enabled = false WHERE vassalage = ${game!.vassalage} AND game_type = 'FISH'`.execute(t.testDb.db)
    clock = 60_000
    await cache.matching({ gameType: 'FISH' })
    await vi.waitFor(async () => expect((await cache.matching({ gameName: renamed })).length).toBe(0))
    await sql`UPDATE game_vendors SET enabled = true WHERE vassalage = ${game!.vassalage} AND game_type = 'FISH'`.execute(t.testDb.db)
  })
})
