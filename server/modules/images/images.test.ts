import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

describe('images', () => {
  it('every vendor card logo resolves under the image CDN to an SVG with its name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: { merchantCode: 'tala' } })
    const lanes = (envelope(res) as { value: { data: { lanes: Array<{ cards: Array<{ logo: string; displayName: string }> }> } } }).value.data.lanes
    for (const card of lanes.flatMap((l) => l.cards)) {
      const img = await t.app.inject({ url: `/img${card.logo}` })
      expect(img.statusCode, card.logo).toBe(200)
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(img.body).toMatch(/^<svg /)
      expect(img.body).toContain(card.displayName)
    }
  })

  it('vendors keep distinct colours', async () => {
    const a = (await t.app.inject({ url: '/img/vendor/rng/GPI.svg' })).body
    const b = (await t.app.inject({ url: '/img/vendor/live/PERLAS.svg' })).body
    const hue = (svg: string) => /hsl\((\d+),/.exec(svg)![1]
    expect(hue(a)).not.toBe(hue(b))
  })

  it('serves the brand logo', async () => {
    const res = await t.app.inject({ url: '/img/brand/logo.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Tala')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
  })

  it('answers the 404 envelope for unknown images', async () => {
    for (const url of ['/img/vendor/rng/NOPE.svg', '/img/vendor/fish/GPI.svg', '/img/vendor/rng/GPI.png', '/img/vendor/RNG/GPI.svg', '/img/flags/ph.svg']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })
})
