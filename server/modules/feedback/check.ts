/**
 * The fields of a feedback against spec §5: content 1..140 characters and between the
 * operator's word bounds, both confirmations given, a printable contact. A refusal is
 * FEEDBACK_INVALID with what was wrong; nothing is stored.
 */
import { countChars, countWords, type FeedbackRefusal, type FeedbackRequest, type FeedbackRulesReply } from '../../../src/shared/api/index.ts'
import { ApiError } from '../../http/errors.ts'

const refuse = (message: string, value: FeedbackRefusal): ApiError => new ApiError('FEEDBACK_INVALID', message, value)

// Control characters (other than line breaks) have no place in a note to the operator.
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/u

export interface CheckedFields { readonly content: string; readonly contact: string | null }

export const checkFields = (body: FeedbackRequest, rules: FeedbackRulesReply): CheckedFields => {
  const content = body.content.trim()
  if (content === '') throw refuse('Please write your feedback.', { reason: 'empty' })
  if (countChars(content) > rules.maxChars || CONTROL.test(content)) throw refuse(`Feedback is at most ${rules.maxChars} characters.`, { reason: 'tooLong' })
  const words = countWords(content)
  if (words < rules.minWords || words > rules.maxWords) {
    throw refuse(`Feedback has ${rules.minWords} to ${rules.maxWords} words.`, { reason: 'words', minWords: rules.minWords, maxWords: rules.maxWords })
  }
  const contact = body.contact?.trim() ?? ''
  if (CONTROL.test(contact)) throw refuse('The contact has characters that are not allowed.', { reason: 'contact' })
  if (!body.adultConfirmed || !body.termsAgreed) throw refuse(`Please confirm you are at least ${rules.minAge} and agree to the terms.`, { reason: 'confirm' })
  return { content, contact: contact === '' ? null : contact }
}
