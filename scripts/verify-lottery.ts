/**
 * The lottery part of `npm run verify-round -- <draw or ticket id>`: an e-lottery draw (`ELOTT5:<n>`) or a
 * ticket, read as the public verification gives it, recomputed from the revealed seed and the
 * previous result (lottery-math.ts): the seed's hash against the one committed before sales
 * closed, the balls, and each bet's return at its recorded odds. A Vietnamese province's draw: verify-vn-lottery.ts.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../server/db/schema.ts'
import { betReturn, drawBalls, hashSeed, LOTTERY_GAMES, lotteryForVerification, type LotteryGameId } from '../server/providers/house/index.ts'
import { printVnLottery } from './verify-vn-lottery.ts'

export type LotteryRecord = NonNullable<Awaited<ReturnType<typeof lotteryForVerification>>> & { lottery: true }

/** The draw or ticket `id` names, or null when it names neither. */
export const lotteryRecord = async (db: Kysely<Database>, id: string): Promise<LotteryRecord | null> => {
  const found = await lotteryForVerification(db, id)
  return found ? { ...found, lottery: true } : null
}

const money = (minor: number) => (minor / 100).toFixed(2)

/** Prints the draw recomputed beside what was recorded, and the ticket's bets; sets the exit code on a mismatch. */
export const printLottery = (r: LotteryRecord): void => {
  const d = r.draw
  // A Vietnamese province's draw has its own prizes.
  if (!Object.hasOwn(LOTTERY_GAMES, d.game)) { printVnLottery(r); return }
  if (d.status === 'cancelled') { console.log(`draw              ${d.drawId} was cancelled: every ticket on it was refunded`); return }
  if (d.serverSeed === null || d.result === null || d.previousResult === null) throw new Error(`Draw ${d.drawId} is not drawn yet: its seed is revealed once it is.`)
  const game = d.game as LotteryGameId
  const hash = hashSeed(d.serverSeed)
  const balls = drawBalls(LOTTERY_GAMES[game], d.serverSeed, d.drawNo, d.previousResult)
  console.log(`server seed hash  ${hash}${hash === d.serverSeedHash ? '' : ` (committed ${d.serverSeedHash})`}`)
  console.log(`draw              ${d.drawId}, previous result ${d.previousResult}`)
  console.log(`result            ${balls.join(' ')}${balls.join(',') === d.result.join(',') ? '' : ` (recorded ${d.result.join(' ')})`}`)
  let matches = hash === d.serverSeedHash && balls.join(',') === d.result.join(',')
  if (r.ticket) {
    let total = 0
    for (const b of r.ticket.bets) {
      const back = betReturn(game, b.selection, b.stake, b.odds, balls)
      total += back
      console.log(`bet               ${b.selection} ${money(b.stake)} @ ${money(b.odds)} returns ${money(back)}`)
      matches &&= b.win === null || b.win === back
    }
    console.log(`ticket            ${r.ticket.ticketId} returns ${money(total)} (${r.ticket.status})`)
    if (r.ticket.status === 'settled') matches &&= r.ticket.win === total
  }
  console.log(matches ? 'MATCHES the recorded draw' : 'DOES NOT MATCH the recorded draw')
  if (!matches) process.exitCode = 1
}
