/** The play module: the game launch (POST /wps/game/launch), which opens a house game session. */
import type { FastifyPluginAsync } from 'fastify'
import { registerLaunchRoutes } from './launch-routes.ts'

export const playModule: FastifyPluginAsync = async (app) => {
  registerLaunchRoutes(app)
}
