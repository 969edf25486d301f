/**
 * Social sign-in against a real OpenID Connect provider (`oidc-provider`, started here): its
 * login and consent pages are driven over HTTP, codes are exchanged by openid-client, ID
 * tokens checked. Forged tokens come from a man in the middle on the token endpoint that
 * re-signs the provider's real answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT, decodeJwt, generateKeyPair, importJWK, type JWTPayload } from 'jose'
import type { CustomFetch } from 'openid-client'
import { createTestApp, envelope, send, type TestApp } from '../../testing/test-app.ts'
import { encrypted } from '../../testing/account-helpers.ts'
import { startOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider.ts'
import { hashPassword } from '../../lib/passwords.ts'

let t: TestApp
let op: TestOidcProvider
let clockOffset = 0
/** What the man in the middle does to the ID token on its way back; null passes it through. */
let forge: null | { claims?: (c: JWTPayload) => JWTPayload; foreignKey?: boolean } = null

const mitmFetch: CustomFetch = async (url, options) => {
  const res = await fetch(url, options as RequestInit)
  if (!forge || !url.endsWith('/token')) return res
  const json = (await res.json()) as { id_token: string }
  const original = decodeJwt(json.id_token)
  const claims = forge.claims ? forge.claims(original) : original
  const key = forge.foreignKey
    ? (await generateKeyPair('RS256')).privateKey
    : await importJWK(op.signingKey, 'RS256')
  json.id_token = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: op.signingKey.kid! }).sign(key)
  return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } })
}

beforeAll(async () => {
  op = await startOidcProvider({ redirectUris: ['http://localhost/social/callback'] })
  // The test provider runs on 127.0.0.1: private issuers allowed explicitly.
  t = await createTestApp({ now: () => Date.now() + clockOffset, socialFetch: mitmFetch, socialAllowPrivateIssuers: true })
})
afterAll(async () => {
  await t?.close()
  await op?.close()
})

const configure = (body: Record<string, unknown> = {}) =>
  send(t.app, {
    method: 'PUT', url: '/admin/social/google', admin: true,
    payload: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret, ...body },
  })

const start = async (provider = 'google') => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/social/start', payload: { provider } })
  const env = envelope<{ authorizeUrl: string }>(res)
  const setCookie = res.headers['set-cookie']
  const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? ''
  return { env, cookie, url: env.success ? env.value.authorizeUrl : '' }
}

const callback = (search: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/wps/social/callback', payload: { search }, headers: { cookie } })

type Pending = { ticket: string; provider: string; email: string; name: string; expiresIn: number }
type CallbackValue = { status: 'loggedIn'; login: { token: string; account: string } } | { status: 'pending'; pending: Pending }

/** The whole redirect round trip for one provider account. */
const signIn = async (login: string) => {
  const { url, cookie } = await start()
  const search = await op.signIn(url, login)
  return envelope<CallbackValue>(await callback(search, cookie))
}

const pendingTicket = async (login: string): Promise<string> => {
  const env = await signIn(login)
  if (!env.success || env.value.status !== 'pending') throw new Error(`expected a pending link, got ${JSON.stringify(env)}`)
  return env.value.pending.ticket
}

const register = (ticket: string, username: string) => t.app.inject({ method: 'POST', url: '/wps/social/register', payload: { ticket, username } })
const link = (ticket: string, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/wps/social/link', payload: encrypted({ ticket, username, password }) })

describe('operator configuration', () => {
  it('no provider until the operator sets one; secrets never leave the server', async () => {
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/social/providers' }))).toEqual({ success: true, value: { providers: [] } })
    expect((await start()).env).toMatchObject({ success: false, code: 'SOCIAL_DISABLED' })

    const set = await configure()
    expect(envelope(set)).toMatchObject({ success: true, value: { provider: 'google', displayName: 'Google', issuer: op.issuer, enabled: true } })
    expect(set.body).not.toContain(op.clientSecret)
    const list = await send(t.app, { method: 'GET', url: '/admin/social', admin: true })
    expect(list.body).not.toContain(op.clientSecret)
    const pub = await t.app.inject({ method: 'GET', url: '/wps/social/providers' })
    expect(envelope(pub)).toEqual({ success: true, value: { providers: [{ provider: 'google', displayName: 'Google' }] } })
    expect(pub.body).not.toContain(op.clientSecret)
    expect(pub.body).not.toContain(op.clientId)
  })

  it('refuses a bad issuer, an unknown provider and a missing token', async () => {
    expect(envelope(await configure({ issuer: 'ftp://example.com' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await configure({ issuer: 'http://accounts.example.com' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await configure({ clientSecret: '' }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    const twitter = await send(t.app, { method: 'PUT', url: '/admin/social/twitter', admin: true, payload: { issuer: op.issuer, clientId: 'a', clientSecret: 'b' } })
    expect(envelope(twitter)).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/admin/social' }))).toMatchObject({ success: false })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/social/facebook/enabled', admin: true, payload: { enabled: true } })))
      .toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('sign-in round trip', () => {
  it('start answers the provider authorize URL with state, nonce and PKCE, and a browser cookie', async () => {
    const { url, cookie } = await start()
    const u = new URL(url)
    expect(u.origin).toBe(op.issuer)
    expect(u.searchParams.get('client_id')).toBe(op.clientId)
    expect(u.searchParams.get('redirect_uri')).toBe('http://localhost/social/callback')
    expect(u.searchParams.get('code_challenge_method')).toBe('S256')
    expect(u.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(u.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(cookie).toMatch(/^tala_social=[\w-]{16,}$/)
  })

  it('a new identity gets a ticket; registering makes a real member, and the next sign-in logs straight in', async () => {
    const first = await signIn('alice')
    expect(first).toMatchObject({
      success: true, value: { status: 'pending', pending: { provider: 'google', email: 'alice@oidc.example.test', name: 'Test alice', expiresIn: 600 } },
    })
    const ticket = (first as { value: { pending: Pending } }).value.pending.ticket
    const reg = envelope<{ token: string; account: string; isAgent: number }>(await register(ticket, 'socialalice'))
    expect(reg).toMatchObject({ success: true, value: { account: 'socialalice', isAgent: 0 } })
    const token = (reg as { value: { token: string } }).value.token
    const info = envelope(await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } }))
    expect(info).toMatchObject({ success: true, value: { account: 'socialalice', isAgent: 0, email: 'alice@oidc.example.test' } })
    // The ticket is spent; the choice cannot be made again.
    expect(envelope(await register(ticket, 'socialalice2'))).toMatchObject({ code: 'SOCIAL_TICKET_INVALID' })
    expect(envelope(await link(ticket, 'demo01', 'Demo1234'))).toMatchObject({ code: 'SOCIAL_TICKET_INVALID' })

    const again = await signIn('alice')
    expect(again).toMatchObject({ success: true, value: { status: 'loggedIn', login: { account: 'socialalice' } } })
    // No password was set: the account cannot be entered with a password guess.
    expect(envelope(await t.app.inject({
      method: 'POST', url: '/wps/session/login', payload: encrypted({ username: 'socialalice', password: '!', type: 'username' }),
    }))).toMatchObject({ code: 'LOGIN_FAILED' })
  })

  it('links an existing account with its password (wrong password refused, then retried), permanently', async () => {
    const ticket = await pendingTicket('bob')
    expect(envelope(await link(ticket, 'demo01', 'wrong-password'))).toMatchObject({ code: 'LOGIN_FAILED' })
    expect(envelope(await link(ticket, 'nobody-here', 'Demo1234'))).toMatchObject({ code: 'LOGIN_FAILED' })
    expect(envelope(await link(ticket, 'demo01', 'Demo1234'))).toMatchObject({ success: true, value: { account: 'demo01' } })
    expect(await signIn('bob')).toMatchObject({ success: true, value: { status: 'loggedIn', login: { account: 'demo01' } } })
    // demo01 has its Google identity: a second Google identity cannot take the account.
    const other = await pendingTicket('bob-second')
    expect(envelope(await link(other, 'demo01', 'Demo1234'))).toMatchObject({ code: 'SOCIAL_ALREADY_LINKED' })
    // The password login keeps working as before (from another address: the failed link
    // attempts above count like failed logins for this one).
    const pw = await t.app.inject({
      method: 'POST', url: '/wps/session/login', remoteAddress: '192.0.2.77', payload: encrypted({ username: 'demo01', password: 'Demo1234', type: 'username' }),
    })
    expect(envelope(pw)).toMatchObject({ success: true, value: { account: 'demo01' } })
  })

  it('applies the non-member rule to links and to linked sign-ins', async () => {
    await t.testDb.db.insertInto('members').values({
      account: 'trial_social', password_hash: await hashPassword('Trial1234', { N: 2 ** 10, r: 8, p: 1 }), is_agent: 4, trial_balance: 0,
      mobile_num: null, country_dialing_code: null, email: null, payee_name: null, payment_password_hash: null, qq_num: null, line: null,
      whatsapp: null, facebook: null, wechat: null, id_number: null, recommender_id: null, affiliate_code: null, upline_id: null,
      referral_code: null, register_domain: null, register_url: null, register_ip: null,
    }).execute()
    const ticket = await pendingTicket('carol')
    expect(envelope(await link(ticket, 'trial_social', 'Trial1234'))).toMatchObject({ code: 'NON_MEMBER' })
    expect(envelope(await register(ticket, 'carol01'))).toMatchObject({ success: true })
    await t.testDb.db.updateTable('members').set({ is_agent: 4 }).where('account', '=', 'carol01').execute()
    expect(await signIn('carol')).toMatchObject({ success: false, code: 'NON_MEMBER' })
  })
})

describe('state, ticket and token checks', () => {
  it('a state is used once, only by the browser that started it; forged states are refused', async () => {
    const { url, cookie } = await start()
    const search = await op.signIn(url, 'dave')
    expect(envelope(await callback(search, 'tala_social=someone-elses-browser-cookie'))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    expect(envelope(await callback(search, ''))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    expect(envelope(await callback(search, cookie))).toMatchObject({ success: true, value: { status: 'pending' } })
    expect(envelope(await callback(search, cookie))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    const forged = new URLSearchParams(search)
    forged.set('state', 'forged-state-value-0123456789')
    expect(envelope(await callback(`?${forged}`, cookie))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    expect(envelope(await callback('?code=abc', cookie))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
  })

  it('an expired state is refused', async () => {
    const { url, cookie } = await start()
    const search = await op.signIn(url, 'erin')
    clockOffset = 11 * 60_000
    try {
      expect(envelope(await callback(search, cookie))).toMatchObject({ code: 'SOCIAL_STATE_INVALID' })
    } finally {
      clockOffset = 0
    }
  })

  it('a provider error (the user cancelled) and a made-up code are refused', async () => {
    const a = await start()
    const state = new URL(a.url).searchParams.get('state')!
    expect(envelope(await callback(`?error=access_denied&state=${state}&iss=${encodeURIComponent(op.issuer)}`, a.cookie))).toMatchObject({ code: 'SOCIAL_FAILED' })
    const b = await start()
    const stateB = new URL(b.url).searchParams.get('state')!
    expect(envelope(await callback(`?code=made-up&state=${stateB}&iss=${encodeURIComponent(op.issuer)}`, b.cookie))).toMatchObject({ code: 'SOCIAL_FAILED' })
  })

  it.each([
    ['a wrong nonce', { claims: (c: JWTPayload) => ({ ...c, nonce: 'not-the-nonce' }) }],
    ['a wrong audience', { claims: (c: JWTPayload) => ({ ...c, aud: 'some-other-client' }) }],
    ['a wrong issuer', { claims: (c: JWTPayload) => ({ ...c, iss: 'https://evil.example.com' }) }],
    ['a signature by another key', { foreignKey: true }],
  ])('an ID token with %s is refused and creates nothing', async (_what, how) => {
    const before = await t.testDb.db.selectFrom('social_tickets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    const { url, cookie } = await start()
    const search = await op.signIn(url, 'mallory')
    forge = how
    try {
      expect(envelope(await callback(search, cookie))).toMatchObject({ code: 'SOCIAL_FAILED' })
    } finally {
      forge = null
    }
    const after = await t.testDb.db.selectFrom('social_tickets').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('the man in the middle passing the token through changes nothing (control)', async () => {
    forge = { claims: (c) => c }
    try {
      expect(await signIn('mallory')).toMatchObject({ success: true, value: { status: 'pending' } })
    } finally {
      forge = null
    }
  })

  it('an expired or made-up ticket is refused', async () => {
    const ticket = await pendingTicket('frank')
    expect(envelope(await register('made-up-ticket', 'frank01'))).toMatchObject({ code: 'SOCIAL_TICKET_INVALID' })
    clockOffset = 11 * 60_000
    try {
      expect(envelope(await register(ticket, 'frank01'))).toMatchObject({ code: 'SOCIAL_TICKET_INVALID' })
    } finally {
      clockOffset = 0
    }
    const none = await t.testDb.db.selectFrom('members').select('id').where('account', '=', 'frank01').executeTakeFirst()
    expect(none).toBeUndefined()
  })
})

describe('bad input', () => {
  it('register checks the username with the register rules and refuses taken names, keeping the ticket', async () => {
    const ticket = await pendingTicket('grace')
    expect(envelope(await register(ticket, ''))).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'username', reason: 'required' }] } })
    expect(envelope(await register(ticket, 'ab'))).toMatchObject({ code: 'VALIDATION_FAILED', value: { fields: [{ field: 'username' }] } })
    expect(envelope(await register(ticket, "x' OR 1=1 --"))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await register(ticket, 'demo01'))).toMatchObject({ code: 'ACCOUNT_EXISTS' })
    expect(envelope(await register(ticket, 'grace01'))).toMatchObject({ success: true, value: { account: 'grace01' } })
  })

  it('refuses unknown providers, oversize and missing fields, and unencrypted link bodies', async () => {
    expect((await start('twitter')).env).toMatchObject({ code: 'VALIDATION_FAILED' })
    const big = await t.app.inject({ method: 'POST', url: '/wps/social/callback', payload: { search: `?state=${'x'.repeat(5000)}` } })
    expect(envelope(big)).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/social/callback', payload: {} }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await t.app.inject({ method: 'POST', url: '/wps/social/register', payload: { ticket: 'x'.repeat(200), username: 'abc123' } })))
      .toMatchObject({ code: 'VALIDATION_FAILED' })
    const plain = await t.app.inject({ method: 'POST', url: '/wps/social/link', payload: { ticket: 't', username: 'demo01', password: 'Demo1234' } })
    expect(envelope(plain)).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await link('t', '', 'x'))).toMatchObject({ success: false })
  })
})

describe('a provider switched off', () => {
  it('disappears from the buttons; its pending states and tickets stop working', async () => {
    const { url, cookie } = await start()
    const search = await op.signIn(url, 'heidi')
    const ticket = await pendingTicket('ivan')
    const off = await send(t.app, { method: 'PUT', url: '/admin/social/google/enabled', admin: true, payload: { enabled: false } })
    expect(envelope(off)).toMatchObject({ success: true, value: { enabled: false } })
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/social/providers' }))).toEqual({ success: true, value: { providers: [] } })
    expect((await start()).env).toMatchObject({ code: 'SOCIAL_DISABLED' })
    expect(envelope(await callback(search, cookie))).toMatchObject({ code: 'SOCIAL_DISABLED' })
    expect(envelope(await register(ticket, 'ivan01'))).toMatchObject({ code: 'SOCIAL_DISABLED' })
    await send(t.app, { method: 'PUT', url: '/admin/social/google/enabled', admin: true, payload: { enabled: true } })
  })

  it('its whitelabel module (GOOGLELOGIN3) off hides the button as well', async () => {
    await send(t.app, { method: 'PUT', url: '/admin/modules/GOOGLELOGIN3', admin: true, payload: { enabled: false } })
    try {
      expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/social/providers' }))).toEqual({ success: true, value: { providers: [] } })
      expect((await start()).env).toMatchObject({ code: 'SOCIAL_DISABLED' })
    } finally {
      await send(t.app, { method: 'PUT', url: '/admin/modules/GOOGLELOGIN3', admin: true, payload: { enabled: true } })
    }
    expect(envelope(await t.app.inject({ method: 'GET', url: '/wps/social/providers' }))).toMatchObject({ value: { providers: [{ provider: 'google' }] } })
  })
})

describe('Facebook, configured by the operator like any OpenID Connect provider', () => {
  it('shows its own button and signs in its own identities, apart from Google ones', async () => {
    const set = await send(t.app, {
      method: 'PUT', url: '/admin/social/facebook', admin: true,
      payload: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret },
    })
    expect(envelope(set)).toMatchObject({ success: true, value: { provider: 'facebook', displayName: 'Facebook', enabled: true } })
    const pub = envelope<{ providers: Array<{ provider: string }> }>(await t.app.inject({ method: 'GET', url: '/wps/social/providers' }))
    expect(pub.success && pub.value.providers.map((p) => p.provider).sort()).toEqual(['facebook', 'google'])

    // The same person at the provider is a new identity under Facebook: a pending ticket.
    const { url, cookie } = await start('facebook')
    const first = envelope<CallbackValue>(await callback(await op.signIn(url, 'frank'), cookie))
    expect(first).toMatchObject({ success: true, value: { status: 'pending', pending: { provider: 'facebook', email: 'frank@oidc.example.test' } } })
    if (!first.success || first.value.status !== 'pending') throw new Error('expected a pending Facebook identity')
    expect(envelope(await register(first.value.pending.ticket, 'frank01'))).toMatchObject({ success: true })

    // Next time Facebook signs frank straight in; his Google identity is still a stranger.
    const again = await start('facebook')
    expect(envelope(await callback(await op.signIn(again.url, 'frank'), again.cookie))).toMatchObject({ success: true, value: { status: 'loggedIn', login: { account: 'frank01' } } })
    expect(await signIn('frank')).toMatchObject({ success: true, value: { status: 'pending', pending: { provider: 'google' } } })
  })
})
