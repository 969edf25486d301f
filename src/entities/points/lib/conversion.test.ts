import { describe, expect, it } from 'vitest'
import { fewestConvertible, previewConversion } from './conversion.ts'

const rule = { ratio: { points: 100, amount: 1_000 }, minimum: 250 }

describe('conversion preview', () => {
  it('converts whole steps only; the rest stays as points (the server rule)', () => {
    expect(previewConversion(370, 1_000, rule)).toEqual({ points: 300, amount: 3_000, remainder: 70, balanceAfter: 700, problem: null })
  })
  it('refuses fewer than the minimum or than one step, and more than the balance', () => {
    expect(previewConversion(240, 1_000, rule).problem).toBe('belowMinimum')
    expect(previewConversion(99, 1_000, { ...rule, minimum: 1 }).problem).toBe('belowMinimum')
    expect(previewConversion(600, 450, rule)).toMatchObject({ points: 600, problem: 'insufficient', balanceAfter: 450 })
    // 499 offered with 450 points: 400 convert, within the balance.
    expect(previewConversion(499, 450, rule)).toMatchObject({ points: 400, remainder: 99, problem: null, balanceAfter: 50 })
  })
  it('names the fewest points that convert: the minimum rounded up to a step', () => {
    expect(fewestConvertible(rule)).toBe(300)
    expect(fewestConvertible({ ratio: { points: 100, amount: 1 }, minimum: 0 })).toBe(100)
  })
})
