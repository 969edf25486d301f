/**
 * The house lottery's games, rules and odds (prize mode Elott: the e-lottery's fast draws). Pure:
 * no database, no clock. A draw's result is read from HMAC-SHA256(server seed,
 * "<game>:<draw no>:<previous draw's result>"), so it was fixed by the seed committed (its
 * SHA-256 published) before sales closed and also depends on a public input; anyone can
 * recompute it once the seed is revealed. The k-th ball is floor(w_k * n / 2^32), w_k the k-th
 * big-endian 32-bit word of the digest, n the ball's range (10 digits, or 6 faces of a die).
 *
 * Odds are integer hundredths of the stake and include the stake (195 pays 1.95 for 1.00); a
 * bet's return is floor(stake * odds / 100) when it wins, else 0. Every bet has a house margin.
 */
import { createHmac } from 'node:crypto'

export type LotteryGameId = 'ELOTT5' | 'ELOTT3D'

export interface LotteryGame {
  readonly id: LotteryGameId
  readonly name: string
  /** Seconds between draws (draw n is at n * interval seconds since the epoch). */
  readonly interval: number
  /** Sales close this many seconds before the draw. */
  readonly closeBefore: number
  readonly balls: number
  /** The first face and how many faces a ball has (0..9, or 1..6). */
  readonly lowest: number
  readonly faces: number
}

export const LOTTERY_GAMES: Readonly<Record<LotteryGameId, LotteryGame>> = {
  ELOTT5: { id: 'ELOTT5', name: '5D Lotto (1 min)', interval: 60, closeBefore: 10, balls: 5, lowest: 0, faces: 10 },
  ELOTT3D: { id: 'ELOTT3D', name: 'Fast 3 Dice (3 min)', interval: 180, closeBefore: 15, balls: 3, lowest: 1, faces: 6 },
}
export const LOTTERY_GAME_IDS = Object.keys(LOTTERY_GAMES) as LotteryGameId[]
export const isLotteryGame = (id: string): id is LotteryGameId => Object.hasOwn(LOTTERY_GAMES, id)

/** Limits in minor units: stake per bet, bets per ticket, and what one selection of a draw may pay at most over all tickets. */
export const LOTTERY_LIMITS = { minStake: 100, maxStake: 100_000, maxBets: 20, maxPayoutPerSelection: 2_000_000 } as const

/** The public input of the first draw of a game, which has no previous result. */
export const GENESIS = 'genesis'

/** A result as stored and published: its balls joined by commas ("0,7,3,9,1", "2,2,5"). */
export const resultText = (balls: ReadonlyArray<number>): string => balls.join(',')
export const parseResult = (text: string): number[] => text.split(',').map(Number)

/** The balls of draw `drawNo` of `game` from its server seed and the previous draw's result. */
export const drawBalls = (game: LotteryGame, serverSeed: string, drawNo: number, previous: string): number[] => {
  const digest = createHmac('sha256', serverSeed).update(`${game.id}:${drawNo}:${previous}`).digest()
  return Array.from({ length: game.balls }, (_, k) => game.lowest + Math.floor((digest.readUInt32BE(k * 4) * game.faces) / 2 ** 32))
}

/** The odds table per game: selection pattern -> odds in hundredths (published on the rules page). */
export const FIVE_D_ODDS = {
  /** Sum of the 5 digits (0..45): big 23..45, small 0..22, odd, even: each 1/2. */
  sumSide: 195,
  /** One position's digit: big 5..9, small 0..4, odd, even: each 1/2. */
  positionSide: 195,
  /** One position's exact digit: 1/10. */
  positionDigit: 950,
} as const

export const DICE_ODDS = {
  /** Big (sum 11..17) or small (4..10), odd or even: a triple loses them all (48.6%). */
  side: 200,
  /** Any triple: 6/216. */
  anyTriple: 3100,
  /** One given triple: 1/216. */
  triple: 18100,
  /** An exact sum 4..17 (a triple counts). */
  sum: { 4: 6100, 5: 3100, 6: 1800, 7: 1300, 8: 900, 9: 700, 10: 700, 11: 700, 12: 700, 13: 900, 14: 1300, 15: 1800, 16: 3100, 17: 6100 } as Readonly<Record<number, number>>,
} as const

const SIDES = ['big', 'small', 'odd', 'even'] as const

/** Every selection a game takes, with its odds. */
export const selectionsOf = (game: LotteryGameId): ReadonlyMap<string, number> => {
  const out = new Map<string, number>()
  if (game === 'ELOTT5') {
    for (const s of SIDES) out.set(`sum:${s}`, FIVE_D_ODDS.sumSide)
    for (let p = 0; p < 5; p++) {
      for (const s of SIDES) out.set(`p${p}:${s}`, FIVE_D_ODDS.positionSide)
      for (let d = 0; d < 10; d++) out.set(`p${p}:${d}`, FIVE_D_ODDS.positionDigit)
    }
  } else {
    for (const s of SIDES) out.set(`sum:${s}`, DICE_ODDS.side)
    out.set('triple:any', DICE_ODDS.anyTriple)
    for (let f = 1; f <= 6; f++) out.set(`triple:${f}`, DICE_ODDS.triple)
    for (let n = 4; n <= 17; n++) out.set(`sum:${n}`, DICE_ODDS.sum[n]!)
  }
  return out
}
const SELECTIONS: Readonly<Record<LotteryGameId, ReadonlyMap<string, number>>> = { ELOTT5: selectionsOf('ELOTT5'), ELOTT3D: selectionsOf('ELOTT3D') }
export const oddsOf = (game: LotteryGameId, selection: string): number | null => SELECTIONS[game].get(selection) ?? null

const side = (value: number, bigFrom: number, pick: string): boolean =>
  pick === 'big' ? value >= bigFrom : pick === 'small' ? value < bigFrom : pick === 'odd' ? value % 2 === 1 : value % 2 === 0

/** Whether a 5-digit selection wins on `balls`. */
export const fiveDWins = (selection: string, balls: ReadonlyArray<number>): boolean => {
  const [what, pick] = selection.split(':') as [string, string]
  if (what === 'sum') return side(balls.reduce((a, b) => a + b, 0), 23, pick)
  const digit = balls[Number(what.slice(1))]!
  return /^\d$/.test(pick) ? digit === Number(pick) : side(digit, 5, pick)
}

/** Whether a 3-dice selection wins on `balls`. */
export const diceWins = (selection: string, balls: ReadonlyArray<number>): boolean => {
  const [what, pick] = selection.split(':') as [string, string]
  const triple = balls[0] === balls[1] && balls[1] === balls[2]
  const sum = balls[0]! + balls[1]! + balls[2]!
  if (what === 'triple') return triple && (pick === 'any' || balls[0] === Number(pick))
  if (/^\d+$/.test(pick)) return sum === Number(pick)
  return !triple && side(sum, 11, pick)
}

export const selectionWins = (game: LotteryGameId, selection: string, balls: ReadonlyArray<number>): boolean =>
  game === 'ELOTT5' ? fiveDWins(selection, balls) : diceWins(selection, balls)

/** What a bet returns (stake included): floor(stake * odds / 100) if it wins, else 0. */
export const betReturn = (game: LotteryGameId, selection: string, stake: number, odds: number, balls: ReadonlyArray<number>): number =>
  selectionWins(game, selection, balls) ? Math.floor((stake * odds) / 100) : 0

/**
 * When a game draws. Every `interval` seconds: draw n at n * interval seconds since the epoch.
 * Daily: at `at` seconds after local midnight (the zone `utcOffset` seconds east of UTC) on the
 * given weekdays (0 Sunday); draw n is local day n since the epoch, so the days a game does not
 * draw are numbers it skips. Times are in schedule seconds, each lasting `secondMs` ms.
 */
export interface DailySchedule { readonly at: number; readonly utcOffset: number; readonly weekdays: ReadonlyArray<number> }
export type ScheduledGame = { readonly closeBefore: number } & ({ readonly interval: number } | { readonly daily: DailySchedule })

const DAY = 86_400
/** The weekday (0 Sunday) of local day n: day 0, 1 January 1970, was a Thursday. */
export const weekdayOf = (dayNo: number): number => (((dayNo + 4) % 7) + 7) % 7
/** Whether `drawNo` is a draw of the game (a daily game skips the days it does not draw). */
export const drawsOn = (game: ScheduledGame, drawNo: number): boolean =>
  Number.isSafeInteger(drawNo) && drawNo > 0 && ('interval' in game || game.daily.weekdays.includes(weekdayOf(drawNo)))
const drawSecond = (game: ScheduledGame, drawNo: number): number =>
  'interval' in game ? drawNo * game.interval : drawNo * DAY + game.daily.at - game.daily.utcOffset
/** The game's draw before `drawNo` (its previous draw day for a daily game). */
export const previousDrawNo = (game: ScheduledGame, drawNo: number): number => {
  if ('interval' in game) return drawNo - 1
  let n = drawNo - 1
  while (!drawsOn(game, n) && n > drawNo - 8) n--
  return n
}
/** The first draw strictly after `now` (ms). */
export const nextDrawAfter = (game: ScheduledGame, secondMs: number, now: number): number => {
  if ('interval' in game) return Math.floor(now / (game.interval * secondMs)) + 1
  let n = Math.floor((now / secondMs + game.daily.utcOffset) / DAY)
  while (!drawsOn(game, n) || drawSecond(game, n) * secondMs <= now) n++
  return n
}

/**
 * Draw `drawNo`'s times (ms): sales close `closeBefore` seconds before the draw. An interval
 * game's sales open at the previous draw, a daily game's when the previous draw's sales close.
 */
export const drawTimes = (game: ScheduledGame, secondMs: number, drawNo: number) => {
  const drawAt = drawSecond(game, drawNo) * secondMs
  const prev = previousDrawNo(game, drawNo)
  // Sales open when the previous draw's close: the draw on sale (openDrawNo) takes a ticket at once.
  const opensAt = (drawSecond(game, prev) - game.closeBefore) * secondMs
  return { drawNo, drawAt, closesAt: drawAt - game.closeBefore * secondMs, opensAt }
}

/** The draw sales are open for at `now` (the next draw, or the one after if sales of the next have closed). */
export const openDrawNo = (game: ScheduledGame, secondMs: number, now: number): number => {
  const next = nextDrawAfter(game, secondMs, now)
  return now < drawTimes(game, secondMs, next).closesAt ? next : nextDrawAfter(game, secondMs, drawTimes(game, secondMs, next).drawAt)
}

export const drawIdOf = (game: string, drawNo: number): string => `${game}:${drawNo}`
export const parseDrawId = (id: string): { game: LotteryGameId; drawNo: number } | null => {
  const m = /^([A-Z0-9]+):(\d+)$/.exec(id)
  return m && isLotteryGame(m[1]!) ? { game: m[1], drawNo: Number(m[2]) } : null
}
