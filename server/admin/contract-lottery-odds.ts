/**
 * The operator API of the lottery's odds and limits per bet type: list what is in force (marking
 * the operator's overrides), set a bet type's odds or its max payout per selection per draw, and
 * reset both to the defaults. Spread into `AdminEndpoints` (contract.ts); routes in lottery-odds.ts.
 * Odds and amounts are checked by the provider (lottery-odds-store.ts), whose refusals say why.
 */
import { Schema } from 'effect'

const VN_TYPES = ['lo', 'de', '3c', 'x2', 'x3', 'x4'] as const
/**
 * The games (an e-lottery game, or a Vietnamese region for all its provinces) and their bet types,
 * as the provider prices them (server/providers/house/lottery-odds.ts; cli-lottery-odds.test.ts
 * checks the two agree), so the CLI refuses a typo without a call.
 */
export const ODDS_BET_TYPES: Readonly<Record<string, ReadonlyArray<string>>> = {
  ELOTT5: ['sum-side', 'position-side', 'position-digit'],
  ELOTT3D: ['side', 'any-triple', 'triple', ...Array.from({ length: 14 }, (_, i) => `sum-${i + 4}`)],
  south: VN_TYPES, central: VN_TYPES, north: VN_TYPES,
  // The prize modes ZY and SEA price the same regions by tables of their own.
  'south-zy': VN_TYPES, 'central-zy': VN_TYPES, 'north-zy': VN_TYPES,
  'south-sea': VN_TYPES, 'central-sea': VN_TYPES, 'north-sea': VN_TYPES,
}
/** A game family: ELOTT5, ELOTT3D, or a Vietnamese region (north, central, south) in prize mode Lott, or with -zy or -sea in ZY or SEA. */
export const ODDS_GAME_PATTERN = /^(ELOTT5|ELOTT3D|(north|central|south)(-zy|-sea)?)$/
/** A bet type's name (sum-side, sum-11, lo, 3c …). */
export const BET_TYPE_PATTERN = /^[a-z0-9-]{1,20}$/

export const AdminBetTerms = Schema.Struct({
  game: Schema.String,
  betType: Schema.String,
  /** Hundredths, stake included (195 pays 1.95 for 1.00). */
  odds: Schema.Int,
  /** What one selection of this type may pay at most on a draw over all tickets (minor units). */
  maxPayout: Schema.Int,
  oddsOverridden: Schema.Boolean,
  limitOverridden: Schema.Boolean,
  /** Who changed it last and when (ISO); null while the defaults stand. */
  updatedBy: Schema.NullOr(Schema.String),
  updatedAt: Schema.NullOr(Schema.String),
})
export type AdminBetTerms = typeof AdminBetTerms.Type
export const LotteryOddsReply = Schema.Struct({ terms: Schema.Array(AdminBetTerms) })
export type LotteryOddsReply = typeof LotteryOddsReply.Type

export const BetTypeParams = Schema.Struct({
  game: Schema.String.check(Schema.isPattern(ODDS_GAME_PATTERN)),
  betType: Schema.String.check(Schema.isPattern(BET_TYPE_PATTERN)),
})
export const LotteryOddsBody = Schema.Struct({ odds: Schema.Int })
export const LotteryLimitBody = Schema.Struct({ maxPayout: Schema.Int })

export const lotteryOddsAdminEndpoints = {
  lotteryOdds: { method: 'GET', path: '/admin/lottery/odds', reply: LotteryOddsReply, auth: 'none', encrypted: false },
  lotteryOddsSet: {
    method: 'POST', path: '/admin/lottery/odds/:game/:betType', params: BetTypeParams, body: LotteryOddsBody, reply: AdminBetTerms, auth: 'none', encrypted: false,
  },
  lotteryLimitSet: {
    method: 'POST', path: '/admin/lottery/limits/:game/:betType', params: BetTypeParams, body: LotteryLimitBody, reply: AdminBetTerms, auth: 'none', encrypted: false,
  },
  lotteryOddsReset: {
    method: 'POST', path: '/admin/lottery/odds/:game/:betType/reset', params: BetTypeParams, reply: AdminBetTerms, auth: 'none', encrypted: false,
  },
} as const
