import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { createTestQueryClient, gameVendorFixture, helpCenterFixture, mockFetch, noticesFixture, statusFixture } from '@/shared/testing'
import { noticesQuery } from '@/entities/notice'
import { helpCenterQuery } from '@/entities/help'
import { hotGamesQuery, vendorFirstPageQuery } from '@/entities/game'
import { warmPageData } from './warm-data.ts'

let asked: Array<{ path: string; body: Record<string, unknown> }> = []
// The app's query cache, a fresh one per test.
let client: QueryClient
const loaded = (key: QueryKey) => client.getQueryState(key)?.status

beforeEach(() => {
  client = createTestQueryClient()
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
    warmPageData(client, { pathname: '/index', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(loaded(noticesQuery('en').queryKey)).toBe('success'))
    await vi.waitFor(() => expect(loaded(hotGamesQuery(statusFixture().info.brand.merchantCode, 'en').queryKey)).toBe('success'))
    expect(asked.map((a) => a.path).sort()).toEqual(['help', 'hot', 'notices'])
    expect(asked.find((a) => a.path === 'notices')!.body).toMatchObject({ language: 'en' })
  })

  it('starts the first page of the games of the hall the slots page opens on: the vendor the page parameter names', async () => {
    warmPageData(client, { pathname: '/rng', search: '?page=TCG_SEA' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(loaded(vendorFirstPageQuery('RNG', 'TCG_SEA').queryKey)).toBe('success'))
    await vi.waitFor(() => expect(loaded(helpCenterQuery('en').queryKey)).toBe('success'))
    // The header's notices and the footer's help links, beside the hall's vendors; then its games.
    expect(asked.map((a) => a.path).slice(0, 3).sort()).toEqual(['help', 'lanes', 'notices'])
    expect(asked.map((a) => a.path).slice(3)).toEqual(['games'])
    expect(asked[3]!.body).toMatchObject({ gameType: 'RNG', vassalage: 'TCG_SEA', page: 1 })
  })

  it('the first vendor of the category without a page parameter; only what the frame shows for a page that loads nothing first', async () => {
    warmPageData(client, { pathname: '/rng', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(loaded(vendorFirstPageQuery('RNG', 'PG').queryKey)).toBe('success'))
    await vi.waitFor(() => expect([loaded(noticesQuery('en').queryKey), loaded(helpCenterQuery('en').queryKey)]).toEqual(['success', 'success']))
    client = createTestQueryClient()
    sessionStorage.clear()
    asked = []
    // /lottery has a header and no footer; /helpmc neither.
    warmPageData(client, { pathname: '/lottery', search: '' }, statusFixture(), 'en')
    warmPageData(client, { pathname: '/helpmc', search: '' }, statusFixture(), 'en')
    await vi.waitFor(() => expect(loaded(noticesQuery('en').queryKey)).toBe('success'))
    await settle()
    expect(asked.map((a) => a.path)).toEqual(['notices'])
  })
})
