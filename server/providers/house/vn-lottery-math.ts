/**
 * The Vietnamese lottery (vendor TCG_LOTTO_VN, prize mode Lott): its regional daily draws, their
 * prizes and the bet types with their odds. Pure: no database, no clock.
 *
 * Schedule: every draw is at a fixed Vietnam time (GMT+7): South 16:15, Central 17:15, North
 * 18:15, each province on its weekdays; sales close VN_CLOSE_BEFORE seconds before. A game's draw
 * n is the Vietnam calendar day n since 1 January 1970 (lottery-math.ts, daily schedule).
 *
 * Result: digits read from a stream of HMAC-SHA256 blocks, block k being
 * HMAC-SHA256(server seed, "<game>:<draw no>:<previous result>:<k>") (k = 0, 1, ...); each block
 * gives eight big-endian 32-bit words w, each word one digit floor(w * 10 / 2^32). The digits fill
 * the prizes in the order of VN_PRIZES (North ĐB first, South and Central G8 first), each number
 * most significant digit first. The result is stored as "DB:12345|G1:…|G2:12345,67890|…": each
 * prize's name, a colon and its numbers joined by commas, the prizes joined by "|", in that order.
 *
 * Odds are integer hundredths of the stake and include it; a winning bet returns
 * floor(stake * odds / 100) (a lô that many times per hit), else 0.
 */
import { createHmac } from 'node:crypto'
import { weekdayOf, type DailySchedule } from './lottery-math.ts'

export type VnRegion = 'north' | 'central' | 'south'
export const VN_REGIONS: ReadonlyArray<VnRegion> = ['south', 'central', 'north']

export interface VnPrize { readonly name: string; readonly count: number; readonly digits: number }
const NORTH_PRIZES: ReadonlyArray<VnPrize> = [
  { name: 'DB', count: 1, digits: 5 }, { name: 'G1', count: 1, digits: 5 }, { name: 'G2', count: 2, digits: 5 }, { name: 'G3', count: 6, digits: 5 },
  { name: 'G4', count: 4, digits: 4 }, { name: 'G5', count: 6, digits: 4 }, { name: 'G6', count: 3, digits: 3 }, { name: 'G7', count: 4, digits: 2 },
]
const SOUTH_PRIZES: ReadonlyArray<VnPrize> = [
  { name: 'G8', count: 1, digits: 2 }, { name: 'G7', count: 1, digits: 3 }, { name: 'G6', count: 3, digits: 4 }, { name: 'G5', count: 1, digits: 4 },
  { name: 'G4', count: 7, digits: 5 }, { name: 'G3', count: 2, digits: 5 }, { name: 'G2', count: 1, digits: 5 }, { name: 'G1', count: 1, digits: 5 },
  { name: 'DB', count: 1, digits: 6 },
]
/** The prizes of a region's draw, in drawing order. */
export const VN_PRIZES: Readonly<Record<VnRegion, ReadonlyArray<VnPrize>>> = { north: NORTH_PRIZES, central: SOUTH_PRIZES, south: SOUTH_PRIZES }
/** How many numbers a region's draw has (North 27, Central and South 18). */
export const prizeCount = (region: VnRegion): number => VN_PRIZES[region].reduce((a, p) => a + p.count, 0)

const HOUR = 3600
/** Vietnam time, GMT+7. */
export const VN_UTC_OFFSET = 7 * HOUR
/** Sales close 15 minutes before a draw. */
export const VN_CLOSE_BEFORE = 15 * 60
const DRAW_AT: Readonly<Record<VnRegion, number>> = { south: 16 * HOUR + 15 * 60, central: 17 * HOUR + 15 * 60, north: 18 * HOUR + 15 * 60 }

export interface VnGame {
  readonly id: string
  readonly region: VnRegion
  /** The province; the North's one daily draw takes the name of the day's province (NORTH_BY_WEEKDAY). */
  readonly name: string
  readonly closeBefore: number
  readonly daily: DailySchedule
}

/** The North draws once a day, in the name of the day's province (0 Sunday). */
export const NORTH_BY_WEEKDAY = ['Thái Bình', 'Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hà Nội', 'Hải Phòng', 'Nam Định'] as const

const game = (id: string, region: VnRegion, name: string, weekdays: number[]): VnGame =>
  ({ id, region, name, closeBefore: VN_CLOSE_BEFORE, daily: { at: DRAW_AT[region], utcOffset: VN_UTC_OFFSET, weekdays } })
const SUN = 0, MON = 1, TUE = 2, WED = 3, THU = 4, FRI = 5, SAT = 6

export const VN_GAMES: ReadonlyArray<VnGame> = [
  game('VNMB', 'north', 'Miền Bắc', [SUN, MON, TUE, WED, THU, FRI, SAT]),
  game('VNHCM', 'south', 'TP.HCM', [MON, SAT]), game('VNDT', 'south', 'Đồng Tháp', [MON]), game('VNCM', 'south', 'Cà Mau', [MON]),
  game('VNBTR', 'south', 'Bến Tre', [TUE]), game('VNVT', 'south', 'Vũng Tàu', [TUE]), game('VNBL', 'south', 'Bạc Liêu', [TUE]),
  game('VNDN', 'south', 'Đồng Nai', [WED]), game('VNCT', 'south', 'Cần Thơ', [WED]), game('VNST', 'south', 'Sóc Trăng', [WED]),
  game('VNTN', 'south', 'Tây Ninh', [THU]), game('VNAG', 'south', 'An Giang', [THU]), game('VNBTH', 'south', 'Bình Thuận', [THU]),
  game('VNVL', 'south', 'Vĩnh Long', [FRI]), game('VNBD', 'south', 'Bình Dương', [FRI]), game('VNTV', 'south', 'Trà Vinh', [FRI]),
  game('VNLA', 'south', 'Long An', [SAT]), game('VNBP', 'south', 'Bình Phước', [SAT]), game('VNHG', 'south', 'Hậu Giang', [SAT]),
  game('VNTG', 'south', 'Tiền Giang', [SUN]), game('VNKG', 'south', 'Kiên Giang', [SUN]), game('VNDL', 'south', 'Đà Lạt', [SUN]),
  game('VNTTH', 'central', 'Thừa Thiên Huế', [MON, SUN]), game('VNPY', 'central', 'Phú Yên', [MON]),
  game('VNDLK', 'central', 'Đắk Lắk', [TUE]), game('VNQNM', 'central', 'Quảng Nam', [TUE]),
  game('VNDNG', 'central', 'Đà Nẵng', [WED, SAT]), game('VNKH', 'central', 'Khánh Hòa', [WED, SUN]),
  game('VNBDH', 'central', 'Bình Định', [THU]), game('VNQT', 'central', 'Quảng Trị', [THU]), game('VNQB', 'central', 'Quảng Bình', [THU]),
  game('VNGL', 'central', 'Gia Lai', [FRI]), game('VNNT', 'central', 'Ninh Thuận', [FRI]),
  game('VNQNG', 'central', 'Quảng Ngãi', [SAT]), game('VNDNO', 'central', 'Đắk Nông', [SAT]), game('VNKT', 'central', 'Kon Tum', [SUN]),
]
const BY_ID = new Map(VN_GAMES.map((g) => [g.id, g]))
export const vnGameOf = (id: string): VnGame | null => BY_ID.get(id) ?? null

/** The province a game's draw on day `drawNo` is named after. */
export const provinceOf = (g: VnGame, drawNo: number): string => (g.region === 'north' ? NORTH_BY_WEEKDAY[weekdayOf(drawNo)]! : g.name)

/** A catalogue title's region from its name ("Mien Bac …" North, "Mien Nam …" South, "Mien Trung …" Central), else null. */
export const regionOfTitle = (name: string): VnRegion | null => {
  const m = /^mien\s+(bac|nam|trung)\b/i.exec(name.trim())
  return m ? ({ bac: 'north', nam: 'south', trung: 'central' } as const)[m[1]!.toLowerCase() as 'bac' | 'nam' | 'trung'] : null
}

/** The digit stream of a draw: block k is HMAC-SHA256(seed, "<game>:<drawNo>:<previous>:<k>"), eight digits a block. */
const digitStream = (gameId: string, serverSeed: string, drawNo: number, previous: string) => {
  let block = -1
  let digest = Buffer.alloc(0)
  let word = 8
  return (): number => {
    if (word === 8) { block++; word = 0; digest = createHmac('sha256', serverSeed).update(`${gameId}:${drawNo}:${previous}:${block}`).digest() }
    return Math.floor((digest.readUInt32BE(4 * word++) * 10) / 2 ** 32)
  }
}

export interface VnPrizeResult { readonly prize: string; readonly numbers: ReadonlyArray<string> }

/** A draw's prizes from its server seed and the previous draw's result. */
export const drawVnPrizes = (g: VnGame, serverSeed: string, drawNo: number, previous: string): VnPrizeResult[] => {
  const next = digitStream(g.id, serverSeed, drawNo, previous)
  return VN_PRIZES[g.region].map((p) => ({
    prize: p.name,
    numbers: Array.from({ length: p.count }, () => Array.from({ length: p.digits }, next).join('')),
  }))
}
export const vnResultText = (prizes: ReadonlyArray<VnPrizeResult>): string => prizes.map((p) => `${p.prize}:${p.numbers.join(',')}`).join('|')
export const parseVnResult = (text: string): VnPrizeResult[] =>
  text.split('|').map((part) => { const [prize, numbers] = part.split(':') as [string, string]; return { prize, numbers: numbers.split(',') } })

export type VnBetType = 'lo' | 'de' | '3c' | 'x2' | 'x3' | 'x4'
export const VN_BET_TYPES: ReadonlyArray<VnBetType> = ['lo', 'de', '3c', 'x2', 'x3', 'x4']

/**
 * The odds per region (hundredths, stake included). Each is floor(95 / p) for the bet's chance p
 * of one hit, so each returns just under 95% (a margin of 5.0 to 5.3%):
 * - lô: each of the region's P numbers ends in the pick with chance 1/100 (P/100 hits expected);
 * - đề: the special prize's last two digits, 1/100; 3 càng: its last three, 1/1000;
 * - xiên k: k distinct picks each the last two digits of at least one number, by
 *   inclusion–exclusion sum_j (-1)^j C(k, j) ((100 - j) / 100)^P (xienChance).
 */
export const VN_ODDS: Readonly<Record<VnRegion, Readonly<Record<VnBetType, number>>>> = {
  north: { lo: 351, de: 9500, '3c': 95000, x2: 1730, x3: 7724, x4: 35581 },
  central: { lo: 527, de: 9500, '3c': 95000, x2: 3638, x3: 24275, x4: 171101 },
  south: { lo: 527, de: 9500, '3c': 95000, x2: 3638, x3: 24275, x4: 171101 },
}

/** Limits in minor units: stake per bet, bets per ticket, and the most one selection of a draw may pay over all tickets. */
export const VN_LIMITS = { minStake: 100, maxStake: 50_000, maxBets: 20, maxPayoutPerSelection: 100_000_000 } as const

const binomial = (n: number, k: number): bigint => { let r = 1n; for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1); return r }
/** The exact chance that k distinct 2-digit picks all appear among P numbers' last two digits: [numerator, denominator 100^P]. */
export const xienChance = (k: number, prizes: number): [bigint, bigint] => {
  let num = 0n
  for (let j = 0; j <= k; j++) num += (j % 2 === 0 ? 1n : -1n) * binomial(k, j) * BigInt(100 - j) ** BigInt(prizes)
  return [num, 100n ** BigInt(prizes)]
}

/** A bet's chance of its first hit and the most hits it can have, exactly: [numerator, denominator, maxHits]. */
export const vnChance = (region: VnRegion, type: VnBetType): { num: bigint; den: bigint; maxHits: number } => {
  const p = prizeCount(region)
  if (type === 'lo') return { num: BigInt(p), den: 100n, maxHits: p }
  if (type === 'de') return { num: 1n, den: 100n, maxHits: 1 }
  if (type === '3c') return { num: 1n, den: 1000n, maxHits: 1 }
  const [num, den] = xienChance(Number(type.slice(1)), p)
  return { num, den, maxHits: 1 }
}
/** The exact return to player of a bet type in a region at `odds` (default: the table's), as a fraction (expected hits x odds / 100). */
export const vnRtp = (region: VnRegion, type: VnBetType, odds: number = VN_ODDS[region][type]): [bigint, bigint] => {
  const c = vnChance(region, type)
  return [c.num * BigInt(odds), c.den * 100n]
}

export interface VnSelection { readonly type: VnBetType; readonly numbers: ReadonlyArray<string>; readonly selection: string }

/**
 * Reads a bet ("lo:27", "de:05", "3c:127", "x2:12-34" …) into its normalised selection (a xiên's
 * numbers sorted), or says what is wrong with it.
 */
export const parseVnSelection = (text: string): VnSelection | { error: string } => {
  const m = /^(lo|de|3c|x2|x3|x4):(.*)$/.exec(text)
  if (!m) return { error: `"${text}" is not a bet type: lo, de, 3c, x2, x3 or x4.` }
  const type = m[1] as VnBetType
  const numbers = m[2]!.split('-')
  const digits = type === '3c' ? 3 : 2
  const want = type.startsWith('x') ? Number(type.slice(1)) : 1
  if (numbers.length !== want) return { error: `A ${type} bet takes ${want} number${want > 1 ? 's' : ''}, not ${numbers.length}.` }
  for (const n of numbers) if (!new RegExp(`^\\d{${digits}}$`).test(n)) return { error: `"${n}" is not a ${digits}-digit number (${'0'.repeat(digits)} to ${'9'.repeat(digits)}).` }
  if (new Set(numbers).size !== numbers.length) return { error: `A ${type} bet's numbers must differ.` }
  const sorted = type.startsWith('x') ? [...numbers].sort() : numbers
  return { type, numbers: sorted, selection: `${type}:${sorted.join('-')}` }
}

/** How many times a selection wins on a draw's prizes (a lô once per number ending in it; the others 0 or 1). */
export const vnHits = (sel: VnSelection, prizes: ReadonlyArray<VnPrizeResult>): number => {
  const all = prizes.flatMap((p) => p.numbers)
  const special = prizes.find((p) => p.prize === 'DB')!.numbers[0]!
  const endings = all.map((n) => n.slice(-2))
  switch (sel.type) {
    case 'lo': return endings.filter((e) => e === sel.numbers[0]).length
    case 'de': return special.slice(-2) === sel.numbers[0] ? 1 : 0
    case '3c': return special.slice(-3) === sel.numbers[0] ? 1 : 0
    default: return sel.numbers.every((n) => endings.includes(n)) ? 1 : 0
  }
}

/** What a bet returns: floor(stake * odds / 100) per hit. */
export const vnBetReturn = (sel: VnSelection, stake: number, odds: number, prizes: ReadonlyArray<VnPrizeResult>): number =>
  vnHits(sel, prizes) * Math.floor((stake * odds) / 100)
