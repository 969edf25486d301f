import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { i18n, initI18n, useTranslation } from '@/shared/i18n'
import { statusFixture } from '@/shared/testing'
import { SystemProvider } from '@/entities/system'
import { LanguagePicker } from './LanguagePicker.tsx'

const InSystem = ({ children }: { children: ReactNode }) => <SystemProvider status={statusFixture()} imageCdn="/img">{children}</SystemProvider>

function Probe() {
  const { t } = useTranslation()
  return <p data-testid="probe">{t('nav.promotions')}</p>
}

beforeEach(async () => {
  await initI18n('ty')
})

describe('the language picker', () => {
  it('offers TY and EN, switches the texts, stores lang and hisLang and sets <html lang>', async () => {
    const user = userEvent.setup()
    render(
      <>
        <LanguagePicker />
        <Probe />
      </>,
      { wrapper: InSystem },
    )
    // Looked up each time: the light trigger of the first paint is replaced by react-aria's.
    const picker = () => screen.getByTestId('language-picker')
    expect(picker()).toHaveTextContent('TY')
    // A name that holds the code shown (WCAG 2.5.3); no flag image on the first screen, flags in the list.
    expect(screen.getByRole('button', { name: 'TY Wika' })).toBe(picker())
    expect(screen.queryByTestId('language-flag-ty')).toBeNull()
    expect(document.documentElement.lang).toBe('tl')
    expect(screen.getByTestId('probe')).toHaveTextContent('Mga Promosyon')

    await user.click(picker())
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['TY', 'EN'])
    expect(screen.getByTestId('language-flag-ty')).toHaveAttribute('src', '/img/flags/ph.svg')
    expect(screen.getByTestId('language-flag-en')).toHaveAttribute('src', '/img/flags/gb.svg')
    await user.click(screen.getByRole('option', { name: 'EN' }))

    await screen.findByText('Promotions')
    expect(picker()).toHaveTextContent('EN')
    expect(localStorage.getItem('lang')).toBe('en')
    expect(localStorage.getItem('hisLang')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.language).toBe('en')

    await user.click(picker())
    await user.click(await screen.findByRole('option', { name: 'TY' }))
    await screen.findByText('Mga Promosyon')
    expect(localStorage.getItem('lang')).toBe('ty')
    expect(document.documentElement.lang).toBe('tl')
  })

  it('starts from the stored language (survives a reload)', async () => {
    localStorage.setItem('lang', 'en')
    const { detectLanguage } = await import('@/shared/i18n')
    await initI18n(detectLanguage())
    render(<LanguagePicker />, { wrapper: InSystem })
    expect(screen.getByTestId('language-picker')).toHaveTextContent('EN')
    expect(document.documentElement.lang).toBe('en')
  })

  it('uses zh for Chinese and tl for Tagalog in <html lang>', async () => {
    await initI18n('cn')
    expect(document.documentElement.lang).toBe('zh')
    render(<LanguagePicker />, { wrapper: InSystem })
    // A stored language outside the picker still shows its code.
    expect(screen.getByTestId('language-picker')).toHaveTextContent('CN')
  })
})
