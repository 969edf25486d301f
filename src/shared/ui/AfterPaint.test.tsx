import { describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { AfterPaint } from './AfterPaint.tsx'

describe('AfterPaint', () => {
  it('shows the fallback in the first render and the children in a later task', async () => {
    render(
      <>
        <p>above</p>
        <AfterPaint fallback={<p>holding the place</p>}>
          <p>below the fold</p>
        </AfterPaint>
      </>,
    )
    expect(screen.getByText('above')).toBeInTheDocument()
    expect(screen.getByText('holding the place')).toBeInTheDocument()
    expect(screen.queryByText('below the fold')).toBeNull()
    expect(await screen.findByText('below the fold')).toBeInTheDocument()
    expect(screen.queryByText('holding the place')).toBeNull()
  })
})

// A frame and then a task: each part takes one such turn.
const FRAME = 20

describe('AfterPaint, several on a page', () => {
  it('shows one part per task, in the order they mounted, and skips a part that left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    try {
      const { rerender } = render(
        <>
          <AfterPaint fallback={<p>lane 1 pending</p>}><p>lane 1</p></AfterPaint>
          <AfterPaint fallback={<p>lane 2 pending</p>}><p>lane 2</p></AfterPaint>
          <AfterPaint fallback={<p>lane 3 pending</p>}><p>lane 3</p></AfterPaint>
        </>,
      )
      await act(() => vi.advanceTimersByTimeAsync(FRAME))
      expect(screen.getByText('lane 1')).toBeInTheDocument()
      expect(screen.getByText('lane 2 pending')).toBeInTheDocument()
      expect(screen.getByText('lane 3 pending')).toBeInTheDocument()
      // Lane 2 leaves the page before its turn: lane 3 takes the next task.
      rerender(
        <>
          <AfterPaint fallback={<p>lane 1 pending</p>}><p>lane 1</p></AfterPaint>
          <AfterPaint key="three" fallback={<p>lane 3 pending</p>}><p>lane 3</p></AfterPaint>
        </>,
      )
      await act(() => vi.advanceTimersByTimeAsync(FRAME))
      expect(screen.queryByText('lane 2')).toBeNull()
      expect(screen.getByText('lane 3')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })
})
