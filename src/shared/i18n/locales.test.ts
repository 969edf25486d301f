import { describe, it, expect } from 'vitest'
import {
  ActivityStatus, DepositChannelKind, DepositStatus, GameType, LedgerKind, MessageKind, PatternIds, PayoutKind, RewardSource, WithdrawalStatus,
} from '@/shared/api'
import { Languages } from '@/shared/config'

// Every locale file must carry every key, none empty; the texts the code asks for must exist.
const files = import.meta.glob<{ default: Record<string, unknown> }>('/locales/*.json', { eager: true })
const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' })

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.entries(obj).reduce<Record<string, unknown>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(acc, flatten(v as Record<string, unknown>, key))
    else acc[key] = v
    return acc
  }, {})
}

const locales = Object.fromEntries(Object.entries(files).map(([path, mod]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), flatten(mod.default)]))
const allKeys = [...new Set(Object.values(locales).flatMap((l) => Object.keys(l)))].sort()

describe('locale files', () => {
  it('exist for every language: ty, en, cn, th, vi', () => {
    expect(Object.keys(locales).sort()).toEqual([...Languages].sort())
  })

  for (const lang of Languages) {
    it(`${lang}: has every key, each a non-empty string`, () => {
      const locale = locales[lang] ?? {}
      expect(allKeys.filter((k) => !(k in locale)), `missing in ${lang}.json`).toEqual([])
      expect(Object.entries(locale).filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k), `empty in ${lang}.json`).toEqual([])
    })

    it(`${lang}: keeps the placeholders of the English text`, () => {
      const placeholders = (s: unknown) => (String(s).match(/\{\{\w+\}\}|\(min\)|\(max\)/g) ?? []).sort()
      const wrong = Object.keys(locales.en).filter((k) => JSON.stringify(placeholders(locales.en[k])) !== JSON.stringify(placeholders(locales[lang][k])))
      expect(wrong).toEqual([])
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
    expect([...used].filter((k) => !(k in locales.en)).sort()).toEqual([])
  })
})
