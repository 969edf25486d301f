// @vitest-environment jsdom
/**
 * The slot draws its symbols itself (an SVG sprite in slot.html), never as emoji: a phone or
 * a Chromium without an emoji font would show empty boxes. Every symbol of the maths has a
 * drawing and a name in every language, and the reels and paytable use both.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
// The page's flow, as flows.js (the build of house-client/) gives it to the page.
import '../../../house-client/flows.ts'
import { SYMBOLS } from './slot-math.ts'

const publicDir = join(dirname(fileURLToPath(import.meta.url)), 'public')
const read = (name: string) => readFileSync(join(publicDir, name), 'utf8')
type Texts = Record<string, Record<string, string>>

/**
 * Emoji, the emoji variation selector, and the symbol blocks the old glyphs came from
 * (geometric shapes such as ▬, miscellaneous symbols such as ★): all font-dependent.
 */
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{FE0F}\u{25A0}-\u{25FF}\u{2600}-\u{26FF}\u{2B00}-\u{2BFF}]/u

const STATE = {
  game: { id: 'g1', name: 'Lucky Tala', vassalage: 'HOUSE', rtp: 96, volatility: 'medium' },
  language: 'ty', account: 'juan', balance: 10000,
  symbols: [...SYMBOLS], paylines: [[1, 1, 1, 1, 1]], lines: 10, stakes: [100],
  paytable: SYMBOLS.map((symbol) => ({ symbol, pays: [1, 2, 3] })),
  fair: { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 0 },
}

afterEach(() => { vi.unstubAllGlobals() })

describe('house slot symbols', () => {
  it.each(readdirSync(publicDir))('%s has no emoji code point', (file) => {
    const hit = EMOJI.exec(read(file))
    expect(hit && `U+${hit[0].codePointAt(0)!.toString(16).toUpperCase()}`).toBeNull()
  })

  it('slot.html draws every symbol of the maths as SVG shapes', () => {
    const doc = new DOMParser().parseFromString(read('slot.html'), 'text/html')
    for (const name of SYMBOLS) {
      const symbol = doc.getElementById(`sym-${name}`)
      expect(symbol?.tagName.toLowerCase(), name).toBe('symbol')
      expect(symbol!.querySelectorAll('path, circle, ellipse, rect, polygon').length, name).toBeGreaterThan(0)
    }
  })

  it('every language names every symbol', () => {
    new Function(read('slot-texts.js'))()
    const texts = (window as unknown as { TALA_SLOT_TEXT: Texts }).TALA_SLOT_TEXT
    for (const [lang, table] of Object.entries(texts)) for (const name of SYMBOLS) expect(table[`sym_${name}`], `${lang} sym_${name}`).toMatch(/\S/)
  })

  it('the reels and the paytable show each symbol drawn and named in the page language', async () => {
    window.history.replaceState(null, '', `/house/slot/?s=${'t'.repeat(32)}&lang=ty`)
    const html = read('slot.html')
    document.head.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'))
    vi.stubGlobal('fetch', vi.fn(async () => ({ json: async () => ({ success: true, value: STATE }) })))
    new Function(read('slot-texts.js'))()
    new Function(read('house-page.js'))()
    new Function(read('slot.js'))()
    await vi.waitFor(() => expect(document.getElementById('spin')!.hasAttribute('disabled')).toBe(false))
    const ty = (window as unknown as { TALA_SLOT_TEXT: Texts }).TALA_SLOT_TEXT.ty!

    const cells = [...document.querySelectorAll('#reels .cell')]
    expect(cells).toHaveLength(15)
    for (const cell of cells) {
      const name = cell.getAttribute('data-symbol')!
      expect(cell.getAttribute('role')).toBe('img')
      expect(cell.getAttribute('aria-label')).toBe(ty[`sym_${name}`])
      expect(cell.textContent).toBe('')
      const href = cell.querySelector('use')?.getAttribute('href')
      expect(href).toBe(`#sym-${name}`)
      expect(document.querySelector(href!)?.tagName.toLowerCase()).toBe('symbol')
    }
    const rows = [...document.querySelectorAll('#paytable th[scope="row"]')]
    expect(rows.map((th) => th.textContent)).toEqual(SYMBOLS.map((name) => ty[`sym_${name}`]))
    expect(rows.map((th) => th.querySelector('use')?.getAttribute('href'))).toEqual(SYMBOLS.map((name) => `#sym-${name}`))
  })
})
