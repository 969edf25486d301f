import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/shared/lib'

/**
 * `formatAmount` in the active language (minor units in, text out), re-rendering on a change of
 * language: what a text's `{{value, amount}}` shows (instance.ts), for an amount on its own.
 */
export function useFormatAmount(): (minorUnits: number) => string {
  const tag = useTranslation().i18n.language
  return useCallback((minorUnits: number) => formatAmount(minorUnits, tag), [tag])
}
