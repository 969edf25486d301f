// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayTicks } from './dayTicks.ts'

const days = (n: number) => Array.from({ length: n }, (_, i) => i * 86_400)

describe('the day chart axis labels', () => {
  it('labels every day of a short range', () => {
    expect(dayTicks(days(7))).toEqual(days(7))
  })
  it('labels the newest day of a long range, and no more than 8 days', () => {
    const month = days(30)
    const ticks = dayTicks(month)
    expect(ticks.at(-1)).toBe(month.at(-1))
    expect(ticks.length).toBeLessThanOrEqual(8)
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b))
  })
})
