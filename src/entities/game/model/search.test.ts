import { describe, expect, it } from 'vitest'
import type { GameEntry } from '@/shared/api'
import { buildSearchIndex, gamesOfVendor, searchGames } from '../index.ts'

const game = (gameId: string, gameName: string, vassalage = 'GPI', vendorName = 'GPI Slots'): GameEntry => ({
  gameId, gameName, vassalage, vendorName, gameType: 'RNG', isGame: '', image: '', isHot: 0,
})
const index = buildSearchIndex([game('a', 'Golden Dragon'), game('b', 'Dragon Pearl', 'LUNA', 'Luna Reels'), game('c', 'Lucky Koi', 'LUNA', 'Luna Reels')])

describe('catalogue search', () => {
  it('matches every typed word anywhere in the name or vendor, case-blind, in catalogue order', () => {
    expect(searchGames(index, 'DRAGON').map((g) => g.gameId)).toEqual(['a', 'b'])
    expect(searchGames(index, '  dragon   luna ').map((g) => g.gameId)).toEqual(['b'])
    expect(searchGames(index, 'luna').map((g) => g.gameId)).toEqual(['b', 'c'])
    expect(searchGames(index, 'ko')).toHaveLength(1)
  })

  it('matches nothing for an empty query or text that is nowhere', () => {
    expect(searchGames(index, '   ')).toEqual([])
    expect(searchGames(index, 'zebra')).toEqual([])
    expect(searchGames(index, '.*')).toEqual([])
  })

  it('picks one vendor of one game type', () => {
    expect(gamesOfVendor(index.games, 'RNG', 'LUNA').map((g) => g.gameId)).toEqual(['b', 'c'])
    expect(gamesOfVendor(index.games, 'FISH', 'LUNA')).toEqual([])
  })
})
