import { afterEach, describe, expect, it } from 'vitest'
import { formatGmt8 } from './time.ts'

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
