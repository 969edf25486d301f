/** The lottery odds and limit commands' arguments and printed words, without a server (lottery-odds.test.ts runs them against one). */
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatBetTerms, hundredthsOf } from './cli-lottery-odds.ts'
import { ODDS_BET_TYPES } from './contract-lottery-odds.ts'
import { betTypesOf, ODDS_FAMILIES } from '../providers/house/index.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('lottery odds CLI arguments', () => {
  it('knows the games and bet types the provider prices', () => {
    expect(ODDS_BET_TYPES).toEqual(Object.fromEntries(ODDS_FAMILIES.map((f) => [f, betTypesOf(f)])))
  })

  it('reads each command, odds and amounts as hundredths', () => {
    expect(parseCliArgs(['lottery', 'odds'], env)).toMatchObject({ ok: true, command: { kind: 'lotteryOdds' } })
    expect(parseCliArgs(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', '1.9'], env))
      .toMatchObject({ ok: true, command: { kind: 'lotteryOddsSet', game: 'ELOTT5', betType: 'sum-side', odds: 190 } })
    expect(parseCliArgs(['lottery', 'odds', 'set', 'north', 'de', '95', '--as', 'eve'], env))
      .toMatchObject({ ok: true, operator: 'eve', command: { kind: 'lotteryOddsSet', game: 'north', betType: 'de', odds: 9_500 } })
    expect(parseCliArgs(['lottery', 'odds', 'set', 'ELOTT3D', 'sum-11', '6.75'], env)).toMatchObject({ ok: true, command: { odds: 675 } })
    expect(parseCliArgs(['lottery', 'limit', 'set', 'south', '3c', '5000.00'], env))
      .toMatchObject({ ok: true, command: { kind: 'lotteryLimitSet', game: 'south', betType: '3c', maxPayout: 500_000 } })
    expect(parseCliArgs(['lottery', 'odds', 'reset', 'ELOTT3D', 'any-triple'], env))
      .toEqual(expect.objectContaining({ ok: true, command: { kind: 'lotteryOddsReset', game: 'ELOTT3D', betType: 'any-triple' } }))
    expect([hundredthsOf('1.95'), hundredthsOf('95'), hundredthsOf('0.5'), hundredthsOf('1.955'), hundredthsOf('-2'), hundredthsOf('1e3'), hundredthsOf('')])
      .toEqual([195, 9_500, 50, null, null, null, null])
  })

  it('refuses bad arguments, saying why', () => {
    const refused = (args: string[], why: string) => expect(parseCliArgs(args, env), args.join(' ')).toEqual({ ok: false, error: expect.stringContaining(why) })
    refused(['lottery', 'odds', 'change'], '"odds set" or "odds reset"')
    refused(['lottery', 'limit'], '"limit set"')
    refused(['lottery', 'limit', 'reset', 'north', 'lo'], '"limit set"')
    refused(['lottery', 'odds', 'set', 'VNHCM', 'lo', '5'], 'the game is one of ELOTT5, ELOTT3D, south, central, north')
    refused(['lottery', 'odds', 'set', 'elott5', 'sum-side', '1.9'], 'the game is one of')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'side', '1.9'], 'the bet type of ELOTT5 is one of sum-side, position-side, position-digit')
    refused(['lottery', 'odds', 'set', 'north', 'sum-4', '1.9'], 'the bet type of north is one of lo, de, 3c, x2, x3, x4')
    refused(['lottery', 'odds', 'set', 'ELOTT3D', 'sum-18', '1.9'], 'the bet type of ELOTT3D')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side'], 'one odds figure')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', '1.9', '2'], 'one odds figure')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', '1'], 'above 1.00')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', '1.955'], 'at most two places')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', 'x'], 'at most two places')
    refused(['lottery', 'limit', 'set', 'ELOTT5', 'sum-side', '0'], 'positive')
    refused(['lottery', 'limit', 'set', 'ELOTT5', 'sum-side', '10,000'], 'at most two decimals')
    refused(['lottery', 'odds', 'reset', 'ELOTT5', 'sum-side', '1.95'], 'only the game and the bet type')
    refused(['lottery', 'odds', 'set', 'ELOTT5', 'sum-side', '1.9', '--reason', 'x'], '--reason does not belong to "lottery odds"')
  })
})

describe('lottery odds CLI words', () => {
  it('prints odds and limits in two decimals, marking overrides with who made them', () => {
    const terms = { game: 'north', betType: 'lo', odds: 360, maxPayout: 500_000, oddsOverridden: true, limitOverridden: false, updatedBy: 'eve', updatedAt: '2026-12-05T01:00:00.000Z' }
    expect(formatBetTerms(terms)).toBe('north    lo              odds      3.60*  limit        5000.00   (eve, 2026-12-05T01:00:00.000Z)')
    expect(formatBetTerms({ ...terms, oddsOverridden: false, updatedBy: null, updatedAt: null })).toBe('north    lo              odds      3.60   limit        5000.00')
  })
})
