/** The admin API answers only the allowed addresses; to the rest it does not exist. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { createTestApp, envelope, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'

const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(() => t.close())

const call = (app: FastifyInstance, opts: InjectOptions) => app.inject({ url: '/admin/status', ...opts, headers: { ...auth, ...opts.headers } })

/** The reply an outside address gets, next to the one for a path that does not exist. */
const expectHidden = async (app: FastifyInstance, opts: InjectOptions) => {
  const res = await call(app, opts)
  expect(res.statusCode).toBe(404)
  expect(envelope(res)).toEqual({ success: false, code: 'NOT_FOUND', message: `Nothing at ${opts.method ?? 'GET'} ${String(opts.url ?? '/admin/status').split('?')[0]}.` })
}

describe('the admin address allow-list', () => {
  it('answers this machine by default, over IPv4 and IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await call(t.app, { remoteAddress })
      expect([remoteAddress, res.statusCode]).toEqual([remoteAddress, 200])
    }
  })

  it('answers any other address as if /admin did not exist, even with the right token', async () => {
    const outside = { remoteAddress: '203.0.113.50' }
    await expectHidden(t.app, outside)
    await expectHidden(t.app, { ...outside, method: 'PUT', url: '/admin/maintenance', payload: { on: true } })
    // No 405 for a wrong method either: that would give the path away.
    await expectHidden(t.app, { ...outside, method: 'DELETE', url: '/admin/status' })
    await expectHidden(t.app, { ...outside, url: '/admin' })
    // Nothing was switched.
    expect(envelope(await call(t.app, {}))).toMatchObject({ success: true, value: { maintenance: false } })
  })

  it('answers the addresses and blocks the operator lists', async () => {
    const app = await t.rebuild({ adminAllowIps: ['10.8.0.0/16', '2001:db8::7'] })
    expect((await call(app, { remoteAddress: '10.8.4.2' })).statusCode).toBe(200)
    expect((await call(app, { remoteAddress: '2001:db8::7' })).statusCode).toBe(200)
    await expectHidden(app, { remoteAddress: '10.9.0.1' })
    // The list replaces the default: this machine is out unless listed.
    await expectHidden(app, { remoteAddress: '127.0.0.1' })
  })

  it('judges the visitor behind a trusted proxy, and ignores X-Forwarded-For from anyone else', async () => {
    const app = await t.rebuild({ trustedProxies: ['127.0.0.1'] })
    // The proxy on this machine forwards an outside visitor: refused.
    await expectHidden(app, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.50' } })
    // An outside client claiming to be loopback: refused.
    await expectHidden(app, { remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': '127.0.0.1' } })
    expect((await call(app, { remoteAddress: '127.0.0.1' })).statusCode).toBe(200)
  })

  it('leaves the rest of the site open to everyone', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', remoteAddress: '203.0.113.50' })
    expect(res.statusCode).toBe(200)
  })
})
