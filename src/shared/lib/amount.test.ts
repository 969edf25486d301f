import { describe, expect, it } from 'vitest'
import { formatAmount, formatDecimal } from './amount.ts'

describe('amounts (spec §9: two decimals, thousands separators)', () => {
  it('formats minor units', () => {
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(123_456)).toBe('1,234.56')
    expect(formatAmount(100_000_000_00)).toBe('100,000,000.00')
    expect(formatAmount(-250_050)).toBe('-2,500.50')
  })

  it('formats plain decimals', () => {
    expect(formatDecimal(96.5)).toBe('96.50')
    expect(formatDecimal(1234.567)).toBe('1,234.57')
  })
})
