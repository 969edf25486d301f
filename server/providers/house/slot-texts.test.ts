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
// The page's flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'

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
  new Function(read('house-page.js'))()
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
  it('show players no developer command', () => {
    for (const lang of LANGUAGES) for (const text of Object.values(texts[lang] ?? {})) expect(text).not.toMatch(/npm run|verify-round/)
    expect(read('slot.html')).not.toMatch(/npm run/)
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
    expect(document.querySelector('#paytable th[scope="row"]')?.textContent).toBe('Số 7')
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

  it('links the last round to its verification page, in the page language', async () => {
    await openPage('ty')
    const link = document.querySelector<HTMLAnchorElement>('[data-testid="slot-verify-link"]')!
    expect(link.hidden).toBe(true)
    const spun = { roundId: 'Rabc123', nonce: 3, grid: [[1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3], [1, 2, 3]], wins: [], win: 0, stake: 100, balance: 123350 }
    vi.stubGlobal('fetch', vi.fn(async () => ({ json: async () => ({ success: true, value: spun }) })))
    document.getElementById('spin')!.click()
    await vi.waitFor(() => expect(link.hidden).toBe(false))
    expect(link.getAttribute('href')).toBe('/house/slot/verify?round=Rabc123&lang=ty')
    expect(link.textContent).toBe('Beripikahin ang round na ito')
    expect(link.target).toBe('_blank')
  })

  it('shows its own text, not the provider English, when the session has ended', async () => {
    await openPage('th', { success: false, code: 'UNAUTHORIZED', message: 'The game session has ended. Please launch the game again.' })
    expect(text('result')).toBe('เซสชันเกมสิ้นสุดแล้ว โปรดเปิดเกมอีกครั้งจากล็อบบี้')
  })
})

const VERIFIED = {
  roundId: 'Rabc123', gameId: 'g1', status: 'settled', stake: 500, clientSeed: 'my-seed', nonce: 4,
  serverSeedHash: 'b'.repeat(64), serverSeed: 'c'.repeat(64), recorded: { stops: [1, 2, 3, 4, 5], win: 1250 },
  check: { recomputed: { hash: 'b'.repeat(64), stops: [1, 2, 3, 4, 5], grid: [], win: 1250 }, hashMatches: true, stopsMatch: true, winMatches: true, matches: true },
}

/** Loads verify.html as the browser would at /house/slot/verify?round=...&lang=... */
const openVerify = async (search: string, reply: unknown) => {
  window.history.replaceState(null, '', `/house/slot/verify?${search}`)
  const html = read('verify.html')
  document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
  const fetch = vi.fn(async () => ({ json: async () => reply }))
  vi.stubGlobal('fetch', fetch)
  loadTexts()
  new Function(read('verify-form.js'))()
  new Function(read('verify.js'))()
  await vi.waitFor(() => expect(text('verdict')).not.toBe(''))
  return fetch
}

describe('round verification page', () => {
  it('shows the seeds, the committed hash and the recorded outcome beside the recomputed one, in Tagalog', async () => {
    const fetch = await openVerify('round=Rabc123&lang=ty', { success: true, value: VERIFIED })
    expect(String(fetch.mock.calls[0]?.[0 as never])).toBe('/house/api/verify?round=Rabc123')
    expect(document.documentElement.lang).toBe('tl')
    expect(document.title).toBe('Pagberipika ng round')
    expect(text('verdict')).toBe('Tugma: ang round na ito ay kinuwenta mula sa mga seed na ito.')
    expect(text('vCommitted')).toBe('b'.repeat(64))
    expect(text('vServerSeed')).toBe('c'.repeat(64))
    expect(text('vClient')).toBe('my-seed')
    expect(text('vNonce')).toBe('4')
    expect(text('recStops')).toBe('1 2 3 4 5')
    expect(text('newWin')).toBe('12.50')
    expect(text('okWin')).toBe('✓ tugma')
    expect(document.getElementById('compare')?.hidden).toBe(false)
  })

  it('says which part differs when the round does not match, in English', async () => {
    const check = { ...VERIFIED.check, recomputed: { ...VERIFIED.check.recomputed, win: 0 }, winMatches: false, matches: false }
    await openVerify('round=Rabc123&lang=en', { success: true, value: { ...VERIFIED, check } })
    expect(text('verdict')).toBe('Does not match the recorded round.')
    expect(text('okWin')).toBe('✗ differs')
    expect(text('okStops')).toBe('✓ matches')
  })

  it('asks to rotate the seed first while the server seed is still secret', async () => {
    await openVerify('round=Rabc123&lang=vi', { success: true, value: { ...VERIFIED, serverSeed: null, check: null } })
    expect(text('verdict')).toBe('Seed máy chủ của ván này vẫn đang được dùng. Hãy đổi seed trong trò chơi rồi kiểm tra lại.')
    expect(text('vCommitted')).toBe('b'.repeat(64))
    expect(document.getElementById('compare')?.hidden).toBe(true)
  })

  it('says when there is no such round', async () => {
    await openVerify('round=nope&lang=cn', { success: false, code: 'NOT_FOUND', message: 'No such round.' })
    expect(text('verdict')).toBe('没有此局号的牌局。')
  })
})
