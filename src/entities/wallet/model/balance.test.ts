import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '@/shared/lib'
import { balanceStore, useBalance } from './balance.ts'

describe('amounts (spec §9)', () => {
  it('show minor units with two decimals and thousands separators', () => {
    expect(formatAmount(0)).toBe('0.00')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(123456789)).toBe('1,234,567.89')
    expect(formatAmount(-150)).toBe('-1.50')
  })
})

describe('the balance store', () => {
  it('follows the game: a same-origin tala:balance message sets the figure, anything else is ignored', async () => {
    const { result } = renderHook(() => useBalance())
    act(() => balanceStore.set(1000))
    const post = (data: unknown, origin = window.location.origin) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin }))
      })
    post({ type: 'tala:balance', balance: 2500 })
    expect(result.current.value).toBe(2500)
    post({ type: 'tala:balance', balance: 9 }, 'https://evil.example')
    post({ type: 'tala:balance', balance: 'lots' })
    post({ type: 'other', balance: 1 })
    expect(result.current.value).toBe(2500)
  })
})
