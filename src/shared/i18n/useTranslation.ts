import { useSyncExternalStore } from 'react'
import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/config'
import { i18n } from './i18n.ts'
import type { TFunction } from './translator.ts'

/** The translation hook: `t` in the active language, and a re-render when it changes. */
const activeLanguage = () => i18n.language
const useActiveLanguage = () => useSyncExternalStore(i18n.subscribe, activeLanguage, activeLanguage)

// One `t` per language: the same function for every component, changed with the language.
export function useTranslation(): { readonly t: TFunction; readonly i18n: typeof i18n } {
  return { t: i18n.fixedT(useActiveLanguage()), i18n }
}

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  const language = useActiveLanguage()
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}
