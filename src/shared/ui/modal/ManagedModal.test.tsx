import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n'
import { ManagedModal, isBodyScrollLocked } from '@/shared/ui'
import { TestSystem, lastModals as modals } from '@/shared/testing'

beforeAll(async () => {
  await initI18n('en')
})

let scrollTo: ReturnType<typeof vi.fn>
beforeEach(() => {
  scrollTo = vi.fn()
  vi.stubGlobal('scrollTo', scrollTo)
  Object.defineProperty(window, 'scrollY', { value: 420, configurable: true })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

function Modals() {
  return (
    <>
      <ManagedModal name="first" title="First">
        <p>first body</p>
      </ManagedModal>
      <ManagedModal name="sticky" title="Sticky" clickToClose={false}>
        <p>sticky body</p>
      </ManagedModal>
    </>
  )
}

describe('the modal manager', () => {
  it('opens and closes modals by name', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => modals.open('first'))
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeInTheDocument()
    expect(modals.isOpen('first')).toBe(true)
    act(() => modals.close('first'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes on Escape when click-to-close is on (the default)', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('first'))
    const dialog = await screen.findByRole('dialog', { name: 'First' })
    // A player presses Escape in the dialog: once it has taken the focus (it moves focus in after it shows).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(modals.isOpen('first')).toBe(false)
  })

  it('ignores Escape when click-to-close is off, by prop or by open() option', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('sticky'))
    await screen.findByRole('dialog', { name: 'Sticky' })
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Sticky' })).toBeInTheDocument()
    act(() => modals.close('sticky'))

    act(() => modals.open('first', { clickToClose: false }))
    await screen.findByRole('dialog', { name: 'First' })
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument()
  })

  it('closes with its close button whatever click-to-close says', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('sticky'))
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('fixes the body while open and restores the scroll position on close', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('first'))
    await screen.findByRole('dialog')
    expect(document.body.style.position).toBe('fixed')
    expect(document.body.style.top).toBe('-420px')
    expect(isBodyScrollLocked()).toBe(true)

    // A second modal keeps the lock; closing the first does not release it.
    act(() => modals.open('sticky'))
    act(() => modals.close('first'))
    expect(document.body.style.position).toBe('fixed')

    act(() => modals.close('sticky'))
    expect(document.body.style.position).toBe('')
    expect(document.body.style.top).toBe('')
    expect(scrollTo).toHaveBeenCalledWith(0, 420)
    expect(isBodyScrollLocked()).toBe(false)
  })

  it('is 600 wide and at least 300 high by default; open() options override', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('first'))
    const modal = (await screen.findByRole('dialog')).closest('.tl-modal') as HTMLElement
    expect(modal.style.width).toBe('600px')
    expect(modal.style.minHeight).toBe('300px')
    act(() => modals.open('first', { width: 880, height: 'auto' }))
    await waitFor(() => expect(modal.style.width).toBe('880px'))
    expect(modal.style.minHeight).toBe('')
  })

  it('fades the overlay in 0.2 s', async () => {
    render(<TestSystem><Modals /></TestSystem>)
    act(() => modals.open('first'))
    const overlay = (await screen.findByRole('dialog')).closest('.tl-modal-overlay') as HTMLElement
    expect(overlay.style.getPropertyValue('--tl-fade')).toBe('200ms')
  })
})

/** A page modal whose row button opens a nested modal; finishing the nested one removes that button. */
function NestedModals() {
  const [bound, setBound] = useState(false)
  return (
    <>
      <button type="button" onClick={() => modals.open('outer')}>Open outer</button>
      <ManagedModal name="outer" title="Outer">
        <p>{bound ? 'Bank name set' : 'No bank name'}</p>
        {!bound && <button type="button" onClick={() => modals.open('inner')}>Set bank name</button>}
        <ManagedModal name="inner" title="Inner">
          <button
            type="button"
            onClick={() => {
              setBound(true)
              modals.close('inner')
            }}
          >
            Save
          </button>
        </ManagedModal>
      </ManagedModal>
    </>
  )
}

describe('focus after a nested modal closes', () => {
  it('goes back to the element that opened it, so Escape still closes the outer modal', async () => {
    render(<TestSystem><NestedModals /></TestSystem>)
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Set bank name' }))
    await screen.findByRole('dialog', { name: 'Inner' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set bank name' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(modals.isOpen('outer')).toBe(false))
  })

  it('stays inside the outer modal when the opener is gone, so Escape still closes it', async () => {
    render(<TestSystem><NestedModals /></TestSystem>)
    await userEvent.click(screen.getByRole('button', { name: 'Open outer' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Set bank name' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull())
    const outer = screen.getByRole('dialog', { name: 'Outer' })
    expect(outer).toHaveTextContent('Bank name set')
    await waitFor(() => expect(outer.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(modals.isOpen('outer')).toBe(false))
  })
})
