/**
 * Builds the vendor lanes of POST /wps/relay/GCSGAME_gameVendor: one lane per game type
 * that has enabled vendors, in navigation order, cards sorted by the operator's order.
 */
import type { Kysely } from 'kysely'
import type { GameType, VendorCard, VendorLane } from '../../../src/shared/api/index.ts'
import type { Database, GameVendorRow } from '../../db/schema.ts'

/** Lane order = order of the navigation items. */
export const gameTypeOrder: ReadonlyArray<GameType> = ['RNG', 'BINGO', 'FISH', 'PVP', 'LIVE', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'ELOTT', 'LOTT']

/** Lane titles for clients without their own labels; the SPA shows localized names. */
export const laneTitles: Record<GameType, string> = {
  RNG: 'Slots',
  BINGO: 'Bingo',
  FISH: 'Fishing',
  PVP: 'Card Games',
  LIVE: 'Live Casino',
  SPORTS: 'Sports',
  COCKFIGHT: 'Cockfight',
  ESPORTS: 'E-Sports',
  ELOTT: 'Lottery',
  LOTT: 'Lotto',
}

/** Where the vendor's logo lives under each image CDN (served by modules/images). */
export const vendorLogoPath = (gameType: string, vassalage: string): string =>
  `/vendor/${gameType.toLowerCase()}/${encodeURIComponent(vassalage)}.webp`

const toCard = (v: GameVendorRow): VendorCard => ({
  vassalage: v.vassalage,
  displayName: v.display_name,
  accountTypeId: v.account_type_id,
  isHot: v.is_hot === 1 ? 1 : 0,
  gameType: v.game_type as GameType,
  isGame: v.is_game,
  group: v.group_name,
  logo: vendorLogoPath(v.game_type, v.vassalage),
})

export const loadVendorLanes = async (db: Kysely<Database>): Promise<VendorLane[]> => {
  const rows = await db
    .selectFrom('game_vendors')
    .selectAll()
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('display_name')
    .execute()
  return gameTypeOrder
    .map((gameType) => ({
      gameCategory: gameType,
      title: laneTitles[gameType],
      cards: rows.filter((r) => r.game_type === gameType).map(toCard),
    }))
    .filter((lane) => lane.cards.length > 0)
}
