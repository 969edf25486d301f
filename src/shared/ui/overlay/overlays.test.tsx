import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n'
import { DialogHost, LoaderHost } from '@/shared/ui'
import { TestSystem, testActor, testDialogs } from '@/shared/testing'

// The overlays of the test's own system (its `loader` and `dialog` actors).
const loader = {
  show: () => testActor('loader').send({ type: 'loader.held' }),
  hide: () => testActor('loader').send({ type: 'loader.released' }),
}
const dialogs = { open: (options: Parameters<ReturnType<typeof testDialogs>['open']>[0]) => testDialogs().open(options) }

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the loader overlay', () => {
  it('shows while held and hides when every holder let go', () => {
    render(<TestSystem><LoaderHost /></TestSystem>)
    expect(screen.queryByTestId('loader-overlay')).toBeNull()
    act(() => {
      loader.show()
      loader.show()
    })
    expect(screen.getByTestId('loader-overlay')).toHaveTextContent('Loading…')
    act(() => loader.hide())
    expect(screen.getByTestId('loader-overlay')).toBeInTheDocument()
    act(() => loader.hide())
    expect(screen.queryByTestId('loader-overlay')).toBeNull()
  })
})

describe('the dialog overlay', () => {
  it('shows the message and closes with its button, running onConfirm', async () => {
    const onConfirm = vi.fn()
    render(<TestSystem><DialogHost /></TestSystem>)
    act(() => dialogs.open({ message: 'Saved', confirmLabel: 'OK', onConfirm }))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull())
  })

  it('closes on a click on the cover', async () => {
    render(<TestSystem><DialogHost /></TestSystem>)
    act(() => dialogs.open({ message: 'Tap outside' }))
    await screen.findByText('Tap outside')
    await userEvent.click(screen.getByTestId('dialog-cover'))
    await waitFor(() => expect(screen.queryByText('Tap outside')).toBeNull())
  })

  it('stays on a cover click (and Escape) when cover is false', async () => {
    render(<TestSystem><DialogHost /></TestSystem>)
    act(() => dialogs.open({ message: 'Read me', cover: false }))
    await screen.findByText('Read me')
    await userEvent.click(screen.getByTestId('dialog-cover'))
    await userEvent.keyboard('{Escape}')
    expect(screen.getByText('Read me')).toBeInTheDocument()
  })

  it('closes by itself after its time-out', async () => {
    vi.useFakeTimers()
    render(<TestSystem><DialogHost /></TestSystem>)
    act(() => dialogs.open({ message: 'Bye soon', timeoutMs: 3000 }))
    expect(screen.getByText('Bye soon')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(2999)
    })
    expect(screen.getByText('Bye soon')).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.queryByText('Bye soon')).toBeNull()
  })
})
