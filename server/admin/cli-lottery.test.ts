/** The lottery commands' arguments and printed words, without a server (lottery.test.ts runs them against one). */
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.ts'
import { formatCancel, formatExposure, formatLotteryDraws } from './cli-lottery.ts'

const env = { ADMIN_TOKEN: 'env-token-0123456789' }

describe('lottery CLI arguments', () => {
  it('reads each command with its options', () => {
    expect(parseCliArgs(['lottery', 'draws'], env)).toMatchObject({ ok: true, command: { kind: 'lotteryDraws' } })
    expect(parseCliArgs(['lottery', 'draws', 'VNHCM'], env)).toEqual(expect.objectContaining({ ok: true, command: { kind: 'lotteryDraws', game: 'VNHCM' } }))
    expect(parseCliArgs(['lottery', 'draws', 'ELOTT5', '--status', 'drawn'], env)).toMatchObject({ ok: true, command: { kind: 'lotteryDraws', game: 'ELOTT5', status: 'drawn' } })
    expect(parseCliArgs(['lottery', 'draws', '--status', 'cancelled'], env)).toEqual(expect.objectContaining({ ok: true, command: { kind: 'lotteryDraws', status: 'cancelled' } }))
    expect(parseCliArgs(['lottery', 'exposure', 'ELOTT3D:9500000'], env)).toMatchObject({ ok: true, command: { kind: 'lotteryExposure', drawId: 'ELOTT3D:9500000' } })
    expect(parseCliArgs(['lottery', 'cancel', 'VNMB:20400', '--reason', ' server clock was wrong ', '--as', 'eve'], env))
      .toMatchObject({ ok: true, operator: 'eve', command: { kind: 'lotteryCancel', drawId: 'VNMB:20400', reason: 'server clock was wrong' } })
  })

  it('refuses bad arguments and options that belong elsewhere, saying why', () => {
    const refused = (args: string[], why: string) => expect(parseCliArgs(args, env), args.join(' ')).toEqual({ ok: false, error: expect.stringContaining(why) })
    refused(['lottery'], 'draws, exposure, cancel, odds or limit')
    refused(['lottery', 'tickets'], 'draws, exposure, cancel, odds or limit')
    refused(['lottery', 'draws', 'elott5'], 'not a game id')
    refused(['lottery', 'draws', 'ELOTT5', 'VNMB'], 'at most one game')
    refused(['lottery', 'draws', '--status', 'closed'], '--status is one of open, drawn, cancelled')
    refused(['lottery', 'exposure'], 'give one draw id')
    refused(['lottery', 'exposure', 'ELOTT5'], 'give one draw id')
    refused(['lottery', 'exposure', 'ELOTT5:1', 'ELOTT5:2'], 'give one draw id')
    refused(['lottery', 'cancel', 'ELOTT5:12'], '--reason')
    refused(['lottery', 'cancel', 'ELOTT5:12', '--reason', '   '], '--reason')
    refused(['lottery', 'cancel', 'ELOTT5:12', '--reason', 'x'.repeat(501)], 'at most 500')
    // An unquoted reason leaves its other words behind as draw ids.
    refused(['lottery', 'cancel', 'ELOTT5:12', '--reason', 'wrong', 'schedule'], 'in quotes')
    refused(['lottery', 'exposure', 'ELOTT5:12', '--reason', 'x'], '--reason does not belong to "lottery exposure"')
    refused(['lottery', 'cancel', 'ELOTT5:12', '--reason', 'x', '--status', 'open'], '--status does not belong to "lottery cancel"')
  })
})

describe('lottery CLI words', () => {
  const draw = {
    drawId: 'ELOTT5:29000000', game: 'ELOTT5', drawAt: '2026-12-05T00:01:00.000Z', closesAt: '2026-12-05T00:00:50.000Z', status: 'drawn' as const,
    result: '0,7,3,9,1', tickets: 3, stake: 4_550, paid: 1_950, refunded: 0,
  }

  it('prints money in two decimals, the result once drawn, and the refunds of a cancelled draw', () => {
    expect(formatLotteryDraws([draw])).toBe(
      'ELOTT5:29000000 drawn     draw 2026-12-05T00:01:00.000Z (sales close 2026-12-05T00:00:50.000Z) result 0,7,3,9,1\n' +
      '  3 ticket(s), staked 45.50, paid 19.50')
    expect(formatLotteryDraws([])).toBe('No lottery draws.')
    const cancelled = { ...draw, status: 'cancelled' as const, result: null, paid: 0, refunded: 4_550 }
    expect(formatCancel({ draw: cancelled, waiting: 0 })).toContain('staked 45.50, paid 0.00, refunded 45.50\nEvery ticket is refunded.')
    expect(formatCancel({ draw: cancelled, waiting: 2 })).toContain('2 ticket(s) wait for the wallet')
  })

  it('prints the exposure highest first against the limit', () => {
    expect(formatExposure({ drawId: 'ELOTT5:1', status: 'open', limit: 2_000_000, selections: [{ selection: 'p4:3', payout: 1_000_000 }, { selection: 'sum:big', payout: 1_950 }] }))
      .toBe('Draw ELOTT5:1 (open): limit per selection 20000.00\n  p4:3         10000.00 (50% of the limit)\n  sum:big         19.50 (0% of the limit)')
    // A selection whose bet type has an operator's limit is measured against it.
    expect(formatExposure({ drawId: 'ELOTT5:1', status: 'open', limit: 2_000_000, selections: [{ selection: 'p4:3', payout: 2_500, limit: 5_000 }, { selection: 'sum:big', payout: 1_950, limit: 2_000_000 }] }))
      .toBe('Draw ELOTT5:1 (open): limit per selection 20000.00\n  p4:3            25.00 (50% of the limit 50.00)\n  sum:big         19.50 (0% of the limit)')
    expect(formatExposure({ drawId: 'ELOTT5:1', status: 'open', limit: null, selections: [] })).toBe('Draw ELOTT5:1 (open): limit per selection unknown\nNo bets on this draw.')
  })
})
