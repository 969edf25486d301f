/**
 * The OpenID Connect relying party, on openid-client v6: discovery (cached), the authorize
 * URL with state, nonce and PKCE (S256), and the code exchange with ID token checks. Besides
 * the library's own checks (issuer, audience, nonce, expiry, state), the ID token's signature
 * is verified against the provider's JWKS (`enableNonRepudiationChecks`): a token is only
 * believed when the provider signed it.
 */
import * as client from 'openid-client'
import type { SocialProvidersTable } from '../../db/schema.ts'
import type { Selectable } from 'kysely'
import { assertIssuerAllowed, guardedFetch, type IssuerPolicy } from './issuer-policy.ts'

export type ProviderRow = Selectable<SocialProvidersTable>

export interface OidcOptions {
  /** Replaces fetch for every request to the provider (tests put a man in the middle). */
  readonly fetch?: client.CustomFetch
  /** Which issuers may be fetched (issuer-policy.ts); default: public https hosts only. */
  readonly policy?: IssuerPolicy
}

const CACHE_MS = 10 * 60_000
const cache = new Map<string, { readonly at: number; readonly config: Promise<client.Configuration> }>()

/**
 * The provider's discovered configuration for this client, cached for 10 minutes. The issuer
 * is checked against the policy before discovery, and every later request (JWKS, token) too.
 */
export const configurationOf = (row: ProviderRow, options: OidcOptions, now: number): Promise<client.Configuration> => {
  const policy = options.policy ?? { allowPrivate: false }
  const key = JSON.stringify([row.provider, row.issuer, row.client_id, row.client_secret, options.fetch ? 'custom' : 'global', policy.allowPrivate])
  const hit = cache.get(key)
  if (hit && now - hit.at < CACHE_MS) return hit.config
  const issuer = new URL(row.issuer)
  // Plain http passes the policy only for a private host the operator allowed.
  const execute = [client.enableNonRepudiationChecks, ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [])]
  const config = assertIssuerAllowed(issuer, policy).then(() =>
    client.discovery(issuer, row.client_id, row.client_secret, client.ClientSecretPost(row.client_secret), {
      execute,
      timeout: 10,
      [client.customFetch]: guardedFetch(policy, options.fetch),
    }))
  cache.set(key, { at: now, config })
  // A failed discovery is not kept: the next try asks again.
  config.catch(() => cache.delete(key))
  return config
}

export interface AuthorizationRequest {
  readonly state: string
  readonly nonce: string
  readonly codeVerifier: string
  readonly url: string
}

export const authorizationRequest = async (config: client.Configuration, redirectUri: string): Promise<AuthorizationRequest> => {
  const state = client.randomState()
  const nonce = client.randomNonce()
  const codeVerifier = client.randomPKCECodeVerifier()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
  return { state, nonce, codeVerifier, url: url.href }
}

export interface VerifiedIdentity {
  readonly subject: string
  readonly email: string | null
  readonly emailVerified: boolean
  readonly name: string | null
}

/** Exchanges the code; throws when the provider refuses or anything fails to verify. */
export const exchangeCode = async (
  config: client.Configuration, callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedIdentity> => {
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    expectedState: expected.state,
    expectedNonce: expected.nonce,
    pkceCodeVerifier: expected.codeVerifier,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims || typeof claims.sub !== 'string' || claims.sub === '') throw new Error('The ID token has no subject')
  const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null)
  return {
    subject: claims.sub,
    email: text(claims.email, 254)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: text(claims.name, 128),
  }
}
