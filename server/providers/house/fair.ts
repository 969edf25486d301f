/**
 * Provably fair reel stops. A round's stops come from HMAC-SHA256(serverSeed,
 * "<clientSeed>:<nonce>"): four bytes per reel, scaled to the strip length. The player sees
 * sha256(serverSeed) before playing, chooses the client seed, and each round uses the next
 * nonce; rotating the seed reveals the old server seed, so anyone can recompute every round
 * played under it (the player's verification page, or `npm run verify-round`).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { isSealed, unseal } from '../../lib/secrets-key.ts'

export const newServerSeed = (): string => randomBytes(32).toString('hex')
export const hashSeed = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex')
/** A server seed as stored: sealed under the secrets key while in use, in clear once revealed. */
export const openSeed = (key: Buffer, stored: string): string => (isSealed(stored) ? unseal(key, stored) : stored)
export const newClientSeed = (): string => randomBytes(8).toString('hex')

export const fairStops = (serverSeed: string, clientSeed: string, nonce: number, stripLengths: ReadonlyArray<number>): number[] => {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest()
  return stripLengths.map((len, i) => Math.floor((digest.readUInt32BE(i * 4) / 0x1_0000_0000) * len))
}
