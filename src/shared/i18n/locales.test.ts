import { describe, it, expect } from 'vitest'
import {
  ActivityStatus, DepositChannelKind, DepositStatus, GameType, LedgerKind, MessageKind, PatternIds, PayoutKind, RewardSource, WithdrawalStatus,
} from '@/shared/api'
import { HtmlLang, Languages } from '@/shared/config'

// Every locale file must carry every key, none empty; the texts the code asks for must exist.
// A text that varies with a count is a family of i18next plural keys (`key_one`, `key_other`):
// each language has the forms its own plural rules ask for (Intl's, for the tag i18next is
// given: one form in zh, th and vi, two in en and tl), so a family counts as one key.
// A language's texts are its main file (locales/<lang>.json) and its namespaces' (locales/<namespace>/<lang>.json).
const files = import.meta.glob<{ default: Record<string, unknown> }>(['/locales/*.json', '/locales/*/*.json'], { eager: true })
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' })

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.entries(obj).reduce<Record<string, unknown>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(acc, flatten(v as Record<string, unknown>, key))
    else acc[key] = v
    return acc
  }, {})
}

const langOf = (path: string) => path.replace(/^.*\/(\w+)\.json$/, '$1')
const namespaceOf = (path: string) => /^\/locales\/(\w+)\//.exec(path)?.[1] ?? 'translation'
const locales: Record<string, Record<string, unknown>> = {}
for (const [path, mod] of Object.entries(files)) locales[langOf(path)] = { ...locales[langOf(path)], ...flatten(mod.default) }
/** Each top-level group of texts lives in one namespace: the same group twice would hide one of them. */
const groups = Object.entries(files).flatMap(([path, mod]) => Object.keys(mod.default).map((g) => `${langOf(path)}:${g}`))
const groupsTwice = groups.filter((g, i) => groups.indexOf(g) !== i)

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/
const pluralBase = (key: string): string | null => (PLURAL_FORM.test(key) ? key.replace(PLURAL_FORM, '') : null)
const formsOf = (lang: string): string[] => new Intl.PluralRules(HtmlLang[lang as keyof typeof HtmlLang]).resolvedOptions().pluralCategories
const allForms = [...new Set(Languages.flatMap(formsOf))]
const pluralBases = [...new Set(Object.values(locales).flatMap((l) => Object.keys(l).map(pluralBase).filter((b): b is string => b !== null)))].sort()
const plainKeys = [...new Set(Object.values(locales).flatMap((l) => Object.keys(l).filter((k) => pluralBase(k) === null)))].sort()
/** A key as the code asks for it: a text, or a family of plural forms. */
const hasKey = (locale: Record<string, unknown>, key: string) => key in locale || `${key}_other` in locale

describe('locale files', () => {
  it('exist for every language: ty, en, cn, th, vi', () => {
    expect(Object.keys(locales).sort()).toEqual([...Languages].sort())
  })

  it('hold each group of texts in one namespace, in every language', () => {
    expect(groupsTwice).toEqual([])
    const filesPerNamespace: Record<string, number> = {}
    for (const path of Object.keys(files)) filesPerNamespace[namespaceOf(path)] = (filesPerNamespace[namespaceOf(path)] ?? 0) + 1
    for (const [ns, count] of Object.entries(filesPerNamespace)) expect(count, `namespace ${ns}`).toBe(Languages.length)
  })

  for (const lang of Languages) {
    it(`${lang}: has every key, each a non-empty string`, () => {
      const locale = locales[lang] ?? {}
      expect(plainKeys.filter((k) => !(k in locale)), `missing in ${lang}.json`).toEqual([])
      expect(Object.entries(locale).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k), `empty in ${lang}.json`).toEqual([])
    })

    // Every file holds the forms any of the five languages uses, so the five have the same keys;
    // a form its own language never picks (Chinese "one") repeats its "other" text.
    it(`${lang}: has each text that varies with a count in every plural form the five languages use`, () => {
      const locale = locales[lang] ?? {}
      const wanted = pluralBases.flatMap((base) => allForms.map((form) => `${base}_${form}`))
      expect(wanted.filter((k) => !(k in locale)), `missing in ${lang}.json`).toEqual([])
      expect(Object.keys(locale).filter((k) => pluralBase(k) !== null && !wanted.includes(k)), `not a plural form of the five languages`).toEqual([])
      expect(formsOf(lang).filter((form) => !allForms.includes(form))).toEqual([])
      expect(pluralBases.filter((base) => base in locale), `a plain text beside plural forms in ${lang}.json`).toEqual([])
    })

    it(`${lang}: keeps the placeholders of the English text`, () => {
      const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}|\(min\)|\(max\)/g) ?? []).sort()
      // A plural form is held against the English "other" form.
      const english = (k: string) => locales.en[k] ?? locales.en[`${pluralBase(k)}_other`]
      const wrong = Object.keys(locales[lang]).filter((k) => JSON.stringify(placeholders(english(k))) !== JSON.stringify(placeholders(locales[lang][k])))
      expect(wrong).toEqual([])
    })

    // A text may take another's words ($t(common.minutes, {"count": {{promised}} })): that one must exist.
    it(`${lang}: nests only texts that exist`, () => {
      const nested = Object.values(locales[lang]).flatMap((v) => [...String(v).matchAll(/\$t\(([\w.]+)/g)].map((m) => m[1]))
      expect(nested.filter((k) => !hasKey(locales[lang], k))).toEqual([])
    })
  }

  it('translates the labels TY pages showed in English: help centre, points mall, game hall tabs, copyright', () => {
    for (const key of ['page.help.title', 'page.helpmc.title', 'page.pointMall.title', 'vendor.hall', 'footer.copyright']) {
      for (const lang of Languages.filter((l) => l !== 'en')) expect(locales[lang][key], `${lang}: ${key}`).not.toBe(locales.en[key])
    }
    expect(locales.ty['vendor.hall']).not.toMatch(/Game Hall/)
  })

  it('has a text with (min) and (max) for every registration pattern id', () => {
    for (const id of PatternIds) {
      const text = String(locales.en[`validation.pattern.${id}`] ?? '')
      expect(text, id).toContain('(min)')
      expect(text, id).toContain('(max)')
    }
  })

  it('has a nav label for every game type', () => {
    for (const type of GameType.literals) expect(locales.en, type).toHaveProperty([`nav.gameType.${type}`])
  })

  // The member centre words these from the contract's values (t(`records.kind.${kind}`) ...), which the
  // t('...') scan below cannot see: a value added to the contract without its text fails here.
  it('has a text for every contract value the member centre words by key', () => {
    const families: Array<[string, readonly string[]]> = [
      ['money.deposit.status.%', DepositStatus.literals], ['money.kind.%', [...DepositChannelKind.literals, ...PayoutKind.literals]],
      ['money.withdraw.status.%', WithdrawalStatus.literals], ['records.kind.%', LedgerKind.literals],
      ['rewards.status.%', ActivityStatus.literals], ['rewards.source.%', RewardSource.literals],
      // An operator's message carries its own title and body; every event is worded by its kind.
      ['messages.kind.%.title', MessageKind.literals.filter((k) => k !== 'operator')], ['messages.kind.%.body', MessageKind.literals.filter((k) => k !== 'operator')],
    ]
    const missing = families.flatMap(([pattern, values]) => values.map((v) => pattern.replace('%', v))).filter((k) => !(k in locales.en))
    expect(missing).toEqual([])
  })

  it('has every key the code asks for with t(\'...\')', () => {
    const used = new Set<string>()
    for (const [path, code] of Object.entries(sources)) {
      if (path.endsWith('.test.ts') || path.endsWith('.test.tsx')) continue
      for (const m of code.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)) used.add(m[1])
      for (const m of code.matchAll(/titleKey[:=]\s*["']([a-zA-Z0-9_.]+)["']/g)) used.add(m[1])
    }
    expect([...used].filter((k) => !hasKey(locales.en, k)).sort()).toEqual([])
  })
})
