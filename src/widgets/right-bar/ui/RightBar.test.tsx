import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@/shared/i18n'
import { statusFixture, systemInfoFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { RightBar } from './RightBar.tsx'

beforeAll(async () => {
  await initI18n('en')
})
afterEach(() => vi.unstubAllGlobals())

describe('the right side bar', () => {
  it('links the TELEGRAM, FACEBOOK and YOUTUBE resources by name, not the others', () => {
    const status = statusFixture({
      info: systemInfoFixture({
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.me/x', qrCodeUrl: '', labelNameEn: 'Telegram' },
          { resourceType: 'YOUTUBE', url: 'https://youtube.com/x', qrCodeUrl: '', labelNameEn: 'YouTube' },
          { resourceType: 'AFFILIATES', url: 'https://aff.example', qrCodeUrl: '', labelNameEn: 'Affiliates' },
        ],
      }),
    })
    render(<SystemProvider status={status}><RightBar /></SystemProvider>)
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/x')
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })

  it('folds its links behind one button a phone shows: it opens them, and a tap on a link folds them again', async () => {
    const status = statusFixture({ info: systemInfoFixture({ resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x', qrCodeUrl: '', labelNameEn: 'Telegram' }] }) })
    const { container } = render(<SystemProvider status={status}><RightBar /></SystemProvider>)
    const toggle = screen.getByRole('button', { name: 'Community links' })
    const bar = container.querySelector('aside')!
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(bar).not.toHaveAttribute('data-open')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(bar).toHaveAttribute('data-open')
    await userEvent.click(screen.getByRole('link', { name: 'Telegram' }))
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows a link\'s QR code while it is pointed at or focused: the operator\'s picture, else one drawn from the link', async () => {
    const status = statusFixture({
      info: systemInfoFixture({
        resources: [
          { resourceType: 'TELEGRAM', url: 'https://t.me/x', qrCodeUrl: '', labelNameEn: 'Telegram' },
          { resourceType: 'FACEBOOK', url: 'https://facebook.com/x', qrCodeUrl: 'https://cdn.example/fb-qr.png', labelNameEn: 'Facebook' },
        ],
      }),
    })
    render(<SystemProvider status={status}><RightBar /></SystemProvider>)
    expect(screen.queryByTestId('rightbar-qr')).toBeNull()
    await userEvent.hover(screen.getByTestId('rightbar-link-TELEGRAM'))
    expect(await screen.findByRole('img', { name: 'Scan to open Telegram' })).toHaveAttribute('data-testid', 'rightbar-qr-drawn')
    expect(screen.getByRole('link', { name: 'Telegram' })).toHaveAccessibleDescription('Scan to open Telegram')
    await userEvent.unhover(screen.getByTestId('rightbar-link-TELEGRAM'))
    expect(screen.queryByTestId('rightbar-qr')).toBeNull()
    act(() => screen.getByTestId('rightbar-link-FACEBOOK').focus())
    expect(await screen.findByRole('img', { name: 'Scan to open Facebook' })).toHaveAttribute('src', 'https://cdn.example/fb-qr.png')
    act(() => screen.getByTestId('rightbar-link-FACEBOOK').blur())
    expect(screen.queryByTestId('rightbar-qr')).toBeNull()
  })

  it('shows the back-to-top button once the page is scrolled', async () => {
    const scrollTo = vi.fn()
    vi.stubGlobal('scrollTo', scrollTo)
    render(<SystemProvider status={statusFixture()}><RightBar /></SystemProvider>)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 800, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' })
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
  })
})

describe('the back-to-top button on a page opened already scrolled (a reload keeps its place)', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }))

  it('shows in the frame after the bar mounts; the render and its effects never read the position (a read lays the page out)', async () => {
    let reads = 0
    Object.defineProperty(window, 'scrollY', { get: () => { reads++; return 900 }, configurable: true })
    render(<SystemProvider status={statusFixture()}><RightBar /></SystemProvider>)
    expect(reads).toBe(0)
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible()
    expect(reads).toBeGreaterThan(0)
  })
})
