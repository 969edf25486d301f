import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { initI18n } from '@/shared/i18n'
import { TestSystem, mockFetch, noticesFixture, statusFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { Header } from '@/widgets/header'
import { NoticeModal } from '@/widgets/notice-modal'

beforeAll(async () => {
  await initI18n('en')
})
let fetch: ReturnType<typeof mockFetch>
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn())
  fetch = mockFetch({
    '/wps/relay/MCSFE_getListAnnouncements': { value: noticesFixture() },
    '/wps/relay/GCSGAME_gameVendor': { value: { data: { lanes: [] } } },
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('notices', () => {
  it('scroll in the header and open the notice modal with the list and the chosen notice', async () => {
    render(
      <TestSystem>
        <MemoryRouter>
          <SystemProvider status={statusFixture()} imageCdn="/img">
            <Header />
            <NoticeModal />
          </SystemProvider>
        </MemoryRouter>
      </TestSystem>,
    )
    const marquee = screen.getByTestId('notice-marquee')
    expect(await screen.findByText(/Scheduled upgrade/)).toBeInTheDocument()
    expect(marquee).toHaveTextContent('Scheduled upgrade • New games')

    const body = JSON.parse(String(fetch.mock.calls.find(([u]) => String(u).includes('MCSFE'))![1]!.body))
    expect(body).toEqual({ types: ['B', 'PL', 'PU', 'PR'], platform: 'W', execution: 'B', language: 'en' })

    await userEvent.click(screen.getByRole('button', { name: /Scheduled upgrade/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' })
    await waitFor(() => expect(dialog).toHaveTextContent('We upgrade on Monday.'))
    // Sanitised: the script of the notice is gone.
    expect(dialog.querySelector('script')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'New games' }))
    expect(screen.getByRole('heading', { name: 'New games' })).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Ten new slots.')
  })
})
