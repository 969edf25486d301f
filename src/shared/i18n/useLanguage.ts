import { useTranslation } from 'react-i18next'
import type { Language } from '@/shared/api'
import { DEFAULT_LANGUAGE } from '@/shared/config'
import { languageOfTag } from './languages.ts'

/** The active language as the contract spells it (react-i18next re-renders on a change). */
export function useLanguage(): Language {
  return languageOfTag(useTranslation().i18n.language) ?? DEFAULT_LANGUAGE
}
