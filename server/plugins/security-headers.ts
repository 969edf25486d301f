/**
 * Browser security headers on every reply (pages, API, files, errors): the CSP of
 * content-security-policy.ts, nosniff, a referrer policy, framing refused except for the
 * house game pages, and HSTS only when the request reached us over HTTPS as a trusted proxy
 * says (X-Forwarded-Proto from a TRUSTED_PROXIES peer; a direct http:// request never gets it,
 * or a plain-HTTP deployment would lock browsers out). The same headers @fastify/helmet
 * sends, written here because that package is not installed.
 */
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { getSettings } from '../db/settings.ts'
import { contentSecurityPolicy, foreignOrigins, type CspSources } from './content-security-policy.ts'
import { rootPlugin } from './root-plugin.ts'

/** The house game pages, the only ones /game frames. */
const FRAMED_PAGES = /^\/house\/slot(\/|$)/
const HSTS = 'max-age=31536000; includeSubDomains'
/** How long the CDN origins read from the settings are reused. */
const SOURCES_TTL_MS = 60_000

const FIXED_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Same-origin requests keep the full address; other sites learn only the origin, over HTTPS.
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
}

export interface SecurityHeaders {
  /** The headers for a reply to `url` (with the CDN origins as last read). */
  headersFor(url: string, https: boolean): Record<string, string>
  /** Starts a re-read of the CDN origins when stale; waits only for the very first read. */
  refresh(): Promise<void>
}

/**
 * The CDN origins, re-read at most once a minute without holding replies up (only the very
 * first reply waits for the first read). While the database is away, the last known stay.
 */
export const createSecurityHeaders = (db: Kysely<Database>, now: () => number, styleHashes: ReadonlyArray<string>): SecurityHeaders => {
  let known: Pick<CspSources, 'images' | 'frames'> | null = null
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
    async refresh() {
      if (now() - readAt >= SOURCES_TTL_MS) {
        readAt = now()
        reading ??= read()
      }
      if (known === null && reading) await reading
    },
    headersFor(url, https) {
      const framedBySite = FRAMED_PAGES.test(url)
      const sources = { images: [], frames: [], ...known, styleHashes }
      return {
        'content-security-policy': contentSecurityPolicy(sources, { framedBySite, https }),
        'x-frame-options': framedBySite ? 'SAMEORIGIN' : 'DENY',
        ...FIXED_HEADERS,
        ...(https ? { 'strict-transport-security': HSTS } : {}),
      }
    },
  }
}

/** HTTPS as the socket or a TRUSTED_PROXIES peer's X-Forwarded-Proto says (Fastify's req.protocol). */
export const isHttps = (req: FastifyRequest): boolean => req.protocol === 'https'

/** On the root, before any route: its onSend hook must see every reply. */
export const securityHeadersPlugin = rootPlugin<{ headers: SecurityHeaders }>('tala-security-headers', async (app, { headers }) => {
  app.addHook('onSend', async (req, reply, payload) => {
    await headers.refresh()
    reply.headers(headers.headersFor(req.url, isHttps(req)))
    return payload
  })
})
