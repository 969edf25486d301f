import { afterEach, describe, expect, it, vi } from 'vitest'
import { GAME_LIST_MAX_PAGE_SIZE, type GameEntry } from '@/shared/api'
import { mockFetch } from '@/shared/testing'
import { fetchCatalogue } from './catalogue.ts'

const games: GameEntry[] = Array.from({ length: 2 * GAME_LIST_MAX_PAGE_SIZE + 7 }, (_, i) => ({
  gameId: `g-${i}`, gameName: `Game ${i}`, vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', image: '', isHot: 0,
}))

afterEach(() => vi.unstubAllGlobals())

describe('fetchCatalogue', () => {
  it('loads the whole catalogue, in order, in pages the server accepts', async () => {
    const asked: Array<{ page: number; pageSize: number }> = []
    mockFetch({
      '/wps/relay/GCSGAME_gameList': (_url, init) => {
        const { page, pageSize } = JSON.parse(String(init?.body)) as { page: number; pageSize: number }
        asked.push({ page, pageSize })
        // As the server: a page bigger than the contract's largest is a validation error.
        if (pageSize > GAME_LIST_MAX_PAGE_SIZE) return { fail: { code: 'VALIDATION_FAILED', message: 'pageSize' }, status: 400 }
        return { value: { list: games.slice((page - 1) * pageSize, page * pageSize), total: games.length, page, pageSize } }
      },
    })
    const { games: loaded } = await fetchCatalogue()
    expect(loaded.map((g) => g.gameId)).toEqual(games.map((g) => g.gameId))
    expect(asked.map((a) => a.page).sort()).toEqual([1, 2, 3])
    expect(asked.every((a) => a.pageSize === GAME_LIST_MAX_PAGE_SIZE)).toBe(true)
  })
})
