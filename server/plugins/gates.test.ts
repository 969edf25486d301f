/** Maintenance and region restriction as a visitor and an operator experience them. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp, envelope, send, type TestApp } from '../testing/test-app.ts'

const PH_IP = '112.198.0.1' // a Philippine address (GeoIP)
const US_IP = '8.8.8.8'
const PROXY = '10.0.0.5'

let t: TestApp
/** An app that trusts the load balancer at 10.0.0.0/8. */
let behindProxy: FastifyInstance
beforeAll(async () => {
  t = await createTestApp()
  behindProxy = await t.rebuild({ trustedProxies: ['10.0.0.0/8'] })
})
afterAll(async () => { await t?.close() })
afterEach(async () => {
  // Every test starts from an open site.
  await t.testDb.db.deleteFrom('region_blocks').execute()
  await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: false }, admin: true })
})

const status = async (app: FastifyInstance, forwardedFor?: string, remoteAddress = PROXY) => {
  const res = await app.inject({ url: '/wps/system/status', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
  expect(res.statusCode).toBe(200)
  return (envelope(res) as { value: { maintenance: boolean; regionRestriction: boolean; location: { ip: string; country: string } } }).value
}
const whitelabel = (app: FastifyInstance, forwardedFor?: string, remoteAddress = PROXY) =>
  app.inject({ url: '/wps/system/whitelabel', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })

describe('maintenance', () => {
  it('turning it on keeps status answering and closes every other API call with 503', async () => {
    const on = await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    expect(envelope(on)).toEqual({ success: true, value: { maintenance: true } })

    expect((await status(t.app)).maintenance).toBe(true)
    for (const req of [
      { method: 'GET' as const, url: '/wps/system/whitelabel' },
      { method: 'GET' as const, url: '/wps/captcha' },
      { method: 'POST' as const, url: '/wps/relay/GCSGAME_gameVendor', payload: { merchantCode: 'tala' } },
      { method: 'GET' as const, url: '/lgw/games/game_menus' },
    ]) {
      const res = await t.app.inject(req)
      expect(res.statusCode, req.url).toBe(503)
      expect(envelope(res)).toMatchObject({ success: false, code: 'MAINTENANCE' })
    }
    // the operator can still work, and images for the maintenance page still load
    expect((await send(t.app, { url: '/admin/status', admin: true })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/img/brand/logo.svg' })).statusCode).toBe(200)
  })

  it('turning it off reopens the site on the next request', async () => {
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: false }, admin: true })
    expect((await status(t.app)).maintenance).toBe(false)
    expect((await t.app.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(200)
  })

  it('another server process sharing the database follows within its cache time', async () => {
    const other = await t.rebuild({ siteStateTtlMs: 0 })
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    expect((await other.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(503)
  })
})

describe('client IP and X-Forwarded-For', () => {
  it('behind a trusted proxy, the forwarded address and its country are used', async () => {
    expect((await status(behindProxy, PH_IP)).location).toEqual({ ip: PH_IP, country: 'PH' })
    expect((await status(behindProxy, `${US_IP}, 10.0.0.9`)).location).toEqual({ ip: US_IP, country: 'US' })
  })

  it('from an untrusted peer, X-Forwarded-For is ignored', async () => {
    expect((await status(t.app, PH_IP)).location).toEqual({ ip: PROXY, country: '--' })
    expect((await status(behindProxy, PH_IP, '203.0.113.7')).location.ip).toBe('203.0.113.7')
  })
})

describe('region restriction', () => {
  it('blocking a country restricts its visitors only', async () => {
    const res = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: 'ph' }, admin: true })
    expect(envelope(res)).toMatchObject({ success: true, value: { kind: 'country', value: 'PH', changed: true } })

    const ph = await status(behindProxy, PH_IP)
    expect(ph).toMatchObject({ regionRestriction: true, location: { ip: PH_IP, country: 'PH' } })
    const refused = await whitelabel(behindProxy, PH_IP)
    expect(refused.statusCode).toBe(403)
    expect(envelope(refused)).toMatchObject({ code: 'REGION_RESTRICTED', value: { ip: PH_IP, country: 'PH' } })

    expect((await status(behindProxy, US_IP)).regionRestriction).toBe(false)
    expect((await whitelabel(behindProxy, US_IP)).statusCode).toBe(200)
  })

  it('blocking a CIDR restricts addresses inside it, and unblocking lifts it', async () => {
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '203.0.113.0/24' }, admin: true })
    expect((await whitelabel(behindProxy, '203.0.113.77')).statusCode).toBe(403)
    expect((await status(behindProxy, '203.0.113.77')).regionRestriction).toBe(true)
    expect((await whitelabel(behindProxy, '203.0.114.1')).statusCode).toBe(200)

    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'unblock', target: '203.0.113.0/24' }, admin: true })
    expect((await whitelabel(behindProxy, '203.0.113.77')).statusCode).toBe(200)
  })

  it('blocks single IPv4 and IPv6 addresses', async () => {
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '198.51.100.9' }, admin: true })
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '2001:db8::/32' }, admin: true })
    expect((await whitelabel(behindProxy, '198.51.100.9')).statusCode).toBe(403)
    expect((await whitelabel(behindProxy, '198.51.100.10')).statusCode).toBe(200)
    expect((await whitelabel(behindProxy, '2001:db8:1::5')).statusCode).toBe(403)
    expect((await whitelabel(behindProxy, '2001:db9::5')).statusCode).toBe(200)
  })

  it('a blocked direct (non-proxied) visitor is restricted by its socket address', async () => {
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '10.0.0.0/8' }, admin: true })
    expect((await whitelabel(t.app, undefined, '10.20.30.40')).statusCode).toBe(403)
    // a forged header does not get the visitor out of it
    expect((await whitelabel(t.app, US_IP, '10.20.30.40')).statusCode).toBe(403)
  })

  it('maintenance wins over region restriction', async () => {
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: 'PH' }, admin: true })
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    expect(envelope(await whitelabel(behindProxy, PH_IP))).toMatchObject({ code: 'MAINTENANCE' })
  })
})
