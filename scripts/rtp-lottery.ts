/**
 * The e-lottery part of `npm run rtp`: the exact return of every selection of every game, by
 * enumerating every outcome of a draw (10^5 five-digit results, 6^3 dice throws; each equally
 * likely, as the draw reads uniform balls) and paying a bet of the smallest stake at the server's
 * own odds with its own betReturn(). Every selection must keep a house margin (return under 100%).
 */
import { betReturn, LOTTERY_GAMES, LOTTERY_LIMITS, selectionsOf, type LotteryGameId } from '../server/providers/house/index.ts'

/** Every result a game can draw. */
const outcomes = (game: LotteryGameId): number[][] => {
  const g = LOTTERY_GAMES[game]
  let all: number[][] = [[]]
  for (let k = 0; k < g.balls; k++) all = all.flatMap((prefix) => Array.from({ length: g.faces }, (_, f) => [...prefix, g.lowest + f]))
  return all
}

export interface LotteryRtp { readonly game: LotteryGameId; readonly selection: string; readonly odds: number; readonly chance: number; readonly rtp: number }

/** Each selection's chance to win and exact return (in %), per game. */
export const lotteryRtps = (): LotteryRtp[] => {
  const stake = LOTTERY_LIMITS.minStake
  return (Object.keys(LOTTERY_GAMES) as LotteryGameId[]).flatMap((game) => {
    const all = outcomes(game)
    return [...selectionsOf(game)].map(([selection, odds]) => {
      let wins = 0
      let paid = 0
      for (const balls of all) {
        const back = betReturn(game, selection, stake, odds, balls)
        if (back > 0) wins++
        paid += back
      }
      return { game, selection, odds, chance: wins / all.length, rtp: (paid / (stake * all.length)) * 100 }
    })
  })
}

/** The report's section, and whether every selection keeps a house margin. */
export const lotteryReport = (): { section: string; ok: boolean } => {
  const rows = lotteryRtps()
  for (const r of rows) console.log(`e-lottery ${r.game} ${r.selection}: odds ${(r.odds / 100).toFixed(2)}, chance ${(r.chance * 100).toFixed(4)}%, RTP ${r.rtp.toFixed(3)}%`)
  const ok = rows.every((r) => r.rtp < 100)
  const section = `## E-lottery

Exact, not simulated: every outcome of a draw (${(10 ** LOTTERY_GAMES.ELOTT5.balls).toLocaleString('en-US')} five-digit results, ${6 ** LOTTERY_GAMES.ELOTT3D.balls} throws of
three dice) is equally likely, so a selection's return is its odds times the share of outcomes it wins
(\`server/providers/house/lottery-math.ts\`: the server's own odds table and \`betReturn\`, at the smallest stake,
${(LOTTERY_LIMITS.minStake / 100).toFixed(2)}). Odds include the stake. Every selection keeps a house margin: ${ok ? 'yes' : 'NO'}.

| game | selection | odds | chance to win | return |
|---|---|---|---|---|
${rows.map((r) => `| ${LOTTERY_GAMES[r.game].name} | ${r.selection} | ${(r.odds / 100).toFixed(2)} | ${(r.chance * 100).toFixed(4)}% | ${r.rtp.toFixed(3)}% |`).join('\n')}
`
  return { section, ok }
}
