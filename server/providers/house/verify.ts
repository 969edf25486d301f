/**
 * Recomputing a house slot round from its seeds: the one place the public verification page
 * (verify-routes.ts) and `npm run verify-round` take the outcome from. It uses the same
 * fair.ts and slot-math.ts as play, so a round verifies only if play computed it this way.
 */
import { evaluate, slotGame, type Volatility } from './slot-math.ts'
import { fairStops, hashSeed } from './fair.ts'

export interface RoundSeeds {
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
  readonly volatility: Volatility
  readonly rtpBp: number
  readonly stake: number
}

/** The seed hash, reel stops, symbol grid and win that the seeds give. */
export const recomputeRound = (input: RoundSeeds) => {
  const game = slotGame(input.volatility, input.rtpBp)
  const stops = fairStops(input.serverSeed, input.clientSeed, input.nonce, game.strips.map((s) => s.length))
  const result = evaluate(game, stops, input.stake)
  return { hash: hashSeed(input.serverSeed), stops, grid: result.grid, win: result.win }
}

export interface RecordedRound extends RoundSeeds {
  /** sha256 of the server seed, shown to the player before the round. */
  readonly serverSeedHash: string
  readonly stops: ReadonlyArray<number>
  readonly win: number
  /** A refused bet paid nothing whatever the reels showed, so only its stops are compared. */
  readonly status: string
}

/** Recomputes a recorded round and says, part by part, whether it matches what was recorded. */
export const checkRecordedRound = (round: RecordedRound) => {
  const recomputed = recomputeRound(round)
  const hashMatches = recomputed.hash === round.serverSeedHash
  const stopsMatch = recomputed.stops.join() === round.stops.join()
  const winMatches = round.status !== 'settled' || recomputed.win === round.win
  return { recomputed, hashMatches, stopsMatch, winMatches, matches: hashMatches && stopsMatch && winMatches }
}
