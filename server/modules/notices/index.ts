/** The notices module: announcements, banners, pop-ups and promotions. */
import type { FastifyPluginAsync } from 'fastify'
import { registerNoticeRoutes } from './routes.ts'

export const noticesModule: FastifyPluginAsync = async (app) => {
  registerNoticeRoutes(app)
}
