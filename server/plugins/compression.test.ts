/** What a phone downloads: JSON over 1 KiB and in-memory files compressed by Accept-Encoding. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => { await t?.close() })

const gameList = (pageSize: number, acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: { pageSize, vassalage: 'PERLAS' },
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })

describe('JSON replies', () => {
  it('a page of games is sent as Brotli to a browser, and decodes to the same reply', async () => {
    const plain = await gameList(50)
    const br = await gameList(50, 'gzip, deflate, br')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const decoded = brotliDecompressSync(br.rawPayload).toString()
    expect(JSON.parse(decoded)).toEqual(plain.json())
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
  })

  it('gzip when the client takes no Brotli', async () => {
    const res = await gameList(50, 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ success: true })
  })

  it('a small reply is sent as it is', async () => {
    const res = await gameList(1, 'br')
    expect(res.rawPayload.length).toBeLessThan(1024)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('a compressed request body is refused, not inflated', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: gzipSync(JSON.stringify({ pageSize: 1 })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false })
  })
})

describe('files held in memory', () => {
  it('the house slot page and script come precompressed', async () => {
    for (const url of ['/house/slot/', '/house/slot/slot.js', '/docs/swagger-ui-bundle.js']) {
      const plain = await t.app.inject({ url })
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(br.headers['content-encoding'], url).toBe('br')
      expect(br.headers['content-type'], url).toBe(plain.headers['content-type'])
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true)
    }
  })

  it('the OpenAPI document comes gzipped to a client that asks for gzip only', async () => {
    const res = await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) })
  })
})
