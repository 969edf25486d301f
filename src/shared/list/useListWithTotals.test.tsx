import { describe, expect, it } from 'vitest'
import { act, renderHook, waitFor } from '@testing-library/react'
import { useListWithTotals, type FetchPageWithTotals } from './useListWithTotals.ts'
import { TestQueries } from '@/shared/testing'

type Row = { id: number }
/** A server whose replies (rows and the filter's totals) the test releases, in any order. */
function fakeServer() {
  const asked: { filter: string; answer: (rows: number) => void }[] = []
  const fetchPage: FetchPageWithTotals<string, Row, { count: number }> = ({ filter }) =>
    new Promise((resolve) => {
      asked.push({ filter, answer: (n) => resolve({ rows: Array.from({ length: n }, (_, i) => ({ id: i })), total: n, totals: { count: n } }) })
    })
  return { fetchPage, asked }
}

describe('useListWithTotals', () => {
  it('shows the totals of the filter chosen once its page is in, also for an empty list', async () => {
    const server = fakeServer()
    const { result } = renderHook(() => useListWithTotals(['test-list'], server.fetchPage, 'a', { pageSize: 10 }), { wrapper: TestQueries })
    expect(result.current.totals).toBeNull()
    await waitFor(() => expect(server.asked).toHaveLength(1))
    await act(async () => server.asked[0]!.answer(0))
    await waitFor(() => expect(result.current.list.status).toBe('empty'))
    expect(result.current.totals).toEqual({ count: 0 })
  })

  it('never shows a late reply’s totals over another filter', async () => {
    const server = fakeServer()
    const { result, rerender } = renderHook(({ filter }) => useListWithTotals(['test-list'], server.fetchPage, filter, { pageSize: 10 }), { initialProps: { filter: 'a' }, wrapper: TestQueries })
    await waitFor(() => expect(server.asked).toHaveLength(1))
    rerender({ filter: 'b' })
    await waitFor(() => expect(server.asked).toHaveLength(2))
    await act(async () => server.asked[0]!.answer(3))
    expect(result.current.totals).toBeNull()
    await act(async () => server.asked[1]!.answer(5))
    await waitFor(() => expect(result.current.list.status).toBe('ready'))
    expect(result.current.totals).toEqual({ count: 5 })
    expect(result.current.list.rows).toHaveLength(5)
  })
})
