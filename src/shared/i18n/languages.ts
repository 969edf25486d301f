import type { Language } from '@/shared/api'
import { HtmlLang, Languages } from '@/shared/config'

/**
 * i18next is given BCP 47 tags (those of `<html lang>`: tl, en, zh, th, vi), not the contract's
 * codes: it takes plural rules and number formats from Intl for its language, and Intl knows
 * no `ty` or `cn` (it would use the browser's own rules for them). The contract's codes stay
 * everywhere else: storage, calls, locale file names, `useLanguage()`.
 */
export const tagOf = (lang: Language): string => HtmlLang[lang]

/** The contract's code for an i18next language, or null for one we do not ship. */
export const languageOfTag = (tag: string | undefined): Language | null => Languages.find((lang) => HtmlLang[lang] === tag) ?? null

/** The language whose text stands in for a key another language lacks. */
export const FALLBACK_LANGUAGE: Language = 'en'
