/** POST /wps/relay/GCSGAME_gameVendor: the vendor lanes for the merchant's navigation. */
import type { FastifyInstance } from 'fastify'
import { Endpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError, clip } from '../../http/errors.ts'
import { getSetting } from '../../db/settings.ts'
import { loadVendorLanes } from './lanes.ts'

export const registerGameRoutes = (app: FastifyInstance): void => {
  route(app, Endpoints.gameVendor, async ({ body }) => {
    const brand = await getSetting(app.tala.db, 'brand')
    if (!brand || body.merchantCode !== brand.merchantCode) {
      throw new ApiError('BAD_REQUEST', `Unknown merchant code "${clip(body.merchantCode, 64)}".`)
    }
    return { data: { lanes: await loadVendorLanes(app.tala.db) } }
  })
}
