/**
 * The lottery's rules against an independent reading of them (the odds table as published):
 * every selection of both games settles as a reference settles it over random draws, every
 * selection keeps a house margin (its exact expected return below the stake), and a draw's
 * balls are the published HMAC recipe's.
 */
import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { betReturn, drawBalls, drawTimes, LOTTERY_GAMES, oddsOf, openDrawNo, selectionsOf, type LotteryGameId } from './lottery-math.ts'

/** 5D by the rules text: the sum 0..45 is big from 23; a digit is big from 5; odd/even on the value. */
const ref5 = (sel: string, d: number[]): boolean => {
  const sum = d[0]! + d[1]! + d[2]! + d[3]! + d[4]!
  const m = /^(sum|p([0-4])):(\w+)$/.exec(sel)!
  const v = m[1] === 'sum' ? sum : d[Number(m[2])]!
  const half = m[1] === 'sum' ? 22 : 4
  switch (m[3]) {
    case 'big': return v > half
    case 'small': return v <= half
    case 'odd': return v % 2 !== 0
    case 'even': return v % 2 === 0
    default: return m[1] !== 'sum' && v === Number(m[3])
  }
}
/** Sic bo by the rules text: big 11-17 / small 4-10 / odd / even lose on any triple; a sum counts triples. */
const ref3 = (sel: string, d: number[]): boolean => {
  const [a, b, c] = d as [number, number, number]
  const triple = a === b && b === c
  const sum = a + b + c
  if (sel === 'triple:any') return triple
  if (sel.startsWith('triple:')) return triple && a === Number(sel.slice(7))
  const pick = sel.slice(4)
  if (pick === 'big') return !triple && sum >= 11 && sum <= 17
  if (pick === 'small') return !triple && sum >= 4 && sum <= 10
  if (pick === 'odd') return !triple && sum % 2 === 1
  if (pick === 'even') return !triple && sum % 2 === 0
  return sum === Number(pick)
}
const reference = (game: LotteryGameId, sel: string, d: number[]) => (game === 'ELOTT5' ? ref5(sel, d) : ref3(sel, d))

const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 5 })
const dice = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 })

describe('the lottery rules', () => {
  for (const game of ['ELOTT5', 'ELOTT3D'] as const) {
    it(`settles every ${game} selection as the reference does over random draws`, () => {
      const sels = [...selectionsOf(game).keys()]
      fc.assert(fc.property(game === 'ELOTT5' ? digits : dice, fc.constantFrom(...sels), fc.integer({ min: 100, max: 100_000 }), (balls, sel, stake) => {
        const odds = oddsOf(game, sel)!
        expect(betReturn(game, sel, stake, odds, balls)).toBe(reference(game, sel, balls) ? Math.floor((stake * odds) / 100) : 0)
      }), { numRuns: 3_000 })
    })
  }

  it('keeps a house margin on every selection (exact expected return over every outcome below 1)', () => {
    const outcomes: Array<[LotteryGameId, number[][]]> = [['ELOTT3D', []], ['ELOTT5', []]]
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) outcomes[0]![1].push([a, b, c])
    for (let n = 0; n < 100_000; n++) outcomes[1]![1].push([Math.floor(n / 10_000), Math.floor(n / 1_000) % 10, Math.floor(n / 100) % 10, Math.floor(n / 10) % 10, n % 10])
    for (const [game, all] of outcomes) {
      for (const [sel, odds] of selectionsOf(game)) {
        const wins = all.filter((d) => reference(game, sel, d)).length
        expect(wins, sel).toBeGreaterThan(0)
        // wins * odds / 100 < outcomes, in integers.
        expect(wins * odds, sel).toBeLessThan(all.length * 100)
        expect(wins * odds, sel).toBeGreaterThan(all.length * 80)
      }
    }
  })

  it('draws the balls of the published recipe, in range, depending on the previous result', () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')), fc.integer({ min: 1, max: 1e9 }), fc.string(), (seed, no, prev) => {
      for (const game of Object.values(LOTTERY_GAMES)) {
        const digest = createHmac('sha256', seed).update(`${game.id}:${no}:${prev}`).digest()
        const expected = Array.from({ length: game.balls }, (_, k) => game.lowest + Math.floor((digest.readUInt32BE(k * 4) * game.faces) / 4294967296))
        const balls = drawBalls(game, seed, no, prev)
        expect(balls).toEqual(expected)
        for (const b of balls) expect(b >= game.lowest && b < game.lowest + game.faces).toBe(true)
      }
    }), { numRuns: 300 })
    const g = LOTTERY_GAMES.ELOTT5
    const seen = new Set(Array.from({ length: 20 }, (_, i) => drawBalls(g, 'a'.repeat(64), 7, `prev-${i}`).join('')))
    expect(seen.size).toBeGreaterThan(15)
  })

  it('sells the next draw until its sales close, then the one after', () => {
    const g = LOTTERY_GAMES.ELOTT5
    fc.assert(fc.property(fc.integer({ min: 1e9, max: 2e12 }), (now) => {
      const no = openDrawNo(g, 1000, now)
      const t = drawTimes(g, 1000, no)
      expect(now).toBeLessThan(t.closesAt)
      expect(now).toBeGreaterThanOrEqual(drawTimes(g, 1000, no - 1).closesAt)
      expect(t.drawAt - t.closesAt).toBe(g.closeBefore * 1000)
    }))
  })
})

describe('the draw on sale', () => {
  it('takes tickets at every moment it is the one on sale, also between the previous draw\'s close and its draw', () => {
    fc.assert(fc.property(fc.integer({ min: 1.6e12, max: 2e12 }), fc.constantFrom(...Object.values(LOTTERY_GAMES)), fc.constantFrom(400, 1000), (now, game, secondMs) => {
      const t = drawTimes(game, secondMs, openDrawNo(game, secondMs, now))
      expect(now).toBeGreaterThanOrEqual(t.opensAt)
      expect(now).toBeLessThan(t.closesAt)
    }))
  })
})
