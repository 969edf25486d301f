/**
 * The house slot page's own API (the game talks to its provider, not to the platform):
 * shaped like the public contract so `route()` decodes and encodes it. `s` is the game
 * session token from the launch URL; the page keeps it in memory and sends it in request
 * bodies only, so it is in no URL after the page's first load.
 */
import { Schema } from 'effect'
import type { Endpoint } from '../../../src/shared/api/index.ts'

const SessionToken = Schema.String.check(Schema.isMinLength(16), Schema.isMaxLength(128))
const Loose = Schema.Unknown
/** The Vietnamese lottery's prize modes (vn-lottery-prize-modes.ts). */
const VnPrizeModeSchema = Schema.Literals(['Lott', 'ZY', 'SEA'])

const entry = <B extends Schema.Top | undefined, Q extends Schema.Top | undefined>(method: 'GET' | 'POST', path: string, body: B, query: Q) =>
  ({ method, path, body, query, reply: Loose, auth: 'none', encrypted: false }) as const

export const HouseEndpoints = {
  state: entry('POST', '/house/api/state', Schema.Struct({ s: SessionToken }), undefined),
  spin: entry('POST', '/house/api/spin', Schema.Struct({ s: SessionToken, stake: Schema.Int }), undefined),
  clientSeed: entry('POST', '/house/api/client-seed', Schema.Struct({
    s: SessionToken, clientSeed: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64), Schema.isPattern(/^[\x21-\x7e]+$/)),
  }), undefined),
  rotate: entry('POST', '/house/api/rotate', Schema.Struct({ s: SessionToken }), undefined),
  /** The fish hunter's page: its game, balance, school, stakes and seeds. */
  fishState: entry('POST', '/house/api/fish/state', Schema.Struct({ s: SessionToken }), undefined),
  shoot: entry('POST', '/house/api/fish/shoot', Schema.Struct({ s: SessionToken, stake: Schema.Int, fish: Schema.String.check(Schema.isMaxLength(32)) }), undefined),
  /** A shared table's page (baccarat, roulette): the game, balance, chips, limit, the member's recent slips and the table now. */
  tableState: entry('POST', '/house/api/table/state', Schema.Struct({ s: SessionToken }), undefined),
  /** A slip of bets on the round `round` (its id from the table's feed), while it takes bets. */
  tableBet: entry('POST', '/house/api/table/bet', Schema.Struct({
    s: SessionToken, round: Schema.String.check(Schema.isMaxLength(96)),
    spots: Schema.Array(Schema.Struct({ spot: Schema.String.check(Schema.isMaxLength(16)), stake: Schema.Int })).check(Schema.isMaxLength(64)),
    /** Bingo: the seed the page chose for the cards it buys (the house cannot choose who gets which card). */
    cardSeed: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  }), undefined),
  /** Public: a table round (or the round of a slip) with its server seed and result once settled; the page recomputes it. */
  tableVerify: entry('GET', '/house/api/table/verify', undefined, Schema.Struct({ round: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(96)) })),
  round: entry('GET', '/house/api/round', undefined, Schema.Struct({ id: Schema.String.check(Schema.isMaxLength(64)) })),
  /** The sportsbook's page: the game, balance, limits, the board of its leagues (fixtures, scores, odds) and the member's bets. */
  sportsState: entry('POST', '/house/api/sports/state', Schema.Struct({ s: SessionToken }), undefined),
  /** A single (one leg) or a parlay (2 to 8 legs of different fixtures), each leg with the odds the player saw (hundredths). */
  sportsBet: entry('POST', '/house/api/sports/bet', Schema.Struct({
    s: SessionToken,
    legs: Schema.Array(Schema.Struct({ fixture: Schema.String.check(Schema.isMaxLength(32)), selection: Schema.String.check(Schema.isMaxLength(16)), odds: Schema.Int })).check(Schema.isMaxLength(16)),
    stake: Schema.Int,
    /** Place at the odds now whatever they are (else a change is refused with ODDS_CHANGED). */
    acceptAnyOdds: Schema.optionalKey(Schema.Boolean),
  }), undefined),
  /** Settles an open bet now at the cash-out value the player saw (minor units); ODDS_CHANGED with `value.cashOut` when it has moved. */
  sportsCashOut: entry('POST', '/house/api/sports/cashout', Schema.Struct({ s: SessionToken, bet: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)), amount: Schema.Int }), undefined),
  /** Public: a sportsbook bet (or a fixture) with each fixture's seed and result once settled; the page recomputes them. */
  sportsVerify: entry('GET', '/house/api/sports/verify', undefined, Schema.Struct({ round: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })),
  /**
   * The e-lottery (ELOTT titles; lottery-routes.ts): a game's draw on sale and the one after (times, seed hash), its last
   * results, its odds and limits, the balance and the member's tickets. Fails UNAUTHORIZED (session ended), FORBIDDEN (not a lottery title).
   */
  lotteryState: entry('POST', '/house/api/lottery/state', Schema.Struct({ s: SessionToken, game: Schema.Literals(['ELOTT5', 'ELOTT3D']) }), undefined),
  /**
   * A ticket of 1 to 20 bets on one draw on sale: `{ ticketId, drawId, stake, bets, balance }`. Fails BETS_CLOSED (sales closed,
   * or the draw cancelled), LIMIT_REACHED (a bet's stake, or a selection's payout on this draw), INSUFFICIENT_FUNDS, VALIDATION_FAILED.
   */
  lotteryBet: entry('POST', '/house/api/lottery/bet', Schema.Struct({
    s: SessionToken, game: Schema.Literals(['ELOTT5', 'ELOTT3D']), draw: Schema.String.check(Schema.isMaxLength(32)),
    bets: Schema.Array(Schema.Struct({ selection: Schema.String.check(Schema.isMaxLength(16)), stake: Schema.Int })).check(Schema.isMaxLength(20)),
  }), undefined),
  /** Public: a draw (or a ticket's draw) with its seed hash, and once drawn its seed, the previous result it used and its result. NOT_FOUND otherwise. */
  lotteryVerify: entry('GET', '/house/api/lottery/verify', undefined, Schema.Struct({ round: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })),
  /**
   * The Vietnamese lottery (TCG_LOTTO_VN titles; vn-lottery-routes.ts): the region's provinces on sale (close time, seed hash),
   * its latest results with every prize, the odds and limits, the balance and the member's tickets. `region` picks one when the
   * title names none ("Mien Bac/Nam/Trung …" fixes it). `prizeMode` (the launch's lottoPrizeMode: Lott, the default, ZY or SEA) picks
   * the odds table. Fails UNAUTHORIZED (session ended), FORBIDDEN (not a TCG_LOTTO_VN title).
   */
  vnLotteryState: entry('POST', '/house/api/vnlottery/state', Schema.Struct({
    s: SessionToken, region: Schema.optionalKey(Schema.Literals(['north', 'central', 'south'])), prizeMode: Schema.optionalKey(VnPrizeModeSchema),
  }), undefined),
  /**
   * A ticket of 1 to 20 bets on one province's draw on sale, each a bet type (lo, de, 3c, x2, x3, x4), its numbers ("27", "127")
   * and stake, priced at `prizeMode`'s odds (default Lott): `{ ticketId, drawId, stake, bets, balance }`. Fails BETS_CLOSED, LIMIT_REACHED,
   * INSUFFICIENT_FUNDS, VALIDATION_FAILED (a bad number, a repeated one, the wrong count, a draw of another region).
   */
  vnLotteryBet: entry('POST', '/house/api/vnlottery/bet', Schema.Struct({
    s: SessionToken, draw: Schema.String.check(Schema.isMaxLength(32)), prizeMode: Schema.optionalKey(VnPrizeModeSchema),
    bets: Schema.Array(Schema.Struct({
      type: Schema.Literals(['lo', 'de', '3c', 'x2', 'x3', 'x4']),
      numbers: Schema.Array(Schema.String.check(Schema.isMaxLength(8))).check(Schema.isMaxLength(8)),
      stake: Schema.Int,
    })).check(Schema.isMaxLength(20)),
  }), undefined),
  /** Public: a fish shot as recorded, with its server seed once revealed; the page recomputes it in the browser. */
  fishVerify: entry('GET', '/house/api/fish/verify', undefined, Schema.Struct({ round: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })),
  /** Public: a round recomputed from its seeds once its server seed is revealed (verify-routes.ts). */
  verify: entry('GET', '/house/api/verify', undefined, Schema.Struct({ round: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)) })),
} satisfies Record<string, Endpoint>
