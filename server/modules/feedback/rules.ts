/** The feedback form's bounds: spec §5's fixed ones and the operator's word bounds (setting feedbackWords). */
import type { Kysely } from 'kysely'
import {
  DEFAULT_FEEDBACK_WORDS, FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, FEEDBACK_MIN_AGE, type FeedbackRulesReply,
} from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { getSetting } from '../../db/settings.ts'

/** Feedback a member may send in 24 hours. */
export const FEEDBACK_PER_DAY = 5

export const loadRules = async (db: Kysely<Database>): Promise<FeedbackRulesReply> => {
  const words = (await getSetting(db, 'feedbackWords')) ?? DEFAULT_FEEDBACK_WORDS
  return {
    maxChars: FEEDBACK_MAX_CHARS, minWords: words.min, maxWords: words.max,
    maxImages: FEEDBACK_MAX_IMAGES, maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES, minAge: FEEDBACK_MIN_AGE,
  }
}
