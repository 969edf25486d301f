/**
 * The operator API of feedback (spec §5): list (open or answered), one feedback with its
 * images' sizes, and the answer, which lands in the member's inbox. Spread into
 * `AdminEndpoints` (contract.ts); routes in feedback.ts.
 */
import { Schema } from 'effect'

export const AdminFeedback = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  content: Schema.String,
  contact: Schema.NullOr(Schema.String),
  status: Schema.Literals(['open', 'answered']),
  /** The stored (re-encoded) images: position, type and size in bytes. */
  images: Schema.Array(Schema.Struct({ position: Schema.Int, contentType: Schema.String, bytes: Schema.Int })),
  answer: Schema.NullOr(Schema.String),
  answeredBy: Schema.NullOr(Schema.String),
  answeredAt: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type AdminFeedback = typeof AdminFeedback.Type

export const AdminFeedbackQuery = Schema.Struct({
  status: Schema.optionalKey(Schema.Literals(['open', 'answered'])),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})
export const AdminFeedbackList = Schema.Struct({ feedback: Schema.Array(AdminFeedback) })
const FeedbackParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })
export const AdminFeedbackAnswer = Schema.Struct({ text: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2000)) })

export const feedbackAdminEndpoints = {
  feedbackList: {
    method: 'GET', path: '/admin/feedback', query: AdminFeedbackQuery, reply: AdminFeedbackList, auth: 'none', encrypted: false,
  },
  feedbackShow: {
    method: 'GET', path: '/admin/feedback/:id', params: FeedbackParams, reply: AdminFeedback, auth: 'none', encrypted: false,
  },
  feedbackAnswer: {
    method: 'POST', path: '/admin/feedback/:id/answer', params: FeedbackParams, body: AdminFeedbackAnswer, reply: AdminFeedback, auth: 'none', encrypted: false,
  },
} as const
