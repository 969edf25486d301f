/**
 * The feedback module (spec §5, PUT /wps/feedback): a real member's note to the operator, up
 * to 140 characters within the operator's word bounds, with up to 3 png/jpeg images checked
 * by their bytes and re-encoded, at most FEEDBACK_PER_DAY a day. The operator lists, reads and
 * answers it (server/admin/feedback.ts); the answer lands in the member's inbox (messages).
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerFeedbackRoutes } from './routes.ts'

export const feedbackModule: FastifyPluginAsync = async (app) => {
  registerFeedbackRoutes(app)
}

/** For the operator API. */
export { answerFeedback, feedbackDetail, listFeedback, type OperatorFeedback } from './store.ts'
export { FEEDBACK_PER_DAY } from './rules.ts'
