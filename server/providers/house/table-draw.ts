/**
 * The draw of a shared table round (baccarat, roulette): the round's server seed, committed
 * by its SHA-256 when the round opens, keyed over "<table>:<round number>" in
 * HMAC-SHA256. Its 32 bytes are read as eight unsigned 32-bit integers u0..u7, and a choice
 * among n things takes floor(u * n / 2^32). The seed is revealed once the round is settled,
 * so anyone can recompute the result (the verify page does, in the browser).
 */
import { createHmac } from 'node:crypto'

const TWO_32 = 0x1_0000_0000

/** The eight 32-bit words of a round's draw. */
export const tableDraw = (serverSeed: string, tableId: string, roundNo: number): number[] => {
  const digest = createHmac('sha256', serverSeed).update(`${tableId}:${roundNo}`).digest()
  return Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4))
}

/** A choice among n by one word of the draw. */
export const pick = (word: number, n: number): number => Math.floor((word * n) / TWO_32)
