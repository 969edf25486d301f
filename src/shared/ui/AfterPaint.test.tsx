import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
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
