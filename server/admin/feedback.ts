/** The operator's feedback calls (contract-feedback.ts): list, show, answer into the member's inbox. */
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { ApiError } from '../http/errors.ts'
import { answerFeedback, feedbackDetail, listFeedback } from '../modules/feedback/index.ts'
import { AdminEndpoints } from './contract.ts'
import { operatorOf } from './operator.ts'

export const DEFAULT_FEEDBACK_LIST = 50

export const registerFeedbackAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db

  route(app, AdminEndpoints.feedbackList, async ({ query }) => ({ feedback: await listFeedback(db(), query.status, query.limit ?? DEFAULT_FEEDBACK_LIST) }))

  route(app, AdminEndpoints.feedbackShow, async ({ params }) => {
    const found = await feedbackDetail(db(), params.id)
    if (!found) throw new ApiError('NOT_FOUND', `No feedback #${params.id}.`)
    return found
  })

  route(app, AdminEndpoints.feedbackAnswer, async ({ params, body }, req) => {
    const operator = operatorOf(req)
    const answered = await answerFeedback(db(), params.id, body.text.trim() || body.text, operator, new Date(app.tala.now()))
    req.log.info({ feedbackId: params.id, operator }, 'feedback answered by operator')
    return answered
  })
}
