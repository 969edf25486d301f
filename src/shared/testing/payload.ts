import CryptoJS from 'crypto-js'
import { PAYLOAD_ENC_LABEL } from '@/shared/api'
import { statusFixture } from './fixtures.ts'

/** Reads an encrypted request body the way the server does (docs/payload-encryption.md), to see what a call sent. */
export function decryptBody(body: unknown, key = statusFixture().info.payloadKey): Record<string, unknown> {
  const [, iv, ct] = String((JSON.parse(String(body)) as { payload: string }).payload).split('.')
  const encKey = CryptoJS.HmacSHA256(PAYLOAD_ENC_LABEL, key)
  const plain = CryptoJS.AES.decrypt({ ciphertext: CryptoJS.enc.Base64.parse(ct!) } as CryptoJS.lib.CipherParams, encKey, { iv: CryptoJS.enc.Base64.parse(iv!), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 })
  return (JSON.parse(plain.toString(CryptoJS.enc.Utf8)) as { data: Record<string, unknown> }).data
}
