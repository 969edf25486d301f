import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG } from 'pngjs'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { createCaptcha, verifyCaptcha, randomCaptchaText, CAPTCHA_TTL_MS } from './store.ts'
import { CAPTCHA_COOKIE, readCaptchaCookie } from './cookie.ts'
import { renderCaptchaPng } from './render.ts'
import { CAPTCHA_ALPHABET, glyphOf } from './font.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

describe('GET /wps/captcha', () => {
  it('answers a base64 PNG and sets the challenge cookie', async () => {
    const res = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.1' })
    expect(res.statusCode).toBe(200)
    const value = (envelope(res) as { value: string }).value
    const png = PNG.sync.read(Buffer.from(value, 'base64'))
    expect(png.width).toBe(140)
    expect(png.height).toBe(44)
    expect(res.headers['cache-control']).toBe('no-store')

    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(new RegExp(`^${CAPTCHA_COOKIE}=[A-Za-z0-9_-]+;`))
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/wps')
    expect(cookie).toContain('Max-Age=120')
  })

  it('refuses a second refresh within a second from the same IP (429)', async () => {
    const first = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.2' })
    const second = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.2' })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(429)
    expect(envelope(second)).toMatchObject({ success: false, code: 'RATE_LIMITED' })
    // a different visitor is unaffected
    expect((await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.3' })).statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 1100))
    expect((await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.2' })).statusCode).toBe(200)
  })

  it('the cookie id is what the login and register calls will read back', async () => {
    const res = await t.app.inject({ url: '/wps/captcha', remoteAddress: '10.9.0.4' })
    const id = /tala_captcha=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!
    const req = { headers: { cookie: `lang=ty; tala_captcha=${id}` } } as Parameters<typeof readCaptchaCookie>[0]
    expect(readCaptchaCookie(req)).toBe(id)
  })
})

describe('verifyCaptcha', () => {
  it('accepts the right answer once, in any letter case, then never again', async () => {
    const { id, answer } = await createCaptcha(t.testDb.db)
    expect(await verifyCaptcha(t.testDb.db, id, answer.toLowerCase())).toBe(true)
    expect(await verifyCaptcha(t.testDb.db, id, answer)).toBe(false)
  })

  it('a wrong answer uses the challenge up', async () => {
    const { id, answer } = await createCaptcha(t.testDb.db)
    const wrong = answer.split('').reverse().join('') === answer ? 'ZZZZZ' : answer.split('').reverse().join('')
    expect(await verifyCaptcha(t.testDb.db, id, wrong)).toBe(false)
    expect(await verifyCaptcha(t.testDb.db, id, answer)).toBe(false)
  })

  it('fails once expired', async () => {
    const { id, answer } = await createCaptcha(t.testDb.db)
    const later = new Date(Date.now() + CAPTCHA_TTL_MS + 1000)
    expect(await verifyCaptcha(t.testDb.db, id, answer, later)).toBe(false)
  })

  it('fails for unknown or empty ids and answers', async () => {
    const { id, answer } = await createCaptcha(t.testDb.db)
    expect(await verifyCaptcha(t.testDb.db, 'unknown-id', answer)).toBe(false)
    expect(await verifyCaptcha(t.testDb.db, '', answer)).toBe(false)
    expect(await verifyCaptcha(t.testDb.db, id, '   ')).toBe(false)
  })

  it('keeps no answer or id in clear in the database', async () => {
    const { id, answer } = await createCaptcha(t.testDb.db)
    const rows = await t.testDb.db.selectFrom('captchas').selectAll().execute()
    const dump = JSON.stringify(rows)
    expect(dump).not.toContain(id)
    expect(dump).not.toContain(`"${answer}"`)
  })
})

describe('captcha drawing', () => {
  it('draws every alphabet character with ink', () => {
    for (const ch of CAPTCHA_ALPHABET) expect(glyphOf(ch).flat().some(Boolean)).toBe(true)
  })

  it('never shows a character that reads as another one', () => {
    // Each group holds shapes a person confuses once the image is sheared and noisy.
    const lookAlikes = ['0OQD', '1ILTJ', '2Z', '5S', '6GC', '8B', 'MW', 'UV']
    for (const group of lookAlikes) for (const ch of group) expect(CAPTCHA_ALPHABET).not.toContain(ch)
    // E stays, F (E without its foot) goes.
    expect(CAPTCHA_ALPHABET).not.toContain('F')
    const shown = Array.from({ length: 200 }, () => randomCaptchaText()).join('')
    expect(shown).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]+$`))
  })

  it('accepts what it shows, typed in either case', async () => {
    for (let i = 0; i < 5; i++) {
      const { id, answer } = await createCaptcha(t.testDb.db)
      expect(() => renderCaptchaPng(answer)).not.toThrow()
      expect(await verifyCaptcha(t.testDb.db, id, i % 2 === 0 ? answer.toLowerCase() : answer)).toBe(true)
    }
  })

  it('draws different images for the same text (random per request)', () => {
    expect(renderCaptchaPng('AE347').equals(renderCaptchaPng('AE347'))).toBe(false)
  })

  it('keeps every stroke of the text whole: the noise is lighter than any glyph ink', () => {
    const png = PNG.sync.read(renderCaptchaPng('HHHHH'))
    // Ink is dark (each channel at most 120); noise and background are light (each channel at least 150).
    let ink = 0
    let between = 0
    for (let i = 0; i < png.data.length; i += 4) {
      const max = Math.max(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)
      if (max < 125) ink++
      else if (max < 145) between++
    }
    // Five H's of 17 glyph cells of 4 x 4 px each; the faint line over the text lightens up to
    // about a tenth of them (2,000 renders: at least 1,261 of 1,360 stayed ink).
    expect(ink).toBeGreaterThan(5 * 17 * 16 * 0.85)
    expect(between).toBe(0)
  })

  it('puts dark text on a light background', () => {
    const png = PNG.sync.read(renderCaptchaPng('AE347'))
    let dark = 0
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i]! + png.data[i + 1]! + png.data[i + 2]! < 300) dark++
    const share = dark / (png.width * png.height)
    expect(share).toBeGreaterThan(0.05)
    expect(share).toBeLessThan(0.5)
  })
})
