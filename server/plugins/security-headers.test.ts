/** What a browser is told about every reply: the CSP, framing, nosniff, referrer, HSTS. */
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { putSetting } from '../db/settings.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { writeSpaDist } from '../testing/spa-dist.ts'
import { LIBRARY_STYLES } from './content-security-policy.ts'

const SPLASH_STYLE = 'html,body{margin:0}.boot-splash{display:grid}'
let dist: string
let t: TestApp
beforeAll(async () => {
  dist = writeSpaDist({
    'index.html': `<!doctype html><html><head><style>${SPLASH_STYLE}</style></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`,
    'assets/index-abc.js': 'console.log(1)',
  })
  t = await createTestApp({ distDir: dist, trustedProxies: ['127.0.0.1'] })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = { accept: 'text/html' }
/** The CSP as directive -> sources. */
const csp = (res: LightMyRequestResponse): Record<string, string[]> => {
  const header = res.headers['content-security-policy']
  expect(header, 'content-security-policy').toBeTypeOf('string')
  return Object.fromEntries(String(header).split(';').map((d) => d.trim().split(/\s+/).filter((v) => v !== '')).map(([name, ...values]) => [name!, values]))
}

describe('security headers', () => {
  it('are on every kind of reply: the shell, SPA routes, API, house slot, assets and errors', async () => {
    const replies = {
      root: await t.app.inject({ url: '/', headers: page }),
      index: await t.app.inject({ url: '/index', headers: page }),
      api: await t.app.inject({ url: '/wps/system/status' }),
      slot: await t.app.inject({ url: '/house/slot/' }),
      asset: await t.app.inject({ url: '/assets/index-abc.js' }),
      notFound: await t.app.inject({ url: '/wps/no/such/call' }),
      wrongType: await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: 'x', headers: { 'content-type': 'text/plain' } }),
    }
    expect(Object.values(replies).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 404, 415])
    for (const [name, res] of Object.entries(replies)) {
      expect(res.headers['x-content-type-options'], name).toBe('nosniff')
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin')
      const policy = csp(res)
      expect(policy['default-src'], name).toEqual(["'self'"])
      expect(policy['script-src'], name).toEqual(["'self'"])
      expect(policy['object-src'], name).toEqual(["'none'"])
      expect(policy['base-uri'], name).toEqual(["'none'"])
      expect(policy['connect-src'], name).toEqual(["'self'"])
    }
    // A request refused before routing (a malformed URL) is a JSON error: nothing may load or be framed.
    const badUrl = await t.app.inject({ url: '/wps/%zz' })
    expect(badUrl.statusCode).toBe(400)
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff')
    expect(csp(badUrl)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
  })

  it('let only the site frame the house game pages, and nobody frame anything else', async () => {
    for (const url of ['/house/slot/', '/house/slot/slot.js', '/house/slot/verify']) {
      const res = await t.app.inject({ url })
      expect(csp(res)['frame-ancestors'], url).toEqual(["'self'"])
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN')
    }
    for (const url of ['/', '/game', '/wps/system/status', '/docs']) {
      const res = await t.app.inject({ url, headers: page })
      expect(csp(res)['frame-ancestors'], url).toEqual(["'none'"])
      expect(res.headers['x-frame-options'], url).toBe('DENY')
    }
  })

  it("allow the shell's inline boot style by its hash, and no other inline style or script", async () => {
    const policy = csp(await t.app.inject({ url: '/', headers: page }))
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(policy['style-src']).toEqual(["'self'", hash(SPLASH_STYLE), ...LIBRARY_STYLES.map(hash)])
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'")
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    // The launched game frames from the site, the captcha image is a data: URI.
    expect(policy['frame-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:'])
  })

  it('add HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const viaProxy = await t.app.inject({ url: '/wps/system/status', headers: { 'x-forwarded-proto': 'https' } })
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const plain = await t.app.inject({ url: '/wps/system/status' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    // A client that is not a trusted proxy cannot claim HTTPS.
    const spoofed = await t.app.inject({ url: '/wps/system/status', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-proto': 'https' } })
    expect(spoofed.headers['strict-transport-security']).toBeUndefined()
  })

  it('allow images and game frames from the CDNs the operator configured', async () => {
    await putSetting(t.testDb.db, 'imageCDNs', ['/img', 'https://img.cdn.example/tala/'])
    await putSetting(t.testDb.db, 'launchGameCDNs', ['', 'https://games.cdn.example'])
    try {
      const app = await t.rebuild()
      const policy = csp(await app.inject({ url: '/', headers: page }))
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://img.cdn.example'])
      expect(policy['frame-src']).toEqual(["'self'", 'https://games.cdn.example'])
    } finally {
      await putSetting(t.testDb.db, 'imageCDNs', ['/img'])
      await putSetting(t.testDb.db, 'launchGameCDNs', [''])
    }
  })
})
