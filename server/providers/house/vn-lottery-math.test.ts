/**
 * The Vietnamese lottery's rules against independent readings of them: each region's prizes
 * (count and digits) from the published HMAC recipe, every province on its real weekdays at its
 * region's Vietnam time (a province's next draw across a week, a scaled second), each bet type's
 * exact return inside a 4–6% house margin, the xiên chance against a count of every outcome, and
 * settlement against a reference over random draws; a bad bet is refused with a reason.
 */
import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawsOn, drawTimes, openDrawNo } from './lottery-math.ts'
import {
  drawVnPrizes, parseVnResult, parseVnSelection, prizeCount, provinceOf, regionOfTitle, VN_BET_TYPES, VN_GAMES, VN_ODDS, VN_PRIZES, VN_REGIONS,
  vnBetReturn, vnGameOf, vnResultText, vnRtp, xienChance, type VnPrizeResult, type VnRegion,
} from './vn-lottery-math.ts'

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'))

/** The real schedule, as the provinces publish it (0 Sunday … 6 Saturday). */
const REAL: Record<VnRegion, string[][]> = {
  north: [['Thái Bình'], ['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định']],
  south: [['Tiền Giang', 'Kiên Giang', 'Đà Lạt'], ['TP.HCM', 'Đồng Tháp', 'Cà Mau'], ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'], ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'], ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'], ['TP.HCM', 'Long An', 'Bình Phước', 'Hậu Giang']],
  central: [['Khánh Hòa', 'Kon Tum', 'Thừa Thiên Huế'], ['Thừa Thiên Huế', 'Phú Yên'], ['Đắk Lắk', 'Quảng Nam'], ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'], ['Gia Lai', 'Ninh Thuận'], ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông']],
}
const UTC = (s: string) => Date.parse(s)
/** The Vietnam calendar day of a UTC instant. */
const vnDay = (ms: number) => Math.floor((ms + 7 * 3_600_000) / 86_400_000)

describe('the Vietnamese lottery rules', () => {
  it('draws 27 numbers in the North and 18 in the South and Central, each prize with its digits, from the published recipe', () => {
    expect(prizeCount('north')).toBe(27)
    expect(prizeCount('south')).toBe(18)
    expect(prizeCount('central')).toBe(18)
    const shape = (r: VnRegion) => VN_PRIZES[r].map((p) => `${p.name}:${p.count}x${p.digits}`).join(' ')
    expect(shape('north')).toBe('DB:1x5 G1:1x5 G2:2x5 G3:6x5 G4:4x4 G5:6x4 G6:3x3 G7:4x2')
    expect(shape('south')).toBe('G8:1x2 G7:1x3 G6:3x4 G5:1x4 G4:7x5 G3:2x5 G2:1x5 G1:1x5 DB:1x6')
    expect(shape('central')).toBe(shape('south'))
    fc.assert(fc.property(seedArb, fc.integer({ min: 1, max: 1e6 }), fc.string(), (seed, no, prev) => {
      for (const id of ['VNMB', 'VNHCM', 'VNDNG']) {
        const g = vnGameOf(id)!
        const prizes = drawVnPrizes(g, seed, no, prev)
        // The recipe as the rules page states it, read independently.
        const digits: number[] = []
        for (let k = 0; digits.length < 200; k++) {
          const d = createHmac('sha256', seed).update(`${id}:${no}:${prev}:${k}`).digest()
          for (let w = 0; w < 8; w++) digits.push(Math.floor((d.readUInt32BE(w * 4) * 10) / 4294967296))
        }
        let i = 0
        const expected = VN_PRIZES[g.region].map((p) => ({ prize: p.name, numbers: Array.from({ length: p.count }, () => digits.slice(i, (i += p.digits)).join('')) }))
        expect(prizes).toEqual(expected)
        expect(prizes.flatMap((p) => p.numbers)).toHaveLength(prizeCount(g.region))
        expect(parseVnResult(vnResultText(prizes))).toEqual(prizes)
      }
    }), { numRuns: 200 })
    const north = vnResultText(drawVnPrizes(vnGameOf('VNMB')!, 'a'.repeat(64), 1, 'genesis'))
    expect(north).toMatch(/^DB:\d{5}\|G1:\d{5}\|G2:\d{5},\d{5}\|G3:(\d{5},){5}\d{5}\|G4:(\d{4},){3}\d{4}\|G5:(\d{4},){5}\d{4}\|G6:(\d{3},){2}\d{3}\|G7:(\d{2},){3}\d{2}$/)
  })

  it('schedules every province on its real weekdays at its region\'s Vietnam time', () => {
    for (const region of VN_REGIONS) {
      for (let weekday = 0; weekday < 7; weekday++) {
        // 7 December 2026 is a Monday: day numbers of that week.
        const day = vnDay(UTC('2026-12-06T12:00:00Z')) + weekday
        const drawing = VN_GAMES.filter((g) => g.region === region && drawsOn(g, day)).map((g) => provinceOf(g, day)).sort()
        expect(drawing, `${region} weekday ${weekday}`).toEqual([...REAL[region][weekday]!].sort())
      }
    }
    const at = (id: string, day: number) => new Date(drawTimes(vnGameOf(id)!, 1000, day).drawAt).toISOString()
    const monday = vnDay(UTC('2026-12-07T12:00:00Z'))
    expect(at('VNHCM', monday)).toBe('2026-12-07T09:15:00.000Z')
    expect(at('VNTTH', monday)).toBe('2026-12-07T10:15:00.000Z')
    expect(at('VNMB', monday)).toBe('2026-12-07T11:15:00.000Z')
    expect(provinceOf(vnGameOf('VNMB')!, monday)).toBe('Hà Nội')
  })

  it('sells a province\'s next draw across the week, closing 15 minutes before, also with a scaled second', () => {
    const hcm = vnGameOf('VNHCM')!
    const next = (now: string, secondMs = 1000) => {
      const no = openDrawNo(hcm, secondMs, UTC(now) * (secondMs / 1000))
      return { ...drawTimes(hcm, secondMs, no), no }
    }
    // Tuesday morning: Saturday's draw, on sale since Monday's closed.
    const sat = next('2026-12-08T03:00:00Z')
    expect(new Date(sat.drawAt).toISOString()).toBe('2026-12-12T09:15:00.000Z')
    expect(new Date(sat.closesAt).toISOString()).toBe('2026-12-12T09:00:00.000Z')
    expect(new Date(sat.opensAt).toISOString()).toBe('2026-12-07T09:00:00.000Z')
    expect(next('2026-12-12T08:59:59Z').no).toBe(sat.no)
    // Once Saturday's sales close, Monday's.
    const mon = next('2026-12-12T09:00:00Z')
    expect(new Date(mon.drawAt).toISOString()).toBe('2026-12-14T09:15:00.000Z')
    expect(mon.opensAt).toBe(sat.closesAt)
    // The North draws daily: after today's close, tomorrow's.
    const mb = vnGameOf('VNMB')!
    expect(new Date(drawTimes(mb, 1000, openDrawNo(mb, 1000, UTC('2026-12-07T11:00:00Z'))).drawAt).toISOString()).toBe('2026-12-08T11:15:00.000Z')
    // A scaled second (TABLE_SECOND_MS 10): the same draws, every time 100 times shorter.
    const scaled = next('2026-12-08T03:00:00Z', 10)
    expect(scaled.no).toBe(sat.no)
    expect(scaled.drawAt).toBe(sat.drawAt / 100)
    expect(scaled.closesAt).toBe(sat.closesAt / 100)
    fc.assert(fc.property(fc.integer({ min: 1.6e12, max: 2e12 }), fc.constantFrom(...VN_GAMES), (now, g) => {
      const no = openDrawNo(g, 1000, now)
      const t = drawTimes(g, 1000, no)
      expect(drawsOn(g, no)).toBe(true)
      expect(now).toBeGreaterThanOrEqual(t.opensAt)
      expect(now).toBeLessThan(t.closesAt)
      expect(t.drawAt - t.closesAt).toBe(15 * 60_000)
    }))
  })

  it('keeps every bet type\'s exact return between 94% and 96%', () => {
    for (const region of VN_REGIONS) {
      for (const type of VN_BET_TYPES) {
        const [num, den] = vnRtp(region, type)
        expect(num * 100n >= den * 94n && num * 100n <= den * 96n, `${region} ${type}: ${Number((num * 100000n) / den) / 1000}%`).toBe(true)
      }
    }
    // A lô returns P / 100 hits x odds: 27 x 3.51 and 18 x 5.27 per 100.
    expect(vnRtp('north', 'lo')).toEqual([27n * 351n, 10_000n])
    expect(VN_ODDS.south).toEqual(VN_ODDS.central)
  })

  it('computes the xiên chance as a count of every outcome does', () => {
    // Three numbers, each of the 100 endings: count the outcomes that show every pick.
    for (const k of [1, 2, 3]) {
      let hit = 0
      for (let a = 0; a < 100; a++) for (let b = 0; b < 100; b++) for (let c = 0; c < 100; c++) {
        const seen = new Set([a, b, c])
        if ([0, 1, 2].slice(0, k).every((n) => seen.has(n))) hit++
      }
      expect(xienChance(k, 3)).toEqual([BigInt(hit), 1_000_000n])
    }
    const [n2, d2] = xienChance(2, 27)
    expect(Number((n2 * 10n ** 12n) / d2) / 1e12).toBeCloseTo(1 - 2 * 0.99 ** 27 + 0.98 ** 27, 9)
  })

  it('settles every bet type as a reference does over random draws', () => {
    const reference = (type: string, nums: string[], prizes: VnPrizeResult[]) => {
      const all = prizes.flatMap((p) => p.numbers)
      const db = prizes.find((p) => p.prize === 'DB')!.numbers[0]!
      if (type === 'lo') return all.filter((n) => n.endsWith(nums[0]!) && n.length >= 2).length
      if (type === 'de') return db.endsWith(nums[0]!) ? 1 : 0
      if (type === '3c') return db.endsWith(nums[0]!) ? 1 : 0
      return nums.every((x) => all.some((n) => n.slice(-2) === x)) ? 1 : 0
    }
    const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'))
    fc.assert(fc.property(seedArb, fc.constantFrom('VNMB', 'VNHCM', 'VNKT'), fc.constantFrom(...VN_BET_TYPES), fc.uniqueArray(two, { minLength: 4, maxLength: 4 }),
      fc.integer({ min: 0, max: 999 }), fc.integer({ min: 100, max: 50_000 }), (seed, id, type, picks, three, stake) => {
        const g = vnGameOf(id)!
        const prizes = drawVnPrizes(g, seed, 7, 'genesis')
        // Half the time, a pick taken from the draw, so wins are tried too.
        const hitPick = prizes[three % prizes.length]!.numbers[0]!.slice(-2)
        const nums = type === '3c' ? [String(three).padStart(3, '0')] : type.startsWith('x') ? picks.slice(0, Number(type[1])) : [three % 2 ? hitPick : picks[0]!]
        const sel = parseVnSelection(`${type}:${nums.join('-')}`)
        if ('error' in sel) throw new Error(sel.error)
        const odds = VN_ODDS[g.region][type]
        expect(vnBetReturn(sel, stake, odds, prizes)).toBe(reference(type, nums, prizes) * Math.floor((stake * odds) / 100))
      }), { numRuns: 3_000 })
  })

  it('refuses a bad bet with the reason: a bad number, a repeated one, the wrong count', () => {
    expect(parseVnSelection('x2:34-12')).toEqual({ type: 'x2', numbers: ['12', '34'], selection: 'x2:12-34' })
    expect(parseVnSelection('3c:007')).toMatchObject({ selection: '3c:007' })
    expect(parseVnSelection('lo:7')).toEqual({ error: '"7" is not a 2-digit number (00 to 99).' })
    expect(parseVnSelection('3c:12')).toEqual({ error: '"12" is not a 3-digit number (000 to 999).' })
    expect(parseVnSelection('de:1a')).toEqual({ error: '"1a" is not a 2-digit number (00 to 99).' })
    expect(parseVnSelection('x3:12-12-40')).toEqual({ error: 'A x3 bet\'s numbers must differ.' })
    expect(parseVnSelection('x4:12-13-14')).toEqual({ error: 'A x4 bet takes 4 numbers, not 3.' })
    expect(parseVnSelection('lo:12-13')).toEqual({ error: 'A lo bet takes 1 number, not 2.' })
    expect(parseVnSelection('bao:12')).toMatchObject({ error: expect.stringContaining('not a bet type') })
  })

  it('reads a title\'s region from its name', () => {
    expect(regionOfTitle('Mien Bac Express')).toBe('north')
    expect(regionOfTitle('Mien Nam Daily')).toBe('south')
    expect(regionOfTitle('Mien Trung Power')).toBe('central')
    expect(regionOfTitle('Vietlott Daily')).toBeNull()
  })
})
