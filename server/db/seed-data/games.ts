/**
 * The game catalogue: 10,000 games generated deterministically (a seeded PRNG, so every
 * fresh database holds the same catalogue and tests can name games). Names are built from
 * word lists per game type; every name is unique across the catalogue so a search by name
 * finds one game. RTP, volatility and the hot flag are drawn per game; PVP card games also
 * get rooms (GLS2_roomList).
 */
import type { GameType } from '../../../src/shared/api/index.ts'
import type { VendorSeed } from './vendors.ts'

export const CATALOGUE_SIZE = 10_000

export interface GameSeed {
  readonly id: string
  readonly vassalage: string
  readonly gameType: GameType
  readonly name: string
  readonly rtpBp: number
  readonly volatility: 'low' | 'medium' | 'high'
  readonly isHot: 0 | 1
  readonly sort: number
}

export interface RoomSeed {
  readonly id: string
  readonly gameId: string
  readonly name: string
  /** Minimum bet in minor units. */
  readonly minBet: number
  readonly seats: number
  readonly sort: number
}

/** mulberry32: small, fast, good enough for a catalogue. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const slotAdjectives = [
  'Golden', 'Lucky', 'Mighty', 'Royal', 'Wild', 'Mystic', 'Blazing', 'Jade', 'Crystal', 'Thunder', 'Silver', 'Ancient',
  'Fortune', 'Dragon', 'Tiger', 'Phoenix', 'Emerald', 'Ruby', 'Sapphire', 'Neon', 'Cosmic', 'Sunny', 'Frozen', 'Fiery',
  'Sacred', 'Secret', 'Hidden', 'Magic', 'Super', 'Mega', 'Epic', 'Happy', 'Jolly', 'Island', 'Ocean', 'Jungle', 'Desert',
  'Pearl', 'Starry', 'Midnight', 'Rainbow', 'Carnival', 'Fiesta', 'Bamboo', 'Lotus', 'Coconut', 'Mango', 'Volcano',
]
const slotNouns = [
  'Fortune', 'Treasure', 'Riches', 'Gems', 'Reels', 'Spins', 'Jackpot', 'Empire', 'Kingdom', 'Temple', 'Legends', 'Quest',
  'Dragons', 'Tigers', 'Koi', 'Pirates', 'Pharaoh', 'Goddess', 'Warriors', 'Sevens', 'Fruits', 'Cherries', 'Bells', 'Stars',
  'Nights', 'Festival', 'Safari', 'Voyage', 'Garden', 'Palace', 'Vault', 'Crown', 'Coins', 'Gold', 'Diamonds', 'Wolves',
  'Eagles', 'Monkeys', 'Lanterns', 'Carabao', 'Jeepney', 'Sampaguita', 'Mangroves', 'Islands', 'Typhoon', 'Harvest',
]
const suffixes = ['', '', '', ' Deluxe', ' Megaways', ' II', ' Hold & Win', ' Link', ' Xtreme', ' Classic', ' 1000', ' Rising']

const wordsByType: Partial<Record<GameType, { readonly first: readonly string[]; readonly second: readonly string[] }>> = {
  FISH: { first: ['Ocean', 'Deep Sea', 'Coral', 'Golden', 'Thunder', 'Shark', 'Dragon', 'Royal', 'Lucky', 'Mermaid'], second: ['Hunter', 'Fishing', 'Catch', 'Reef', 'King', 'Frenzy', 'Blast', 'Party'] },
  PVP: { first: ['Tongits', 'Pusoy', 'Pusoy Dos', 'Lucky 9', 'Baccarat', 'Blackjack', 'Poker', 'Sakla', 'Pai Gow', 'Mahjong'], second: ['Classic', 'Go', 'Club', 'Royale', 'Plus', 'Arena', 'Pro', 'Battle'] },
  // The live tables are baccarat and roulette (server/lib/house-engines.ts reads the name).
  LIVE: { first: ['Speed', 'VIP', 'Classic', 'Manila', 'Lightning', 'Grand', 'Golden', 'Dragon'], second: ['Baccarat', 'Roulette', 'Mini Baccarat', 'Auto Roulette', 'Baccarat Squeeze', 'European Roulette', 'Super Baccarat'] },
  // Every bingo room plays 75-ball bingo.
  BINGO: { first: ['Pinoy', 'Lucky', 'Speed', 'Fiesta', 'Golden', 'Super', 'Jackpot', 'Barrio'], second: ['Bingo 75', 'Bingo Hall', 'Bingo Rush', 'Bingo Party', 'Bingo Blitz', 'Bingo Bonanza'] },
  SPORTS: { first: ['Sportsbook', 'Live Betting', 'Virtual'], second: ['Lobby', 'Arena', 'Centre'] },
  ESPORTS: { first: ['Esports', 'Pro League', 'Tournament'], second: ['Lobby', 'Arena', 'Centre'] },
  // The e-lottery's titles say which game they play: a name with "Dice" draws 3 dice, the others 5 digits (server/providers/house/lottery-titles.ts).
  ELOTT: { first: ['Lotto', 'Quick', 'Super', 'Grand'], second: ['5D', '5D Express', '3 Dice', 'Dice Rush', '5D Turbo', '5D Classic', 'Dice Blitz', '5D Plus'] },
  LOTT: { first: ['Mien Bac', 'Mien Nam', 'Mien Trung', 'Vietlott', 'Pinoy'], second: ['Lottery', 'Express', 'Daily', 'Power'] },
}

/** A vendor whose titles are named apart from its type's: the sports vendor that runs cockfights (as many words as SPORTS, so the draws that follow do not move). */
const wordsByVendor: Readonly<Record<string, { readonly first: readonly string[]; readonly second: readonly string[] }>> = {
  DS88: { first: ['Sabong', 'Derby', 'Pintakasi'], second: ['Arena', 'Live', 'Cockpit'] },
}

/** Games per vendor for the non-slot types; slots take the rest of the 10,000. */
const perVendor: Record<GameType, number> = {
  RNG: 0, BINGO: 40, FISH: 48, PVP: 24, LIVE: 36, SPORTS: 3, COCKFIGHT: 3, ESPORTS: 3, ELOTT: 16, LOTT: 12,
}

const volatilities = ['low', 'medium', 'high'] as const

/** The catalogue for these vendors: exactly CATALOGUE_SIZE games. */
export function generateGames(vendors: readonly VendorSeed[]): GameSeed[] {
  const random = prng(20_261_123)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const names = new Set<string>()
  const counts = new Map<VendorSeed, number>()
  const slotVendors = vendors.filter((v) => v.gameType === 'RNG')
  let others = 0
  for (const v of vendors) {
    if (v.gameType === 'RNG') continue
    counts.set(v, perVendor[v.gameType])
    others += perVendor[v.gameType]
  }
  const slotTotal = CATALOGUE_SIZE - others
  slotVendors.forEach((v, i) => counts.set(v, Math.floor(slotTotal / slotVendors.length) + (i < slotTotal % slotVendors.length ? 1 : 0)))

  const uniqueName = (base: string): string => {
    if (!names.has(base)) return base
    for (let n = 2; ; n++) if (!names.has(`${base} ${n}`)) return `${base} ${n}`
  }
  const nameFor = (type: GameType, vassalage: string): string => {
    const words = wordsByVendor[vassalage] ?? wordsByType[type]
    for (let tries = 0; tries < 6; tries++) {
      const base = words ? `${pick(words.first)} ${pick(words.second)}` : `${pick(slotAdjectives)} ${pick(slotNouns)}${pick(suffixes)}`
      if (!names.has(base)) return base
    }
    return uniqueName(words ? `${pick(words.first)} ${pick(words.second)}` : `${pick(slotAdjectives)} ${pick(slotNouns)}`)
  }

  const games: GameSeed[] = []
  for (const v of vendors) {
    const count = counts.get(v) ?? 0
    for (let i = 0; i < count; i++) {
      const name = nameFor(v.gameType, v.vassalage)
      names.add(name)
      // Live tables and sportsbooks pay close to fair; slots spread from 94% to 97.5%.
      const rtpBp = v.gameType === 'RNG' || v.gameType === 'FISH' || v.gameType === 'BINGO'
        ? 9400 + Math.floor(random() * 351)
        : 9500 + Math.floor(random() * 300)
      games.push({
        id: `${v.vassalage.toLowerCase()}-${String(i + 1).padStart(4, '0')}`,
        vassalage: v.vassalage,
        gameType: v.gameType,
        name,
        rtpBp,
        volatility: pick(volatilities),
        isHot: random() < 0.03 ? 1 : 0,
        sort: i,
      })
    }
  }
  return games
}

/** Rooms of the PVP card games: three stakes per game. */
export function generateRooms(games: readonly GameSeed[]): RoomSeed[] {
  const stakes = [
    { label: 'Bronze', minBet: 1_000, seats: 4 },
    { label: 'Silver', minBet: 10_000, seats: 4 },
    { label: 'Gold', minBet: 100_000, seats: 6 },
  ]
  return games
    .filter((g) => g.gameType === 'PVP')
    .flatMap((g) => stakes.map((s, i) => ({ id: `${g.id}-r${i + 1}`, gameId: g.id, name: `${g.name} ${s.label}`, minBet: s.minBet, seats: s.seats, sort: g.sort * 10 + i })))
}
