/** The notices module: announcements, banners, pop-ups and promotions; the operator writes, schedules and withdraws them. */
import type { FastifyPluginAsync } from 'fastify'
import { registerNoticeRoutes } from './routes.ts'

export const noticesModule: FastifyPluginAsync = async (app) => {
  registerNoticeRoutes(app)
}

// For the operator API (server/admin/notices.ts) and the agent centre's notices.
export { listNotices, scheduleNotice, withdrawNotice, writeNotice, type NoticeDraft, type NoticeState, type OperatorNotice, type OperatorNoticeType } from './manage.ts'
export { liveAt } from './live.ts'
