/**
 * What the draw and ticket code (lottery-draws.ts) needs of a lottery game, whichever family it
 * is: its schedule, limits, how a selection is priced, how a draw's result is read from its seed,
 * how a bet settles, and how a result is shown. The e-lottery's rules are lottery-math.ts, the
 * Vietnamese lottery's vn-lottery-math.ts.
 */
import {
  betReturn, drawBalls, drawsOn, isLotteryGame, LOTTERY_GAMES, LOTTERY_LIMITS, oddsOf, parseResult, resultText, type LotteryGameId, type ScheduledGame,
} from './lottery-math.ts'
import { eLotteryBetType, type OddsFamily } from './lottery-odds.ts'
import { vnScheduleOf } from './vn-lottery-schedule.ts'
import { drawVnPrizes, parseVnResult, parseVnSelection, vnBetReturn, vnChance, vnGameOf, VN_LIMITS, VN_ODDS, vnResultText, type VnGame, type VnPrizeResult } from './vn-lottery-math.ts'

export interface LotteryLimits { readonly minStake: number; readonly maxStake: number; readonly maxBets: number; readonly maxPayoutPerSelection: number }
/**
 * A selection as sold: its normalised text, its bet type (whose odds and limit the operator may
 * change, lottery-odds.ts), its default odds, and how many times it can pay on one draw.
 */
export interface PricedSelection { readonly selection: string; readonly betType: string; readonly odds: number; readonly maxHits: number }

export interface LotteryRules {
  readonly schedule: ScheduledGame
  /** Where its odds and limits in force come from: the e-lottery game, or the province's region. */
  readonly family: OddsFamily
  /** The defaults; a bet type's odds and max payout per selection in force are lottery-odds-store.ts's. */
  readonly limits: LotteryLimits
  price(selection: string): PricedSelection | { readonly error: string }
  /** The result text of draw `drawNo` from its seed and the previous drawn result. */
  draw(serverSeed: string, drawNo: number, previous: string): string
  settle(selection: string, stake: number, odds: number, result: string): number
  /** A result as the pages and the verification show it. */
  view(result: string): number[] | VnPrizeResult[]
}

const eLotteryRules = (id: LotteryGameId): LotteryRules => ({
  schedule: LOTTERY_GAMES[id],
  family: id,
  limits: LOTTERY_LIMITS,
  price: (selection) => {
    const odds = oddsOf(id, selection)
    return odds === null ? { error: `"${selection}" is not a selection of this game.` } : { selection, betType: eLotteryBetType(id, selection)!, odds, maxHits: 1 }
  },
  draw: (seed, drawNo, previous) => resultText(drawBalls(LOTTERY_GAMES[id], seed, drawNo, previous)),
  settle: (selection, stake, odds, result) => betReturn(id, selection, stake, odds, parseResult(result)),
  view: parseResult,
})

const vnRules = (g: VnGame): LotteryRules => ({
  // Read each time: test draws (vn-lottery-schedule.ts) may be switched on after the rules are cached.
  get schedule() { return vnScheduleOf(g) },
  family: g.region,
  limits: VN_LIMITS,
  price: (text) => {
    const sel = parseVnSelection(text)
    return 'error' in sel ? sel : { selection: sel.selection, betType: sel.type, odds: VN_ODDS[g.region][sel.type], maxHits: vnChance(g.region, sel.type).maxHits }
  },
  draw: (seed, drawNo, previous) => vnResultText(drawVnPrizes(g, seed, drawNo, previous)),
  settle: (text, stake, odds, result) => {
    const sel = parseVnSelection(text)
    return 'error' in sel ? 0 : vnBetReturn(sel, stake, odds, parseVnResult(result))
  },
  view: parseVnResult,
})

const RULES = new Map<string, LotteryRules>(Object.keys(LOTTERY_GAMES).filter(isLotteryGame).map((id) => [id, eLotteryRules(id)]))
/** The rules of a lottery game by its id (an e-lottery game or a Vietnamese province), or null. */
export const rulesOf = (game: string): LotteryRules | null => {
  const found = RULES.get(game)
  if (found) return found
  const vn = vnGameOf(game)
  if (!vn) return null
  const rules = vnRules(vn)
  RULES.set(game, rules)
  return rules
}

/** The game and number of a draw id ("ELOTT5:29000000", "VNHCM:20427"), when the game exists and draws on that number. */
export const drawOf = (id: string): { game: string; drawNo: number; rules: LotteryRules } | null => {
  const m = /^([A-Z0-9]+):(\d{1,12})$/.exec(id)
  const rules = m ? rulesOf(m[1]!) : null
  return m && rules && drawsOn(rules.schedule, Number(m[2])) ? { game: m[1]!, drawNo: Number(m[2]), rules } : null
}
