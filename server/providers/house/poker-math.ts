/**
 * Three-card poker between the players of a PVP room (the house's card tables). Every seat pays
 * the room's ante to sit in a hand; three cards each are dealt from one 52-card deck, a partial
 * Fisher-Yates over the words of HMAC-SHA256(server seed, "<room>:<hand>:deal:<j>"), j = 0..3
 * (word k picks among the 52 - k cards left; seat s holds cards 3s..3s+2). Each player then
 * calls (pays the ante once more) or folds. The best hand among the callers takes the pot (every
 * ante and call) less the house's rake of 5 %, shared on a tie; when nobody calls, every ante
 * goes back and there is no rake. What a share leaves over after rounding down is the house's.
 *
 * Hands rank: straight flush, three of a kind, straight, flush, pair, high card (with three
 * cards a straight is rarer than a flush); A-2-3 is the lowest straight, A-K-Q the highest.
 * Empty seats are taken by house players, who call with a pair or better or with Q-6-4 high or
 * better, and fold the rest: the rule is published, so a player knows whom they face.
 */
import { createHmac } from 'node:crypto'
import { pick } from './table-draw.ts'

export const POKER_SPOTS = ['ante', 'call'] as const
export type PokerSpot = (typeof POKER_SPOTS)[number]
export const RAKE_PCT = 5
/** The most seats a room may have (three cards each from one deck). */
export const MAX_SEATS = 10

/** A card 0..51: rank = card mod 13 (0 is a two, 12 an ace), suit = floor(card / 13). */
export type Card = number
export const rankOf = (card: Card): number => card % 13
export const suitOf = (card: Card): number => Math.floor(card / 13)

export const HAND_CATEGORIES = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const
export type HandCategory = (typeof HAND_CATEGORIES)[number]

/** A hand's strength as one number (higher wins; equal ties): its category, then its ranks. */
export const handScore = (cards: ReadonlyArray<Card>): number => {
  const r = cards.map(rankOf).sort((a, b) => b - a) as [number, number, number]
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!)
  const wheel = r[0] === 12 && r[1] === 1 && r[2] === 0
  const straight = wheel || (r[0] - r[1] === 1 && r[1] - r[2] === 1)
  const high = wheel ? 1 : r[0]
  const ranks = r[0] * 169 + r[1] * 13 + r[2]
  const at = (category: HandCategory, tie: number) => HAND_CATEGORIES.indexOf(category) * 2197 + tie
  if (straight && flush) return at('straightFlush', high)
  if (r[0] === r[2]) return at('trips', r[0])
  if (straight) return at('straight', high)
  if (flush) return at('flush', ranks)
  if (r[0] === r[1] || r[1] === r[2]) {
    const pair = r[1]
    const kicker = r[0] === r[1] ? r[2] : r[0]
    return at('pair', pair * 13 + kicker)
  }
  return at('high', ranks)
}

export const categoryOf = (score: number): HandCategory => HAND_CATEGORIES[Math.floor(score / 2197)]!

/** Q-6-4 high: the weakest hand a house player calls with. */
const CALL_FROM = handScore([10, 4 + 13, 2 + 26])
export const houseCalls = (cards: ReadonlyArray<Card>): boolean => handScore(cards) >= CALL_FROM

/** The hand's deal: three cards for each of MAX_SEATS seats, from the round's seed. */
export const dealHands = (serverSeed: string, roomId: string, handNo: number): Card[][] => {
  const w = Array.from({ length: 4 }, (_, j) => {
    const d = createHmac('sha256', serverSeed).update(`${roomId}:${handNo}:deal:${j}`).digest()
    return Array.from({ length: 8 }, (_, i) => d.readUInt32BE(i * 4))
  }).flat()
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let k = 0; k < MAX_SEATS * 3; k++) {
    const j = k + pick(w[k]!, 52 - k)
    const t = deck[k]!; deck[k] = deck[j]!; deck[j] = t
  }
  return Array.from({ length: MAX_SEATS }, (_, s) => deck.slice(s * 3, s * 3 + 3))
}

/** A seat at the showdown: who sat (a member's ante slip, or the house), and whether they called. */
export interface PokerSeat { readonly seat: number; readonly house: boolean; readonly called: boolean; readonly score: number }

export interface PokerResult {
  readonly hands: ReadonlyArray<ReadonlyArray<Card>>
  /** Once the hand is played out: the seats, the winning seats, the pot, the rake and each winner's share. */
  readonly ante?: number
  readonly seats?: ReadonlyArray<PokerSeat>
  readonly winners?: ReadonlyArray<number>
  readonly pot?: number
  readonly rake?: number
  readonly share?: number
}

/**
 * Plays a hand out: `players` maps the seats members took to whether they called; every other
 * seat of the room is a house player. Returns the seats, the winners (none when nobody called),
 * the pot, the rake and each winner's share.
 */
export const showdown = (hands: ReadonlyArray<ReadonlyArray<Card>>, seats: number, ante: number, players: ReadonlyMap<number, boolean>) => {
  const table: PokerSeat[] = Array.from({ length: seats }, (_, seat) => {
    const cards = hands[seat]!
    const member = players.get(seat)
    return { seat, house: member === undefined, called: member ?? houseCalls(cards), score: handScore(cards) }
  })
  const callers = table.filter((s) => s.called)
  const pot = ante * (seats + callers.length)
  if (callers.length === 0) return { ante, seats: table, winners: [] as number[], pot, rake: 0, share: 0 }
  const best = Math.max(...callers.map((s) => s.score))
  const winners = callers.filter((s) => s.score === best).map((s) => s.seat)
  const rake = Math.floor((pot * RAKE_PCT) / 100)
  return { ante, seats: table, winners, pot, rake, share: Math.floor((pot - rake) / winners.length) }
}

/** What a member's seat returns: their share when they win, their ante back when nobody called, else nothing. */
export const seatReturn = (outcome: ReturnType<typeof showdown>, seat: number, ante: number): number =>
  outcome.winners.length === 0 ? ante : outcome.winners.includes(seat) ? outcome.share : 0
