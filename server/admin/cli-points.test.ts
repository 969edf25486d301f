/** The points and VIP commands' arguments, without a server (server/modules/points tests run the API they call). */
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatPointReward, minorOf, rateMilliOf } from './cli-points.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }
const ok = (args: string[], command: object) => expect(parseCliArgs(args, env), args.join(' ')).toMatchObject({ ok: true, command })
const refused = (args: string[], why: string) => expect(parseCliArgs(args, env), args.join(' ')).toEqual({ ok: false, error: expect.stringContaining(why) })

describe('points and vip CLI arguments', () => {
  it('reads amounts and rates exactly', () => {
    expect(minorOf('10')).toBe(1000)
    expect(minorOf('10.5')).toBe(1050)
    expect(minorOf('0.07')).toBe(7)
    expect(minorOf('1.234')).toBeNull()
    expect(rateMilliOf('0.5')).toBe(500)
    expect(rateMilliOf('1')).toBe(1000)
    expect(rateMilliOf('-1')).toBeNull()
  })

  it('reads each command', () => {
    ok(['points', 'config'], { kind: 'pointConfig' })
    ok(['points', 'rate', 'LIVE', '0.5'], { kind: 'pointRate', gameType: 'LIVE', rateMilli: 500 })
    ok(['points', 'ratio', '100', '10.00'], { kind: 'pointRatio', points: 100, amount: 1000, minimum: 100 })
    ok(['points', 'ratio', '100', '10.00', '300'], { kind: 'pointRatio', minimum: 300 })
    ok(['points', 'reward', 'add', 'credit', '--name', 'Bonus', '--points', '100', '--credit', '10.00', '--bets', '500'],
      { kind: 'pointRewardAdd', reward: { kind: 'credit', name: { en: 'Bonus' }, points: 100, creditAmount: 1000, betRequirement: 50000 } })
    ok(['points', 'reward', 'add', 'item', '--name', 'Cap', '--points', '300', '--stock', '10', '--limit', '1'],
      { kind: 'pointRewardAdd', reward: { kind: 'item', stock: 10, memberLimit: 1 } })
    ok(['points', 'reward', 'edit', '3', '--stock', 'none'], { kind: 'pointRewardEdit', id: 3, reward: { stock: null } })
    ok(['points', 'reward', 'withdraw', '3'], { kind: 'pointRewardEdit', id: 3, reward: { status: 'withdrawn' } })
    ok(['points', 'redemptions'], { kind: 'pointRedemptions' })
    ok(['points', 'approve', '12'], { kind: 'pointApprove', id: '12' })
    ok(['points', 'reject', '12', '--reason', 'no stock'], { kind: 'pointReject', id: '12', reason: 'no stock' })
    ok(['points', 'adjust', 'demo01', 'take', '200', '--reason', 'correction'], { kind: 'pointsAdjust', account: 'demo01', points: -200 })
    ok(['points', 'adjust', 'demo01', 'give', '50', '--reason', 'goodwill'], { kind: 'pointsAdjust', account: 'demo01', points: 50 })
    ok(['vip', 'levels'], { kind: 'vipLevels' })
    ok(['vip', 'level', '1', 'VIP1', '--bets', '10000', '--rebate-bp', '40', '--withdraw-count', '5', '--withdraw-max', '100000', '--multiplier', '110', '--birthday', '50', '--club', 'Bronze'],
      { kind: 'vipLevelSet', level: 1, body: { label: 'VIP1', club: 'Bronze', requiredBet: 1_000_000, rebateBp: 40, withdrawDailyCount: 5, withdrawDailyMax: 10_000_000, pointMultiplierPct: 110, birthdayBonus: 5000 } })
    ok(['vip', 'period', '30'], { kind: 'vipPeriod', days: 30 })
    ok(['vip', 'recompute'], { kind: 'vipRecompute' })
  })

  it('refuses bad arguments, saying why', () => {
    refused(['points'], 'config, rate, ratio')
    refused(['points', 'rate', 'rng', '1'], 'not a game type')
    refused(['points', 'rate', 'RNG', 'lots'], 'up to 3 decimals')
    refused(['points', 'ratio', '0', '10.00'], 'points ratio 100 10.00 100')
    refused(['points', 'reward', 'add', 'credit', '--name', 'X', '--points', '100'], 'needs --credit')
    refused(['points', 'reward', 'add', 'item', '--points', '100'], '--name')
    refused(['points', 'reward', 'edit', '3'], 'at least one')
    refused(['points', 'reject', '12'], '--reason')
    refused(['points', 'adjust', 'demo01', 'give', '0', '--reason', 'x'], 'other than 0')
    refused(['points', 'adjust', 'demo01', 'give', '5'], '--reason')
    refused(['points', 'config', '--reason', 'x'], '--reason does not belong to "points config"')
    refused(['vip', 'level', '1', 'VIP1'], 'vip level needs')
    refused(['vip', 'upgrade'], 'levels, level, period or recompute')
  })

  it('words a reward for the operator', () => {
    expect(formatPointReward({
      id: 2, kind: 'credit', name: { en: 'Bonus', ty: 'Bonus', cn: 'Bonus', th: 'Bonus', vi: 'Bonus' }, image: '', points: 100, creditAmount: 1000, betRequirement: 0,
      stock: null, memberLimit: 1, status: 'on', sort: 0, updatedBy: 'olga', updatedAt: '2026-12-05T00:00:00.000Z',
    })).toBe('#2 on        credit 10.00 "Bonus": 100 points, stock unlimited, per member 1 (changed by olga at 2026-12-05T00:00:00.000Z)')
  })
})
