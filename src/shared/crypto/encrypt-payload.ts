import CryptoJS from 'crypto-js'
import { PAYLOAD_ENC_LABEL, PAYLOAD_MAC_LABEL, PAYLOAD_VERSION } from '@/shared/api'

/**
 * Browser half of the encrypted-payload scheme (docs/payload-encryption.md): AES-256-CBC
 * with a random IV, then HMAC-SHA256 over version, IV and ciphertext (encrypt-then-MAC).
 * The server's node:crypto half must accept exactly what this produces.
 */
export function encryptPayload(data: unknown, payloadKey: string, now: number = Date.now(), iv = CryptoJS.lib.WordArray.random(16)): { payload: string } {
  const encKey = CryptoJS.HmacSHA256(PAYLOAD_ENC_LABEL, payloadKey)
  const macKey = CryptoJS.HmacSHA256(PAYLOAD_MAC_LABEL, payloadKey)
  const plaintext = JSON.stringify({ ts: now, data })
  const encrypted = CryptoJS.AES.encrypt(plaintext, encKey, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 })
  const ivB64 = CryptoJS.enc.Base64.stringify(iv)
  const ctB64 = CryptoJS.enc.Base64.stringify(encrypted.ciphertext)
  const signed = `${PAYLOAD_VERSION}.${ivB64}.${ctB64}`
  const mac = CryptoJS.enc.Base64.stringify(CryptoJS.HmacSHA256(signed, macKey))
  return { payload: `${signed}.${mac}` }
}

/** Parses a fixed IV given as hex (for documented examples and tests). */
export const ivFromHex = (hex: string) => CryptoJS.enc.Hex.parse(hex)
