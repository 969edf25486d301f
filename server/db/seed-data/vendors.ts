/**
 * Game vendors per game type, enough to build every navigation item. Display names are
 * invented; codes the spec names (TCG_SEA, GPI, TCG_LOTTO_VN, DS88, the e-sports codes)
 * are kept. Groups starting with "TCG" are the house's own and the footer skips them.
 */
import type { GameType } from '../../../src/shared/api/index.ts'

export interface VendorSeed {
  readonly vassalage: string
  readonly gameType: GameType
  readonly displayName: string
  readonly group: string
  readonly accountTypeId: number
  readonly isHot: 0 | 1
  /** 'VASSALAGE' opens a popup game list instead of launching. */
  readonly isGame: '' | 'VASSALAGE'
}

const v = (
  gameType: GameType, vassalage: string, displayName: string, group: string, accountTypeId: number,
  isHot: 0 | 1 = 0, isGame: '' | 'VASSALAGE' = '',
): VendorSeed => ({ vassalage, gameType, displayName, group, accountTypeId, isHot, isGame })

export const vendors: ReadonlyArray<VendorSeed> = [
  // Slots
  v('RNG', 'TCG_SEA', 'Tala Sea Slots', 'TCG', 101, 1),
  v('RNG', 'GPI', 'GPI Slots', 'GPI', 102, 1),
  v('RNG', 'LUNA', 'Luna Reels', 'LUNA', 103),
  v('RNG', 'BAMBU', 'Bambu Games', 'BAMBU', 104),
  v('RNG', 'KALA', 'Kalayaan Slots', 'KALA', 105, 1),
  v('RNG', 'NIPA', 'Nipa Spins', 'NIPA', 106),
  v('RNG', 'BAGYO', 'Bagyo Studios', 'BAGYO', 107),
  v('RNG', 'PERYA', 'Perya Fortune', 'PERYA', 108, 1),
  v('RNG', 'HIYAS', 'Hiyas Gaming', 'HIYAS', 109),
  v('RNG', 'ARAW', 'Araw Interactive', 'ARAW', 110),
  v('RNG', 'BITUIN', 'Bituin Play', 'BITUIN', 111),
  v('RNG', 'MAHARLIKA', 'Maharlika Slots', 'MAHARLIKA', 112),
  v('RNG', 'SIMOY', 'Simoy Games', 'SIMOY', 113),
  v('RNG', 'TALAHIB', 'Talahib Reels', 'TALAHIB', 114),
  // Bingo (the /bingo page shares the /rng page)
  v('BINGO', 'TCG_BINGO', 'Tala Bingo', 'TCG', 151, 1),
  v('BINGO', 'LOTERYA', 'Loterya Bingo', 'LOTERYA', 152),
  // Fish
  v('FISH', 'TCG_FISH', 'Tala Fishing', 'TCG', 201, 1),
  v('FISH', 'CORAL', 'Coral Catch', 'CORAL', 202),
  v('FISH', 'DAGAT', 'Dagat Hunters', 'DAGAT', 203),
  // PVP card games
  v('PVP', 'TONGITS', 'Tongits Club', 'TONGITS', 301, 1, 'VASSALAGE'),
  v('PVP', 'PUSOY', 'Pusoy Masters', 'PUSOY', 302),
  v('PVP', 'BARAHA', 'Baraha Hall', 'BARAHA', 303),
  // Live casino
  v('LIVE', 'PERLAS', 'Perlas Live', 'PERLAS', 401, 1),
  v('LIVE', 'MAYNILA', 'Maynila Live Studio', 'MAYNILA', 402),
  v('LIVE', 'ORIENT', 'Orient Live', 'ORIENT', 403),
  v('LIVE', 'TCG_LIVE', 'Tala Live Casino', 'TCG', 404),
  // Sports (the SPA moves DS88 into its COCKFIGHT category)
  v('SPORTS', 'DS88', 'DS88 Sabong', 'DS88', 501, 1),
  v('SPORTS', 'ARENA', 'Arena Sports', 'ARENA', 502),
  v('SPORTS', 'GOALPOST', 'Goalpost Sportsbook', 'GOALPOST', 503),
  // E-sports
  v('ESPORTS', 'AV', 'Avalon Esports', 'AV', 601),
  v('ESPORTS', 'AI', 'Aim Esports', 'AI', 602),
  v('ESPORTS', 'IMES', 'Imperial Esports', 'IMES', 603, 1),
  v('ESPORTS', 'TF', 'Tournament Forge', 'TF', 604),
  v('ESPORTS', 'IA', 'Ion Arena', 'IA', 605),
  // E-lottery (launched directly)
  v('ELOTT', 'TCG_ELOTT', 'Tala E-Lottery', 'TCG', 701, 1),
  // Lottery
  v('LOTT', 'TCG_LOTTO_VN', 'Vietnam Lottery', 'TCG_LOTTO', 801, 1),
  v('LOTT', 'PINOYLOTTO', 'Pinoy Lotto', 'PINOYLOTTO', 802),
]
