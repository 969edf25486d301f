/** A route may fail only with the codes its contract entry declares (server/http/route.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import { CaptchaAsked, failuresOf } from '../../src/shared/api/index.ts'
import { route } from './route.ts'
import { ApiError } from './errors.ts'
import { createTestApp, envelope, type TestApp } from '../testing/test-app.ts'

const Echo = Schema.Struct({ text: Schema.String })
const declared = (path: string) =>
  ({ method: 'POST', path, body: Echo, reply: Echo, auth: 'none', encrypted: false, failures: failuresOf({ CAPTCHA_REQUIRED: CaptchaAsked, NON_MEMBER: null }, 'none', false) }) as const

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  route(t.app, declared('/wps/test/declared'), async ({ fail }) => { throw fail('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true }) })
  route(t.app, declared('/wps/test/typed'), async ({ fail }) => {
    // @ts-expect-error ACCOUNT_EXISTS is not declared: the typed `fail` does not compile with it.
    if (Date.now() < 0) throw fail('ACCOUNT_EXISTS', 'Taken.')
    // @ts-expect-error CAPTCHA_REQUIRED's value is `{ captcha: boolean }`.
    throw fail('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: 'yes' })
  })
  // A helper's own `new ApiError` escapes the types: caught at run time.
  route(t.app, declared('/wps/test/undeclared'), async () => { throw new ApiError('ACCOUNT_EXISTS', 'Taken.') })
  route(t.app, declared('/wps/test/bad-value'), async () => { throw new ApiError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: 'yes' }) })
  route(t.app, declared('/wps/test/extra-value'), async () => { throw new ApiError('NON_MEMBER', 'No.', { why: 'agent' }) })
  // Answers the same object while `current` is unchanged, as a cache does.
  route(t.app, declared('/wps/test/same-object'), async () => current, { repliesByIdentity: true })
})
let current: { readonly text: string } = Object.freeze({ text: 'first' })
afterAll(async () => { await t?.close() })

const post = (url: string) => t.app.inject({ method: 'POST', url, payload: { text: 'hi' } })

describe('declared failures', () => {
  it('a declared code with its value reaches the client as sent', async () => {
    const res = await post('/wps/test/declared')
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toEqual({ success: false, code: 'CAPTCHA_REQUIRED', message: 'Please enter the captcha.', value: { captcha: true } })
  })

  it('an undeclared code, a value of the wrong shape or a value where none is declared is a bug under the tests (500)', async () => {
    for (const url of ['/wps/test/undeclared', '/wps/test/bad-value', '/wps/test/extra-value']) {
      const res = await post(url)
      expect(res.statusCode, url).toBe(500)
      expect(envelope(res), url).toMatchObject({ code: 'INTERNAL' })
    }
  })

  it('the common failures need no declaration (a body that breaks the schema)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/test/declared', payload: { text: 1 } })
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED' })
  })
})

describe('replies by identity (a cache answering the same object)', () => {
  it('sends the envelope as JSON every time, and a new object as itself, never the bytes of the old one', async () => {
    for (const expected of ['first', 'first', 'second', 'second']) {
      if (expected === 'second') current = Object.freeze({ text: 'second' })
      const res = await post('/wps/test/same-object')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(envelope(res)).toEqual({ success: true, value: { text: expected } })
    }
  })
})
