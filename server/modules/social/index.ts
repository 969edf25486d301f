/**
 * The social module: Google and Facebook sign-in over OpenID Connect (start, callback, link
 * an existing account, register a new one). The operator API reads and configures providers
 * through the functions below.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { OidcOptions } from './oidc.ts'
import { registerSocialRoutes } from './routes.ts'

export const socialModule: FastifyPluginAsync<OidcOptions> = async (app, options) => {
  registerSocialRoutes(app, options.fetch ? { fetch: options.fetch } : {})
}

export { type OidcOptions, type ProviderRow } from './oidc.ts'
export { assertIssuerAllowed, IssuerRefused, type IssuerPolicy } from './issuer-policy.ts'
export { DEFAULT_DISPLAY_NAMES, listProviders } from './store.ts'
