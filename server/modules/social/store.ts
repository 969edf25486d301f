/**
 * Database side of social sign-in: operator-configured providers, single-use states,
 * single-use pending-link tickets and the permanent identity links. States and tickets are
 * given to the browser in clear and stored as sha-256 only.
 */
import { unseal } from '../../lib/secrets-key.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { SocialProviderKey } from '../../../src/shared/api/index.ts'
import { newToken, sha256 } from '../../lib/secrets.ts'
import { moduleEnabled } from '../account/index.ts'
import type { ProviderRow } from './oidc.ts'
import type { VerifiedIdentity } from './oidc.ts'

export const SOCIAL_STATE_TTL_MS = 10 * 60_000
export const SOCIAL_TICKET_TTL_MS = 10 * 60_000

export const DEFAULT_DISPLAY_NAMES: Record<SocialProviderKey, string> = { google: 'Google', facebook: 'Facebook' }

export const listProviders = (db: Kysely<Database>): Promise<ProviderRow[]> =>
  db.selectFrom('social_providers').selectAll().orderBy('provider').execute()

/** The whitelabel module that also gates each provider's button (spec §6 modules). */
export const PROVIDER_MODULES = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' } as const

/**
 * A provider usable right now: configured and switched on by the operator (`social on`),
 * and its whitelabel module (GOOGLELOGIN3 / FACEBOOKLOGIN3) on. Its client secret is stored
 * sealed under the secrets key; the row returned carries it opened, for the OIDC client.
 */
export const enabledProvider = async (db: Kysely<Database>, key: Buffer, provider: SocialProviderKey): Promise<ProviderRow | null> => {
  const row = await db.selectFrom('social_providers').selectAll().where('provider', '=', provider).where('enabled', '=', true).executeTakeFirst()
  if (!row || !(await moduleEnabled(db, PROVIDER_MODULES[provider]))) return null
  return { ...row, client_secret: unseal(key, row.client_secret) }
}

export const enabledProviders = async (db: Kysely<Database>): Promise<ProviderRow[]> => {
  const rows = await listProviders(db)
  const usable = await Promise.all(rows.map(async (r) => r.enabled && (await moduleEnabled(db, PROVIDER_MODULES[r.provider]))))
  return rows.filter((_, i) => usable[i])
}

export interface NewState {
  readonly state: string
  readonly browser: string
  readonly provider: SocialProviderKey
  readonly nonce: string
  readonly codeVerifier: string
  readonly redirectUri: string
}

/** Rows past their use are kept an hour (for the log's sake), then dropped when new ones come. */
const KEEP_EXPIRED_MS = 60 * 60_000

export const saveState = async (db: Kysely<Database>, s: NewState, now: number): Promise<void> => {
  await db.deleteFrom('social_states').where('expires_at', '<', new Date(now - KEEP_EXPIRED_MS)).execute()
  await db.insertInto('social_states').values({
    state_hash: sha256(s.state),
    browser_hash: sha256(s.browser),
    provider: s.provider,
    nonce: s.nonce,
    code_verifier: s.codeVerifier,
    redirect_uri: s.redirectUri,
    expires_at: new Date(now + SOCIAL_STATE_TTL_MS),
    used_at: null,
  }).execute()
}

/** Uses a state up: only once, before it expires, and only with the browser cookie that started it. */
export const consumeState = (db: Kysely<Database>, state: string, browser: string, now: number) =>
  db.updateTable('social_states')
    .set({ used_at: new Date(now) })
    .where('state_hash', '=', sha256(state))
    .where('browser_hash', '=', sha256(browser))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returningAll()
    .executeTakeFirst()

export const findLinkedMember = (db: Kysely<Database>, provider: SocialProviderKey, subject: string) =>
  db.selectFrom('social_identities as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .selectAll('m')
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst()

export const issueTicket = async (db: Kysely<Database>, provider: SocialProviderKey, identity: VerifiedIdentity, now: number): Promise<string> => {
  const ticket = newToken()
  await db.deleteFrom('social_tickets').where('expires_at', '<', new Date(now - KEEP_EXPIRED_MS)).execute()
  await db.insertInto('social_tickets').values({
    ticket_hash: sha256(ticket),
    provider,
    subject: identity.subject,
    email: identity.email,
    email_verified: identity.emailVerified,
    name: identity.name,
    expires_at: new Date(now + SOCIAL_TICKET_TTL_MS),
    used_at: null,
  }).execute()
  return ticket
}

/** A live ticket, without using it up (a wrong password on link may be retried). */
export const peekTicket = (db: Kysely<Database>, ticket: string, now: number) =>
  db.selectFrom('social_tickets').selectAll()
    .where('ticket_hash', '=', sha256(ticket)).where('used_at', 'is', null).where('expires_at', '>', new Date(now))
    .executeTakeFirst()

/** Uses a ticket up; false when someone else used it first. */
export const burnTicket = async (db: Kysely<Database>, ticketHash: string, now: number): Promise<boolean> => {
  const row = await db.updateTable('social_tickets').set({ used_at: new Date(now) })
    .where('ticket_hash', '=', ticketHash).where('used_at', 'is', null).where('expires_at', '>', new Date(now))
    .returning('ticket_hash').executeTakeFirst()
  return row !== undefined
}
