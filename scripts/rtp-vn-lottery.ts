/**
 * The Vietnamese lottery part of `npm run rtp`: each bet type's exact return per region, from its
 * exact chance (lô: the region's P numbers each end in the pick with chance 1/100, P/100 hits
 * expected; đề 1/100; 3 càng 1/1000; xiên k by inclusion–exclusion over P numbers) times the
 * server's odds, as fractions of integers; and a simulation of --vn-draws N draws per region
 * (default 20,000) with the server's own drawVnPrizes and settlement, a random pick per bet type,
 * measured against the exact figure within four standard errors. Every type keeps a 4–6% margin.
 */
import { createHash } from 'node:crypto'
import { drawVnPrizes, parseVnSelection, prizeCount, VN_BET_TYPES, VN_GAMES, VN_ODDS, vnBetReturn, vnChance, vnRtp, type VnBetType, type VnRegion } from '../server/providers/house/index.ts'

const REGIONS: VnRegion[] = ['north', 'central', 'south']
const NAMES: Record<VnBetType, string> = { lo: 'lô 2 số (per hit)', de: 'đề', '3c': '3 càng', x2: 'xiên 2', x3: 'xiên 3', x4: 'xiên 4' }
/** A fraction of big integers as a percentage with `digits` decimals. */
const pct = (num: bigint, den: bigint, digits = 4): string => (Number((num * 10n ** BigInt(digits + 2)) / den) / 10 ** digits).toFixed(digits)

export const vnLotteryReport = (draws: number): { section: string; ok: boolean } => {
  let ok = true
  const exactRows: string[] = []
  const simRows: string[] = []
  for (const region of REGIONS) {
    for (const type of VN_BET_TYPES) {
      const c = vnChance(region, type)
      const [num, den] = vnRtp(region, type)
      const within = num * 100n >= den * 94n && num * 100n <= den * 96n
      ok &&= within
      const chance = type === 'lo' ? `${prizeCount(region)}/100 hits` : `${pct(c.num, c.den, 6)}%`
      exactRows.push(`| ${region} | ${NAMES[type]} | ${chance} | ${(VN_ODDS[region][type] / 100).toFixed(2)} | ${pct(num, den)}% | ${pct(den - num, den)}% | ${within ? 'yes' : 'NO'} |`)
      console.log(`vn-lottery ${region} ${type}: odds ${(VN_ODDS[region][type] / 100).toFixed(2)}, exact RTP ${pct(num, den)}%`)
    }
    // One game of the region; its draws from seeds no one chose (a hash of the run's counter).
    const game = VN_GAMES.find((g) => g.region === region)!
    const acc = new Map<VnBetType, { paid: number; sq: number }>(VN_BET_TYPES.map((t) => [t, { paid: 0, sq: 0 }]))
    for (let i = 0; i < draws; i++) {
      const h = createHash('sha256').update(`rtp-vn:${region}:${i}`).digest()
      const prizes = drawVnPrizes(game, h.toString('hex'), i + 1, 'rtp')
      const picks = [...new Set(Array.from({ length: 12 }, (_, k) => String(h[k]! % 100).padStart(2, '0')))]
      for (const type of VN_BET_TYPES) {
        const numbers = type === '3c' ? [String(h.readUInt16BE(20) % 1000).padStart(3, '0')] : type.startsWith('x') ? picks.slice(0, Number(type[1])) : [picks[0]!]
        const sel = parseVnSelection(`${type}:${numbers.join('-')}`)
        if ('error' in sel) continue
        const back = vnBetReturn(sel, 10_000, VN_ODDS[region][type], prizes) / 10_000
        const a = acc.get(type)!
        a.paid += back; a.sq += back * back
      }
    }
    for (const type of VN_BET_TYPES) {
      const a = acc.get(type)!
      const mean = a.paid / draws
      const se = Math.sqrt(Math.max(0, a.sq / draws - mean * mean) / draws) * 100
      const [num, den] = vnRtp(region, type)
      const exact = Number((num * 1_000_000n) / den) / 10_000
      const within = Math.abs(mean * 100 - exact) <= 4 * se
      ok &&= within
      simRows.push(`| ${region} | ${NAMES[type]} | ${exact.toFixed(3)}% | ${(mean * 100).toFixed(3)}% | ${se.toFixed(3)} | ${within ? 'yes' : 'NO'} |`)
    }
  }
  const section = `
## Vietnamese lottery

The regional daily draws (\`server/providers/house/vn-lottery-math.ts\`): the North draws 27 numbers, the Central and
South regions 18, every digit uniform from the draw's HMAC stream. A bet's chance is exact: lô pays once per number
ending in the pick (each number does with chance 1/100, so P/100 hits are expected), đề 1/100, 3 càng 1/1000, and xiên k
(k distinct picks all among the numbers' last two digits) sum over j of (-1)^j C(k, j) ((100 - j) / 100)^P. Exact return =
chance x odds, from the integers (the odds are each floor(95 / chance) hundredths); the house margin must be 4 to 6%.

| region | bet | chance | odds | exact RTP | margin | 4–6% margin |
|---|---|---|---|---|---|---|
${exactRows.join('\n')}

Simulated with the server's own \`drawVnPrizes\` and \`vnBetReturn\` over ${draws.toLocaleString('en-US')} draws per region, one random pick
per bet type a draw; within four standard errors (se, in points) of the exact return. More draws: \`npm run rtp -- --vn-draws 200000\`.

| region | bet | exact RTP | measured RTP | se | within |
|---|---|---|---|---|---|
${simRows.join('\n')}
`
  return { section, ok }
}
