import { Schema } from 'effect'
import { LoginReply } from './account.ts'

/**
 * Social sign-in (spec §2 login and register modals: Facebook and Google buttons; spec §4:
 * "Sign-in can link an existing account or register a new one, irreversible once
 * confirmed"), with OpenID Connect providers the operator configures.
 *
 * 1. GET /wps/social/providers: the enabled providers (no secrets), for the buttons.
 * 2. POST /wps/social/start `{ provider }`: the server keeps state, nonce and PKCE verifier
 *    (10 minutes, bound to this browser by an HttpOnly cookie) and answers the provider's
 *    authorize URL; the SPA sends the browser there.
 * 3. The provider sends the browser back to `/social/callback?code&state`; the SPA posts that
 *    query string to POST /wps/social/callback `{ search }`. The server uses the state once,
 *    exchanges the code and checks the ID token (signature, issuer, audience, nonce).
 *    A linked identity answers `{ status: 'loggedIn', login }`; a new one
 *    `{ status: 'pending', pending: { ticket, ... } }` (ticket valid 10 minutes, single use).
 * 4. With the ticket: POST /wps/social/link (encrypted) `{ ticket, username, password }` or
 *    POST /wps/social/register `{ ticket, username }`; both answer the LoginReply. The link is
 *    permanent: an identity belongs to one member, a member has one identity per provider.
 */
const Text = (max: number) => Schema.String.check(Schema.isMaxLength(max))

export const SocialProviderKey = Schema.Literals(['google', 'facebook'])
export type SocialProviderKey = typeof SocialProviderKey.Type

export const SocialProvider = Schema.Struct({ provider: SocialProviderKey, displayName: Schema.String })
export type SocialProvider = typeof SocialProvider.Type

export const SocialProvidersReply = Schema.Struct({ providers: Schema.Array(SocialProvider) })

export const SocialStartRequest = Schema.Struct({ provider: SocialProviderKey })
export const SocialStartReply = Schema.Struct({ authorizeUrl: Schema.String })

/** The query string the provider sent the browser back with (`?code=...&state=...`). */
export const SocialCallbackRequest = Schema.Struct({ search: Text(4096) })

/** A verified identity not linked to any account yet. */
export const SocialPending = Schema.Struct({
  ticket: Schema.String,
  provider: SocialProviderKey,
  /** As the provider told it ('' when none); shown so the user knows which identity this is. */
  email: Schema.String,
  name: Schema.String,
  /** Seconds the ticket stays valid. */
  expiresIn: Schema.Int,
})
export type SocialPending = typeof SocialPending.Type

export const SocialCallbackReply = Schema.Union([
  Schema.Struct({ status: Schema.Literal('loggedIn'), login: LoginReply }),
  Schema.Struct({ status: Schema.Literal('pending'), pending: SocialPending }),
])
export type SocialCallbackReply = typeof SocialCallbackReply.Type

/** Link the identity to an existing account: its username and password, checked like a login. */
export const SocialLinkRequest = Schema.Struct({ ticket: Text(128), username: Text(64), password: Text(128) })
export type SocialLinkRequest = typeof SocialLinkRequest.Type

/** Register a new account for the identity: a username under the register rules, no password. */
export const SocialRegisterRequest = Schema.Struct({ ticket: Text(128), username: Text(64) })
export type SocialRegisterRequest = typeof SocialRegisterRequest.Type
