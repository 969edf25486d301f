/**
 * Operator control of the social sign-in providers (OpenID Connect): list, set, switch on or
 * off. The client secret is stored for the code exchange and never sent back, not even here.
 */
import { seal } from '../lib/secrets-key.ts'
import type { FastifyInstance } from 'fastify'
import { route } from '../http/route.ts'
import { ApiError, clip } from '../http/errors.ts'
import {
  DEFAULT_DISPLAY_NAMES, IssuerRefused, assertIssuerAllowed, listProviders, type IssuerPolicy, type ProviderRow,
} from '../modules/social/index.ts'
import { AdminEndpoints, type SocialProviderView } from './contract.ts'

const view = (r: ProviderRow): SocialProviderView => ({
  provider: r.provider, displayName: r.display_name, issuer: r.issuer, clientId: r.client_id, enabled: r.enabled, updatedAt: r.updated_at.toISOString(),
})

/**
 * An https URL without credentials, query or fragment (the issuer identifier rules), on a host
 * the issuer policy allows (public addresses, unless private issuers are allowed).
 */
export const checkIssuer = async (text: string, policy: IssuerPolicy): Promise<string> => {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new ApiError('VALIDATION_FAILED', `Invalid body: issuer: "${clip(text, 64)}" is not a URL.`)
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid body: issuer must be an https URL without credentials, query or fragment.')
  }
  try {
    await assertIssuerAllowed(url, policy)
  } catch (e) {
    if (e instanceof IssuerRefused) throw new ApiError('VALIDATION_FAILED', `Invalid body: issuer refused: ${e.message}`)
    throw e
  }
  return url.href.replace(/\/$/, '') === `${url.origin}` ? url.origin : url.href
}

export const registerSocialAdmin = (app: FastifyInstance): void => {
  const db = () => app.tala.db

  route(app, AdminEndpoints.socialList, async () => ({ providers: (await listProviders(db())).map(view) }))

  route(app, AdminEndpoints.socialSet, async ({ params, body }, req) => {
    const issuer = await checkIssuer(body.issuer, { allowPrivate: app.tala.allowPrivateIssuers })
    const values = {
      display_name: body.displayName?.trim() || DEFAULT_DISPLAY_NAMES[params.provider],
      issuer,
      client_id: body.clientId.trim(),
      // Sealed at rest; the social module opens it for the OIDC client.
      client_secret: seal(app.tala.secretsKey, body.clientSecret),
      enabled: body.enabled ?? true,
      updated_at: new Date(app.tala.now()),
    }
    const row = await db().insertInto('social_providers').values({ provider: params.provider, ...values })
      .onConflict((oc) => oc.column('provider').doUpdateSet(values)).returningAll().executeTakeFirstOrThrow()
    req.log.info({ provider: row.provider, issuer: row.issuer, enabled: row.enabled }, 'social provider set by operator')
    return view(row)
  })

  route(app, AdminEndpoints.socialEnable, async ({ params, body }, req) => {
    const row = await db().updateTable('social_providers').set({ enabled: body.enabled, updated_at: new Date(app.tala.now()) })
      .where('provider', '=', params.provider).returningAll().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `The provider "${params.provider}" is not configured: use "social set" first.`)
    req.log.info({ provider: row.provider, enabled: row.enabled }, 'social provider switched by operator')
    return view(row)
  })
}
