import type { GameType, VendorCard, VendorLane } from '@/shared/api'
import { GameTypePaths, VN_LOTTERY_VENDOR } from '@/shared/config'

/** A game category as the site shows it: the nav item and its vendors. */
export interface GameCategory {
  readonly gameType: GameType
  readonly vendors: readonly VendorCard[]
}

/** The sports sub-vendor shown as its own COCKFIGHT category (spec §9). */
export const COCKFIGHT_VENDOR = 'DS88'
/** Categories whose nav item has no vendor dropdown (spec §2). */
export const NO_DROPDOWN: readonly GameType[] = ['BINGO', 'ELOTT', 'COCKFIGHT']

/**
 * The categories of the vendor list, in its order, as the site arranges them (spec §9):
 * DS88 moves from SPORTS into a COCKFIGHT category placed after SPORTS, and an empty BINGO
 * category is appended when the list has none. A category without vendors is dropped,
 * except BINGO.
 */
export function arrangeCategories(lanes: readonly VendorLane[]): GameCategory[] {
  const byType = new Map<GameType, VendorCard[]>()
  const order: GameType[] = []
  const add = (type: GameType, cards: readonly VendorCard[]) => {
    if (!byType.has(type)) {
      byType.set(type, [])
      order.push(type)
    }
    const list = byType.get(type)!
    for (const card of cards) if (!list.some((c) => c.vassalage === card.vassalage)) list.push(card)
  }
  for (const lane of lanes) {
    if (lane.gameCategory === 'SPORTS') {
      add('SPORTS', lane.cards.filter((c) => c.vassalage !== COCKFIGHT_VENDOR))
      const cockfight = lane.cards.filter((c) => c.vassalage === COCKFIGHT_VENDOR)
      if (cockfight.length) add('COCKFIGHT', cockfight)
    } else {
      add(lane.gameCategory, lane.cards)
    }
  }
  if (!byType.has('BINGO')) add('BINGO', [])
  return order
    .map((gameType) => ({ gameType, vendors: byType.get(gameType)! }))
    .filter((c) => c.vendors.length > 0 || c.gameType === 'BINGO')
}

export const hasDropdown = (gameType: GameType) => !NO_DROPDOWN.includes(gameType)

/** The page of a category, or null when it launches a game directly (sports, cockfight, e-lottery). */
export const categoryPath = (gameType: GameType): string | null => GameTypePaths[gameType] ?? null

/**
 * Where choosing a vendor goes (spec §2): `/<game type page>?page=<code>`; the Vietnamese
 * lottery has its own page; null when the category launches directly.
 */
export function vendorPath(gameType: GameType, vendorCode: string): string | null {
  if (vendorCode === VN_LOTTERY_VENDOR) return '/vnlottery'
  const path = categoryPath(gameType)
  return path ? `${path}?page=${encodeURIComponent(vendorCode)}` : null
}

/** One vendor per distinct group, skipping groups that start with TCG (the footer partner list). */
export function partnerVendors(lanes: readonly VendorLane[]): VendorCard[] {
  const seen = new Set<string>()
  const out: VendorCard[] = []
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (card.group.toUpperCase().startsWith('TCG') || seen.has(card.group)) continue
      seen.add(card.group)
      out.push(card)
    }
  }
  return out
}

/** `${imageCDN}/vendor/<game type lowercase>/<code>.webp` */
export const vendorLogoPath = (gameType: GameType, vendorCode: string) => `vendor/${gameType.toLowerCase()}/${vendorCode}.webp`

/**
 * The vendor a hall of `gameType` opens on: the one the `page` parameter names, else the one
 * chosen from the navigation, else the first of the category; null when it has none.
 */
export function hallVendor(lanes: readonly VendorLane[], gameType: GameType, fromQuery: string | null, chosen: string | null): VendorCard | null {
  const vendors = arrangeCategories(lanes).find((c) => c.gameType === gameType)?.vendors ?? []
  return vendors.find((v) => v.vassalage === fromQuery) ?? vendors.find((v) => v.vassalage === chosen) ?? vendors[0] ?? null
}
