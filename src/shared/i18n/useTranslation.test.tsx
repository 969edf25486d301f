import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import ty from '../../../locales/ty.json'
import { changeLanguage, initI18n } from './i18n.ts'
import { useLanguage, useTranslation } from './useTranslation.ts'

const seenT = new Set<unknown>()
function CloseLabel({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  seenT.add(t)
  return <span data-testid={id} data-lang={i18n.language}>{t('common.close')}</span>
}
function ActiveLanguage() {
  return <span data-testid="lang">{useLanguage()}</span>
}

beforeAll(async () => {
  await initI18n('en')
})
afterAll(async () => {
  await changeLanguage('en')
})

describe('useTranslation', () => {
  it('renders in the active language and again in the new one when the player switches', async () => {
    render(<><CloseLabel id="a" /><CloseLabel id="b" /><ActiveLanguage /></>)
    expect(screen.getByTestId('a').textContent).toBe('Close')
    expect(screen.getByTestId('lang').textContent).toBe('en')
    await act(() => changeLanguage('ty'))
    expect(screen.getByTestId('a').textContent).toBe(ty.common.close)
    expect(screen.getByTestId('b').textContent).toBe(ty.common.close)
    expect(screen.getByTestId('b').dataset.lang).toBe('ty')
    expect(screen.getByTestId('lang').textContent).toBe('ty')
  })

  it('gives every component the same t for a language, a new one when it changes', async () => {
    seenT.clear()
    render(<><CloseLabel id="c" /><CloseLabel id="d" /></>)
    expect(seenT.size).toBe(1)
    await act(() => changeLanguage('en'))
    expect(seenT.size).toBe(2)
  })
})
