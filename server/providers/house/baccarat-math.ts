/**
 * Punto banco as dealt at the house's baccarat tables: every round deals from a freshly
 * shuffled eight-deck shoe (416 cards), taking card k of the six it may need with word k of
 * the round's draw (table-draw.ts) from the cards left, in this order: player, banker,
 * player, banker, then the third cards. Card values: ace 1, two to nine their face, ten and
 * the faces 0; a hand counts its total modulo 10. The third-card rules are the standard ones.
 *
 * Payouts (what a winning stake returns, stake included): player 2×, banker 1.95× (evens
 * less 5 % commission), tie 9× (8 to 1), player pair and banker pair 12× (11 to 1, the first
 * two cards of the hand of the same rank). On a tie, player and banker bets are returned.
 */
import { pick } from './table-draw.ts'

/** A card as rank 1..13 (ace .. king) and suit 0..3 (spades, hearts, diamonds, clubs). */
export interface Card { readonly rank: number; readonly suit: number }

export interface BaccaratResult {
  readonly player: ReadonlyArray<Card>
  readonly banker: ReadonlyArray<Card>
  readonly playerTotal: number
  readonly bankerTotal: number
  readonly winner: 'player' | 'banker' | 'tie'
  readonly playerPair: boolean
  readonly bankerPair: boolean
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number]

/** What a winning stake returns, in hundredths of the stake (stake included). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, number>> = { player: 200, banker: 195, tie: 900, playerPair: 1200, bankerPair: 1200 }

const DECKS = 8
const SHOE = DECKS * 52

export const cardValue = (c: Card): number => (c.rank >= 10 ? 0 : c.rank)
const total = (cards: ReadonlyArray<Card>): number => cards.reduce((s, c) => s + cardValue(c), 0) % 10

/** The shoe in its fixed order before the shuffle: deck by deck, suit by suit, ace to king. */
const cardAt = (index: number): Card => ({ rank: (index % 13) + 1, suit: Math.floor(index / 13) % 4 })

/** The first six cards of the shuffled shoe (a partial Fisher-Yates on the draw's words). */
export const dealSix = (words: ReadonlyArray<number>): Card[] => {
  const moved = new Map<number, number>()
  const at = (i: number) => moved.get(i) ?? i
  return Array.from({ length: 6 }, (_, k) => {
    const j = k + pick(words[k]!, SHOE - k)
    const chosen = at(j)
    moved.set(j, at(k))
    return cardAt(chosen)
  })
}

/** Whether the banker draws a third card, given its two-card total and the player's third card (null: the player stood). */
export const bankerDraws = (bankerTotal: number, playerThird: Card | null): boolean => {
  if (playerThird === null) return bankerTotal <= 5
  const p = cardValue(playerThird)
  if (bankerTotal <= 2) return true
  if (bankerTotal === 3) return p !== 8
  if (bankerTotal === 4) return p >= 2 && p <= 7
  if (bankerTotal === 5) return p >= 4 && p <= 7
  if (bankerTotal === 6) return p === 6 || p === 7
  return false
}

/** A round's coup from its six cards. */
export const playCoup = (six: ReadonlyArray<Card>): BaccaratResult => {
  const player: Card[] = [six[0]!, six[2]!]
  const banker: Card[] = [six[1]!, six[3]!]
  let next = 4
  const natural = total(player) >= 8 || total(banker) >= 8
  if (!natural) {
    let playerThird: Card | null = null
    if (total(player) <= 5) { playerThird = six[next++]!; player.push(playerThird) }
    if (bankerDraws(total(banker), playerThird)) banker.push(six[next++]!)
  }
  const playerTotal = total(player)
  const bankerTotal = total(banker)
  return {
    player, banker, playerTotal, bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
  }
}

export const baccaratResult = (words: ReadonlyArray<number>): BaccaratResult => playCoup(dealSix(words))

/** What a stake on `spot` returns after this coup, in minor units (0: lost; the stake itself: returned on a tie). */
export const baccaratReturn = (spot: BaccaratSpot, stake: number, r: BaccaratResult): number => {
  const won = (hundredths: number) => Math.floor((stake * hundredths) / 100)
  switch (spot) {
    case 'player': return r.winner === 'player' ? won(BACCARAT_RETURNS.player) : r.winner === 'tie' ? stake : 0
    case 'banker': return r.winner === 'banker' ? won(BACCARAT_RETURNS.banker) : r.winner === 'tie' ? stake : 0
    case 'tie': return r.winner === 'tie' ? won(BACCARAT_RETURNS.tie) : 0
    case 'playerPair': return r.playerPair ? won(BACCARAT_RETURNS.playerPair) : 0
    case 'bankerPair': return r.bankerPair ? won(BACCARAT_RETURNS.bankerPair) : 0
  }
}
