import { readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

/**
 * English left on a TY screen (issue 38, item 9): a string the page shows that is a text of the
 * EN locale files (locales/en.json and locales/<namespace>/en.json) and not also the TY text of
 * a key whose TY differs from its EN (a Tagalog text that happens to read as an English one).
 * A TY text left the same as its EN is English left, unless it is a name or a code: NAMES
 * allows those (Bingo, VIP, LINE, the Vietnamese lottery's bet names, vendors' names). Texts
 * with placeholders ({{count}} …) are left out: their filled-in form is not in the file.
 */
const LOCALES = fileURLToPath(new URL('../../../locales/', import.meta.url))

/** Brand, vendor and provider names, currency, country and language codes: never translated. */
export const NAMES: ReadonlySet<string> = new Set([
  'Tala', 'Bingo', 'VIP', 'SMS', 'QQ', 'Captcha', 'LINE', 'WhatsApp', 'WeChat', 'Facebook', 'Telegram', 'YouTube', 'Google',
  'Android (Chrome)', 'iPhone', 'iPad', 'Safari', 'Chrome', 'GCash', 'Maya', 'PHP', 'USD', 'CNY', 'THB', 'VND', 'GMT+8',
  'TY', 'EN', 'CN', 'TH', 'VI', 'PNG', 'JPG', 'QR', 'e-mail',
  // The Vietnamese lottery's bet names (lottery.betType), the same in every language.
  'Lô', 'Đề', '3 càng', 'Xiên 2', 'Xiên 3', 'Xiên 4',
  // Vendors' display names (server/db/seed-data/vendors.ts) that are also an EN text.
  'Vietnam Lottery',
])

const flatten = (obj: Record<string, unknown>, prefix = '', into: Record<string, string> = {}): Record<string, string> => {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, into)
    else into[key] = String(v)
  }
  return into
}

/** One language's texts: its main file and every namespace's. */
function textsOf(lang: string): Record<string, string> {
  const texts = flatten(JSON.parse(readFileSync(`${LOCALES}${lang}.json`, 'utf8')) as Record<string, unknown>)
  for (const ns of readdirSync(LOCALES)) {
    if (!statSync(`${LOCALES}${ns}`).isDirectory()) continue
    Object.assign(texts, flatten(JSON.parse(readFileSync(`${LOCALES}${ns}/${lang}.json`, 'utf8')) as Record<string, unknown>))
  }
  return texts
}

const normal = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The EN texts a TY page must not show: not a translated TY text, not a name or code. */
export function untranslatedEnglish(): ReadonlySet<string> {
  const en = textsOf('en')
  const ty = textsOf('ty')
  const tyTexts = new Set(Object.entries(ty).filter(([key, text]) => normal(text) !== normal(en[key] ?? '')).map(([, text]) => normal(text)))
  return new Set(Object.values(en).map(normal).filter((s) => s && !/\{\{|\$t\(/.test(s) && !tyTexts.has(s) && !NAMES.has(s)))
}

/**
 * Every string the page shows or names now, outside frames: each visible text node, the whole
 * text of each visible control, heading, label and cell (a label split over nodes), the
 * options of a visible select, and the placeholder, aria-label, title and alt of visible elements.
 */
export function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>()
    const clean = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
    const shown = (el: Element | null): boolean => !!el && el.checkVisibility({ checkVisibilityCSS: true })
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = clean(node.textContent)
      if (text && shown(node.parentElement)) out.add(text)
    }
    const whole = 'button, a, label, legend, caption, h1, h2, h3, h4, h5, h6, th, td, dt, dd, li, p, [role="tab"], [role="menuitem"], [role="menuitemradio"], [role="option"]'
    for (const el of document.querySelectorAll(whole)) if (shown(el)) out.add(clean(el.textContent))
    for (const select of document.querySelectorAll('select')) if (shown(select)) for (const option of select.options) out.add(clean(option.textContent))
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!shown(el)) continue
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) out.add(clean(el.getAttribute(attribute)))
    }
    out.delete('')
    return [...out]
  })
}

/** The EN texts (not also TY, not names) the page shows now. */
export async function englishLeft(page: Page, english: ReadonlySet<string>): Promise<string[]> {
  return (await visibleStrings(page)).filter((s) => english.has(s)).sort()
}
