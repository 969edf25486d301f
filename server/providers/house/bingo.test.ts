/**
 * 75-ball bingo's rules: the call order is a shuffle of 1..75, a card holds five numbers of its
 * column's fifteen (four and the free centre in N), the ball completing a line or full house
 * agrees with calling the balls one by one, the pot is shared as the rules say, and the
 * verification page's own copy of the rules (public/table-rules.js) computes the same draw,
 * cards and balls as the server.
 */
import { createHash, createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { bingoOutcome, cardBalls, cardOf, CARD_PRICE, drawOrder } from './bingo-math.ts'

const seed = fc.string({ minLength: 1, maxLength: 40 })

/** Calls the balls one at a time and says at which ball a card first has a line, and a full house. */
const byCalling = (card: number[], draw: number[]) => {
  const marked = new Set<number>([0])
  let line = -1
  for (const [i, n] of draw.entries()) {
    marked.add(n)
    const hit = (cell: number) => marked.has(card[cell]!)
    const rows = [0, 1, 2, 3, 4].some((r) => [0, 1, 2, 3, 4].every((c) => hit(r * 5 + c)))
    const cols = [0, 1, 2, 3, 4].some((c) => [0, 1, 2, 3, 4].every((r) => hit(r * 5 + c)))
    const diags = [0, 6, 12, 18, 24].every(hit) || [4, 8, 12, 16, 20].every(hit)
    if (line < 0 && (rows || cols || diags)) line = i
    if (card.every((_, cell) => hit(cell))) return { line, fullHouse: i }
  }
  throw new Error('never full')
}

describe('bingo', () => {
  it('calls every ball once, and deals cards of the right columns with a free centre', () => {
    fc.assert(fc.property(seed, seed, fc.nat(), (server, card, game) => {
      expect([...drawOrder(server, 'room', game)].sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1))
      const c = cardOf(card)
      expect(c[12]).toBe(0)
      expect(new Set(c).size).toBe(25)
      c.forEach((n, cell) => { if (cell !== 12) expect(Math.ceil(n / 15) - 1).toBe(cell % 5) })
    }), { numRuns: 300 })
  })

  it('finds the ball completing a line and a full house as calling one ball at a time does', () => {
    fc.assert(fc.property(seed, seed, (server, card) => {
      const draw = drawOrder(server, 'room', 1)
      const c = cardOf(card)
      expect(cardBalls(c, draw)).toEqual(byCalling(c, draw))
    }), { numRuns: 300 })
  })

  it('shares 90 % of the cards sold, 30 % to the earliest line and 70 % to the earliest full house, equally per winning card', () => {
    fc.assert(fc.property(seed, fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), seed), { minLength: 1, maxLength: 30 }), (server, bought) => {
      const draw = drawOrder(server, 'room', 7)
      const cards = bought.map(([owner, s]) => ({ owner, seed: s }))
      const o = bingoOutcome(draw, cards)
      expect(o.pot).toBe(Math.floor((cards.length * CARD_PRICE * 90) / 100))
      const balls = cards.map((c) => ({ owner: c.owner, ...cardBalls(cardOf(c.seed), draw) }))
      const lineBall = Math.min(...balls.map((b) => b.line))
      const fullBall = Math.min(...balls.map((b) => b.fullHouse))
      const lineWinners = balls.filter((b) => b.line === lineBall)
      const fullWinners = balls.filter((b) => b.fullHouse === fullBall)
      expect(o.line).toMatchObject({ ball: lineBall, cards: lineWinners.length })
      expect(o.fullHouse).toMatchObject({ ball: fullBall, cards: fullWinners.length })
      for (const owner of ['a', 'b', 'c']) {
        const expected = lineWinners.filter((b) => b.owner === owner).length * Math.floor(o.line.prize / lineWinners.length)
          + fullWinners.filter((b) => b.owner === owner).length * Math.floor(o.fullHouse.prize / fullWinners.length)
        expect(o.wins.get(owner) ?? 0).toBe(expected)
      }
      const paid = [...o.wins.values()].reduce((a, b) => a + b, 0)
      expect(paid).toBeLessThanOrEqual(o.pot)
      expect(o.pot - paid).toBeLessThan(lineWinners.length + fullWinners.length)
    }), { numRuns: 200 })
  })

  it('is computed the same by the verification page', () => {
    const page: { TALA_TABLE_RULES?: { bingoDraw: (w: number[]) => number[]; bingoCard: (w: number[]) => number[]; bingoBalls: (c: number[], d: number[]) => unknown } } = {}
    new Function('window', readFileSync(new URL('./public/table-rules.js', import.meta.url), 'utf8'))(page)
    const rules = page.TALA_TABLE_RULES!
    const words = (d: Buffer) => Array.from({ length: 8 }, (_, i) => d.readUInt32BE(i * 4))
    fc.assert(fc.property(seed, seed, fc.nat(), (server, card, game) => {
      const drawWords = Array.from({ length: 10 }, (_, j) => words(createHmac('sha256', server).update(`room:${game}:${j}`).digest())).flat()
      const cardWords = Array.from({ length: 3 }, (_, j) => words(createHash('sha256').update(`${card}:${j}`).digest())).flat()
      const draw = drawOrder(server, 'room', game)
      expect(rules.bingoDraw(drawWords)).toEqual(draw)
      expect(rules.bingoCard(cardWords)).toEqual(cardOf(card))
      expect(rules.bingoBalls(cardOf(card), draw)).toEqual(cardBalls(cardOf(card), draw))
    }), { numRuns: 200 })
  })
})
