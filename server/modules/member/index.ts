/**
 * The member module: registration (username and mobile), member info and icon, password
 * change and resets (e-mail code, SMS code), affiliate code check. Nothing else uses it.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerMemberRoutes } from './routes.ts'

export const memberModule: FastifyPluginAsync = async (app) => {
  registerMemberRoutes(app)
}
