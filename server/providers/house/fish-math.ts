/**
 * The house fish hunter's rules. Each fish has a multiplier; a shot of stake S at a fish of
 * multiplier M wins S * M when it catches the fish, and catches it with probability RTP / M,
 * so every fish returns the game's RTP on average: the fish the player picks changes the
 * swing, never the house's margin. The server decides every shot (the page only draws).
 *
 * A shot's draw is the first four bytes of HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>")
 * read as an unsigned integer u (fair.ts): it catches when u * M * 10 000 < rtpBp * 2^32,
 * integer arithmetic (every product stays below 2^53), so anyone can recompute it exactly.
 */
import { createHmac } from 'node:crypto'
import { hashSeed } from './fair.ts'

export interface Fish {
  readonly id: string
  readonly multiplier: number
}

/** The school, from the common to the rare: the rules page lists these multipliers. */
export const FISH: ReadonlyArray<Fish> = [
  { id: 'minnow', multiplier: 2 },
  { id: 'clownfish', multiplier: 3 },
  { id: 'pufferfish', multiplier: 5 },
  { id: 'turtle', multiplier: 8 },
  { id: 'lionfish', multiplier: 12 },
  { id: 'octopus', multiplier: 20 },
  { id: 'shark', multiplier: 40 },
  { id: 'whale', multiplier: 100 },
]

/** Stakes a shot may carry, in minor units. */
export const FISH_STAKES: ReadonlyArray<number> = [10, 20, 50, 100, 200, 500]

export const fishById = (id: string): Fish | undefined => FISH.find((f) => f.id === id)

const TWO_32 = 0x1_0000_0000

/** The shot's draw: the first four bytes of the round's HMAC as an unsigned integer. */
export const shotDraw = (serverSeed: string, clientSeed: string, nonce: number): number =>
  createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest().readUInt32BE(0)

/** Whether a draw catches a fish of `multiplier` in a game of `rtpBp` (basis points). */
export const catches = (draw: number, multiplier: number, rtpBp: number): boolean => draw * multiplier * 10_000 < rtpBp * TWO_32

/** What a shot pays: stake * multiplier when it catches, else 0 (the wallet caps a credit as for any game). */
export const shotWin = (draw: number, multiplier: number, rtpBp: number, stake: number): number => (catches(draw, multiplier, rtpBp) ? stake * multiplier : 0)

/** A shot recomputed from its seeds: the seed hash, the draw and what it pays (the verify CLI; the page does the same in the browser). */
export const recomputeShot = (input: { serverSeed: string; clientSeed: string; nonce: number; multiplier: number; rtpBp: number; stake: number }) => {
  const draw = shotDraw(input.serverSeed, input.clientSeed, input.nonce)
  return { hash: hashSeed(input.serverSeed), draw, win: shotWin(draw, input.multiplier, input.rtpBp, input.stake) }
}
