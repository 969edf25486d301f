/**
 * Maintenance and region restriction for the API. While maintenance is on every /wps, /lgw, /lotto
 * and house game call answers 503 MAINTENANCE; a visitor from a blocked country or CIDR gets 403
 * REGION_RESTRICTED. GET /wps/system/status is exempt: it is how the SPA learns which
 * screen to show. Static files and images stay reachable so those screens can render.
 */
import { Endpoints } from '../../src/shared/api/index.ts'
import { ApiError } from '../http/errors.ts'
import { clientLocation, UNKNOWN_COUNTRY } from '../http/client-ip.ts'
import { isRegionBlocked } from '../http/site-state.ts'
import { isGated } from '../http/request-path.ts'
import { rootPlugin } from './root-plugin.ts'

const GATED_PREFIXES = ['/wps', '/lgw', '/lotto', '/house/api'] as const
const EXEMPT_PATHS = new Set([Endpoints.systemStatus.path])

/** Whether a path (a route's pattern or a normalised request path) is behind the gates. */
export const isGatedPath = (path: string): boolean =>
  !EXEMPT_PATHS.has(path) && GATED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))

export const gatesPlugin = rootPlugin('tala-gates', async (app) => {
  // preParsing: after the rate limiter (onRequest) and before any body is read, so a
  // refused call costs neither a database write nor a body upload.
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!isGated(req, isGatedPath)) return payload
    const state = await app.tala.siteState.get()
    if (state.maintenance) {
      throw new ApiError('MAINTENANCE', 'The site is under maintenance. Please try again later.')
    }
    const { ip, country } = clientLocation(req)
    if (isRegionBlocked(state, ip, country)) {
      throw new ApiError('REGION_RESTRICTED', 'The site is not available in your location.', { ip, country: country || UNKNOWN_COUNTRY })
    }
    return payload
  })
})
