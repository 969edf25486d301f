/** Encrypted payloads end to end, through a route marked `encrypted` registered here. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Schema } from 'effect'
import CryptoJS from 'crypto-js'
import { PAYLOAD_MAX_SKEW_MS } from '../../src/shared/api/index.ts'
import { route } from './route.ts'
import { encryptPayload } from './payload-crypto.ts'
import { createTestApp, envelope, TEST_PAYLOAD_KEY, type TestApp } from '../testing/test-app.ts'

const Login = Schema.Struct({ username: Schema.String, password: Schema.String })
const Greeting = Schema.Struct({ hello: Schema.String })
const secretEndpoint = {
  method: 'POST', path: '/wps/test/secret', body: Login, reply: Greeting, auth: 'none', encrypted: true,
} as const

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  route(t.app, secretEndpoint, async ({ body }) => ({ hello: body.username }))
})
afterAll(async () => { await t?.close() })

const send = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/wps/test/secret', payload: payload as object })

const flip = (b64: string): string => {
  const bytes = Buffer.from(b64, 'base64')
  bytes[0] = bytes[0]! ^ 0x01
  return bytes.toString('base64')
}

describe('encrypted payloads', () => {
  it('a payload built with the status key round-trips to the handler', async () => {
    const res = await send({ payload: encryptPayload(TEST_PAYLOAD_KEY, { username: 'player01', password: 'pw123456' }) })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toEqual({ success: true, value: { hello: 'player01' } })
  })

  it('accepts a payload built in the browser way (crypto-js), as docs/payload-encryption.md shows', async () => {
    const encKey = CryptoJS.HmacSHA256('tala-payload-enc', TEST_PAYLOAD_KEY)
    const macKey = CryptoJS.HmacSHA256('tala-payload-mac', TEST_PAYLOAD_KEY)
    const iv = CryptoJS.lib.WordArray.random(16)
    const plaintext = JSON.stringify({ ts: Date.now(), data: { username: 'browser', password: 'pw123456' } })
    const ct = CryptoJS.AES.encrypt(plaintext, encKey, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).ciphertext
    const ivB64 = CryptoJS.enc.Base64.stringify(iv)
    const ctB64 = CryptoJS.enc.Base64.stringify(ct)
    const mac = CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(`v1.${ivB64}.${ctB64}`, macKey))
    const res = await send({ payload: `v1.${ivB64}.${ctB64}.${mac}` })
    expect(envelope(res)).toEqual({ success: true, value: { hello: 'browser' } })
  })

  it('the worked example in the documentation is exact', () => {
    const wire = encryptPayload('example-payload-key-0123456789', { username: 'player01', password: 'secret123' }, {
      iv: Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex'),
      ts: 1735689600000,
    })
    expect(wire).toBe(
      'v1.AAECAwQFBgcICQoLDA0ODw==.4uuS/S+p+Jb2uw+A3YSElr/fQR6gxhTLQ8L28QFsHezPxdyq4YiTdIsidyNRxJd26wFB1bpzMGJfxVJ/vaNLtG0KAFGshpFtYE3hEazB8EI=.233WoPZKozFwkQbnOxB2MQRs+jVWBAz5EnNLOa4vwhU=',
    )
  })

  it('altered ciphertext, IV or MAC answers PAYLOAD_TAMPERED', async () => {
    const [v, iv, ct, mac] = encryptPayload(TEST_PAYLOAD_KEY, { username: 'a', password: 'b' }).split('.') as [string, string, string, string]
    for (const wire of [`${v}.${iv}.${flip(ct)}.${mac}`, `${v}.${flip(iv)}.${ct}.${mac}`, `${v}.${iv}.${ct}.${flip(mac)}`]) {
      const res = await send({ payload: wire })
      expect(res.statusCode).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_TAMPERED' })
    }
  })

  it('a payload made with another key answers PAYLOAD_TAMPERED', async () => {
    const res = await send({ payload: encryptPayload('some-other-key-0123456789', { username: 'a', password: 'b' }) })
    expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_TAMPERED' })
  })

  it('garbage answers PAYLOAD_INVALID', async () => {
    for (const payload of ['hello', 'v1.a.b.c', 'v2.AAAA.AAAA.AAAA', `v1.${Buffer.alloc(16).toString('base64')}.not base64!.xx`, '']) {
      const res = await send({ payload })
      expect(res.statusCode, payload).toBe(400)
      expect(envelope(res), payload).toMatchObject({ code: 'PAYLOAD_INVALID' })
    }
  })

  it('an authentic payload whose plaintext is not the expected JSON answers PAYLOAD_INVALID', async () => {
    // Same key and MAC, but the plaintext is not { ts, data }: built by hand here.
    const encKey = CryptoJS.HmacSHA256('tala-payload-enc', TEST_PAYLOAD_KEY)
    const macKey = CryptoJS.HmacSHA256('tala-payload-mac', TEST_PAYLOAD_KEY)
    const iv = CryptoJS.lib.WordArray.random(16)
    const ct = CryptoJS.AES.encrypt('not json at all', encKey, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).ciphertext
    const ivB64 = CryptoJS.enc.Base64.stringify(iv)
    const ctB64 = CryptoJS.enc.Base64.stringify(ct)
    const mac = CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(`v1.${ivB64}.${ctB64}`, macKey))
    const res = await send({ payload: `v1.${ivB64}.${ctB64}.${mac}` })
    expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_INVALID' })
  })

  it('a payload older (or newer) than the allowed skew answers PAYLOAD_EXPIRED', async () => {
    for (const ts of [Date.now() - PAYLOAD_MAX_SKEW_MS - 10_000, Date.now() + PAYLOAD_MAX_SKEW_MS + 10_000]) {
      const res = await send({ payload: encryptPayload(TEST_PAYLOAD_KEY, { username: 'a', password: 'b' }, { ts }) })
      expect(res.statusCode).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_EXPIRED' })
    }
  })

  it('a plain (unencrypted) body is refused', async () => {
    const res = await send({ username: 'a', password: 'b' })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('payload') })
  })

  it('the decrypted data is still checked against the contract', async () => {
    const res = await send({ payload: encryptPayload(TEST_PAYLOAD_KEY, { username: 'a' }) })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('password') })
  })
})
