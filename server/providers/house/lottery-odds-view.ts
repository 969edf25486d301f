/**
 * The odds and limits in force as the lottery pages' state calls show them: the e-lottery's odds
 * per selection, the Vietnamese lottery's per bet type, and the limits with each bet type's max
 * payout per selection. `limits.maxPayoutPerSelection` is the highest of them, so the rules
 * text "one selection pays at most …" stays true whichever types the operator lowered. Also each
 * selection's limit in force for the operators' exposure view.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { LOTTERY_LIMITS, selectionsOf, type LotteryGameId } from './lottery-math.ts'
import { eLotteryBetType } from './lottery-odds.ts'
import { termsByType, type BetTerms } from './lottery-odds-store.ts'
import { rulesOf } from './lottery-rules.ts'
import { VN_LIMITS, type VnBetType } from './vn-lottery-math.ts'
import type { VnOddsFamily } from './vn-lottery-prize-modes.ts'

type Db = Kysely<Database>

const limitsOf = <L extends { readonly maxPayoutPerSelection: number }>(defaults: L, terms: ReadonlyMap<string, BetTerms>) => {
  const maxPayoutByType = Object.fromEntries([...terms].map(([t, x]) => [t, x.maxPayout]))
  return { ...defaults, maxPayoutPerSelection: Math.max(...Object.values(maxPayoutByType)), maxPayoutByType }
}

/** An e-lottery game's odds per selection and its limits, as in force now. */
export const eLotteryTermsView = async (db: Db, game: LotteryGameId) => {
  const terms = await termsByType(db, game)
  const odds = Object.fromEntries([...selectionsOf(game).keys()].map((s) => [s, terms.get(eLotteryBetType(game, s)!)!.odds]))
  return { odds, limits: limitsOf(LOTTERY_LIMITS, terms) }
}

/** A Vietnamese region's odds per bet type and its limits in a prize mode (its odds family, vn-lottery-prize-modes.ts), as in force now. */
export const vnTermsView = async (db: Db, family: VnOddsFamily) => {
  const terms = await termsByType(db, family)
  const odds = Object.fromEntries([...terms].map(([t, x]) => [t, x.odds])) as Record<VnBetType, number>
  return { odds, limits: limitsOf(VN_LIMITS, terms) }
}

/** The max payout in force of each of a draw's selections (its bet type's), for the operators' exposure view; null for a game this server does not know. */
export const selectionLimits = async (db: Db, game: string, selections: ReadonlyArray<string>): Promise<Map<string, number> | null> => {
  const rules = rulesOf(game)
  if (!rules) return null
  const terms = await termsByType(db, rules.family)
  const out = new Map<string, number>()
  for (const s of selections) {
    const price = rules.price(s)
    const limit = 'error' in price ? undefined : terms.get(price.betType)?.maxPayout
    if (limit !== undefined) out.set(s, limit)
  }
  return out
}
