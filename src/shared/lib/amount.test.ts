import { describe, expect, it } from 'vitest'
import { formatAmount, formatDecimal, parseAmount } from './amount.ts'

describe('amounts (spec §9: two decimals, thousands separators)', () => {
  it('formats minor units', () => {
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(123_456)).toBe('1,234.56')
    expect(formatAmount(100_000_000_00)).toBe('100,000,000.00')
    expect(formatAmount(-250_050)).toBe('-2,500.50')
  })

  it('in the member\'s language: the separators of each of the five locales', () => {
    expect(formatAmount(123_456_789, 'tl')).toBe('1,234,567.89')
    expect(formatAmount(123_456_789, 'zh')).toBe('1,234,567.89')
    expect(formatAmount(123_456_789, 'th')).toBe('1,234,567.89')
    expect(formatAmount(123_456_789, 'vi')).toBe('1.234.567,89')
  })

  it('formats plain decimals', () => {
    expect(formatDecimal(96.5)).toBe('96.50')
    expect(formatDecimal(1234.567)).toBe('1,234.57')
  })

  it('reads a typed amount into minor units without a float, or refuses it', () => {
    expect(parseAmount('12')).toBe(1200)
    expect(parseAmount(' 12.5 ')).toBe(1250)
    expect(parseAmount('0.29')).toBe(29)
    expect(parseAmount('12,05')).toBe(1205)
    for (const bad of ['', '-1', '1.234', '1,234.00', 'abc', '1e3', '.5']) expect(parseAmount(bad), bad).toBeNull()
  })
})
