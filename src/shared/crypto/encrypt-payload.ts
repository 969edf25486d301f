import { cbc } from '@noble/ciphers/aes.js'
import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { PAYLOAD_ENC_LABEL, PAYLOAD_MAC_LABEL, PAYLOAD_VERSION } from '@/shared/api'

/**
 * Browser half of the encrypted-payload scheme (docs/payload-encryption.md): AES-256-CBC
 * with a random IV, then HMAC-SHA256 over version, IV and ciphertext (encrypt-then-MAC).
 * The server's node:crypto half must accept exactly what this produces. @noble's audited
 * primitives, not WebCrypto: crypto.subtle is missing on plain-HTTP hosts (a LAN address).
 */
export function encryptPayload(data: unknown, payloadKey: string, now: number = Date.now(), iv: Uint8Array = randomBytes(16)): { payload: string } {
  const key = utf8ToBytes(payloadKey)
  const encKey = hmac(sha256, key, utf8ToBytes(PAYLOAD_ENC_LABEL))
  const macKey = hmac(sha256, key, utf8ToBytes(PAYLOAD_MAC_LABEL))
  const plaintext = utf8ToBytes(JSON.stringify({ ts: now, data }))
  const ciphertext = cbc(encKey, iv).encrypt(plaintext)
  const signed = `${PAYLOAD_VERSION}.${base64(iv)}.${base64(ciphertext)}`
  const mac = base64(hmac(sha256, macKey, utf8ToBytes(signed)))
  return { payload: `${signed}.${mac}` }
}

/** Parses a fixed IV given as hex (for documented examples and tests). */
export const ivFromHex = (hex: string): Uint8Array => hexToBytes(hex)

const base64 = (bytes: Uint8Array): string => {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}
