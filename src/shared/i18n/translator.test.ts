import { describe, expect, it, vi } from 'vitest'
import { createTranslator } from './translator.ts'

const withBundles = () => {
  const i18n = createTranslator()
  i18n.add('en', { common: { close: 'Close', empty: '', hello: 'Hello {{name}}, you have {{ count }} games', nested: { deep: 'Deep' } }, footer: { copyright: '© {{brand}}' } })
  i18n.add('ty', { common: { close: 'Isara' } })
  i18n.use('en')
  return i18n
}

describe('the translator', () => {
  it('reads nested keys in the language shown, and switches language', () => {
    const i18n = withBundles()
    expect(i18n.t('common.close')).toBe('Close')
    expect(i18n.t('common.nested.deep')).toBe('Deep')
    i18n.use('ty')
    expect(i18n.language).toBe('ty')
    expect(i18n.t('common.close')).toBe('Isara')
  })

  it('shows a missing key as its default text when given, else as the key (no fallback to another language)', () => {
    const i18n = withBundles()
    i18n.use('ty')
    expect(i18n.t('common.nested.deep')).toBe('common.nested.deep')
    expect(i18n.t('nav.gameType.XYZ', { defaultValue: 'XYZ' })).toBe('XYZ')
    expect(i18n.t('footer.none', { brand: 'Tala', defaultValue: 'Made by {{brand}}' })).toBe('Made by Tala')
    // A key that names a group of texts is not a text.
    i18n.use('en')
    expect(i18n.t('common.nested')).toBe('common.nested')
    expect(i18n.t('common.close.more')).toBe('common.close.more')
  })

  it('fills placeholders: numbers as digits (0 too), nothing for null or undefined, untouched when not given', () => {
    const i18n = withBundles()
    expect(i18n.t('common.hello', { name: 'Ana', count: 0 })).toBe('Hello Ana, you have 0 games')
    expect(i18n.t('common.hello', { name: null, count: undefined })).toBe('Hello , you have  games')
    expect(i18n.t('common.hello', { name: 'Ana' })).toBe('Hello Ana, you have {{ count }} games')
    expect(i18n.t('common.hello')).toBe('Hello {{name}}, you have {{ count }} games')
    // A value is not read for placeholders again.
    expect(i18n.t('common.hello', { name: '{{count}}', count: 3 })).toBe('Hello {{count}}, you have 3 games')
  })

  it('keeps an empty text empty', () => {
    expect(withBundles().t('common.empty')).toBe('')
  })

  it('gives one function per language and tells listeners of a change only when the language changes', () => {
    const i18n = withBundles()
    expect(i18n.fixedT('ty')).toBe(i18n.fixedT('ty'))
    expect(i18n.fixedT('ty')('common.close')).toBe('Isara')
    const listener = vi.fn()
    const stop = i18n.subscribe(listener)
    i18n.use('en')
    expect(listener).not.toHaveBeenCalled()
    i18n.use('ty')
    expect(listener).toHaveBeenCalledTimes(1)
    stop()
    i18n.use('en')
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
