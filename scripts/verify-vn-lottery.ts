/**
 * The Vietnamese lottery part of `npm run verify-round -- <draw or ticket id>`: a province's draw
 * (`VNHCM:<day>`) or a ticket on it, recomputed from the revealed seed and the previous result
 * (vn-lottery-math.ts): the seed's hash against the one committed before sales closed, every
 * prize, and each bet's return at its recorded odds.
 */
import { drawVnPrizes, hashSeed, parseVnSelection, vnBetReturn, VN_GAMES, type VnPrizeResult } from '../server/providers/house/index.ts'
import type { LotteryRecord } from './verify-lottery.ts'

const money = (minor: number) => (minor / 100).toFixed(2)
const text = (prizes: ReadonlyArray<VnPrizeResult>) => prizes.map((p) => `${p.prize}:${p.numbers.join(',')}`).join('|')

/** Prints the draw recomputed beside what was recorded, and the ticket's bets; sets the exit code on a mismatch. */
export const printVnLottery = (r: LotteryRecord): void => {
  const d = r.draw
  const game = VN_GAMES.find((g) => g.id === d.game)
  if (!game) throw new Error(`${d.game} is not a lottery game.`)
  if (d.status === 'cancelled') { console.log(`draw              ${d.drawId} was cancelled: every ticket on it was refunded`); return }
  if (d.serverSeed === null || d.result === null || d.previousResult === null) throw new Error(`Draw ${d.drawId} is not drawn yet: its seed is revealed once it is.`)
  const hash = hashSeed(d.serverSeed)
  const prizes = drawVnPrizes(game, d.serverSeed, d.drawNo, d.previousResult)
  const recorded = d.result as VnPrizeResult[]
  console.log(`server seed hash  ${hash}${hash === d.serverSeedHash ? '' : ` (committed ${d.serverSeedHash})`}`)
  console.log(`draw              ${d.drawId} (${game.name}), previous result ${d.previousResult}`)
  for (const p of prizes) console.log(`${p.prize.padEnd(18)}${p.numbers.join(' ')}`)
  let matches = hash === d.serverSeedHash && text(prizes) === text(recorded)
  if (text(prizes) !== text(recorded)) console.log(`recorded          ${text(recorded)}`)
  if (r.ticket) {
    let total = 0
    for (const b of r.ticket.bets) {
      const sel = parseVnSelection(b.selection)
      const back = 'error' in sel ? 0 : vnBetReturn(sel, b.stake, b.odds, prizes)
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
