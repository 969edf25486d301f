/**
 * The house game provider: its games' pages at /house/<engine>/ (the slot, the fish hunter, the baccarat and roulette tables) and their API, and the
 * lottery's draws and tickets (lottery-*.ts: the API, the draw job and the e-lottery's page; vn-lottery-*.ts: the
 * Vietnamese lottery's page, API and the functions of the spec §7 lottery calls). The game launch opens
 * its sessions (openGameSession); it pays through the SeamlessWallet it is given. The slot
 * math and the provably-fair functions are public so anyone can re-check a round.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { registerHouseRoutes } from './routes.ts'
import type { TableOptions } from './table-routes.ts'
import { registerLotteryRoutes, type LotteryOptions } from './lottery-routes.ts'

export interface HouseProviderOptions {
  readonly wallet: SeamlessWallet
  /** The shared tables' pace and settlement job (table-routes.ts). */
  readonly tables: TableOptions
  /** The lottery draws' pace and draw job (lottery-routes.ts). */
  readonly lottery: LotteryOptions
  /** The build (dist/), whose house/ folder holds the tables' page flow; null when not built. */
  readonly builtDir: string | null
}

export const houseProvider: FastifyPluginAsync<HouseProviderOptions> = async (app, options) => {
  registerHouseRoutes(app, options.wallet, options.tables, options.builtDir)
  registerLotteryRoutes(app, options.wallet, options.lottery)
}

export { openGameSession } from './sessions.ts'
export { HOUSE_ENGINES, houseEngineOf, type HouseEngine } from '../../lib/house-engines.ts'
export { FISH, FISH_STAKES, catches, recomputeShot, shotDraw } from './fish-math.ts'
export { HouseEndpoints } from './contract.ts'
export { fairStops, hashSeed } from './fair.ts'
export { SYMBOLS, STAKES, evaluate, slotGame, type Volatility } from './slot-math.ts'
export { recomputeRound, checkRecordedRound, type RoundSeeds, type RecordedRound } from './verify.ts'
export { TABLE_CHIPS, TABLE_ENGINES, TABLE_GAMES, TABLE_ROUND_LIMIT, slipReturn, tableResult, type TableEngine, type TableResult } from './table-games.ts'
export { baccaratResult, baccaratReturn, BACCARAT_SPOTS, type BaccaratResult } from './baccarat-math.ts'
export { rouletteResult, rouletteReturn, OUTSIDE_SPOTS, type RouletteResult } from './roulette-math.ts'
export { tableDraw } from './table-draw.ts'
export { bingoOutcome, cardBalls, cardOf, drawOrder, CARD_PRICE, MAX_CARDS } from './bingo-math.ts'
export { cockfightResult, cockfightReturn, COCKFIGHT_SPOTS, sideReturn, type CockfightResult } from './cockfight-math.ts'
export { settleDueRounds, type TableContext } from './table-rounds.ts'
export { dealHands, handScore, houseCalls, seatReturn, showdown, RAKE_PCT, type PokerResult } from './poker-math.ts'
export { DEFAULT_TABLE_SECOND_MS, DEFAULT_TABLE_TICK_MS } from './table-routes.ts'
export { LEAGUES, MARKETS, PICKS, SPORT_MODELS, cashOutValue, fixtureOf, parseFixtureId, fixtureWords, matchFromWords, offerAt, parlayOdds, priceFixture, probabilities, selectionWins, wordsNeeded, type Fixture, type League, type MatchResult, type Sport } from './sports-math.ts'
export { settleSportsbook } from './sports-book.ts'
export { DEFAULT_LOTTERY_TICK_MS } from './lottery-routes.ts'
export { cancelLotteryDraw, drawExposure, lotteryForVerification, settleLottery, DEFAULT_SETTLE_BATCH, type LotteryContext } from './lottery-draws.ts'
export { DICE_ODDS, FIVE_D_ODDS, LOTTERY_GAMES, LOTTERY_LIMITS, betReturn, drawBalls, selectionsOf, type LotteryGameId } from './lottery-math.ts'
export { openedNumeroOfMember, recentNumeros, vnGameMenu, vnResults, type VnResultView } from './vn-lottery-draws.ts'
export { VN_BET_TYPES, VN_GAMES, VN_LIMITS, VN_ODDS, VN_PRIZES, drawVnPrizes, parseVnSelection, prizeCount, vnBetReturn, vnChance, vnRtp, xienChance, type VnBetType, type VnPrizeResult, type VnRegion } from './vn-lottery-math.ts'
export { allTerms, changeTerms, type BetTerms, type OddsChange } from './lottery-odds-store.ts'
export { selectionLimits } from './lottery-odds-view.ts'
export { betTypesOf, ODDS_FAMILIES } from './lottery-odds.ts'
