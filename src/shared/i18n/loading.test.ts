import { beforeAll, describe, expect, it, vi } from 'vitest'

// The locale files as the app fetches them, counted (and made to fail once where a test says).
const failNext = new Set<string>()
vi.mock('./locale-files.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./locale-files.ts')>()
  return {
    ...real,
    loadBundle: vi.fn(async (lang: Parameters<typeof real.loadBundle>[0], ns: Parameters<typeof real.loadBundle>[1]) => {
      if (failNext.delete(lang)) throw new Error('offline')
      return real.loadBundle(lang, ns)
    }),
  }
})
// The test setup has loaded the app's i18next already, with the real files: a fresh one here.
let files: typeof import('./locale-files.ts')
let i18n: typeof import('./i18n.ts')['i18n']
let initI18n: typeof import('./i18n.ts')['initI18n']
let changeLanguage: typeof import('./i18n.ts')['changeLanguage']
let currentLanguage: typeof import('./i18n.ts')['currentLanguage']
let FALLBACK_DELAY_MS: number
beforeAll(async () => {
  vi.resetModules()
  files = await import('./locale-files.ts')
  ;({ i18n, initI18n, changeLanguage, currentLanguage, FALLBACK_DELAY_MS } = await import('./i18n.ts'))
})
/** The files fetched: `ty` for a language's main texts, `ty/account` for a namespace's. */
const requested = () => vi.mocked(files.loadBundle).mock.calls.map(([lang, ns]) => (ns && ns !== 'translation' ? `${lang}/${ns}` : lang))

describe('loading the locale files', () => {
  it('fetches only the chosen language for the first screen, and EN (the fallback) a while after the page has loaded', { timeout: 10_000 }, async () => {
    await initI18n('ty')
    expect(requested()).toEqual(['ty'])
    expect(i18n.t('common.close')).toBe('Isara')
    const asked = Date.now()
    await vi.waitFor(() => expect(requested()).toEqual(['ty', 'en']), { timeout: FALLBACK_DELAY_MS + 2000 })
    expect(Date.now() - asked).toBeGreaterThan(FALLBACK_DELAY_MS / 2)
    await vi.waitFor(() => expect(i18n.hasResourceBundle('en', 'translation')).toBe(true))
  })

  it('fetches a language once, when the player first picks it', async () => {
    await changeLanguage('th')
    await changeLanguage('ty')
    await changeLanguage('th')
    expect(requested()).toEqual(['ty', 'en', 'th'])
  })

  it('keeps the language shown when the new one cannot load, and loads it when asked again', async () => {
    await changeLanguage('ty')
    failNext.add('vi')
    await expect(changeLanguage('vi')).rejects.toThrow()
    expect(currentLanguage()).toBe('ty')
    expect(i18n.t('common.close')).toBe('Isara')
    expect(localStorage.getItem('lang')).toBe('ty')
    expect(document.documentElement.lang).toBe('tl')
    await changeLanguage('vi')
    expect(currentLanguage()).toBe('vi')
    expect(localStorage.getItem('lang')).toBe('vi')
    expect(document.documentElement.lang).toBe('vi')
  })

  it('reads a page\'s namespace asked for before the boot, with the language\'s main texts, each once', async () => {
    vi.resetModules()
    files = await import('./locale-files.ts')
    vi.mocked(files.loadBundle).mockClear()
    const fresh = await import('./i18n.ts')
    localStorage.setItem('lang', 'th')
    await fresh.loadTexts('account')
    await fresh.initI18n()
    expect(requested()).toEqual(['th', 'th/account'])
    expect(fresh.i18n.t('social.or')).not.toBe('social.or')
    expect(fresh.i18n.t('common.close')).not.toBe('common.close')
    localStorage.removeItem('lang')
  })

  it('fetches EN alone for an English page: it is its own fallback', async () => {
    vi.resetModules()
    files = await import('./locale-files.ts')
    vi.mocked(files.loadBundle).mockClear()
    const fresh = await import('./i18n.ts')
    await fresh.initI18n('en')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requested()).toEqual(['en'])
  })
})
