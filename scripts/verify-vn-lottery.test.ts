/**
 * `npm run verify-round` on a Vietnamese lottery ticket: the draw and the ticket's bets recomputed
 * from the revealed seed match what was recorded, and a recorded figure changed does not.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawVnPrizes, hashSeed, VN_GAMES, VN_ODDS } from '../server/providers/house/index.ts'
import { printVnLottery } from './verify-vn-lottery.ts'
import type { LotteryRecord } from './verify-lottery.ts'

afterEach(() => { vi.restoreAllMocks(); process.exitCode = 0 })

const record = (tamper: number): LotteryRecord => {
  const seed = 'e'.repeat(64)
  const game = VN_GAMES.find((g) => g.id === 'VNMB')!
  const prizes = drawVnPrizes(game, seed, 20_500, 'genesis')
  const hit = prizes[3]!.numbers[0]!.slice(-2)
  const hits = prizes.flatMap((p) => p.numbers).filter((n) => n.endsWith(hit)).length
  const win = hits * Math.floor((1_000 * VN_ODDS.north.lo) / 100) + tamper
  return {
    lottery: true,
    draw: { drawId: 'VNMB:20500', game: 'VNMB', drawNo: 20_500, closesAt: 0, drawAt: 0, status: 'drawn', serverSeedHash: hashSeed(seed), serverSeed: seed, previousDrawNo: null, previousResult: 'genesis', result: prizes },
    ticket: { ticketId: 'T', stake: 1_000, win, status: 'settled', bets: [{ selection: `lo:${hit}`, stake: 1_000, odds: VN_ODDS.north.lo, win }] },
  }
}

describe('verify-round on a Vietnamese lottery ticket', () => {
  for (const [tamper, verdict, code] of [[0, 'MATCHES the recorded draw', 0], [1, 'DOES NOT MATCH the recorded draw', 1]] as const) {
    it(`says "${verdict}"`, () => {
      const logs: string[] = []
      vi.spyOn(console, 'log').mockImplementation((m: unknown) => { logs.push(String(m)) })
      printVnLottery(record(tamper))
      expect(logs.at(-1)).toBe(verdict)
      expect(logs.filter((l) => /^G\d|^DB/.test(l))).toHaveLength(8)
      expect(process.exitCode ?? 0).toBe(code)
    })
  }
})
