/**
 * The bet types the operator prices: every selection of each e-lottery game has one, every
 * default keeps a house margin, and the margin check refuses odds at or above the fair price by
 * the exact chances (checked against hand-counted ones).
 */
import { describe, expect, it } from 'vitest'
import { LOTTERY_GAME_IDS, LOTTERY_GAMES, selectionsOf, selectionWins, type LotteryGameId } from './lottery-math.ts'
import { betTypesOf, defaultOdds, eLotteryBetType, eLotteryWins, exactRtp, keepsMargin, ODDS_FAMILIES } from './lottery-odds.ts'
import { VN_ODDS } from './vn-lottery-math.ts'

/** Every outcome of a game through the settlement's selectionWins: per bet type, the most outcomes one of its selections wins on. */
const recount = (game: LotteryGameId) => {
  const g = LOTTERY_GAMES[game]
  const sels = [...selectionsOf(game).keys()]
  const perSelection = new Map(sels.map((s) => [s, 0]))
  const balls = Array.from({ length: g.balls }, () => g.lowest)
  let total = 0
  for (;;) {
    total++
    for (const s of sels) if (selectionWins(game, s, balls)) perSelection.set(s, perSelection.get(s)! + 1)
    let k = g.balls - 1
    while (k >= 0 && balls[k] === g.lowest + g.faces - 1) balls[k--] = g.lowest
    if (k < 0) break
    balls[k]!++
  }
  const wins: Record<string, number> = {}
  for (const [s, n] of perSelection) { const t = eLotteryBetType(game, s)!; wins[t] = Math.max(wins[t] ?? 0, n) }
  return { total, wins }
}

describe('lottery bet types', () => {
  it('holds each e-lottery bet type\'s count of winning outcomes as the settlement counts them', () => {
    for (const game of LOTTERY_GAME_IDS) expect(eLotteryWins(game), game).toEqual(recount(game))
  })

  it('gives every e-lottery selection a bet type priced as the odds table prices it', () => {
    for (const game of LOTTERY_GAME_IDS) {
      for (const [selection, odds] of selectionsOf(game)) {
        const type = eLotteryBetType(game, selection)
        expect(type && betTypesOf(game), `${game} ${selection}`).toContain(type)
        expect(defaultOdds(game, type!)).toBe(odds)
      }
    }
    expect(betTypesOf('ELOTT5')).toEqual(['sum-side', 'position-side', 'position-digit'])
    expect(betTypesOf('ELOTT3D')).toHaveLength(3 + 14)
    expect(betTypesOf('south')).toEqual(['lo', 'de', '3c', 'x2', 'x3', 'x4'])
    expect(defaultOdds('north', 'lo')).toBe(VN_ODDS.north.lo)
  })

  it('keeps a margin at every default', () => {
    for (const f of ODDS_FAMILIES) for (const t of betTypesOf(f)) expect(keepsMargin(f, t, defaultOdds(f, t)!), `${f} ${t}`).toBe(true)
  })

  it('refuses odds at or above the fair price, by the exact chance', () => {
    // 5D: a side is exactly 1/2, a digit 1/10: fair odds 2.00 and 10.00.
    expect(exactRtp('ELOTT5', 'sum-side', 200)).toEqual([50_000n * 200n, 100_000n * 100n])
    expect([keepsMargin('ELOTT5', 'sum-side', 199), keepsMargin('ELOTT5', 'sum-side', 200)]).toEqual([true, false])
    expect([keepsMargin('ELOTT5', 'position-digit', 999), keepsMargin('ELOTT5', 'position-digit', 1000)]).toEqual([true, false])
    // Dice: a side wins on 105 of 216 (triples lose): fair 2.0571…; sum 4 on 3 of 216 (1-1-2 in any order).
    expect([keepsMargin('ELOTT3D', 'side', 205), keepsMargin('ELOTT3D', 'side', 206)]).toEqual([true, false])
    expect([keepsMargin('ELOTT3D', 'sum-4', 7199), keepsMargin('ELOTT3D', 'sum-4', 7200)]).toEqual([true, false])
    expect([keepsMargin('ELOTT3D', 'any-triple', 3599), keepsMargin('ELOTT3D', 'any-triple', 3600)]).toEqual([true, false])
    // Vietnam: a North lô expects 27/100 hits: fair 3.7037…; a đề 1/100: fair 100.00.
    expect([keepsMargin('north', 'lo', 370), keepsMargin('north', 'lo', 371)]).toEqual([true, false])
    expect([keepsMargin('south', 'lo', 555), keepsMargin('south', 'lo', 556)]).toEqual([true, false])
    expect([keepsMargin('central', 'de', 9999), keepsMargin('central', 'de', 10_000)]).toEqual([true, false])
  })
})
