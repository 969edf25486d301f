/** What any client notices about the HTTP layer: envelopes, status codes, limits, auth. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import type { Endpoint } from '../../src/shared/api/index.ts'
import { route } from './route.ts'
import { ApiError } from './errors.ts'
import { createTestApp, envelope, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'

const Echo = Schema.Struct({ text: Schema.String })
const testEndpoint = <B extends Schema.Top>(path: string, body: B, extra: Partial<Endpoint> = {}) =>
  ({ method: 'POST', path, body, reply: Echo, auth: 'none', encrypted: false, ...extra }) as const

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  route(t.app, testEndpoint('/wps/test/crash', Echo), async () => { throw new Error('database exploded at /secret/path') })
  route(t.app, testEndpoint('/wps/test/broken-reply', Echo), async () => ({ text: 42 }) as unknown as { text: string })
  route(t.app, testEndpoint('/wps/test/members-only', Echo, { auth: 'token' }), async ({ body }) => body as { text: string })
  route(t.app, testEndpoint('/wps/test/refuse', Echo), async () => { throw new ApiError('FORBIDDEN', 'Not for you.') })
})
afterAll(async () => { await t?.close() })

const post = (url: string, payload: string | object, contentType = 'application/json', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType, ...headers } })

describe('envelope and error mapping', () => {
  it('unknown API routes answer the 404 envelope', async () => {
    for (const url of ['/wps/no/such/call', '/lgw/nothing', '/admin/nothing', '/img/nothing.png', '/nothing-at-all']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })

  it('a known path with the wrong method answers 405', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/system/status' })
    expect(res.statusCode).toBe(405)
    expect(envelope(res)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' })
    expect(res.headers.allow).toContain('GET')
  })

  it('malformed JSON answers 400 MALFORMED_JSON', async () => {
    const res = await post('/wps/relay/GCSGAME_gameVendor', '{"merchantCode": "tala"')
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'MALFORMED_JSON' })
  })

  it('an empty JSON body answers 400 MALFORMED_JSON', async () => {
    const res = await post('/wps/relay/GCSGAME_gameVendor', '')
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'MALFORMED_JSON' })
  })

  it('a missing body is a validation failure', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('body') })
  })

  it('a wrong content type answers 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await post('/wps/relay/GCSGAME_gameVendor', 'merchantCode=tala', type)
      expect(res.statusCode, type).toBe(415)
      expect(envelope(res)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' })
    }
  })

  it('a body over 64 KiB answers 413', async () => {
    const res = await post('/wps/relay/GCSGAME_gameVendor', { merchantCode: 'tala', padding: 'x'.repeat(70 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  it('prototype-poisoning JSON is refused, not merged', async () => {
    const res = await post('/wps/relay/GCSGAME_gameVendor', '{"merchantCode":"tala","__proto__":{"admin":true}}')
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ success: false })
  })

  it('an unexpected failure answers a generic 500 without internals', async () => {
    const res = await post('/wps/test/crash', { text: 'hi' })
    expect(res.statusCode).toBe(500)
    const body = envelope(res)
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' })
    expect(res.body).not.toMatch(/exploded|secret|at .*\.ts/)
  })

  it('a reply that breaks the contract is a 500, never sent half-right', async () => {
    const res = await post('/wps/test/broken-reply', { text: 'hi' })
    expect(res.statusCode).toBe(500)
    expect(envelope(res)).toMatchObject({ code: 'INTERNAL' })
  })

  it('handler refusals carry their own code and status', async () => {
    const res = await post('/wps/test/refuse', { text: 'hi' })
    expect(res.statusCode).toBe(403)
    expect(envelope(res)).toEqual({ success: false, code: 'FORBIDDEN', message: 'Not for you.' })
  })

  it('a malformed URL is a 400 envelope', async () => {
    const res = await t.app.inject({ url: '/wps/%E0%A4%A' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' })
  })
})

describe('session tokens', () => {
  it('a call needing a session answers 401 without a token', async () => {
    const res = await post('/wps/test/members-only', { text: 'hi' })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('an unknown token (Bearer or token header) is refused too', async () => {
    for (const headers of [{ authorization: 'Bearer abc123' }, { token: 'abc123' }] as Array<Record<string, string>>) {
      const res = await post('/wps/test/members-only', { text: 'hi' }, 'application/json', headers)
      expect(res.statusCode).toBe(401)
      expect(envelope(res)).toMatchObject({ code: 'UNAUTHORIZED', message: expect.stringContaining('log in again') })
    }
  })

  it('a token known to the session resolver is let through', async () => {
    const app = await t.rebuild({ sessions: async (token) => (token === 'good' ? { memberId: '1', account: 'player01' } : null) })
    route(app, testEndpoint('/wps/test/members-only', Echo, { auth: 'token' }), async ({ body, session }) => ({ text: `${(body as { text: string }).text} ${session?.account}` }))
    const res = await app.inject({ method: 'POST', url: '/wps/test/members-only', payload: { text: 'hi' }, headers: { token: 'good' } })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toEqual({ success: true, value: { text: 'hi player01' } })
  })
})

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED in the envelope once an IP passes the global limit', async () => {
    const app = await t.rebuild({ rateLimit: { max: 3, timeWindowMs: 60_000 } })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await app.inject({ url: '/wps/system/whitelabel' })).statusCode)
    expect(codes).toEqual([200, 200, 200, 429])
    const res = await app.inject({ url: '/wps/system/whitelabel' })
    expect(envelope(res)).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    // another visitor is not affected
    expect((await app.inject({ url: '/wps/system/whitelabel', remoteAddress: '10.1.1.1' })).statusCode).toBe(200)
  })

  it('counts API calls only: not the operator’s calls with the admin token, not images', async () => {
    // The operator's address is on the admin allow-list (the default lists only this machine).
    const app = await t.rebuild({ rateLimit: { max: 3, timeWindowMs: 60_000 }, adminAllowIps: ['10.2.2.2'] })
    const from = { remoteAddress: '10.2.2.2' }
    const operator: number[] = []
    for (let i = 0; i < 5; i++) operator.push((await app.inject({ url: '/admin/status', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, ...from })).statusCode)
    expect(operator).toEqual([200, 200, 200, 200, 200])
    // Files (images, assets, the SPA shell) are not API calls and are not counted either.
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/img/brand/logo.svg', ...from })).statusCode).toBe(200)
    // The players behind that address still have their whole budget, and no more.
    const players: number[] = []
    for (let i = 0; i < 4; i++) players.push((await app.inject({ url: '/wps/system/whitelabel', ...from })).statusCode)
    expect(players).toEqual([200, 200, 200, 429])
  })
})
