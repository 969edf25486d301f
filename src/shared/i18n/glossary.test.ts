import { describe, expect, it } from 'vitest'
import { Languages } from '@/shared/config'

// A term is translated one way in each language (docs/glossary/<lang>.md). Each row of a
// glossary's table names an English term, the word (or the forms of it, split by " / ") the
// language uses for it, and the variants it must not use (split by ", "). For every text whose
// English contains the term (a whole word, any case, a plural "s" too), the language's text holds
// one of the forms and none of the rejected variants. Placeholders ({{rate}}) and handles
// (@tala_agent) are left out of both sides: they are names, not words.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['/locales/*.json', '/locales/*/*.json'], { eager: true })
const glossaries = import.meta.glob<string>('/docs/glossary/*.md', { eager: true, query: '?raw', import: 'default' })

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.entries(obj).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(acc, flatten(v as Record<string, unknown>, key))
    else acc[key] = String(v)
    return acc
  }, {})
}

const langOf = (path: string) => path.replace(/^.*\/(\w+)\.json$/, '$1')
const texts: Record<string, Record<string, string>> = {}
for (const [path, mod] of Object.entries(files)) texts[langOf(path)] = { ...texts[langOf(path)], ...flatten(mod.default) }

interface GlossaryEntry { readonly en: string; readonly use: readonly string[]; readonly not: readonly string[] }

/** The rows of the glossary's table: | EN | <language> | Not | Note |. */
function parseGlossary(markdown: string): GlossaryEntry[] {
  const rows = markdown.split('\n').filter((line) => line.trim().startsWith('|')).map((line) => line.trim().replace(/^\||\|$/g, '').split('|').map((cell) => cell.trim()))
  // The header and the |---| line go.
  return rows.slice(2).filter((cells) => cells[0] && cells[1]).map(([en, use, not]) => ({
    en: en!.replace(/`/g, ''),
    use: use!.replace(/`/g, '').split(' / ').map((s) => s.trim()).filter(Boolean),
    not: (not ?? '').replace(/`/g, '').split(', ').map((s) => s.trim()).filter((s) => s && s !== '-'),
  }))
}

// Placeholders, and examples of handles and addresses (@tala_agent, name@example.com), are names.
const withoutPlaceholders = (s: string) => s.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|\S*@\S*/g, ' ')
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The term as a whole word or phrase of the English, any case, with or without a plural "s". */
const termIn = (term: string) => new RegExp(`(^|[^\\p{L}])${escape(term)}s?(?![\\p{L}])`, 'iu')

/** Where the language does not follow its glossary: key, English, text, and what is wrong. */
function glossaryMisses(entries: readonly GlossaryEntry[], lang: string): string[] {
  const misses: string[] = []
  for (const entry of entries) {
    const term = termIn(entry.en)
    for (const [key, english] of Object.entries(texts.en ?? {})) {
      if (!term.test(withoutPlaceholders(english))) continue
      const text = withoutPlaceholders(texts[lang]?.[key] ?? '').toLowerCase()
      if (!entry.use.some((form) => text.includes(form.toLowerCase()))) misses.push(`${key}: "${english}" → "${texts[lang]?.[key]}" lacks "${entry.use.join(' / ')}" (${entry.en})`)
      for (const rejected of entry.not) if (text.includes(rejected.toLowerCase())) misses.push(`${key}: "${texts[lang]?.[key]}" uses "${rejected}" for ${entry.en}`)
    }
  }
  return misses
}

describe('glossaries', () => {
  it('parses a glossary table', () => {
    const md = '# x\n\n| EN | TY | Not | Note |\n|---|---|---|---|\n| valid bet | valid na taya / valid | balidong taya, valid bet | one way |\n'
    expect(parseGlossary(md)).toEqual([{ en: 'valid bet', use: ['valid na taya', 'valid'], not: ['balidong taya', 'valid bet'] }])
  })

  // The file-level side of the TY walk (tests/e2e/support/english-left.ts): a TY text that is its
  // English is a name or a code, or only placeholders.
  it('ty: leaves no text in English but names and codes', () => {
    const NAMES = new Set(['Bingo', 'VIP', 'Android (Chrome)', 'Captcha', 'SMS', 'e-mail', 'Telegram', 'Facebook', 'YouTube', 'LINE', 'WhatsApp', 'WeChat', 'Lô', 'Đề', '3 càng', 'Xiên 2', 'Xiên 3', 'Xiên 4'])
    const english = Object.entries(texts.ty ?? {}).filter(([key, text]) => text === texts.en?.[key] && !NAMES.has(text) && withoutPlaceholders(text).replace(/[\s×/#:()]/g, '') !== '')
    expect(english.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })

  for (const lang of Languages.filter((l) => l !== 'en')) {
    it(`${lang}: has a glossary, and every text uses its words for the glossary's terms`, () => {
      const markdown = glossaries[`/docs/glossary/${lang}.md`]
      expect(markdown, `docs/glossary/${lang}.md`).toBeTruthy()
      const entries = parseGlossary(markdown!)
      expect(entries.length).toBeGreaterThan(10)
      expect(glossaryMisses(entries, lang)).toEqual([])
    })
  }
})
