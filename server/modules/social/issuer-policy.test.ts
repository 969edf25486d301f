/**
 * The server never fetches an OpenID Connect issuer inside its own network unless the operator
 * allowed it, and the redirect URI comes from PUBLIC_URL, not from the Host header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { CustomFetch } from 'openid-client'
import { createTestApp, envelope, send, TEST_SECRETS_KEY, type TestApp } from '../../testing/test-app.ts'
import { startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts'
import { assertIssuerAllowed, guardedFetch, isPrivateAddress, IssuerRefused } from './issuer-policy.ts'
import { seal } from '../../lib/secrets-key.ts'

const fetched: string[] = []
const spyFetch: CustomFetch = async (url, options) => {
  fetched.push(url)
  return fetch(url, options as RequestInit)
}

let t: TestApp
let op: TestOidcProvider
beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: ['https://play.example.com/social/callback'] })
  // The default: private issuers not allowed.
  t = await createTestApp({ socialFetch: spyFetch, publicUrl: 'https://play.example.com' })
})
afterAll(async () => {
  await t?.close()
  await op?.close()
})

const configure = (app: FastifyInstance, issuer: string) =>
  send(app, { method: 'PUT', url: '/admin/social/google', admin: true, payload: { issuer, clientId: 'tala', clientSecret: 'secret' } })

describe('the issuer allow-list', () => {
  it('classifies loopback, link-local, private and reserved addresses as private', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe']) {
      expect(isPrivateAddress(a), a).toBe(true)
    }
    for (const a of ['8.8.8.8', '142.250.74.14', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false)
  })

  it('the operator command refuses loopback, metadata, private and plain http issuers with the reason', async () => {
    for (const issuer of [
      op.issuer, 'https://127.0.0.1', 'https://localhost:8443', 'https://169.254.169.254', 'https://10.0.0.8', 'https://192.168.1.10',
      'https://[::1]', 'https://[::ffff:10.0.0.1]', 'http://accounts.example.com',
    ]) {
      const res = envelope(await configure(t.app, issuer))
      expect(res, issuer).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
      expect((res as { message: string }).message, issuer).toMatch(/issuer refused: the issuer (host|must be an https URL)/)
    }
    expect(envelope(await send(t.app, { method: 'GET', url: '/admin/social', admin: true }))).toEqual({ success: true, value: { providers: [] } })
  })

  it('an issuer already stored on a private address is refused at use, before any request leaves', async () => {
    for (const issuer of ['https://169.254.169.254', op.issuer]) {
      await t.testDb.db.insertInto('social_providers')
        .values({ provider: 'google', display_name: 'Google', issuer, client_id: 'tala', client_secret: seal(TEST_SECRETS_KEY, 'secret'), enabled: true, updated_at: new Date() })
        .onConflict((oc) => oc.column('provider').doUpdateSet({ issuer })).execute()
      const res = await t.app.inject({ method: 'POST', url: '/wps/social/start', payload: { provider: 'google' } })
      expect(envelope(res), issuer).toMatchObject({ success: false, code: 'SOCIAL_FAILED' })
    }
    expect(fetched).toEqual([])
  })

  it('checks every address a name resolves to, and every request, not only the first', async () => {
    const resolve = async (host: string) => (host === 'mixed.example' ? ['93.184.216.34', '10.0.0.1'] : ['93.184.216.34'])
    await expect(assertIssuerAllowed(new URL('https://mixed.example'), { allowPrivate: false, resolve })).rejects.toBeInstanceOf(IssuerRefused)
    await expect(assertIssuerAllowed(new URL('https://idp.example'), { allowPrivate: false, resolve })).resolves.toBeUndefined()
    // A name that later answers a private address (DNS rebinding) is refused on that request.
    let answer = '93.184.216.34'
    const sent: string[] = []
    const guarded = guardedFetch({ allowPrivate: false, resolve: async () => [answer] }, async (url) => { sent.push(url); return new Response('{}') })
    await guarded('https://idp.example/.well-known/openid-configuration', {} as never)
    answer = '169.254.169.254'
    await expect(guarded('https://idp.example/jwks', {} as never)).rejects.toBeInstanceOf(IssuerRefused)
    expect(sent).toEqual(['https://idp.example/.well-known/openid-configuration'])
  })

  it('with private issuers allowed explicitly, the local provider is accepted and used', async () => {
    const allowed = await t.rebuild({ socialAllowPrivateIssuers: true })
    expect(envelope(await configure(allowed, op.issuer))).toMatchObject({ success: true, value: { issuer: op.issuer } })
    const res = await allowed.inject({ method: 'POST', url: '/wps/social/start', payload: { provider: 'google' } })
    expect(envelope(res)).toMatchObject({ success: true })
  })
})

describe('the redirect URI', () => {
  it('comes from PUBLIC_URL whatever Host the request carries', async () => {
    const allowed = await t.rebuild({ socialAllowPrivateIssuers: true })
    expect(envelope(await configure(allowed, op.issuer))).toMatchObject({ success: true })
    for (const host of ['evil.example', 'play.example.com.evil.example:8443']) {
      const res = await allowed.inject({ method: 'POST', url: '/wps/social/start', payload: { provider: 'google' }, headers: { host } })
      const env = envelope<{ authorizeUrl: string }>(res)
      expect(env.success, host).toBe(true)
      if (!env.success) return
      expect(new URL(env.value.authorizeUrl).searchParams.get('redirect_uri'), host).toBe('https://play.example.com/social/callback')
    }
  })
})
