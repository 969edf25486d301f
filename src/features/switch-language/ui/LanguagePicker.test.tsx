import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n, initI18n, useTranslation } from '@/shared/i18n'
import { LanguagePicker } from './LanguagePicker.tsx'

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
    )
    // Looked up each time: the light trigger of the first paint is replaced by react-aria's.
    const picker = () => screen.getByTestId('language-picker')
    expect(picker()).toHaveTextContent('TY')
    expect(document.documentElement.lang).toBe('tl')
    expect(screen.getByTestId('probe')).toHaveTextContent('Mga Promo')

    await user.click(picker())
    const options = await screen.findAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['TY', 'EN'])
    await user.click(screen.getByRole('option', { name: 'EN' }))

    await screen.findByText('Promotions')
    expect(picker()).toHaveTextContent('EN')
    expect(localStorage.getItem('lang')).toBe('en')
    expect(localStorage.getItem('hisLang')).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(i18n.language).toBe('en')

    await user.click(picker())
    await user.click(await screen.findByRole('option', { name: 'TY' }))
    await screen.findByText('Mga Promo')
    expect(localStorage.getItem('lang')).toBe('ty')
    expect(document.documentElement.lang).toBe('tl')
  })

  it('starts from the stored language (survives a reload)', async () => {
    localStorage.setItem('lang', 'en')
    const { detectLanguage } = await import('@/shared/i18n')
    await initI18n(detectLanguage())
    render(<LanguagePicker />)
    expect(screen.getByTestId('language-picker')).toHaveTextContent('EN')
    expect(document.documentElement.lang).toBe('en')
  })

  it('uses zh for Chinese and tl for Tagalog in <html lang>', async () => {
    await initI18n('cn')
    expect(document.documentElement.lang).toBe('zh')
    render(<LanguagePicker />)
    // A stored language outside the picker still shows its code.
    expect(screen.getByTestId('language-picker')).toHaveTextContent('CN')
  })
})
