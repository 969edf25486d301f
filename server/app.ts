/**
 * Builds the HTTP app from its dependencies, without listening: main.ts listens, tests use
 * `app.inject`. Three steps: the context every module reads (`app.tala`, app-context.ts), the
 * cross-cutting plugins on the root (plugins/), then each module as an encapsulated plugin
 * (modules/, providers/). Order matters: error and not-found handlers, rate limit and gates
 * come before any route; the SPA's static files come last.
 */
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance } from 'fastify'
import { fileURLToPath } from 'node:url'
import { createAppContext, type AppDeps } from './app-context.ts'
import { sealStoredSecrets } from './db/seal-secrets.ts'
import { isDatabaseUnavailable } from './db/resilient-pool.ts'
import { formatCidr, parseCidr } from './http/ip.ts'
import { loggerOptions } from './http/log-options.ts'
import { errorHandlerPlugin, handleFrameworkError } from './plugins/error-handler.ts'
import { notFoundPlugin } from './plugins/not-found.ts'
import { rateLimitPlugin, defaultRateLimit } from './plugins/rate-limit.ts'
import { gatesPlugin } from './plugins/gates.ts'
import { locateSpa, staticPlugin } from './plugins/static.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { BARE_REPLY_HEADERS, securityHeadersPlugin } from './plugins/security-headers.ts'
import { protocolEdgesPlugin } from './plugins/protocol-edges.ts'
import { clientErrorHandler } from './http/client-errors.ts'
import { adminPlugin } from './admin/routes.ts'
import { adminAddressGate } from './admin/address-gate.ts'
import { DEFAULT_ADMIN_ALLOW_IPS } from './config.ts'
import { captchaProvider } from './providers/captcha/index.ts'
import { DEFAULT_LOTTERY_TICK_MS, DEFAULT_TABLE_SECOND_MS, DEFAULT_TABLE_TICK_MS, houseProvider } from './providers/house/index.ts'
import { accountModule } from './modules/account/index.ts'
import { createCatalogueCache, gamesModule } from './modules/games/index.ts'
import { imagesModule } from './modules/images/index.ts'
import { memberModule } from './modules/member/index.ts'
import { messagesModule, postMessage } from './modules/messages/index.ts'
import { rewardsModule } from './modules/rewards/index.ts'
import { noticesModule } from './modules/notices/index.ts'
import { playModule } from './modules/play/index.ts'
import { securityModule } from './modules/security/index.ts'
import { socialModule } from './modules/social/index.ts'
import { systemModule } from './modules/system/index.ts'
import { createSeamlessWallet, walletModule } from './modules/wallet/index.ts'
import { depositsModule } from './modules/deposits/index.ts'
import { recordsModule } from './modules/records/index.ts'
import { agentModule } from './modules/agent/index.ts'
import { withdrawModule } from './modules/withdraw/index.ts'
import { protectionModule } from './modules/protection/index.ts'
import { contractsModule, DEFAULT_REALTIME_MS } from './modules/contracts/index.ts'
import { DEFAULT_DB_MAINTENANCE_TICK_MS, embeddedMaintenancePlugin, salaryJobsPlugin } from './jobs/index.ts'
import { DEFAULT_POINTS_TICK_MS, pointsModule } from './modules/points/index.ts'
import { feedbackModule } from './modules/feedback/index.ts'
import { joinModule } from './modules/join/index.ts'
import { winnersModule } from './modules/winners/index.ts'
import { promotionsModule } from './modules/promotions/index.ts'
import { chatModule } from './modules/chat/index.ts'
import { openApiPlugin } from './plugins/openapi.ts'
import { healthPlugin } from './plugins/health.ts'

export type { AppDeps } from './app-context.ts'

export const DEFAULT_BODY_LIMIT = 64 * 1024
/** How often the deposit auto-approval job runs in each process. */
export const DEFAULT_DEPOSIT_AUTO_APPROVE_MS = 1000
/** How often each process looks for salary periods to settle. */
export const DEFAULT_SALARY_TICK_MS = 10_000
/** How often the SPA asks for a member's unread and ready-to-claim counts. */
export const DEFAULT_BADGE_POLL_MS = 60_000
/** How long the in-memory catalogue may serve without rereading, when no admin write here dropped it. */
export const DEFAULT_CATALOGUE_TTL_MS = 30_000
export const defaultDistDir = fileURLToPath(new URL('../dist', import.meta.url))

export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  // Canonical forms, so proxy-addr gets exactly what config validation accepted.
  const trusted = (deps.trustedProxies ?? []).map((p) => {
    const cidr = parseCidr(p)
    if (!cidr) throw new Error(`Not an IP address or CIDR block in trusted proxies: "${p}"`)
    return formatCidr(cidr)
  })
  const spa = locateSpa(deps.distDir === undefined ? defaultDistDir : deps.distDir)
  const app = Fastify({
    logger: loggerOptions(deps.logLevel ?? 'info', deps.logStream),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Fastify (proxy-addr) walks X-Forwarded-For only through these peers.
    trustProxy: trusted.length > 0 ? [...trusted] : false,
    // Errors met before routing skip the hooks (helmet's too): their replies get the headers here.
    frameworkErrors: (error, req, reply) => {
      reply.headers(BARE_REPLY_HEADERS)
      handleFrameworkError(error, req, reply)
    },
    // What Node's parser refuses never reaches Fastify: written raw, as the envelope.
    clientErrorHandler: clientErrorHandler(BARE_REPLY_HEADERS),
    // Missing Host and shutdown are answered as the envelope by plugins/protocol-edges.ts.
    http: { requireHostHeader: false },
    return503OnClosing: false,
  })

  const ctx = createAppContext(deps, app.log)
  app.decorate('tala', ctx)
  // Secrets an older version kept readable in the database move under the secrets key. A
  // database that is away must not stop the server from starting: the next start seals them.
  try {
    await sealStoredSecrets(deps.db, ctx.secretsKey)
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e
    app.log.warn('stored secrets not checked for sealing: the database is away')
  }

  // JSON only: the text/plain parser would let a wrong Content-Type reach the schemas
  // as a string; without it Fastify answers 415, which is what the client needs to hear.
  app.removeContentTypeParser('text/plain')

  await app.register(securityHeadersPlugin, { styleHashes: spa.styleHashes })
  await app.register(errorHandlerPlugin)
  // Multipart is read only by the routes whose contract entry declares files, within its limits.
  await app.register(multipart, { limits: { files: 0, fields: 1, fileSize: 0, parts: 1 } })
  await app.register(protocolEdgesPlugin, { headers: BARE_REPLY_HEADERS })
  await app.register(notFoundPlugin, { spa })
  await app.register(rateLimitPlugin, deps.rateLimit ?? defaultRateLimit)
  await app.register(adminAddressGate, { allow: deps.adminAllowIps ?? DEFAULT_ADMIN_ALLOW_IPS })
  await app.register(gatesPlugin)
  // Before compression: static files are precompressed, never compressed per request.
  await app.register(staticPlugin, { spa })
  await app.register(compressionPlugin)
  await app.register(healthPlugin)

  // One seamless wallet per app: vendors' HTTP calls and the house's in-process calls share its lanes.
  const seamless = createSeamlessWallet(deps.db, { singleConnection: ctx.singleConnection })
  await app.register(systemModule, { badgePollMs: deps.badgePollMs ?? DEFAULT_BADGE_POLL_MS })
  // The catalogue in memory, shared by the game routes (read) and the admin API (drops it after a change).
  const catalogue = createCatalogueCache(deps.db, deps.catalogueTtlMs ?? DEFAULT_CATALOGUE_TTL_MS, ctx.now)
  await app.register(gamesModule, { catalogue })
  await app.register(noticesModule)
  await app.register(captchaProvider)
  await app.register(imagesModule)
  await app.register(accountModule)
  await app.register(memberModule)
  await app.register(socialModule, deps.socialFetch ? { fetch: deps.socialFetch } : {})
  await app.register(walletModule, { seamless })
  await app.register(playModule)
  await app.register(houseProvider, {
    wallet: seamless, tables: { secondMs: deps.tableSecondMs ?? DEFAULT_TABLE_SECOND_MS, tickMs: deps.tableTickMs ?? DEFAULT_TABLE_TICK_MS },
    lottery: { secondMs: deps.tableSecondMs ?? DEFAULT_TABLE_SECOND_MS, tickMs: deps.lotteryTickMs ?? DEFAULT_LOTTERY_TICK_MS, settleBatch: deps.lotterySettleBatch, vnTestDrawMs: deps.vnLotteryTestDrawMs ?? 0 }, builtDir: deps.distDir === undefined ? defaultDistDir : deps.distDir,
  })
  await app.register(securityModule)
  // Deposits and withdrawals tell the member's inbox in the transaction that moved the money.
  await app.register(depositsModule, { autoApproveEveryMs: deps.depositAutoApproveMs ?? DEFAULT_DEPOSIT_AUTO_APPROVE_MS, onMemberEvent: postMessage })
  await app.register(recordsModule)
  await app.register(protectionModule, deps.protectionDueCheckMs !== undefined ? { dueCheckMs: deps.protectionDueCheckMs } : {})
  await app.register(agentModule)
  await app.register(withdrawModule, deps.autoReceiveCheckMs !== undefined ? { autoReceiveIntervalMs: deps.autoReceiveCheckMs } : {})
  await app.register(messagesModule)
  await app.register(rewardsModule)
  await app.register(pointsModule, { tickMs: deps.pointsTickMs ?? DEFAULT_POINTS_TICK_MS, ...(deps.pointsGraceMs !== undefined ? { graceMs: deps.pointsGraceMs } : {}) })
  await app.register(feedbackModule)
  await app.register(joinModule)
  await app.register(winnersModule)
  await app.register(promotionsModule)
  await app.register(chatModule)
  const realtimeMs = deps.salaryRealtimeMs ?? DEFAULT_REALTIME_MS
  await app.register(contractsModule, { realtimeMs })
  // The salary and dividend jobs run in every server process; a period's lease lets one settle it.
  await app.register(salaryJobsPlugin, { tickMs: deps.salaryTickMs ?? DEFAULT_SALARY_TICK_MS, realtimeMs, ...(deps.salaryGraceMs !== undefined ? { graceMs: deps.salaryGraceMs } : {}) })
  // PGlite has no autovacuum: the server analyzes and vacuums its tables itself.
  if (ctx.singleConnection) await app.register(embeddedMaintenancePlugin, { tickMs: deps.dbMaintenanceTickMs ?? DEFAULT_DB_MAINTENANCE_TICK_MS })
  await app.register(adminPlugin, {
    onCatalogueChange: () => catalogue.invalidate(), onMemberEvent: postMessage,
    lottery: { wallet: seamless, secondMs: deps.tableSecondMs ?? DEFAULT_TABLE_SECOND_MS },
  })
  await app.register(openApiPlugin)

  return app
}
