import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { countries } from '../account/index.ts'
import { getSetting, putSetting } from '../../db/settings.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

describe('images', () => {
  it('every vendor card logo resolves under the image CDN to a WebP picture of its drawing, which has its name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/relay/GCSGAME_gameVendor', payload: { merchantCode: 'tala' } })
    const lanes = (envelope(res) as { value: { data: { lanes: Array<{ cards: Array<{ logo: string; displayName: string }> }> } } }).value.data.lanes
    for (const card of lanes.flatMap((l) => l.cards)) {
      expect(card.logo).toMatch(/\.webp$/)
      const img = await t.app.inject({ url: `/img${card.logo}` })
      expect(img.statusCode, card.logo).toBe(200)
      expect(img.headers['content-type']).toBe('image/webp')
      // The drawing's 240 x 96 a third larger: the footer's 96 CSS px on a 3x screen.
      expect(await sharp(img.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 128 })
      const drawing = await t.app.inject({ url: `/img${card.logo.replace(/\.webp$/, '.svg')}` })
      expect(drawing.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(drawing.body).toContain(card.displayName)
    }
  })

  it('a picture is rendered once: asked for again, or by many at once, it is the same bytes', async () => {
    const [a, b] = await Promise.all([t.app.inject({ url: '/img/vendor/rng/GPI.webp' }), t.app.inject({ url: '/img/vendor/rng/GPI.webp' })])
    const c = await t.app.inject({ url: '/img/vendor/rng/GPI.webp' })
    expect(a.rawPayload.equals(b.rawPayload) && b.rawPayload.equals(c.rawPayload)).toBe(true)
    expect(c.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('vendors keep distinct colours', async () => {
    const a = (await t.app.inject({ url: '/img/vendor/rng/GPI.svg' })).body
    const b = (await t.app.inject({ url: '/img/vendor/live/PERLAS.svg' })).body
    const hue = (svg: string) => /hsl\((\d+),/.exec(svg)![1]
    expect(hue(a)).not.toBe(hue(b))
  })

  it('serves the brand logo as a drawing and as a picture three times the header\'s size', async () => {
    const res = await t.app.inject({ url: '/img/brand/logo.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Tala')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    const picture = await t.app.inject({ url: '/img/brand/logo.webp' })
    expect(picture.statusCode).toBe(200)
    expect(picture.headers['content-type']).toBe('image/webp')
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 504, height: 144, hasAlpha: true })
  })

  it('a renamed brand gets a new logo picture at once', async () => {
    const brand = (await getSetting(t.app.tala.db, 'brand'))!
    const before = (await t.app.inject({ url: '/img/brand/logo.webp' })).rawPayload
    await putSetting(t.app.tala.db, 'brand', { ...brand, brandName: 'Bituin' })
    try {
      const after = (await t.app.inject({ url: '/img/brand/logo.webp' })).rawPayload
      expect(after.equals(before)).toBe(false)
      expect((await t.app.inject({ url: '/img/brand/logo.svg' })).body).toContain('Bituin')
    } finally {
      await putSetting(t.app.tala.db, 'brand', brand)
    }
    expect((await t.app.inject({ url: '/img/brand/logo.webp' })).rawPayload.equals(before)).toBe(true)
  })

  it('serves the flag of every country in the dialing-code list as an SVG, cached for long', async () => {
    for (const { countryCode } of countries) {
      const url = `/img/flags/${countryCode.toLowerCase()}.svg`
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toMatch(/^image\/svg\+xml/)
      expect(res.body, url).toMatch(/^<svg /)
      expect(res.body, url).toContain(`id="flag-icons-${countryCode.toLowerCase()}"`)
      expect(res.headers['cache-control']).toBe('public, max-age=2592000')
      expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    }
  })

  it('answers 404 for flags of codes not offered, in other forms, or outside the folder', async () => {
    const urls = [
      '/img/flags/fr.svg', '/img/flags/zz.svg', '/img/flags/PH.svg', '/img/flags/ph.png', '/img/flags/ph', '/img/flags/phl.svg',
      '/img/flags/..%2Fph.svg', '/img/flags/..%2F..%2Fpackage.json', '/img/flags/%2E%2E%2Fcss%2Fflag-icons.css', '/img/flags/',
    ]
    for (const url of urls) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(envelope(res), url).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    // A NUL in a path is refused before any route reads it.
    const nul = await t.app.inject({ url: '/img/flags/ph.svg%00' })
    expect({ status: nul.statusCode, body: envelope(nul) }).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } })
  })

  it('answers the 404 envelope for unknown images', async () => {
    for (const url of ['/img/vendor/rng/NOPE.svg', '/img/vendor/rng/NOPE.webp', '/img/vendor/fish/GPI.webp', '/img/vendor/rng/GPI.png', '/img/vendor/RNG/GPI.webp', '/img/brand/other.svg', '/img/brand/logo.png']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
  })
})
