/**
 * The odds and limits in force per lottery bet type: the defaults (lottery-odds.ts) under the
 * operator's overrides (table lottery_odds, 0041). Read straight from the table, not cached: a
 * family has at most a few dozen rows behind its primary key, so one read costs about what a
 * cache lookup does, and every process prices a ticket at exactly what is in force the moment it
 * is bought (a cache would let another process sell at superseded odds until it expired).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { betTypesOf, defaultLimit, defaultOdds, isBetTypeOf, isOddsFamily, keepsMargin, ODDS_FAMILIES, type OddsFamily } from './lottery-odds.ts'

type Db = Kysely<Database>

export interface BetTerms {
  readonly family: OddsFamily
  readonly betType: string
  /** Hundredths, stake included. */
  readonly odds: number
  /** What one selection of this type may pay at most on a draw, over all tickets (minor units). */
  readonly maxPayout: number
  readonly oddsOverridden: boolean
  readonly limitOverridden: boolean
  /** Who changed the override last, and when (ms); null for the defaults. */
  readonly updatedBy: string | null
  readonly updatedAt: number | null
}

/** The largest odds and limit an operator may set: far above any fair price, but a number every column holds. */
export const MAX_ODDS = 100_000_000
export const MAX_LIMIT = 1_000_000_000_000

/** Every bet type of a family with its terms in force. */
export const termsOf = async (db: Db, family: OddsFamily): Promise<BetTerms[]> => {
  const rows = await db.selectFrom('lottery_odds').selectAll().where('family', '=', family).execute()
  const byType = new Map(rows.map((r) => [r.bet_type, r]))
  return betTypesOf(family).map((betType) => {
    const r = byType.get(betType)
    return {
      family, betType,
      odds: r?.odds ?? defaultOdds(family, betType)!,
      maxPayout: r?.max_payout != null ? Number(r.max_payout) : defaultLimit(family),
      oddsOverridden: r?.odds != null, limitOverridden: r?.max_payout != null,
      updatedBy: r ? r.updated_by : null, updatedAt: r ? new Date(r.updated_at).getTime() : null,
    }
  })
}

/** The terms of every family, in ODDS_FAMILIES' order. */
export const allTerms = async (db: Db): Promise<BetTerms[]> => (await Promise.all(ODDS_FAMILIES.map((f) => termsOf(db, f)))).flat()

/** A family's terms by bet type (what the ticket code and the state calls look up). */
export const termsByType = async (db: Db, family: OddsFamily): Promise<ReadonlyMap<string, BetTerms>> =>
  new Map((await termsOf(db, family)).map((t) => [t.betType, t]))

const bad = (message: string) => new ApiError('VALIDATION_FAILED', `${message} Nothing was changed.`)
const checkBetType = (family: string, betType: string): OddsFamily => {
  if (!isOddsFamily(family)) throw bad(`"${family}" is not a lottery game: ${ODDS_FAMILIES.join(', ')}.`)
  if (!isBetTypeOf(family, betType)) throw bad(`"${betType}" is not a bet type of ${family}: ${betTypesOf(family).join(', ')}.`)
  return family
}

export type OddsChange =
  | { readonly kind: 'odds'; readonly odds: number }
  | { readonly kind: 'limit'; readonly maxPayout: number }
  | { readonly kind: 'reset' }

/**
 * Sets a bet type's odds or limit, or resets both to the defaults, recorded under `operator` at
 * `now`. Odds must be whole hundredths above 1.00 that keep the house a margin (exact return to
 * player below 100%); a limit a positive whole amount. Returns the bet type's terms after.
 */
export const changeTerms = async (db: Db, family: string, betType: string, change: OddsChange, operator: string, now: number): Promise<BetTerms> => {
  const f = checkBetType(family, betType)
  const at = new Date(now)
  if (change.kind === 'reset') {
    await db.deleteFrom('lottery_odds').where('family', '=', f).where('bet_type', '=', betType).execute()
  } else if (change.kind === 'odds') {
    const { odds } = change
    if (!Number.isSafeInteger(odds) || odds <= 100 || odds > MAX_ODDS) throw bad(`Odds are above 1.00 and at most ${(MAX_ODDS / 100).toFixed(2)}, in hundredths.`)
    if (!keepsMargin(f, betType, odds)) throw bad(`Odds ${(odds / 100).toFixed(2)} on ${f} ${betType} pay back 100% or more of the stakes: the house would keep no margin.`)
    await db.insertInto('lottery_odds').values({ family: f, bet_type: betType, odds, max_payout: null, updated_by: operator, updated_at: at })
      .onConflict((oc) => oc.columns(['family', 'bet_type']).doUpdateSet({ odds, updated_by: operator, updated_at: at })).execute()
  } else {
    const { maxPayout } = change
    if (!Number.isSafeInteger(maxPayout) || maxPayout <= 0 || maxPayout > MAX_LIMIT) throw bad(`A limit is a positive amount of at most ${(MAX_LIMIT / 100).toFixed(2)}.`)
    await db.insertInto('lottery_odds').values({ family: f, bet_type: betType, odds: null, max_payout: maxPayout, updated_by: operator, updated_at: at })
      .onConflict((oc) => oc.columns(['family', 'bet_type']).doUpdateSet({ max_payout: maxPayout, updated_by: operator, updated_at: at })).execute()
  }
  return (await termsByType(db, f)).get(betType)!
}
