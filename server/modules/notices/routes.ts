/** The notices calls. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { loadAnnouncements } from './announcements.ts'

export const registerNoticeRoutes = (app: FastifyInstance): void => {
  route(app, Endpoints.announcements, async ({ body }) =>
    loadAnnouncements(app.tala.db, { types: body.types, execution: body.execution, language: body.language ?? 'ty' }))
}
