import { blockEndText } from './block-end.ts'
import { failureText } from './failure-text.ts'

type FailureLike = Parameters<typeof failureText>[0] & { readonly value?: unknown }

/**
 * A refusal's translated text, and, when it carries a break or exclusion (ON_BREAK,
 * SELF_EXCLUDED, PROTECTION_ACTIVE), when it ends (GMT+8) or that it never does (blockEndText).
 * At once: the texts it reads are in the root bundle. The shared failure dialog says the same.
 */
export function refusalTextNow(failure: FailureLike): string {
  const text = failureText(failure)
  const end = blockEndText(failure)
  return end === null ? text : `${text} ${end}`
}
