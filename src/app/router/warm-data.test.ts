import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gameVendorFixture, mockFetch, noticesFixture, statusFixture } from '@/shared/testing'
import { notices } from '@/entities/notice'
import { hotGames, vendorGames } from '@/entities/game'
import { vendorLanes } from '@/entities/vendor'
import { warmPageData } from './warm-data.ts'

let asked: Array<{ path: string; body: Record<string, unknown> }> = []

beforeEach(() => {
  for (const r of [notices, hotGames, vendorGames, vendorLanes]) r.clear()
  asked = []
  const record = (path: string, value: unknown) => (_url: URL, init?: RequestInit) => {
    asked.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> })
    return { value }
  }
  mockFetch({
    '/wps/relay/GCSGAME_gameVendor': record('lanes', gameVendorFixture()),
    '/wps/relay/MCSFE_getListAnnouncements': record('notices', noticesFixture()),
    '/wps/relay/GCSGAME_hotGamesV2': record('hot', { list: [] }),
    '/wps/relay/GCSGAME_gameList': record('games', { list: [], total: 0, page: 1, pageSize: 500 }),
  })
})
afterEach(() => vi.unstubAllGlobals())

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('warmPageData', () => {
  it('starts home’s banners and hot games in the language shown, before the page renders', async () => {
    warmPageData({ pathname: '/index', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(notices.peek('en').status).toBe('success'))
    await vi.waitFor(() => expect(hotGames.peek({ merchantCode: statusFixture().info.brand.merchantCode, language: 'en' }).status).toBe('success'))
    expect(asked.map((a) => a.path).sort()).toEqual(['hot', 'notices'])
    expect(asked.find((a) => a.path === 'notices')!.body).toMatchObject({ language: 'en' })
  })

  it('starts the games of the hall the slots page opens on: the vendor the page parameter names', async () => {
    warmPageData({ pathname: '/rng', search: '?page=TCG_SEA' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(vendorGames.peek({ gameType: 'RNG', vassalage: 'TCG_SEA' }).status).toBe('success'))
    expect(asked.map((a) => a.path)).toEqual(['lanes', 'games'])
    expect(asked[1]!.body).toMatchObject({ gameType: 'RNG', vassalage: 'TCG_SEA' })
  })

  it('the first vendor of the category without a page parameter; nothing for a page that loads nothing first', async () => {
    warmPageData({ pathname: '/rng', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(vendorGames.peek({ gameType: 'RNG', vassalage: 'PG' }).status).toBe('success'))
    asked = []
    warmPageData({ pathname: '/help', search: '' }, statusFixture(), 'en')
    await settle()
    expect(asked).toEqual([])
  })
})
