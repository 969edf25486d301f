/** The games module: vendor lanes, the catalogue (lists, hot, recent, favourites), rooms and lottery menus. */
import type { FastifyPluginAsync } from 'fastify'
import { registerGameRoutes } from './routes.ts'

export const gamesModule: FastifyPluginAsync = async (app) => {
  registerGameRoutes(app)
}
