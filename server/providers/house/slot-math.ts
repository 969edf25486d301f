/**
 * The house slot's mathematics: 5 reels x 3 rows, 10 paylines, one wild, eight symbols.
 * A volatility profile is a reel-strip make-up and a paytable; the stated RTP of a game
 * (`games.rtp_bp`) is reached by scaling the paytable by target / base RTP, where the base
 * RTP is computed exactly (every symbol combination of one line, weighted by the strips).
 * Every line is distributed alike, so the game's RTP equals the per-line RTP. Pure code:
 * the server, `npm run rtp` and `npm run verify-round` share it.
 */

export type Volatility = 'low' | 'medium' | 'high'

export const SYMBOLS = ['WILD', 'SEVEN', 'BAR', 'BELL', 'MELON', 'GRAPE', 'LEMON', 'CHERRY'] as const
export const WILD = 0
export const REELS = 5
export const ROWS = 3

/** Row index per reel for each payline (0 = top). */
export const PAYLINES: ReadonlyArray<ReadonlyArray<number>> = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
]
export const LINES = PAYLINES.length

/** Total stakes a player may pick, minor units (1.00 to 50.00). */
export const STAKES: ReadonlyArray<number> = [100, 200, 500, 1000, 2000, 5000]

interface Profile {
  /** How many of each symbol one reel strip holds. */
  readonly counts: ReadonlyArray<number>
  /** Base multipliers of the line bet for 3, 4 and 5 of a kind, per symbol. */
  readonly pays: ReadonlyArray<readonly [number, number, number]>
}

export const PROFILES: Record<Volatility, Profile> = {
  low: {
    counts: [2, 2, 3, 4, 5, 6, 7, 8],
    pays: [[10, 40, 150], [8, 30, 100], [6, 20, 75], [4, 12, 40], [3, 8, 25], [2, 6, 18], [2, 5, 12], [1, 3, 10]],
  },
  medium: {
    counts: [2, 2, 3, 4, 5, 6, 8, 10],
    pays: [[20, 100, 500], [15, 60, 250], [10, 40, 150], [6, 20, 80], [4, 12, 50], [3, 8, 30], [2, 5, 20], [1, 4, 15]],
  },
  high: {
    counts: [1, 2, 3, 4, 6, 7, 9, 11],
    pays: [[50, 300, 2000], [25, 120, 600], [15, 60, 250], [8, 25, 120], [5, 15, 60], [3, 10, 40], [2, 6, 25], [2, 5, 18]],
  },
}

/** Deterministic spread of the symbols along a strip; each reel gets its own order. */
const buildStrip = (counts: ReadonlyArray<number>, reel: number): number[] => {
  const strip: number[] = []
  counts.forEach((n, sym) => { for (let i = 0; i < n; i++) strip.push(sym) })
  let state = 0x9e3779b9 ^ (reel * 0x85ebca6b)
  for (let i = strip.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    const j = state % (i + 1)
    const t = strip[i]!; strip[i] = strip[j]!; strip[j] = t
  }
  return strip
}

/** Pay multiple (of the line bet, before scaling) of one line's five symbols. */
export const linePay = (pays: Profile['pays'], line: ReadonlyArray<number>): number => {
  let wildRun = 0
  while (wildRun < REELS && line[wildRun] === WILD) wildRun++
  const wildPay = wildRun >= 3 ? pays[WILD]![wildRun - 3]! : 0
  if (wildRun === REELS) return wildPay
  const target = line[wildRun]!
  let run = wildRun
  while (run < REELS && (line[run] === target || line[run] === WILD)) run++
  const symbolPay = run >= 3 ? pays[target]![run - 3]! : 0
  return Math.max(wildPay, symbolPay)
}

/** Exact per-line (hence per-game) RTP of a profile before scaling. */
const exactBaseRtp = (p: Profile): number => {
  const total = p.counts.reduce((a, b) => a + b, 0)
  const prob = p.counts.map((c) => c / total)
  const n = p.counts.length
  let rtp = 0
  const line = [0, 0, 0, 0, 0]
  const walk = (reel: number, pr: number) => {
    if (reel === REELS) { rtp += pr * linePay(p.pays, line); return }
    for (let s = 0; s < n; s++) { line[reel] = s; walk(reel + 1, pr * prob[s]!) }
  }
  walk(0, 1)
  return rtp
}

export interface SlotGame {
  readonly volatility: Volatility
  readonly rtpBp: number
  readonly strips: ReadonlyArray<ReadonlyArray<number>>
  readonly baseRtp: number
  /** Multiplier applied to the base paytable so the game returns rtpBp / 10000. */
  readonly scale: number
  readonly pays: Profile['pays']
}

const cache = new Map<string, SlotGame>()

export const slotGame = (volatility: Volatility, rtpBp: number): SlotGame => {
  const key = `${volatility}:${rtpBp}`
  const hit = cache.get(key)
  if (hit) return hit
  const profile = PROFILES[volatility]
  const baseRtp = exactBaseRtp(profile)
  const game: SlotGame = {
    volatility,
    rtpBp,
    strips: Array.from({ length: REELS }, (_, r) => buildStrip(profile.counts, r)),
    baseRtp,
    scale: rtpBp / 10000 / baseRtp,
    pays: profile.pays,
  }
  cache.set(key, game)
  return game
}

export interface SpinResult {
  /** Symbols by reel then row: grid[reel][row]. */
  readonly grid: number[][]
  /** Winning lines: index, symbol, count, win (minor units, before rounding per spin). */
  readonly wins: Array<{ line: number; symbol: number; count: number; multiple: number }>
  /** Total win in minor units. */
  readonly win: number
}

/** Evaluates the reel stops for a total stake (minor units). Rounded once per spin. */
export const evaluate = (game: SlotGame, stops: ReadonlyArray<number>, stake: number): SpinResult => {
  const grid = game.strips.map((strip, r) => [0, 1, 2].map((row) => strip[(stops[r]! + row) % strip.length]!))
  const wins: SpinResult['wins'] = []
  let multiple = 0
  const line = [0, 0, 0, 0, 0]
  for (let l = 0; l < LINES; l++) {
    const rows = PAYLINES[l]!
    for (let r = 0; r < REELS; r++) line[r] = grid[r]![rows[r]!]!
    const m = linePay(game.pays, line)
    if (m > 0) {
      let count = 0
      const sym = line.find((s) => s !== WILD) ?? WILD
      while (count < REELS && (line[count] === sym || line[count] === WILD)) count++
      wins.push({ line: l, symbol: sym, count, multiple: m * game.scale })
      multiple += m
    }
  }
  return { grid, wins, win: Math.round((stake * multiple * game.scale) / LINES) }
}

/** The paytable as players see it: multiples of the line bet, scaled, two decimals. */
export const paytable = (game: SlotGame) =>
  SYMBOLS.map((name, s) => ({ symbol: name, pays: game.pays[s]!.map((m) => Math.round(m * game.scale * 100) / 100) }))
