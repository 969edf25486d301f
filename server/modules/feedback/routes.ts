/** PUT /wps/feedback and the form's rules. */
import type { FastifyInstance } from 'fastify'
import { FeedbackEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { requireRealAccount } from '../account/index.ts'
import { checkFields } from './check.ts'
import { readImages } from './images.ts'
import { loadRules } from './rules.ts'
import { saveFeedback } from './store.ts'

export const registerFeedbackRoutes = (app: FastifyInstance): void => {
  const ctx = app.tala

  route(app, FeedbackEndpoints.feedbackRules, async () => loadRules(ctx.db))

  // Everything is checked before anything is stored: fields, then images (decoded again), then the day's count.
  route(app, FeedbackEndpoints.feedback, async ({ body, files, session }, req) => {
    const member = Number(requireRealAccount(session).memberId)
    const fields = checkFields(body, await loadRules(ctx.db))
    const images = await readImages(files)
    const saved = await saveFeedback(ctx.db, member, fields, images, new Date(ctx.now()))
    // Who and how much, never what was written.
    req.log.info({ feedbackId: saved.id, images: images.length }, 'feedback received')
    return saved
  })
}
