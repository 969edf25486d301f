import { afterEach, describe, expect, it } from 'vitest'
import { formatNoticeDate } from './format.ts'

const originalTz = process.env.TZ
afterEach(() => { process.env.TZ = originalTz })

describe('notice dates', () => {
  it('are shown in GMT+8 like the header clock, not in the browser zone', () => {
    process.env.TZ = 'America/Los_Angeles'
    // 18:30 UTC on 9 March 2025 is 02:30 on 10 March in Manila (and 11:30 on 9 March in LA).
    expect(formatNoticeDate(Date.UTC(2025, 2, 9, 18, 30, 0))).toBe('2025-03-10 02:30:00')
  })
})
