import { pickCount, pickWinners, raffleMessage, unitOf, type RaffleView } from '@/shared/api'

export type DrawCheck = 'verified' | 'hashMismatch' | 'winnersMismatch'

const bytes = (text: string) => new TextEncoder().encode(text)
const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Checks a drawn raffle in the browser (Web Crypto), by the rule the server drew with
 * (shared/api/raffle-draw.ts): the revealed seed hashes to the hash published before the first
 * ticket, and the seed picks the winning tickets shown from the tickets in order.
 */
export async function verifyDraw(promotionId: number, raffle: RaffleView, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<DrawCheck> {
  const { serverSeed, serverSeedHash, tickets, winningTickets, winners } = raffle
  if (!serverSeed || !tickets || !winningTickets) return 'winnersMismatch'
  if (hex(await subtle.digest('SHA-256', bytes(serverSeed))) !== serverSeedHash) return 'hashMismatch'
  const key = await subtle.importKey('raw', bytes(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const units: number[] = []
  for (let i = 0; i < pickCount(tickets.length, winners); i += 1) {
    units.push(unitOf(new Uint8Array(await subtle.sign('HMAC', key, bytes(raffleMessage(promotionId, i))))))
  }
  const expected = pickWinners(tickets, units)
  return expected.length === winningTickets.length && expected.every((t, i) => t === winningTickets[i]) ? 'verified' : 'winnersMismatch'
}
