import { describe, expect, it } from 'vitest'
import { presetOf, presetRange, rangeInstants } from './dateRange.ts'

// 2026-11-25 23:30 in GMT+8 is still the 25th there, though it is the 25th 15:30 in UTC.
const lateEvening = Date.UTC(2026, 10, 25, 15, 30)
// 2026-11-25 00:30 in GMT+8 is the 24th in UTC: the site's day is the 25th.
const justAfterMidnight = Date.UTC(2026, 10, 24, 16, 30)

describe('date presets (spec §9), in the site\'s day (GMT+8)', () => {
  it('today, previous and next 7 and 30 days, both ends included', () => {
    expect(presetRange('today', lateEvening)).toEqual({ from: '2026-11-25', to: '2026-11-25' })
    expect(presetRange('previous7', lateEvening)).toEqual({ from: '2026-11-19', to: '2026-11-25' })
    expect(presetRange('previous30', lateEvening)).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(presetRange('next7', lateEvening)).toEqual({ from: '2026-11-25', to: '2026-12-01' })
    expect(presetRange('next30', lateEvening)).toEqual({ from: '2026-11-25', to: '2026-12-24' })
  })

  it('counts from the GMT+8 day, whatever the UTC date', () => {
    expect(presetRange('today', justAfterMidnight)).toEqual({ from: '2026-11-25', to: '2026-11-25' })
  })

  it('knows which preset a range is', () => {
    expect(presetOf({ from: '2026-11-19', to: '2026-11-25' }, lateEvening)).toBe('previous7')
    expect(presetOf({ from: '2026-11-18', to: '2026-11-25' }, lateEvening)).toBeNull()
  })

  it('turns a range into the instants it covers: GMT+8 midnight to the midnight after the last day', () => {
    expect(rangeInstants({ from: '2026-11-19', to: '2026-11-25' })).toEqual({ start: Date.UTC(2026, 10, 18, 16), end: Date.UTC(2026, 10, 25, 16) })
  })
})
