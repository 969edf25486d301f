/** The games module: vendor lanes, the catalogue (lists, hot, recent, favourites), rooms, the lottery menus and popular lottery titles. */
import type { FastifyPluginAsync } from 'fastify'
import { registerGameRoutes } from './routes.ts'
import type { CatalogueCache } from './catalogue-cache.ts'

export interface GamesModuleOptions {
  /** The catalogue in memory; app.ts builds it so the admin API can drop it after a change. */
  readonly catalogue: CatalogueCache
}

export const gamesModule: FastifyPluginAsync<GamesModuleOptions> = async (app, options) => {
  registerGameRoutes(app, options.catalogue)
}

export { createCatalogueCache, type CatalogueCache } from './catalogue-cache.ts'
