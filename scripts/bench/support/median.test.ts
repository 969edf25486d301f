import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

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
