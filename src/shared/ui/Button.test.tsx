import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './Button.tsx'

describe('Button', () => {
  it('tells its owner of a press, its start and a hover, with the site look and the caller\'s class', async () => {
    const events: string[] = []
    render(
      <Button variant="secondary" size="sm" className="mine" onPressStart={() => events.push('start')} onPress={() => events.push('press')} onHoverStart={() => events.push('hover')}>
        Go
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Go' })
    expect(button).toHaveClass('tl-btn', 'tl-btn--secondary', 'tl-btn--sm', 'mine')
    await userEvent.click(button)
    expect(events).toEqual(['hover', 'start', 'press'])
  })

  it('keeps the aria state its caller gives, and a disabled or pending one takes no press', async () => {
    const onPress = vi.fn()
    render(
      <>
        <Button aria-busy onPress={onPress}>Busy</Button>
        <Button isDisabled onPress={onPress}>Off</Button>
        <Button isPending onPress={onPress}>Waiting</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Busy' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Off' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Off' }))
    await userEvent.click(screen.getByText('Waiting'))
    expect(onPress).not.toHaveBeenCalled()
  })

  it('submits its form when it is the submit button, and only then', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button>Other</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Other' }))
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
