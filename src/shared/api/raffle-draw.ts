/**
 * The raffle draw's rule, the same for the server that draws and the page that checks it:
 * the i-th pick is HMAC-SHA256(serverSeed, "raffle:<promotionId>:<i>"), its first four bytes
 * read as a fraction of 2^32, times the number of tickets still in the draw; the ticket at that
 * place (tickets in the order they were taken) wins and leaves the draw. Fewer tickets than
 * winners: every ticket wins.
 */

/** What the i-th pick's HMAC is computed over. */
export const raffleMessage = (promotionId: number, pick: number): string => `raffle:${promotionId}:${pick}`

/** How many picks a draw makes. */
export const pickCount = (tickets: number, winners: number): number => Math.max(0, Math.min(tickets, winners))

/** A digest's first four bytes, big-endian, as a fraction in [0, 1). */
export const unitOf = (digest: Uint8Array): number =>
  ((digest[0]! * 0x100_0000) + (digest[1]! << 16) + (digest[2]! << 8) + digest[3]!) / 0x1_0000_0000

/** The winning tickets, in the order drawn, from the tickets in order and one unit per pick. */
export const pickWinners = (tickets: ReadonlyArray<number>, units: ReadonlyArray<number>): number[] => {
  const left = [...tickets]
  const won: number[] = []
  for (const unit of units.slice(0, left.length)) {
    const at = Math.min(left.length - 1, Math.floor(unit * left.length))
    won.push(left.splice(at, 1)[0]!)
  }
  return won
}
