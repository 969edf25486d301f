// @vitest-environment jsdom
/**
 * The house slot page's own texts: every platform language has exactly EN's keys, and the
 * page (its real HTML and scripts, a faked provider API) renders in the language the
 * launch URL asks for, falling back to EN for codes it does not know.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'

// A path, not new URL(): under the jsdom environment URL is jsdom's, which fileURLToPath refuses.
const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
const LANGUAGES = ['ty', 'en', 'cn', 'th', 'vi'] as const
type Texts = Record<string, Record<string, string>>

const loadTexts = (): Texts => {
  new Function(read('slot-texts.js'))()
  return (window as unknown as { TALA_SLOT_TEXT: Texts }).TALA_SLOT_TEXT
}

const STATE = {
  game: { id: 'g1', name: 'Lucky Tala', vassalage: 'HOUSE', rtp: 96, volatility: 'medium' },
  language: 'vi', account: 'juan', balance: 123450,
  symbols: ['WILD', 'SEVEN', 'BAR', 'BELL', 'MELON', 'GRAPE', 'LEMON', 'CHERRY'],
  paylines: [[1, 1, 1, 1, 1]], lines: 10, stakes: [100, 1000],
  paytable: [{ symbol: 'SEVEN', pays: [5, 20, 100] }],
  fair: { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 3 },
}

/** Loads slot.html into the document as the browser would at /house/slot/?s=...&lang=... */
const openPage = async (lang: string, reply: unknown = { success: true, value: STATE }) => {
  window.history.replaceState(null, '', `/house/slot/?s=${'t'.repeat(32)}&lang=${lang}`)
  const html = read('slot.html')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  vi.stubGlobal('fetch', vi.fn(async () => ({ json: async () => reply })))
  loadTexts()
  new Function(read('slot.js'))()
  await vi.waitFor(() => expect(document.getElementById('spin')?.hasAttribute('disabled') === false || document.getElementById('result')?.textContent !== '').toBe(true))
}
const text = (id: string) => document.getElementById(id)?.textContent ?? ''
const dataT = (key: string) => document.querySelector(`[data-t="${key}"]`)?.textContent

afterEach(() => { vi.unstubAllGlobals() })

describe('house slot texts', () => {
  const texts = loadTexts()
  const enKeys = Object.keys(texts.en ?? {}).sort()

  it('exist for exactly the platform languages', () => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort())
  })
  for (const lang of LANGUAGES) {
    it(`${lang}: has exactly the keys of EN, each a non-empty string`, () => {
      expect(Object.keys(texts[lang] ?? {}).sort()).toEqual(enKeys)
      for (const key of enKeys) expect(texts[lang]?.[key], `${lang}.${key}`).toMatch(/\S/)
    })
  }
  it('keep the command line of the verify note untranslated', () => {
    for (const lang of LANGUAGES) expect(texts[lang]?.verifyNote).toContain('npm run verify-round -- <roundId>')
  })
})

describe('house slot page', () => {
  it('renders in Vietnamese when launched with lang=vi', async () => {
    await openPage('vi')
    expect(document.documentElement.lang).toBe('vi')
    expect(document.title).toBe('Tala Slot')
    expect(dataT('spin')).toBe('Quay')
    expect(dataT('balance')).toBe('Số dư')
    expect(dataT('paytable')).toBe('Bảng trả thưởng')
    expect(dataT('fair')).toBe('Công bằng có thể kiểm chứng')
    expect(text('rtp')).toBe('RTP 96.00% · biến động trung bình')
    expect(text('balance')).toBe('1,234.50')
    expect(document.querySelector('#paytable th[title="Số 7"]')).not.toBeNull()
    expect(document.getElementById('reels')?.getAttribute('aria-label')).toBe('Cuộn quay')
  })

  it('renders in Chinese with the html lang the SPA uses', async () => {
    await openPage('cn')
    expect(document.documentElement.lang).toBe('zh')
    expect(dataT('spin')).toBe('旋转')
    expect(text('rtp')).toBe('返还率 96.00% · 中波动')
  })

  it.each([['vi-VN', 'vi'], ['zh-CN', 'zh'], ['tl', 'tl'], ['EN-us', 'en']])('maps the code %j to its language (html lang %j)', async (code, htmlLang) => {
    await openPage(code)
    expect(document.documentElement.lang).toBe(htmlLang)
  })

  it.each(['fr', '__proto__', 'constructor', ''])('falls back to English for the code %j', async (code) => {
    await openPage(code)
    expect(document.documentElement.lang).toBe('en')
    expect(dataT('spin')).toBe('Spin')
    expect(dataT('stake')).toBe('Stake')
  })

  it('shows its own text, not the provider English, when the session has ended', async () => {
    await openPage('th', { success: false, code: 'UNAUTHORIZED', message: 'The game session has ended. Please launch the game again.' })
    expect(text('result')).toBe('เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้')
  })
})
