// @vitest-environment node
import { describe, it, expect } from 'vitest'
import { encryptPayload as browserEncrypt, ivFromHex } from '@/shared/crypto'
import { encryptPayload as serverEncrypt, decryptPayload, derivePayloadKeys } from '../../server/http/payload-crypto.ts'

// The two halves of the payload scheme are written independently (@noble in the SPA,
// node:crypto on the server); a third party builds a client from the same document. These
// tests prove the SPA's payloads are what the server accepts, byte for byte.
const key = 'example-payload-key-0123456789'
const ivHex = '000102030405060708090a0b0c0d0e0f'

describe('encrypted payloads: SPA (@noble) against server (node:crypto)', () => {
  it('produces exactly the server wire string for the same inputs', () => {
    const data = { username: 'juan01', password: 'Secret#123' }
    const ts = 1_767_225_600_000
    const fromBrowser = browserEncrypt(data, key, ts, ivFromHex(ivHex)).payload
    const fromServer = serverEncrypt(key, data, { iv: Buffer.from(ivHex, 'hex'), ts })
    expect(fromBrowser).toBe(fromServer)
  })

  it('is decrypted by the server to the same data', () => {
    const data = { mobileNum: '9171234567', verificationCode: '123456', note: 'ñ 中文 ไทย' }
    const { payload } = browserEncrypt(data, key)
    expect(decryptPayload(derivePayloadKeys(key), payload)).toEqual(data)
  })

  it('uses a fresh IV each time, so equal data never looks equal on the wire', () => {
    const a = browserEncrypt({ a: 1 }, key).payload
    const b = browserEncrypt({ a: 1 }, key).payload
    expect(a).not.toBe(b)
  })

  it('is refused by the server when tampered with or made with another key', () => {
    const { payload } = browserEncrypt({ a: 1 }, key)
    const [v, iv, ct, mac] = payload.split('.')
    const flipped = ct[0] === 'A' ? 'B' + ct.slice(1) : 'A' + ct.slice(1)
    expect(() => decryptPayload(derivePayloadKeys(key), [v, iv, flipped, mac].join('.'))).toThrow()
    expect(() => decryptPayload(derivePayloadKeys('another-key-0123456789'), payload)).toThrow()
  })
})
