/**
 * Browser security headers on every reply (pages, API, files, errors), from @fastify/helmet:
 * the CSP of content-security-policy.ts, nosniff, a referrer policy, COOP, X-Frame-Options
 * DENY except on the house game pages (SAMEORIGIN), and HSTS only when the request reached us
 * over HTTPS as a trusted proxy says (X-Forwarded-Proto from a TRUSTED_PROXIES peer; a direct
 * http:// request never gets it, or a plain-HTTP deployment would lock browsers out).
 * Replies written before any hook runs (Fastify's framework errors, Node's parser refusals)
 * are JSON errors, never pages: they get BARE_REPLY_HEADERS.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { getSettings } from '../db/settings.ts'
import { cspDirectives, foreignOrigins, isFramedPage, type CdnOrigins } from './content-security-policy.ts'
import { rootPlugin } from './root-plugin.ts'

const HSTS = 'max-age=31536000; includeSubDomains'
// Same-origin requests keep the full address; other sites learn only the origin, over HTTPS.
const REFERRER_POLICY = 'strict-origin-when-cross-origin'
/** How long the CDN origins read from the settings are reused. */
const SOURCES_TTL_MS = 60_000

/** For replies written before any hook runs: nothing in them may load, run or be framed. */
export const BARE_REPLY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
}

export interface SecurityHeaders {
  readonly helmet: FastifyHelmetOptions
  /** Starts a re-read of the CDN origins when stale; waits only for the very first read. */
  refresh(): Promise<void>
}

/**
 * The helmet options, with the CDN origins re-read at most once a minute without holding
 * replies up (only the very first reply waits). While the database is away, the last known stay.
 */
export const createSecurityHeaders = (db: Kysely<Database>, now: () => number, styleHashes: ReadonlyArray<string>): SecurityHeaders => {
  let known: CdnOrigins | null = null
  let readAt = -Infinity
  let reading: Promise<void> | null = null
  const read = async () => {
    try {
      const s = await getSettings(db, ['imageCDNs', 'launchGameCDNs'])
      known = { images: foreignOrigins(s.imageCDNs ?? []), frames: foreignOrigins(s.launchGameCDNs ?? []) }
    } catch {
      // Keep the last known origins; the read is tried again after the same minute.
    } finally {
      reading = null
    }
  }
  return {
    helmet: {
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(() => known ?? { images: [], frames: [] }, styleHashes) },
      referrerPolicy: { policy: REFERRER_POLICY },
      xFrameOptions: { action: 'deny' },
      // Sent below, and only over HTTPS.
      strictTransportSecurity: false,
    },
    async refresh() {
      if (now() - readAt >= SOURCES_TTL_MS) {
        readAt = now()
        reading ??= read()
      }
      if (known === null && reading) await reading
    },
  }
}

/** HTTPS as the socket or a TRUSTED_PROXIES peer's X-Forwarded-Proto says (Fastify's req.protocol). */
const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https'

/** On the root, before any route: its hooks must run for every request. */
export const securityHeadersPlugin = rootPlugin<{ styleHashes: ReadonlyArray<string> }>('tala-security-headers', async (app, { styleHashes }) => {
  const headers = createSecurityHeaders(app.tala.db, app.tala.now, styleHashes)
  // Before helmet's hooks: the policy is written with fresh CDN origins.
  app.addHook('onRequest', async () => headers.refresh())
  await app.register(helmet, headers.helmet)
  // After helmet's: headers that depend on the request. Set on the raw response, as helmet
  // does, so that every reply to this request carries them, error replies included.
  app.addHook('onRequest', async (req, reply) => {
    if (isFramedPage(req.url)) reply.raw.setHeader('x-frame-options', 'SAMEORIGIN')
    if (isHttps(req)) reply.raw.setHeader('strict-transport-security', HSTS)
  })
})
