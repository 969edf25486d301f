/**
 * A raffle's commitment (like the house draws, providers/house/fair.ts): a random server seed,
 * sealed under the secrets key until the draw, and its SHA-256, published before the first
 * ticket. The draw reveals the seed; the picks are HMAC-SHA256(seed, raffleMessage(...)).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { pickCount, raffleMessage, unitOf } from '../../../src/shared/api/index.ts'
import { isSealed, seal, unseal } from '../../lib/secrets-key.ts'

export const newSeed = (): string => randomBytes(32).toString('hex')
export const hashOf = (seed: string): string => createHash('sha256').update(seed).digest('hex')
export const sealSeed = (key: Buffer, seed: string): string => seal(key, seed)
/** The seed as stored: sealed while the raffle runs, in clear once drawn. */
export const openSeed = (key: Buffer, stored: string): string => (isSealed(stored) ? unseal(key, stored) : stored)

/** One unit in [0, 1) per pick, from the seed (raffle-draw.ts says how they pick). */
export const drawUnits = (seed: string, promotionId: number, tickets: number, winners: number): number[] =>
  Array.from({ length: pickCount(tickets, winners) }, (_, i) => unitOf(createHmac('sha256', seed).update(raffleMessage(promotionId, i)).digest()))
