import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { initI18n } from '@/shared/i18n'
import { helpCenterFixture, mockFetch, TestSystem } from '@/shared/testing'
import { HelpMcPage, HelpPage } from './HelpPage.tsx'

beforeEach(async () => {
  await initI18n('en')
})
afterEach(() => vi.unstubAllGlobals())

describe('the help centre', () => {
  it('renders categories (anchored by id) and articles with sanitised HTML', async () => {
    const fetch = mockFetch({ '/wps/system/helpCenter': { value: helpCenterFixture() } })
    render(<MemoryRouter><HelpPage /></MemoryRouter>, { wrapper: TestSystem })
    expect(screen.getByTestId('page-help')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeInTheDocument()
    const deposit = await screen.findByRole('region', { name: 'Deposit' })
    expect(deposit).toHaveAttribute('id', 'deposit')
    expect(screen.getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '#terms')
    await waitFor(() => expect(deposit).toHaveTextContent('Open the wallet.'))
    const img = deposit.querySelector('img')!
    expect(img.getAttribute('onerror')).toBeNull()
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/wps/system/helpCenter?language=en')
  })

  it('marks the entry the reader clicked, and follows back and forward', async () => {
    window.history.replaceState(null, '', '/help#deposit')
    mockFetch({ '/wps/system/helpCenter': { value: helpCenterFixture() } })
    render(<MemoryRouter><HelpPage /></MemoryRouter>, { wrapper: TestSystem })
    const deposit = await screen.findByRole('link', { name: 'Deposit' })
    const terms = screen.getByRole('link', { name: 'User agreement' })
    expect(deposit).toHaveAttribute('aria-current', 'location')
    expect(terms).not.toHaveAttribute('aria-current')

    await userEvent.click(terms)
    expect(terms).toHaveAttribute('aria-current', 'location')
    expect(deposit).not.toHaveAttribute('aria-current')

    act(() => {
      window.history.replaceState(null, '', '/help#deposit')
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(deposit).toHaveAttribute('aria-current', 'location')
    expect(terms).not.toHaveAttribute('aria-current')
    window.history.replaceState(null, '', '/')
  })

  it('offers a retry when the help centre cannot be loaded', async () => {
    mockFetch({ '/wps/system/helpCenter': { networkError: true } })
    render(<MemoryRouter><HelpMcPage /></MemoryRouter>, { wrapper: TestSystem })
    expect(screen.getByTestId('page-helpmc')).toBeInTheDocument()
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
