import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { gameVendorFixture, helpCenterFixture, mockFetch, noticesFixture, statusFixture } from '@/shared/testing'
import { notices } from '@/entities/notice'
import { helpCenter } from '@/entities/help'
import { hotGames, vendorFirstPage } from '@/entities/game'
import { vendorLanes } from '@/entities/vendor'
import { warmPageData } from './warm-data.ts'

let asked: Array<{ path: string; body: Record<string, unknown> }> = []

beforeEach(() => {
  for (const r of [notices, hotGames, vendorFirstPage, vendorLanes, helpCenter]) r.clear()
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
    '/wps/system/helpCenter': record('help', helpCenterFixture()),
  })
})
afterEach(() => vi.unstubAllGlobals())

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('warmPageData', () => {
  it('starts home’s banners and hot games in the language shown, before the page renders', async () => {
    warmPageData({ pathname: '/index', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(notices.peek('en').status).toBe('success'))
    await vi.waitFor(() => expect(hotGames.peek({ merchantCode: statusFixture().info.brand.merchantCode, language: 'en' }).status).toBe('success'))
    expect(asked.map((a) => a.path).sort()).toEqual(['help', 'hot', 'notices'])
    expect(asked.find((a) => a.path === 'notices')!.body).toMatchObject({ language: 'en' })
  })

  it('starts the first page of the games of the hall the slots page opens on: the vendor the page parameter names', async () => {
    warmPageData({ pathname: '/rng', search: '?page=TCG_SEA' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(vendorFirstPage.peek({ gameType: 'RNG', vassalage: 'TCG_SEA' }).status).toBe('success'))
    await vi.waitFor(() => expect(helpCenter.peek('en').status).toBe('success'))
    // The header's notices and the footer's help links, beside the hall's vendors; then its games.
    expect(asked.map((a) => a.path).slice(0, 3).sort()).toEqual(['help', 'lanes', 'notices'])
    expect(asked.map((a) => a.path).slice(3)).toEqual(['games'])
    expect(asked[3]!.body).toMatchObject({ gameType: 'RNG', vassalage: 'TCG_SEA', page: 1 })
  })

  it('the first vendor of the category without a page parameter; only what the frame shows for a page that loads nothing first', async () => {
    warmPageData({ pathname: '/rng', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(vendorFirstPage.peek({ gameType: 'RNG', vassalage: 'PG' }).status).toBe('success'))
    await vi.waitFor(() => expect([notices.peek('en').status, helpCenter.peek('en').status]).toEqual(['success', 'success']))
    for (const r of [notices, helpCenter]) r.clear()
    sessionStorage.clear()
    asked = []
    // /lottery has a header and no footer; /helpmc neither.
    warmPageData({ pathname: '/lottery', search: '' }, statusFixture(), 'en')
    warmPageData({ pathname: '/helpmc', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(notices.peek('en').status).toBe('success'))
    await settle()
    expect(asked.map((a) => a.path)).toEqual(['notices'])
  })
})
