import { describe, expect, it } from 'vitest'
import { median, percentile } from './median.ts'

describe('median', () => {
  it('is the middle run of an odd count, whatever the order the runs came in', () => {
    expect(median([99, 91, 97, 93, 93])).toBe(93)
  })

  it('is the mean of the two middle runs of an even count', () => {
    expect(median([97, 94, 98, 91])).toBe(95.5)
  })

  it('leaves the runs it is given in their order', () => {
    const runs = [3, 1, 2]
    median(runs)
    expect(runs).toEqual([3, 1, 2])
  })

  it('refuses an empty list instead of printing NaN as a figure', () => {
    expect(() => median([])).toThrow()
  })
})

describe('percentile', () => {
  it('is the nearest-rank value: p99 of 1..100 is 99, p50 is 50', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile(values, 50)).toBe(50)
  })
})
