import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { initI18n } from '@/shared/i18n'
import { Gmt8Clock } from './Gmt8Clock.tsx'

const originalTz = process.env.TZ

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  vi.useRealTimers()
  process.env.TZ = originalTz
})

describe('the header clock', () => {
  for (const tz of ['America/New_York', 'Asia/Manila', 'Europe/London', 'Pacific/Kiritimati']) {
    it(`shows GMT+8 time in ${tz} and ticks every second`, () => {
      process.env.TZ = tz
      // 20:59:59 UTC on 31 Dec 2024 is 04:59:59 on 1 Jan 2025 in GMT+8.
      vi.useFakeTimers({ now: Date.UTC(2024, 11, 31, 20, 59, 59, 500) })
      render(<Gmt8Clock />)
      const clock = screen.getByTestId('gmt8-clock')
      expect(clock).toHaveTextContent(/^2025-01-01 04:59:59 GMT8$/)
      act(() => {
        vi.advanceTimersByTime(500)
      })
      expect(clock).toHaveTextContent(/^2025-01-01 05:00:00 GMT8$/)
      act(() => {
        vi.advanceTimersByTime(1000)
      })
      expect(clock).toHaveTextContent(/^2025-01-01 05:00:01 GMT8$/)
    })
  }

  it('is not the local time of the browser', () => {
    process.env.TZ = 'America/New_York'
    vi.useFakeTimers({ now: Date.UTC(2025, 5, 1, 12, 0, 0) })
    render(<Gmt8Clock />)
    const local = new Date().toLocaleTimeString('en-GB', { hour12: false })
    expect(local).toBe('08:00:00')
    expect(screen.getByTestId('gmt8-clock').textContent).toBe('2025-06-01 20:00:00 GMT8')
  })
})
