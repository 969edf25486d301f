import type { Language } from '@/shared/api'

/** Every language with a locale file (spec §1). */
export const Languages = ['ty', 'en', 'cn', 'th', 'vi'] as const satisfies readonly Language[]
/** The languages the picker offers (spec §9). */
export const PickerLanguages = ['ty', 'en'] as const satisfies readonly Language[]
export const DEFAULT_LANGUAGE: Language = 'ty'

/** The country whose flag stands for each language in the picker (spec §1, flag-icons' codes). */
export const LanguageFlags: Record<Language, string> = { ty: 'PH', en: 'GB', cn: 'CN', th: 'TH', vi: 'VN' }

/** Value of `<html lang>` for each locale (BCP 47). */
export const HtmlLang: Record<Language, string> = { ty: 'tl', en: 'en', cn: 'zh', th: 'th', vi: 'vi' }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (Languages as readonly string[]).includes(value)
