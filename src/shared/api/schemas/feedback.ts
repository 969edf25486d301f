import { Schema } from 'effect'

/** Spec §5: feedback content is at most 140 characters (code points). */
export const FEEDBACK_MAX_CHARS = 140
/** Spec §5: at most 3 images, png or jpg, 5 MB each. */
export const FEEDBACK_MAX_IMAGES = 3
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const FEEDBACK_MIN_AGE = 18
/** The word bounds when the operator has set none (setting feedbackWords). */
export const DEFAULT_FEEDBACK_WORDS = { min: 1, max: 60 } as const

/** The images of PUT /wps/feedback, in the multipart field `images` (see FileParts). */
export const FeedbackFiles = { field: 'images', maxFiles: FEEDBACK_MAX_IMAGES, maxFileBytes: FEEDBACK_MAX_IMAGE_BYTES, types: ['image/png', 'image/jpeg'] } as const

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null

/**
 * Words of a text as the form counts them and the server checks them: word-like segments
 * (Intl.Segmenter), so Chinese and Thai, written without spaces, count their words too.
 */
export const countWords = (text: string): number => {
  if (segmenter === null) return text.trim() === '' ? 0 : text.trim().split(/\s+/u).length
  let n = 0
  for (const s of segmenter.segment(text)) if (s.isWordLike) n += 1
  return n
}

/** Characters as the 140 limit counts them: code points, so an emoji is one. */
export const countChars = (text: string): number => [...text].length

/** The fields of PUT /wps/feedback; the images travel beside them as files (FeedbackFiles). */
export const FeedbackRequest = Schema.Struct({
  content: Schema.String.check(Schema.isMaxLength(2000)),
  /** Optional way to reach the member besides the inbox (phone, e-mail, messenger name). */
  contact: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(64))),
  /** The member confirms being at least FEEDBACK_MIN_AGE (spec §5). */
  adultConfirmed: Schema.Boolean,
  /** The member agrees to the terms (spec §5). */
  termsAgreed: Schema.Boolean,
})
export type FeedbackRequest = typeof FeedbackRequest.Type

export const FeedbackReply = Schema.Struct({ id: Schema.Int, createdAt: Schema.Int })
export type FeedbackReply = typeof FeedbackReply.Type

/** GET /wps/feedback/rules: the bounds the form shows and checks (words set by the operator). */
export const FeedbackRulesReply = Schema.Struct({
  maxChars: Schema.Int,
  minWords: Schema.Int,
  maxWords: Schema.Int,
  maxImages: Schema.Int,
  maxImageBytes: Schema.Int,
  minAge: Schema.Int,
})
export type FeedbackRulesReply = typeof FeedbackRulesReply.Type

/** `value` of FEEDBACK_INVALID: what was wrong (image: which one, from 1). */
export const FeedbackRefusal = Schema.Struct({
  reason: Schema.Literals(['empty', 'tooLong', 'words', 'contact', 'confirm', 'imageType', 'imageSize', 'imageCount', 'imageUnreadable']),
  image: Schema.optionalKey(Schema.Int),
  minWords: Schema.optionalKey(Schema.Int),
  maxWords: Schema.optionalKey(Schema.Int),
})
export type FeedbackRefusal = typeof FeedbackRefusal.Type
