/**
 * What every route needs from the outside world, attached to the Fastify instance as
 * `app.tala` so modules reach it without threading arguments through every call.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { PayloadKeys } from './payload-crypto.ts'
import type { SessionResolver } from './token.ts'
import type { SiteStateCache } from './site-state.ts'
import type { Messenger } from '../providers/outbox/index.ts'

export interface AppContext {
  readonly db: Kysely<Database>
  /** True for embedded PGlite, which runs one statement at a time. */
  readonly singleConnection: boolean
  /** The key the SPA receives in status `info.payloadKey`. */
  readonly payloadKey: string
  readonly payloadKeys: PayloadKeys
  /** Encrypts secrets at rest and keys the weak-password hash (lib/secrets-key.ts). */
  readonly secretsKey: Buffer
  /** null = admin API disabled. */
  readonly adminToken: string | null
  readonly siteState: SiteStateCache
  readonly sessions: SessionResolver
  /** Outgoing SMS and e-mail (always through the outbox table). */
  readonly messenger: Messenger
  /** ALTCHA difficulty (largest secret number). */
  readonly altchaMaxNumber: number
  /** The site's public origin (PUBLIC_URL): links and redirect URIs use it, never the Host header. */
  readonly publicUrl: string
  /** The operator allows OpenID Connect issuers on loopback or private addresses. */
  readonly allowPrivateIssuers: boolean
  /** The length of a minute in the withdrawal settings' promises (tests shorten it). */
  readonly withdrawMinuteMs: number
  readonly now: () => number
}

declare module 'fastify' {
  interface FastifyInstance {
    tala: AppContext
  }
}
