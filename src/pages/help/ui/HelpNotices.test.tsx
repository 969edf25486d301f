import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { AnnouncementsReply } from '@/shared/api'
import { initI18n } from '@/shared/i18n'
import { helpCenterFixture, mockFetch, TestSystem } from '@/shared/testing'
import { HelpPage } from './HelpPage.tsx'

afterEach(() => vi.unstubAllGlobals())

const helpNotices = (language: string): AnnouncementsReply => ({
  player: [
    { id: '31', type: 'H', title: language === 'ty' ? 'Paano mag-withdraw' : 'How to withdraw', content: '<p>Bind a payout account first.</p><img src="x" onerror="alert(1)">', date: Date.UTC(2026, 11, 1, 2) },
    { id: '32', type: 'H', title: 'Deposit hours', content: '<p>Around the clock.</p>', date: Date.UTC(2026, 10, 20, 2) },
  ],
  banners: [], popup: [], promotion: [],
})

describe('help notices on the help centre', () => {
  beforeEach(async () => { await initI18n('en') })

  it('asks for the type H notices in the reader\'s language and shows them first, each with its date and sanitised content', async () => {
    const asked: unknown[] = []
    mockFetch({
      '/wps/system/helpCenter': { value: helpCenterFixture() },
      '/wps/relay/MCSFE_getListAnnouncements': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { language: string }
        asked.push(body)
        return { value: helpNotices(body.language) }
      },
    })
    render(<MemoryRouter><HelpPage /></MemoryRouter>, { wrapper: TestSystem })
    const section = await screen.findByRole('region', { name: 'Announcements' })
    expect(section).toHaveAttribute('id', 'notices')
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '#notices')
    expect(within(section).getByText('How to withdraw')).toBeInTheDocument()
    expect(within(section).getByText('2026-12-01 10:00:00')).toBeInTheDocument()
    expect(within(section).getByText('Deposit hours')).toBeInTheDocument()
    await waitFor(() => expect(section).toHaveTextContent('Bind a payout account first.'))
    expect(section.querySelector('img')?.getAttribute('onerror')).toBeNull()
    expect(asked).toEqual([{ types: ['H'], platform: 'W', execution: 'B', language: 'en' }])
    // The notices come before the help topics.
    const regions = screen.getAllByRole('region').map((r) => r.id)
    expect(regions.indexOf('notices')).toBeLessThan(regions.indexOf('deposit'))
  })

  it('speaks the reader\'s language: the section title and the notices in Tagalog', async () => {
    await initI18n('ty')
    mockFetch({
      '/wps/system/helpCenter': { value: helpCenterFixture() },
      '/wps/relay/MCSFE_getListAnnouncements': (_url, init) => ({ value: helpNotices((JSON.parse(String(init?.body)) as { language: string }).language) }),
    })
    render(<MemoryRouter><HelpPage /></MemoryRouter>, { wrapper: TestSystem })
    const section = await screen.findByRole('region', { name: 'Mga Anunsyo' })
    expect(within(section).getByText('Paano mag-withdraw')).toBeInTheDocument()
  })

  it('shows no notices section, and no error, when they cannot be loaded', async () => {
    mockFetch({
      '/wps/system/helpCenter': { value: helpCenterFixture() },
      '/wps/relay/MCSFE_getListAnnouncements': { networkError: true },
    })
    render(<MemoryRouter><HelpPage /></MemoryRouter>, { wrapper: TestSystem })
    expect(await screen.findByRole('region', { name: 'Deposit' })).toBeInTheDocument()
    expect(screen.queryByTestId('help-notices')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Announcements' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
