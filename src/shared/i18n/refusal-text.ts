import { formatGmt8 } from '@/shared/lib'
import { failureText } from './failure-text.ts'
import { i18n, loadTexts } from './i18n.ts'

type FailureLike = Parameters<typeof failureText>[0] & { readonly value?: unknown }

/** The block a refusal carries (ON_BREAK, SELF_EXCLUDED, PROTECTION_ACTIVE): its end, or null when it has none. */
const blockOf = (value: unknown): { until: string | null } | null => {
  if (!value || typeof value !== 'object' || !('until' in value)) return null
  const until = (value as { until: unknown }).until
  return typeof until === 'string' || until === null ? { until } : null
}

/**
 * A refusal's translated text, and, when its value is a break or exclusion, when it ends
 * (GMT+8, as the site shows time) or that it never does. Reads the `protection` texts first,
 * so any chunk may show a refusal. Apart from failureText: date-fns stays out of the first route.
 */
export async function refusalText(failure: FailureLike): Promise<string> {
  const text = failureText(failure)
  const block = blockOf(failure.value)
  if (!block) return text
  try {
    await loadTexts('protection')
  } catch {
    return text
  }
  const end = block.until === null ? i18n.t('protection.refusal.permanent') : i18n.t('protection.refusal.until', { until: formatGmt8(Date.parse(block.until), 'yyyy-MM-dd HH:mm') })
  return `${text} ${end}`
}
