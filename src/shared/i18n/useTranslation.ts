import { useSyncExternalStore } from 'react'
import type { TFunction } from 'i18next'
import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE, isLanguage } from '@/shared/config'
import { i18n } from './i18n.ts'

/**
 * The translation hook: `t` in the active language, and a re-render when it changes (the
 * `languageChanged` event, as react-i18next's hook listens to by default). Ours because
 * react-i18next 17's hook copies the whole i18next instance (its 42 properties) for every
 * component that mounts, the largest single cost in a profile of home's first render.
 */
const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange)
  return () => i18n.off('languageChanged', onChange)
}
const activeLanguage = () => i18n.language
const useActiveLanguage = () => useSyncExternalStore(subscribe, activeLanguage, activeLanguage)

// One `t` per language: the same function for every component, changed with the language.
const fixedT = new Map<string, TFunction>()
const tFor = (language: string): TFunction => {
  let t = fixedT.get(language)
  if (!t) {
    t = i18n.getFixedT(language)
    fixedT.set(language, t)
  }
  return t
}

export function useTranslation(): { readonly t: TFunction; readonly i18n: typeof i18n } {
  return { t: tFor(useActiveLanguage()), i18n }
}

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  const language = useActiveLanguage()
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}
