import { useCallback } from 'react'
import { HtmlLang } from '@/shared/config'
import { formatAmount } from '@/shared/lib'
import { useLanguage } from './useTranslation.ts'

/** `formatAmount` in the active language (minor units in, text out), re-rendering on a language change. */
export function useFormatAmount(): (minorUnits: number) => string {
  const language = useLanguage()
  return useCallback((minorUnits: number) => formatAmount(minorUnits, HtmlLang[language]), [language])
}
