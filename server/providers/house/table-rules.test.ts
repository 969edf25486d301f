/**
 * The live tables' rules: the server's baccarat and roulette agree with an independent
 * reading of the rules (the banker's drawing tableau as printed at real tables, roulette's
 * layout), and the verification page's own copy of the rules (public/table-rules.js, run in
 * the browser) computes the same results and returns as the server over random draws. Every
 * language of the tables' texts has exactly EN's keys.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bankerDraws, baccaratResult, baccaratReturn, BACCARAT_SPOTS, cardValue, dealSix, playCoup, type BaccaratResult } from './baccarat-math.ts'
import { cockfightResult, cockfightReturn, COCKFIGHT_SPOTS, sideReturn } from './cockfight-math.ts'
import { covers, OUTSIDE_SPOTS, rouletteResult, rouletteReturn, type RouletteResult, type RouletteSpot } from './roulette-math.ts'
import { POKER_SPOTS } from './poker-math.ts'
import { TABLE_ENGINES } from './table-games.ts'

const words = fc.array(fc.integer({ min: 0, max: 0xffff_ffff }), { minLength: 8, maxLength: 8 })

type BrowserRules = {
  baccarat: (w: number[]) => BaccaratResult
  roulette: (w: number[]) => RouletteResult
  cockfight: (w: number[]) => unknown
  returns: (engine: string, spot: string, stake: number, r: unknown) => number
}
const browser = (): BrowserRules => {
  const page: { TALA_TABLE_RULES?: BrowserRules } = {}
  new Function('window', readFileSync(new URL('./public/table-rules.js', import.meta.url), 'utf8'))(page)
  return page.TALA_TABLE_RULES!
}

/** The banker's tableau: for a two-card total 3 to 6, the player's third cards on which the banker draws. */
const TABLEAU: Record<number, number[]> = { 3: [0, 1, 2, 3, 4, 5, 6, 7, 9], 4: [2, 3, 4, 5, 6, 7], 5: [4, 5, 6, 7], 6: [6, 7] }

describe('baccarat', () => {
  it('draws the banker\'s third card as the printed tableau says', () => {
    for (let total = 0; total <= 7; total++) {
      expect(bankerDraws(total, null)).toBe(total <= 5)
      for (let p = 0; p <= 9; p++) {
        const expected = total <= 2 ? true : total === 7 ? false : TABLEAU[total]!.includes(p)
        expect(bankerDraws(total, { rank: p === 0 ? 10 : p, suit: 0 })).toBe(expected)
      }
    }
  })

  it('deals six different cards of the shoe, and coups that follow the rules', () => {
    fc.assert(fc.property(words, (w) => {
      const six = dealSix(w)
      // An eight-deck shoe holds each card eight times: no card can come up a ninth time.
      const counts = new Map<string, number>()
      for (const c of six) counts.set(`${c.rank}/${c.suit}`, (counts.get(`${c.rank}/${c.suit}`) ?? 0) + 1)
      expect(six.every((c) => c.rank >= 1 && c.rank <= 13 && c.suit >= 0 && c.suit <= 3)).toBe(true)
      const r = playCoup(six)
      const sum = (cards: ReadonlyArray<{ rank: number }>) => cards.reduce((a, c) => a + (c.rank >= 10 ? 0 : c.rank), 0) % 10
      const natural = sum([six[0]!, six[2]!]) >= 8 || sum([six[1]!, six[3]!]) >= 8
      expect(r.player.length === 3).toBe(!natural && sum([six[0]!, six[2]!]) <= 5)
      expect(r.playerTotal).toBe(sum(r.player))
      expect(r.bankerTotal).toBe(sum(r.banker))
      expect(r.winner).toBe(r.playerTotal > r.bankerTotal ? 'player' : r.bankerTotal > r.playerTotal ? 'banker' : 'tie')
      expect(cardValue(r.player[0]!)).toBe(r.player[0]!.rank >= 10 ? 0 : r.player[0]!.rank)
    }), { numRuns: 3000 })
  })

  it('is computed the same by the verification page', () => {
    const rules = browser()
    fc.assert(fc.property(words, fc.constantFrom(...BACCARAT_SPOTS), fc.integer({ min: 1, max: 1000 }), (w, spot, chips) => {
      const r = baccaratResult(w)
      expect(rules.baccarat(w)).toEqual(r)
      expect(rules.returns('baccarat', spot, chips * 100, r)).toBe(baccaratReturn(spot, chips * 100, r))
    }), { numRuns: 3000 })
  })
})

describe('roulette', () => {
  const spots: RouletteSpot[] = [...OUTSIDE_SPOTS, ...Array.from({ length: 37 }, (_, n) => `n${n}` as RouletteSpot)]
  it('pays each bet on exactly the pockets of the layout', () => {
    for (let pocket = 0; pocket <= 36; pocket++) {
      const r: RouletteResult = { pocket, colour: pocket === 0 ? 'green' : [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket) ? 'red' : 'black' }
      const winners = spots.filter((s) => rouletteReturn(s, 100, r) > 0)
      // A number, its colour, odd or even, low or high, its dozen and its column; zero only itself.
      expect(winners.length).toBe(pocket === 0 ? 1 : 6)
      // Every winning bet returns 36 / (pockets it covers) times the stake: the house's edge is the zero alone.
      for (const s of winners) {
        const covered = Array.from({ length: 37 }, (_, n) => n).filter((n) => covers(s, n)).length
        expect(rouletteReturn(s, 100, r)).toBe((36 / covered) * 100)
      }
    }
  })

  it('is computed the same by the verification page', () => {
    const rules = browser()
    fc.assert(fc.property(words, fc.constantFrom(...spots), (w, spot) => {
      const r = rouletteResult(w)
      expect(rules.roulette(w)).toEqual(r)
      expect(rules.returns('roulette', spot, 500, r)).toBe(rouletteReturn(spot, 500, r))
    }), { numRuns: 3000 })
  })
})

describe('cockfight', () => {
  it('returns 94 to 95 % on meron and wala at every chance, 90 % on a draw, and gives the stakes back on a draw', () => {
    for (let pct = 35; pct <= 65; pct++) {
      // P(draw) 0.1, P(meron) 0.9 x pct %, a draw returns the stake.
      const meron = 0.1 + 0.009 * pct * (sideReturn(pct) / 100)
      const wala = 0.1 + 0.009 * (100 - pct) * (sideReturn(100 - pct) / 100)
      for (const back of [meron, wala]) { expect(back).toBeLessThanOrEqual(0.95); expect(back).toBeGreaterThan(0.94) }
    }
    fc.assert(fc.property(words, fc.integer({ min: 1, max: 1000 }), (w, chips) => {
      const r = cockfightResult(w)
      const stake = chips * 100
      expect(r.odds.meronPct).toBeGreaterThanOrEqual(35)
      expect(r.odds.meronPct).toBeLessThanOrEqual(65)
      expect(r.winner).toBe(r.roll < 100 ? 'draw' : r.roll - 100 < 9 * r.odds.meronPct ? 'meron' : 'wala')
      if (r.winner === 'draw') {
        expect(cockfightReturn('meron', stake, r)).toBe(stake)
        expect(cockfightReturn('draw', stake, r)).toBe(stake * 9)
      } else {
        expect(cockfightReturn(r.winner, stake, r)).toBe(Math.floor((stake * r.odds[r.winner]) / 100))
        expect(cockfightReturn(r.winner === 'meron' ? 'wala' : 'meron', stake, r)).toBe(0)
      }
    }), { numRuns: 3000 })
  })

  it('is computed the same by the verification page', () => {
    const rules = browser()
    fc.assert(fc.property(words, fc.constantFrom(...COCKFIGHT_SPOTS), (w, spot) => {
      const r = cockfightResult(w)
      expect(rules.cockfight(w)).toEqual(r)
      expect(rules.returns('cockfight', spot, 700, r)).toBe(cockfightReturn(spot, 700, r))
    }), { numRuns: 3000 })
  })
})

describe('the live tables\' texts', () => {
  it('give every platform language exactly the keys of EN', () => {
    const page: { TALA_TABLE_TEXT?: Record<string, Record<string, string>>; TALA_HOUSE_LANG: () => null } = { TALA_HOUSE_LANG: () => null }
    new Function('window', readFileSync(new URL('./public/table-texts.js', import.meta.url), 'utf8'))(page)
    const texts = page.TALA_TABLE_TEXT!
    expect(Object.keys(texts).sort()).toEqual(['cn', 'en', 'th', 'ty', 'vi'])
    const keys = Object.keys(texts.en!).sort()
    for (const lang of ['cn', 'th', 'ty', 'vi']) expect(Object.keys(texts[lang]!).sort()).toEqual(keys)
    for (const spot of [...BACCARAT_SPOTS, ...OUTSIDE_SPOTS, ...COCKFIGHT_SPOTS, ...POKER_SPOTS, 'card']) expect(keys).toContain(`spot_${spot}`)
    for (const engine of TABLE_ENGINES) for (const key of [`title_${engine}`, `rulesText_${engine}`, `how_${engine}`, `phase_dealing_${engine}`]) expect(keys).toContain(key)
  })
})
