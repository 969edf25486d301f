import { useCallback } from 'react'
import { useTranslation } from '@/shared/i18n'

/** Whole points in the page language's digits grouping (1,250). */
export function useFormatPoints(): (points: number) => string {
  const tag = useTranslation().i18n.language
  return useCallback((points: number) => new Intl.NumberFormat(tag || 'en', { maximumFractionDigits: 0 }).format(points), [tag])
}
