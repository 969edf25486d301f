import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import ty from '../../../locales/ty.json'
import { changeLanguage, initI18n, useFormatAmount, useLanguage, useTranslation } from '@/shared/i18n'

const seenT = new Set<unknown>()
function CloseLabel({ id }: { id: string }) {
  const { t, i18n } = useTranslation()
  seenT.add(t)
  return <span data-testid={id} data-lang={i18n.language}>{t('common.close')}</span>
}
function ActiveLanguage() {
  return <span data-testid="lang">{useLanguage()}</span>
}
function Amount() {
  return <span data-testid="amount">{useFormatAmount()(123_456)}</span>
}

beforeAll(async () => {
  await initI18n('en')
})
afterAll(async () => {
  await changeLanguage('en')
})

describe("react-i18next's useTranslation on the app's i18next", () => {
  it('renders in the active language and again in the new one when the player switches, which is stored', async () => {
    render(<><CloseLabel id="a" /><CloseLabel id="b" /><ActiveLanguage /><Amount /></>)
    expect(screen.getByTestId('a').textContent).toBe('Close')
    expect(screen.getByTestId('lang').textContent).toBe('en')
    await act(() => changeLanguage('ty'))
    expect(screen.getByTestId('a').textContent).toBe(ty.common.close)
    expect(screen.getByTestId('b').textContent).toBe(ty.common.close)
    // i18next is given the BCP 47 tag; the contract's code is what the app reads and stores.
    expect(screen.getByTestId('b').dataset.lang).toBe('tl')
    expect(screen.getByTestId('lang').textContent).toBe('ty')
    expect(localStorage.getItem('lang')).toBe('ty')
    expect(localStorage.getItem('hisLang')).toBe('ty')
    expect(document.documentElement.lang).toBe('tl')
    await act(() => changeLanguage('vi'))
    expect(screen.getByTestId('amount').textContent).toBe('1.234,56')
    expect(screen.getByTestId('lang').textContent).toBe('vi')
  })

  // The hook's `t` is a dependency of effects and memos (the document title, lists' columns):
  // it must stay the same while the language does.
  it("keeps a component's t while the language stays, gives a new one when it changes", async () => {
    await act(() => changeLanguage('en'))
    seenT.clear()
    const { rerender } = render(<CloseLabel id="c" />)
    rerender(<CloseLabel id="c" />)
    expect(seenT.size).toBe(1)
    await act(() => changeLanguage('ty'))
    expect(seenT.size).toBe(2)
  })
})
