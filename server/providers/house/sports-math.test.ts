/**
 * The sportsbook's model, against an independent reading of its published rules: the match
 * drawn from a seed (thresholds from the ratings, one word per trial, basketball's threes, the
 * decider), what each selection wins on a final score, the odds' margin and the probabilities
 * behind them, a parlay's odds; the verification page's copy of the rules (public/sports-rules.js,
 * run here with Node's Web Crypto) gives the same matches as the server; every language of the
 * page's texts has exactly EN's keys.
 */
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  cashOutValue, fixtureOf, fixtureWords, LEAGUES, MARKETS, matchFromWords, oddsFor, offerAt, fixtureTimes, parlayOdds, PICKS, probabilities, priceFixture, selectionWins,
  SPORT_MODELS, wordsNeeded, type MatchResult, type Sport,
} from './sports-math.ts'

const TWO_32 = 2 ** 32

/** The rules as docs/wallet.md and the page state them, written apart from sports-math.ts. */
const reference = (sport: Sport, seed: string, fixtureId: string, rh: number, ra: number) => {
  const spec = { football: [90, 1, 0.0145, 110], basketball: [48, 2, 0.5, 103], esports: [30, 1, 0.55, 100] }[sport]
  const [minutes, trials, baseShare, adv] = spec as [number, number, number, number]
  const base = Math.floor(baseShare * TWO_32)
  const cap = Math.floor(0.95 * TWO_32)
  const th = Math.min(cap, Math.floor((base * rh * adv) / (ra * 100)))
  const ta = Math.min(cap, Math.floor((base * ra * 100) / (rh * adv)))
  const word = (k: number) => createHmac('sha256', seed).update(`${fixtureId}:${Math.floor(k / 8)}`).digest().readUInt32BE((k % 8) * 4)
  let home = 0, away = 0
  for (let m = 0; m < minutes; m++) {
    for (let j = 0; j < trials; j++) {
      const uh = word(m * 2 * trials + j), ua = word((m * 2 + 1) * trials + j)
      if (uh < th) home += sport === 'basketball' ? (uh < Math.floor(th * 0.3) ? 3 : 2) : 1
      if (ua < ta) away += sport === 'basketball' ? (ua < Math.floor(ta * 0.3) ? 3 : 2) : 1
    }
  }
  let decider: 'home' | 'away' | null = null
  if (sport !== 'football' && home === away) decider = (word(minutes * 2 * trials) / TWO_32) * (th + ta) < th ? 'home' : 'away'
  return { home, away, decider }
}

/** What a selection wins, read from the rules: 1X2 on the score; the winner with the decider; the home line added to home's score; the total against its line. */
const referenceWins = (line: number, total: number, selection: string, r: { home: number; away: number; decider: string | null }): boolean => {
  const [market, pick] = selection.split(':')
  const winner = r.home > r.away ? 'home' : r.home < r.away ? 'away' : market === '1x2' ? 'draw' : r.decider
  if (market === '1x2' || market === 'ml') return pick === winner
  if (market === 'hcp') return pick === (r.home + line > r.away ? 'home' : 'away')
  return pick === (r.home + r.away > total ? 'over' : 'under')
}

const fixtures = fc.record({ league: fc.integer({ min: 0, max: LEAGUES.length - 1 }), slot: fc.integer({ min: 0, max: 10_000_000 }), seed: fc.string({ minLength: 8, maxLength: 64, unit: 'grapheme-ascii' }) })

describe('the sportsbook model', () => {
  it('draws every match as the published rules say, and settles every selection as they say', () => {
    fc.assert(fc.property(fixtures, ({ league, slot, seed }) => {
      const f = fixtureOf(LEAGUES[league]!, slot)
      const sport = f.league.sport
      expect(f.home.name).not.toBe(f.away.name)
      const r = matchFromWords(sport, f.thr, fixtureWords(seed, f.id, wordsNeeded(sport)))
      const ref = reference(sport, seed, f.id, f.home.rating, f.away.rating)
      expect({ home: r.home, away: r.away, decider: r.decider }).toEqual(ref)
      expect(r.events.reduce((a, e) => a + (e.side === 'home' ? e.points : 0), 0)).toBe(r.home)
      for (const market of MARKETS[sport]) {
        const winners = PICKS[market].filter((pick) => selectionWins(f, `${market}:${pick}`, r))
        // Exactly one outcome of every market wins: half lines, no pushes, no void.
        expect(winners).toHaveLength(1)
        for (const pick of PICKS[market]) expect(selectionWins(f, `${market}:${pick}`, r)).toBe(referenceWins(f.line2 / 2, f.total2 / 2, `${market}:${pick}`, ref))
      }
    }), { numRuns: 400 })
  })

  it('prices every market from probabilities that sum to 1, with odds carrying the 5% margin', () => {
    fc.assert(fc.property(fixtures, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), ({ league, slot }, share, h, a) => {
      const f = fixtureOf(LEAGUES[league]!, slot)
      const m = SPORT_MODELS[f.league.sport]
      const left = Math.floor((m.minutes * share) / 100)
      const scale = f.league.sport === 'basketball' ? 20 : 1
      const p = probabilities(f, h * scale, a * scale, left)
      const odds = priceFixture(f, h * scale, a * scale, left)
      for (const market of MARKETS[f.league.sport]) {
        const ps = PICKS[market].map((pick) => p[`${market}:${pick}`]!)
        expect(ps.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 9)
        for (const [i, pick] of PICKS[market].entries()) {
          const o = odds[`${market}:${pick}`]
          expect(o).toBe(oddsFor(ps[i]!))
          // Each offered outcome returns at most 1 / 1.05 of its stake on average.
          if (o !== null && o !== undefined) expect(ps[i]! * o / 100).toBeLessThanOrEqual(1 / 1.05 + 1e-12)
        }
        // When every outcome is offered the book is over-round by the margin (at least 5%).
        const offered = PICKS[market].map((pick) => odds[`${market}:${pick}`])
        if (offered.every((o) => o !== null && o !== undefined)) expect(offered.reduce((x, o) => x + 100 / o!, 0)).toBeGreaterThanOrEqual(1.05 - 1e-9)
      }
    }), { numRuns: 150 })
  })

  it('offers nothing once the match ends or nears its end, and stops football for a moment after a goal', () => {
    const league = LEAGUES.find((l) => l.sport === 'football')!
    const f = fixtureOf(league, 1234)
    const times = fixtureTimes(league, 1000, 1234)
    const match: MatchResult = { events: [{ minute: 30, side: 'home', points: 1 }], home: 1, away: 0, decider: null }
    const at = (minute: number) => times.kickoffAt + Math.ceil((minute * (times.endsAt - times.kickoffAt)) / 90)
    expect(offerAt(f, times, match, times.opensAt + 1).status).toBe('open')
    expect(offerAt(f, times, match, at(30)).status).toBe('open')
    expect(offerAt(f, times, match, at(31))).toMatchObject({ status: 'suspended', score: { home: 1, away: 0 } })
    expect(offerAt(f, times, match, at(34)).status).toBe('open')
    expect(offerAt(f, times, match, at(86)).status).toBe('closed')
    expect(offerAt(f, times, match, times.endsAt).status).toBe('closed')
    expect(offerAt(f, times, match, times.opensAt - 1).status).toBe('closed')
  })

  it('values a cash-out at the win times the chance that every undecided selection wins, less 5%, rounded down', () => {
    expect(cashOutValue(10_000, [0.5])).toBe(4_750)
    expect(cashOutValue(10_000, [0.5, 0.5])).toBe(2_375)
    expect(cashOutValue(999, [1 / 3])).toBe(Math.floor((999 / 3) * 0.95))
    expect(cashOutValue(10_000, [0.5, null])).toBeNull()
    expect(cashOutValue(10_000, [0])).toBeNull()
    expect(cashOutValue(1, [0.5])).toBeNull()
  })

  it('multiplies a parlay\'s odds, rounds down to hundredths and caps them', () => {
    expect(parlayOdds([185, 210, 150])).toBe(582) // 1.85 x 2.10 x 1.50 = 5.8275
    expect(parlayOdds([101, 101])).toBe(102) // 1.0201
    expect(parlayOdds([250, 400])).toBe(1000)
    expect(parlayOdds([25_000, 25_000, 25_000])).toBe(100_000)
  })

  it('runs the same rules in the verification page as on the server', async () => {
    const page: { TALA_SPORTS_RULES?: { thresholds: (s: string, h: number, a: number) => { home: number; away: number }; words: (seed: string, id: string, n: number) => Promise<number[]>; match: (s: string, thr: unknown, w: number[]) => MatchResult; wins: (l: number, t: number, sel: string, r: MatchResult) => boolean; wordsNeeded: (s: string) => number } } = {}
    new Function('window', readFileSync(new URL('./public/sports-rules.js', import.meta.url), 'utf8'))(page)
    const rules = page.TALA_SPORTS_RULES!
    await fc.assert(fc.asyncProperty(fixtures, async ({ league, slot, seed }) => {
      const f = fixtureOf(LEAGUES[league]!, slot)
      const sport = f.league.sport
      const thr = rules.thresholds(sport, f.home.rating, f.away.rating)
      expect(thr).toEqual(f.thr)
      const words = await rules.words(seed, f.id, rules.wordsNeeded(sport))
      expect(words).toEqual(fixtureWords(seed, f.id, wordsNeeded(sport)))
      const r = rules.match(sport, thr, words)
      expect(r).toEqual(matchFromWords(sport, f.thr, words))
      for (const market of MARKETS[sport]) for (const pick of PICKS[market]) expect(rules.wins(f.line2, f.total2, `${market}:${pick}`, r)).toBe(selectionWins(f, `${market}:${pick}`, r))
    }), { numRuns: 60 })
  })

  it('has every text of the page in every language', () => {
    const page: { TALA_SPORTS_TEXT?: Record<string, Record<string, string>>; TALA_HOUSE_LANG?: unknown } = { TALA_HOUSE_LANG: () => ({}) }
    new Function('window', readFileSync(new URL('./public/sports-texts.js', import.meta.url), 'utf8'))(page)
    const texts = page.TALA_SPORTS_TEXT!
    expect(Object.keys(texts).sort()).toEqual(['cn', 'en', 'th', 'ty', 'vi'])
    const keys = Object.keys(texts.en!).sort()
    for (const lang of Object.keys(texts)) {
      expect(Object.keys(texts[lang]!).sort()).toEqual(keys)
      for (const k of keys) expect(texts[lang]![k]!.length).toBeGreaterThan(0)
    }
    // Every key the page and its verification page ask for is a key of the sportsbook's or the shared texts.
    const shared = readFileSync(new URL('./public/slot-texts.js', import.meta.url), 'utf8')
    for (const file of ['sports.js', 'sports-verify.js', 'sports.html', 'sports-verify.html']) {
      const src = readFileSync(new URL(`./public/${file}`, import.meta.url), 'utf8')
      const asked = [...src.matchAll(/\bt\('([A-Za-z_0-9]+)'\)|data-t="([A-Za-z_0-9]+)"/g)].map((m) => (m[1] ?? m[2])!)
      for (const k of asked) expect(keys.includes(k) || new RegExp(`\\b${k}:`).test(shared), `${file}: ${k}`).toBe(true)
    }
  })
})
