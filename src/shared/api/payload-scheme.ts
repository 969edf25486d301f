/**
 * Constants of the encrypted-payload scheme (docs/payload-encryption.md explains it).
 * Both halves import these so a change of scheme is one edit.
 *
 * Wire form of an encrypted body: `{ "payload": "v1.<iv>.<ciphertext>.<mac>" }`, each part
 * base64. Keys: encKey = HMAC-SHA256(PAYLOAD_KEY, "tala-payload-enc"),
 * macKey = HMAC-SHA256(PAYLOAD_KEY, "tala-payload-mac"). Cipher: AES-256-CBC, PKCS#7,
 * random 16-byte IV. MAC: HMAC-SHA256(macKey, "v1." + iv + "." + ciphertext), compared in
 * constant time before decrypting. Plaintext: JSON `{ "ts": <epoch ms>, "data": <payload> }`.
 */
export const PAYLOAD_VERSION = 'v1'
export const PAYLOAD_ENC_LABEL = 'tala-payload-enc'
export const PAYLOAD_MAC_LABEL = 'tala-payload-mac'
/** A payload whose timestamp is further than this from the server clock is refused. */
export const PAYLOAD_MAX_SKEW_MS = 5 * 60 * 1000
