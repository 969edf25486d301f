import type { TFunction } from '@/shared/i18n'
import type { InboxMessage, Language } from '@/shared/api'

/** The params that are amounts (minor units), formatted in the member's language. */
const AMOUNT_PARAMS = new Set(['amount', 'credit', 'refunded'])

/**
 * What a message says: an operator's title and body in the member's language (English when
 * missing), or an event worded from its kind and params (`messages.kind.<kind>.title|body`).
 */
export function messageText(message: InboxMessage, language: Language, t: TFunction, formatAmount: (minor: number) => string): { title: string; body: string } {
  if (message.kind === 'operator') {
    return { title: message.title?.[language] || message.title?.en || '', body: message.body?.[language] || message.body?.en || '' }
  }
  const params = Object.fromEntries(Object.entries(message.params).map(([k, v]) => [k, AMOUNT_PARAMS.has(k) && typeof v === 'number' ? formatAmount(v) : v]))
  // A name the server sent in every language (`title_en`, `title_ty`...): the reader's, English when missing.
  const named = message.params[`title_${language}`] ?? message.params.title_en
  if (named !== undefined) params.title = named
  if (message.kind === 'case_answered') {
    const refunded = Number(message.params.refunded ?? 0)
    params.outcome = refunded > 0 ? t('messages.refunded', { amount: formatAmount(refunded) }) : t('messages.notRefunded')
  }
  return { title: t(`messages.kind.${message.kind}.title`, params), body: t(`messages.kind.${message.kind}.body`, params) }
}
