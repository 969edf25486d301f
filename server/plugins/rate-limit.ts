/**
 * Per-IP rate limits on API calls (@fastify/rate-limit, in-process memory). The global limit is generous:
 * it stops floods, not people (many players can share one carrier-NAT address). Routes
 * tighten it through their `config.rateLimit`. The key is the resolved client IP, so a
 * trusted proxy's visitors are counted separately. With several server processes each
 * counts on its own; a shared store can come later.
 */
import rateLimit from '@fastify/rate-limit'
import { ApiError } from '../http/errors.ts'
import { clientIp } from '../http/client-ip.ts'
import { rootPlugin } from './root-plugin.ts'
import { hasAdminToken } from '../admin/guard.ts'

/** The paths that answer API calls; the rest are files (assets, images, the SPA shell). */
const isApiCall = (url: string): boolean => /^\/(wps|lgw|lotto|admin|house\/api)\//.test(url) || url.startsWith('/openapi.json')

export interface RateLimitSettings {
  /** Requests per window per IP. */
  readonly max: number
  readonly timeWindowMs: number
}

export const defaultRateLimit: RateLimitSettings = { max: 1000, timeWindowMs: 60_000 }

/** On the root, before any module: routes tighten the limit through their config. */
export const rateLimitPlugin = rootPlugin<RateLimitSettings>('tala-rate-limit', async (app, settings) => {
  await app.register(rateLimit, {
    global: true,
    max: settings.max,
    timeWindow: settings.timeWindowMs,
    keyGenerator: (req) => clientIp(req),
    // The budget is for API calls. Static files, images and the SPA shell are cacheable and
    // cheap, and one page load asks for about sixty of them: counting them would stop a
    // player who clicks fast, or several behind one address. The operator's own calls (the
    // right admin token on /admin) must not share the players' budget either.
    allowList: (req) => !isApiCall(req.url) || (req.url.startsWith('/admin/') && hasAdminToken(req, app.tala.adminToken)),
    errorResponseBuilder: (_req, ctx) =>
      new ApiError('RATE_LIMITED', `Too many requests; please wait ${ctx.after} and try again.`),
  })
})

/** Route config for "at most one call per second per IP" (captcha refresh, spec §9). */
export const oncePerSecond = { rateLimit: { max: 1, timeWindow: 1000 } } as const
