import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '@/shared/testing'
import { hotGamesStore } from './store.ts'

const game = { gameId: 'g1', gameName: 'Lucky Tala', vassalage: 'HOUSE', gameType: 'RNG', isGame: '', image: '/img/g1.png', isHot: 1 } as const

afterEach(() => {
  vi.unstubAllGlobals()
  hotGamesStore.reset()
  sessionStorage.clear()
})

describe('popular games after login', () => {
  it('asks for platform browser games in the language and keeps the list', async () => {
    sessionStorage.setItem('merchant', 'tala')
    sessionStorage.setItem('token', 'tok')
    const fetch = mockFetch({ '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [game] } } })
    await hotGamesStore.refresh('en')
    expect(hotGamesStore.get()).toEqual({ status: 'ready', language: 'en', list: [game] })
    const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>
    expect(body).toEqual({ merchantCode: 'tala', isPlatform: 2, platform: 'flash,html5-desktop', language: 'en' })
  })

  it('a missing endpoint, a network error or a bad reply never throws and keeps the last list', async () => {
    mockFetch({ '/wps/relay/GCSGAME_hotGamesV2': { value: { list: [game] } } })
    await hotGamesStore.refresh('ty')
    for (const reply of [undefined, { networkError: true as const }, { raw: { success: true, value: { list: 'nope' } } }]) {
      mockFetch(reply ? { '/wps/relay/GCSGAME_hotGamesV2': reply } : {})
      await expect(hotGamesStore.refresh('ty')).resolves.toBeUndefined()
      expect(hotGamesStore.get()).toMatchObject({ status: 'failed', list: [game] })
    }
  })
})
