/** Serving the built SPA: history fallback, cache headers, and the not-built page. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { createTestApp, envelope, type TestApp } from '../testing/test-app.ts'
import { writeSpaDist } from '../testing/spa-dist.ts'

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }
const BIG_JS = 'export const tala = 1;\n'.repeat(400)

let t: TestApp
let spa: FastifyInstance
let dist: string
beforeAll(async () => {
  dist = writeSpaDist({
    'index.html': '<!doctype html><title>Tala SPA</title><div id="root"></div>',
    'assets/index-abc123.js': 'console.log("tala")',
    // What the build's precompress step writes beside each large file.
    'assets/big-def456.js': BIG_JS,
    'assets/big-def456.js.br': brotliCompressSync(BIG_JS),
    'assets/big-def456.js.gz': gzipSync(BIG_JS),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  })
  t = await createTestApp()
  spa = await t.rebuild({ distDir: dist })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('the built SPA', () => {
  it('page navigations get index.html, never cached', async () => {
    for (const url of ['/', '/index', '/rng?page=GPI', '/promoDetail', '/register.html']) {
      const res = await spa.inject({ url, headers: HTML })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toContain('Tala SPA')
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  it('a page asks for its host\'s status beside its scripts, and the preloaded address is the one the SPA calls', async () => {
    for (const url of ['/', '/index', '/rng?page=GPI']) {
      const res = await spa.inject({ url, headers: { ...HTML, host: 'play.example.ph:8443' } })
      expect(res.headers.link, url).toBe('</wps/system/status?url=play.example.ph%3A8443>; rel=preload; as=fetch; crossorigin')
      // The preloaded reply is what the status call gets: same address, and it is a full status.
      const status = envelope<{ info: { brand: unknown } }>(await spa.inject({ url: '/wps/system/status?url=play.example.ph%3A8443', headers: { host: 'play.example.ph:8443' } }))
      expect(status.success && status.value.info.brand).toBeTruthy()
    }
  })

  it('hashed assets are cached for a year', async () => {
    const res = await spa.inject({ url: '/assets/index-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the precompressed copy the browser accepts, never the file compressed per request', async () => {
    const br = await spa.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_JS)
    const gz = await spa.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS)
    const plain = await spa.inject({ url: '/assets/big-def456.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG_JS)
    // A file without copies is sent as it is, even to a browser that takes Brotli.
    const small = await spa.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body).toBe('console.log("tala")')
  })

  it('other files are served with a short cache', async () => {
    const res = await spa.inject({ url: '/favicon.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('API, admin and image paths never fall back to the page', async () => {
    for (const url of ['/wps/unknown', '/lgw/unknown', '/admin/unknown', '/img/unknown.svg']) {
      const res = await spa.inject({ url, headers: HTML })
      expect(res.statusCode, url).toBe(404)
      expect(envelope(res)).toMatchObject({ code: 'NOT_FOUND' })
    }
  })

  it('a missing asset is a 404, not the page', async () => {
    const res = await spa.inject({ url: '/assets/missing-000.js', headers: { accept: '*/*' } })
    expect(res.statusCode).toBe(404)
  })

  it('an asset is served by its exact name only: another case, an encoded path, a dotfile or a copy\'s own name never reach another file', async () => {
    writeFileSync(join(dist, 'assets', '.secret'), 'nope')
    for (const url of ['/assets/INDEX-abc123.js', '/assets/..%2Findex.html', '/assets/.secret', '/assets/index-abc123.js%00', '/assets/']) {
      const res = await spa.inject({ url, headers: { accept: '*/*' } })
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.body, url).not.toContain('Tala SPA')
      expect(res.body, url).not.toContain('nope')
    }
    // The copies the build writes are files of the build too.
    expect((await spa.inject({ url: '/assets/big-def456.js.br' })).statusCode).toBe(200)
  })

  it('the API still works next to the SPA', async () => {
    expect((await spa.inject({ url: '/wps/system/whitelabel' })).statusCode).toBe(200)
  })
})

describe('without a build', () => {
  it('page navigations explain how to build', async () => {
    const res = await t.app.inject({ url: '/', headers: HTML })
    expect(res.statusCode).toBe(503)
    expect(res.body).toContain('npm run build')
  })
})
