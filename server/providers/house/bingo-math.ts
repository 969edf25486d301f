/**
 * 75-ball bingo as played in the house's rooms. A game's draw is the order of the 75 balls: a
 * partial Fisher-Yates over 1..75 with the words of HMAC-SHA256(server seed, "<room>:<game>:<j>")
 * for j = 0..9 (eight 32-bit words each, word k choosing among the 75 - k balls left). A card is
 * made from its own seed, which the player's page chooses when buying (so the house cannot pick
 * who gets which card): column B holds five of 1-15, I of 16-30, N four of 31-45 around the free
 * centre, G of 46-60, O of 61-75, each column a partial Fisher-Yates over its 15 numbers with the
 * words of SHA-256("<card seed>:<j>"), j = 0..2.
 *
 * Patterns: a line (any row, column or diagonal of five, the centre free) and a full house (all 24
 * numbers). The pot is 90 % of the cards sold; 30 % of it goes to the line and 70 % to the full
 * house, each shared equally among the cards that complete the pattern on the earliest ball
 * (a card may win both); what a share leaves over after rounding down stays with the house.
 */
import { createHash, createHmac } from 'node:crypto'
import { pick } from './table-draw.ts'

export const BALLS = 75
/** The pot's share of the cards sold, and the line's share of the pot, in percent. */
export const POT_PCT = 90
export const LINE_PCT = 30
/** A card's price in minor units, and the most cards a member may hold in one game. */
export const CARD_PRICE = 100
export const MAX_CARDS = 24

const words = (digest: Buffer): number[] => Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4))

/** The order the balls are called in. */
export const drawOrder = (serverSeed: string, roomId: string, gameNo: number): number[] => {
  const w = Array.from({ length: 10 }, (_, j) => words(createHmac('sha256', serverSeed).update(`${roomId}:${gameNo}:${j}`).digest())).flat()
  const balls = Array.from({ length: BALLS }, (_, i) => i + 1)
  for (let k = 0; k < BALLS - 1; k++) {
    const j = k + pick(w[k]!, BALLS - k)
    const t = balls[k]!; balls[k] = balls[j]!; balls[j] = t
  }
  return balls
}

/** A card as 25 cells, row by row (B I N G O across), the centre 0 (free). */
export const cardOf = (cardSeed: string): number[] => {
  const w = Array.from({ length: 3 }, (_, j) => words(createHash('sha256').update(`${cardSeed}:${j}`).digest())).flat()
  let next = 0
  const columns = Array.from({ length: 5 }, (_, c) => {
    const pool = Array.from({ length: 15 }, (_, i) => c * 15 + i + 1)
    const take = c === 2 ? 4 : 5
    for (let k = 0; k < take; k++) {
      const j = k + pick(w[next++]!, 15 - k)
      const t = pool[k]!; pool[k] = pool[j]!; pool[j] = t
    }
    const chosen = pool.slice(0, take)
    return c === 2 ? [chosen[0]!, chosen[1]!, 0, chosen[2]!, chosen[3]!] : chosen
  })
  return Array.from({ length: 25 }, (_, i) => columns[i % 5]![Math.floor(i / 5)]!)
}

const LINES: ReadonlyArray<ReadonlyArray<number>> = [
  ...Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => r * 5 + c)),
  ...Array.from({ length: 5 }, (_, c) => Array.from({ length: 5 }, (_, r) => r * 5 + c)),
  [0, 6, 12, 18, 24], [4, 8, 12, 16, 20],
]

/** When a card completes each pattern: the index in the draw (0-based) of the ball that completes it. */
export const cardBalls = (card: ReadonlyArray<number>, draw: ReadonlyArray<number>): { line: number; fullHouse: number } => {
  const when = new Map(draw.map((n, i) => [n, i]))
  const at = (cell: number) => (card[cell] === 0 ? -1 : when.get(card[cell]!)!)
  return {
    line: Math.min(...LINES.map((l) => Math.max(...l.map(at)))),
    fullHouse: Math.max(...card.map((_, i) => at(i))),
  }
}

export interface BingoCard { readonly owner: string; readonly seed: string }

export interface BingoOutcome {
  /** The ball (index in the draw) that completed the first line / full house, and how many cards share it. */
  readonly line: { readonly ball: number; readonly cards: number; readonly prize: number }
  readonly fullHouse: { readonly ball: number; readonly cards: number; readonly prize: number }
  readonly pot: number
  /** What each owner wins. */
  readonly wins: ReadonlyMap<string, number>
}

/** A game's winners and shares from every card sold. */
export const bingoOutcome = (draw: ReadonlyArray<number>, cards: ReadonlyArray<BingoCard>): BingoOutcome => {
  const pot = Math.floor((cards.length * CARD_PRICE * POT_PCT) / 100)
  const linePrize = Math.floor((pot * LINE_PCT) / 100)
  const fullPrize = pot - linePrize
  const balls = cards.map((c) => ({ owner: c.owner, ...cardBalls(cardOf(c.seed), draw) }))
  const wins = new Map<string, number>()
  const award = (kind: 'line' | 'fullHouse', prize: number) => {
    if (balls.length === 0) return { ball: -1, cards: 0, prize }
    const ball = Math.min(...balls.map((b) => b[kind]))
    const winners = balls.filter((b) => b[kind] === ball)
    const share = Math.floor(prize / winners.length)
    for (const w of winners) wins.set(w.owner, (wins.get(w.owner) ?? 0) + share)
    return { ball, cards: winners.length, prize }
  }
  const line = award('line', linePrize)
  const fullHouse = award('fullHouse', fullPrize)
  return { line, fullHouse, pot, wins }
}
