import { afterEach, describe, expect, it } from 'vitest'
import { formatGmt8 } from './time.ts'
import { formatGmt8DateTime } from './siteTime.ts'

const originalTz = process.env.TZ
afterEach(() => { process.env.TZ = originalTz })

// 20:59:59 UTC on 31 Dec 2024 is 04:59:59 on 1 Jan 2025 in GMT+8.
const newYearInManila = Date.UTC(2024, 11, 31, 20, 59, 59)

describe('formatGmt8', () => {
  for (const zone of ['America/New_York', 'Europe/London', 'Pacific/Kiritimati', 'Asia/Manila']) {
    it(`reads an instant in GMT+8 when the browser is in ${zone}`, () => {
      process.env.TZ = zone
      expect(formatGmt8(newYearInManila)).toBe('2025-01-01 04:59:59')
      expect(formatGmt8(newYearInManila, 'yyyy-MM-dd')).toBe('2025-01-01')
      expect(formatGmt8(newYearInManila, 'HH:mm')).toBe('04:59')
    })
  }
})

describe('the header clock layout without date-fns', () => {
  it('matches the date-fns layout across years, leap days and midnight in GMT+8', () => {
    process.env.TZ = 'America/New_York'
    const instants = [newYearInManila, Date.UTC(2024, 1, 28, 16, 0, 0), Date.UTC(2026, 5, 30, 15, 59, 59), Date.UTC(1999, 11, 31, 16, 0, 1), 0]
    for (const t of instants) expect(formatGmt8DateTime(t)).toBe(formatGmt8(t, 'yyyy-MM-dd HH:mm:ss'))
    expect(formatGmt8DateTime(Date.UTC(2024, 1, 28, 16, 0, 0))).toBe('2024-02-29 00:00:00')
  })
})
