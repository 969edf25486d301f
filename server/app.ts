/**
 * Builds the HTTP app from its dependencies, without listening: main.ts listens, tests use
 * `app.inject`. Order matters: rate limit and gates before routes; the error and not-found
 * handlers make every failure the envelope.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from './db/schema.ts'
import type { LogLevel } from './config.ts'
import type { AppContext } from './http/context.ts'
import { derivePayloadKeys } from './http/payload-crypto.ts'
import { formatCidr, parseCidr } from './http/ip.ts'
import { createSiteStateCache } from './http/site-state.ts'
import type { SessionResolver } from './http/token.ts'
import { handleFrameworkError, registerErrorHandler } from './http/error-handler.ts'
import { registerNotFound } from './http/not-found.ts'
import { registerRateLimit, defaultRateLimit, type RateLimitSettings } from './http/rate-limit.ts'
import { registerGates } from './http/gates.ts'
import { locateSpa, registerStatic } from './http/static.ts'
import { registerSystemRoutes } from './modules/system/routes.ts'
import { registerGameRoutes } from './modules/games/routes.ts'
import { registerNoticeRoutes } from './modules/notices/routes.ts'
import { registerImageRoutes } from './modules/images/routes.ts'
import { registerCaptchaRoutes } from './providers/captcha/routes.ts'
import { adminPlugin } from './admin/routes.ts'
import { createMessenger, smtpEmail, type EmailProvider, type SmsProvider } from './providers/outbox/outbox.ts'
import { createSessionResolver } from './modules/account/sessions.ts'
import { registerAccountRoutes } from './modules/account/routes.ts'
import { registerMemberRoutes } from './modules/member/routes.ts'
import { registerSocialRoutes } from './modules/social/routes.ts'
import type { CustomFetch } from 'openid-client'
import { registerWalletRoutes } from './modules/wallet/routes.ts'
import { registerSeamlessRoutes } from './modules/wallet/seamless-routes.ts'
import { registerLaunchRoutes } from './modules/play/launch-routes.ts'
import { registerHouseRoutes } from './providers/house/routes.ts'
import { registerSecurityRoutes } from './modules/security/routes.ts'
import { openApiPlugin } from './plugins/openapi.ts'

export interface AppDeps {
  readonly db: Kysely<Database>
  /** The database runs one statement at a time (embedded PGlite): seamless calls take one lane. */
  readonly singleConnection?: boolean
  readonly payloadKey: string
  readonly adminToken?: string | null
  /** IPs/CIDRs whose X-Forwarded-For is honoured; default none. */
  readonly trustedProxies?: ReadonlyArray<string>
  readonly logLevel?: LogLevel
  /** The built SPA; default <repo>/dist; null serves no SPA. */
  readonly distDir?: string | null
  readonly rateLimit?: RateLimitSettings
  /** Largest accepted request body in bytes; default 64 KiB. */
  readonly bodyLimit?: number
  /** How long maintenance/region state may be cached; default 1000 ms. */
  readonly siteStateTtlMs?: number
  readonly sessions?: SessionResolver
  /** SMTP server for e-mail (nodemailer URL); null/unset keeps e-mail in the outbox only. */
  readonly smtpUrl?: string | null
  /** Replace the SMS/e-mail providers (tests). */
  readonly smsProvider?: SmsProvider
  readonly emailProvider?: EmailProvider
  /** ALTCHA difficulty; default 100000 (tests use less). */
  readonly altchaMaxNumber?: number
  /** Replaces fetch for calls to OpenID Connect providers (tests). */
  readonly socialFetch?: CustomFetch
  readonly now?: () => number
}

export const DEFAULT_BODY_LIMIT = 64 * 1024
export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url))

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  // Canonical forms, so proxy-addr gets exactly what config validation accepted.
  const trusted = (deps.trustedProxies ?? []).map((p) => {
    const cidr = parseCidr(p)
    if (!cidr) throw new Error(`Not an IP address or CIDR block in trusted proxies: "${p}"`)
    return formatCidr(cidr)
  })
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'info' },
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Fastify (proxy-addr) walks X-Forwarded-For only through these peers.
    trustProxy: trusted.length > 0 ? [...trusted] : false,
    frameworkErrors: handleFrameworkError,
    return503OnClosing: true,
  })

  const now = deps.now ?? Date.now
  const ctx: AppContext = {
    db: deps.db,
    singleConnection: deps.singleConnection ?? false,
    payloadKey: deps.payloadKey,
    payloadKeys: derivePayloadKeys(deps.payloadKey),
    adminToken: deps.adminToken ?? null,
    siteState: createSiteStateCache(deps.db, deps.siteStateTtlMs ?? 1000, now),
    altchaMaxNumber: deps.altchaMaxNumber ?? 100_000,
    sessions: deps.sessions ?? createSessionResolver(deps.db, now),
    messenger: createMessenger({
      db: deps.db,
      log: app.log,
      sms: deps.smsProvider,
      email: deps.emailProvider ?? (deps.smtpUrl ? smtpEmail(deps.smtpUrl) : undefined),
      now,
    }),
    now,
  }
  app.decorate('tala', ctx)

  // JSON only: the text/plain parser would let a wrong Content-Type reach the schemas
  // as a string; without it Fastify answers 415, which is what the client needs to hear.
  app.removeContentTypeParser('text/plain')

  registerErrorHandler(app)
  const spa = locateSpa(deps.distDir === undefined ? defaultDistDir : deps.distDir)
  registerNotFound(app, spa)
  await registerRateLimit(app, deps.rateLimit ?? defaultRateLimit)
  registerGates(app)

  registerSystemRoutes(app)
  registerGameRoutes(app)
  registerNoticeRoutes(app)
  registerCaptchaRoutes(app)
  registerImageRoutes(app)
  registerAccountRoutes(app)
  registerMemberRoutes(app)
  registerSocialRoutes(app, deps.socialFetch ? { fetch: deps.socialFetch } : {})
  registerWalletRoutes(app)
  registerLaunchRoutes(app)
  await registerSeamlessRoutes(app)
  registerHouseRoutes(app)
  registerSecurityRoutes(app)
  await app.register(adminPlugin)
  await app.register(openApiPlugin)
  await registerStatic(app, spa)

  return app
}
