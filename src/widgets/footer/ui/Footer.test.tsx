import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { initI18n } from '@/shared/i18n'
import { TestQueries, gameVendorFixture, helpCenterFixture, mockFetch, statusFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { Footer } from './Footer.tsx'

beforeEach(() => {
  mockFetch({
    '/wps/relay/GCSGAME_gameVendor': { value: gameVendorFixture() },
    '/wps/system/helpCenter': { value: helpCenterFixture() },
  })
})
afterEach(() => vi.unstubAllGlobals())

const renderFooter = () =>
  render(
    <MemoryRouter>
      <SystemProvider status={statusFixture()} imageCdn="https://cdn.example/img">
        <Footer />
      </SystemProvider>
    </MemoryRouter>,
    { wrapper: TestQueries },
  )

describe('the footer', () => {
  it('shows one partner logo per vendor group and skips the TCG groups', async () => {
    await initI18n('en')
    renderFooter()
    const partners = await screen.findByTestId('footer-partners')
    const logos = within(partners).getAllByRole('img')
    expect(logos.map((img) => img.getAttribute('alt'))).toEqual(['PG', 'EVO', 'JDB', 'KY', 'SBO', 'DS88', 'IA', 'GPI'])
    expect(logos[0]).toHaveAttribute('src', 'https://cdn.example/img/vendor/rng/PG.webp')
  })

  it('links the help categories to /help#<id>, shows the about text and the copyright', async () => {
    await initI18n('en')
    renderFooter()
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/help#deposit')
    expect(screen.getByRole('link', { name: 'User agreement' })).toHaveAttribute('href', '/help#terms')
    expect(screen.getByText('Tala is a licensed gaming site.')).toBeInTheDocument()
    expect(screen.getByText('Copyright © Tala. All rights reserved. Play responsibly: for players aged 18 and over.')).toBeInTheDocument()
    expect(screen.getByTestId('footer')).not.toHaveClass('footer--vi')
  })

  it('shows the copyright line in the page language with the brand name, not the setting in English', async () => {
    await initI18n('ty')
    renderFooter()
    expect(await screen.findByText('Copyright © Tala. Nakalaan ang lahat ng karapatan. Maglaro nang responsable: para lamang sa mga manlalarong 18 taong gulang pataas.')).toBeInTheDocument()
    expect(screen.queryByText(statusFixture().info.brand.copyright)).toBeNull()
  })

  it('has the Vietnamese layout in Vietnamese', async () => {
    await initI18n('vi')
    renderFooter()
    expect(screen.getByTestId('footer')).toHaveClass('footer--vi')
    expect(await screen.findByRole('heading', { name: 'Đối tác trò chơi' })).toBeInTheDocument()
  })
})
