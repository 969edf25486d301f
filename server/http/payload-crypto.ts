/**
 * The encrypted-payload scheme of src/shared/api/payload-scheme.ts, with node:crypto
 * (docs/payload-encryption.md is the client-facing description).
 *
 *   wire:      "v1.<iv b64>.<ciphertext b64>.<mac b64>"
 *   keys:      encKey = HMAC-SHA256(PAYLOAD_KEY, "tala-payload-enc"), macKey = ... "tala-payload-mac"
 *   cipher:    AES-256-CBC, PKCS#7, 16-byte IV
 *   mac:       HMAC-SHA256(macKey, "v1." + ivB64 + "." + ciphertextB64), checked before decrypting
 *   plaintext: JSON { "ts": epoch ms, "data": <payload> }
 *
 * Decryption answers the three failure codes separately so a client author can tell a
 * malformed message (PAYLOAD_INVALID) from a wrong key or altered bytes (PAYLOAD_TAMPERED)
 * from a stale or replayed one (PAYLOAD_EXPIRED).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  PAYLOAD_ENC_LABEL, PAYLOAD_MAC_LABEL, PAYLOAD_MAX_SKEW_MS, PAYLOAD_VERSION,
} from '../../src/shared/api/index.ts'
import { ApiError } from './errors.ts'

export interface PayloadKeys {
  readonly encKey: Buffer
  readonly macKey: Buffer
}

export const derivePayloadKeys = (payloadKey: string): PayloadKeys => ({
  encKey: createHmac('sha256', payloadKey).update(PAYLOAD_ENC_LABEL).digest(),
  macKey: createHmac('sha256', payloadKey).update(PAYLOAD_MAC_LABEL).digest(),
})

const macOf = (macKey: Buffer, ivB64: string, ctB64: string): Buffer =>
  createHmac('sha256', macKey).update(`${PAYLOAD_VERSION}.${ivB64}.${ctB64}`).digest()

/** Standard base64 with padding, as crypto-js and btoa produce. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

const fromBase64 = (text: string): Buffer | null => (text !== '' && BASE64.test(text) ? Buffer.from(text, 'base64') : null)

export interface EncryptOptions {
  /** Fixed IV for reproducible examples; normally random. */
  readonly iv?: Buffer
  /** Timestamp to embed (epoch ms); normally now. */
  readonly ts?: number
}

/** Builds the wire string for `data`; the SPA does the same with @noble/ciphers and @noble/hashes. */
export const encryptPayload = (payloadKey: string, data: unknown, options: EncryptOptions = {}): string => {
  const { encKey, macKey } = derivePayloadKeys(payloadKey)
  const iv = options.iv ?? randomBytes(16)
  if (iv.length !== 16) throw new Error('The IV must be 16 bytes')
  const plaintext = JSON.stringify({ ts: options.ts ?? Date.now(), data })
  const cipher = createCipheriv('aes-256-cbc', encKey, iv)
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const ivB64 = iv.toString('base64')
  const ctB64 = ciphertext.toString('base64')
  const macB64 = macOf(macKey, ivB64, ctB64).toString('base64')
  return `${PAYLOAD_VERSION}.${ivB64}.${ctB64}.${macB64}`
}

const invalid = () => new ApiError('PAYLOAD_INVALID', 'The encrypted payload is not in the expected format.')

/** Verifies and decrypts a wire string; returns the `data` it carries or throws ApiError. */
export const decryptPayload = (keys: PayloadKeys, wire: string, now: number = Date.now()): unknown => {
  const parts = wire.split('.')
  if (parts.length !== 4 || parts[0] !== PAYLOAD_VERSION) throw invalid()
  const [, ivB64, ctB64, macB64] = parts as [string, string, string, string]
  const iv = fromBase64(ivB64)
  const ciphertext = fromBase64(ctB64)
  const mac = fromBase64(macB64)
  if (!iv || iv.length !== 16 || !ciphertext || ciphertext.length === 0 || ciphertext.length % 16 !== 0 || !mac || mac.length !== 32) {
    throw invalid()
  }

  // Encrypt-then-MAC: authenticate the exact bytes received before touching the cipher.
  if (!timingSafeEqual(mac, macOf(keys.macKey, ivB64, ctB64))) {
    throw new ApiError('PAYLOAD_TAMPERED', 'The encrypted payload failed its integrity check.')
  }

  let plaintext: string
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.encKey, iv)
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
  } catch {
    throw invalid()
  }

  let parsed: unknown
  try {
    parsed = JSON.parse(plaintext)
  } catch {
    throw invalid()
  }
  if (typeof parsed !== 'object' || parsed === null || !('ts' in parsed) || !('data' in parsed)) throw invalid()
  const { ts, data } = parsed as { ts: unknown; data: unknown }
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw invalid()
  if (Math.abs(now - ts) > PAYLOAD_MAX_SKEW_MS) {
    throw new ApiError('PAYLOAD_EXPIRED', 'The encrypted payload is too old (or the device clock is wrong); please try again.')
  }
  return data
}
