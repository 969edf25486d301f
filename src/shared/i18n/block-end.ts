import { formatGmt8DateTime } from '@/shared/lib'
import { i18n } from './i18n.ts'

/** The refusals whose value is the block in force (schemas/protection.ts BlockedValue). */
const BLOCK_CODES: ReadonlySet<string> = new Set(['ON_BREAK', 'SELF_EXCLUDED', 'PROTECTION_ACTIVE'])

/** The block a refusal carries: its end, or null when it carries none. */
const blockOf = (code: string, value: unknown): { until: string | null } | null => {
  if (!BLOCK_CODES.has(code) || !value || typeof value !== 'object' || !('until' in value)) return null
  const until = (value as { until: unknown }).until
  return typeof until === 'string' || until === null ? { until } : null
}

/**
 * When the break or self-exclusion a refusal (ON_BREAK, SELF_EXCLUDED, PROTECTION_ACTIVE) carries ends, as the site shows time
 * (GMT+8, `yyyy-MM-dd HH:mm:ss`: formatGmt8's default layout, without date-fns so the first
 * route's dialog can say it), or that it never does; null when the value is no block. The texts
 * are in the root bundle: any page's failure dialog says it without loading a namespace.
 */
export function blockEndText(failure: { readonly code: string; readonly value?: unknown }): string | null {
  const block = blockOf(failure.code, failure.value)
  if (!block) return null
  if (block.until === null) return i18n.t('failure.blockPermanent')
  const end = Date.parse(block.until)
  return Number.isNaN(end) ? null : i18n.t('failure.blockUntil', { until: formatGmt8DateTime(end) })
}
