/**
 * `npm run rtp`: simulates the house games and compares the measured return to player with
 * the stated one. The slot: Default: 10,000,000 spins for each volatility profile at a stated RTP,
 * at the smallest stake (1.00, where rounding a win to whole minor units matters most), with
 * the same evaluate() the server uses; reel stops come from a seeded xorshift generator
 * (the server draws them from HMAC-SHA256 of the seeds; both are uniform over each strip).
 * The fish hunter: for each fish, the exact return of the catch rule (the count of catching
 * 32-bit draws over 2^32, times the multiplier) and a simulation of --shots N shots (default
 * 2,000,000 per fish) at the fishing titles' RTP (--fish-rtp, default 9600) with the server's
 * own catches().
 * The live tables: roulette's exact return per bet (every pocket, with the server's own
 * rouletteReturn) and a simulation of --coups N rounds (default 2,000,000) of each table with
 * the server's own results from random draws; baccarat's measured return per bet against the
 * published eight-deck figures.
 * The sportsbook: --fixtures N simulated fixtures per sport (default 10,000) drawn from random seeds with the
 * server's own matchFromWords, a 1.00 bet on every offered selection of every market before kick-off and at a
 * random minute in play (the server's own priceFixture), and 3-leg parlays; measured against the model's
 * expected return (sum of p x odds).
 * The e-lottery: the exact return of every selection of each game, over every outcome of a draw (rtp-lottery.ts).
 * The Vietnamese lottery: each bet type's exact return per region, and a simulation of --vn-draws N draws (rtp-vn-lottery.ts).
 * Writes docs/rtp-report.md. Options: --spins N, --profile volatility:rtpBp (repeatable), --shots N, --fish-rtp BP, --coups N, --fixtures N, --vn-draws N.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LEAGUES, MARKETS, PICKS, SPORT_MODELS, cashOutValue, fixtureOf, fixtureWords, matchFromWords, parlayOdds, priceFixture, probabilities, selectionWins, wordsNeeded, type Sport } from '../server/providers/house/index.ts'
import { dealHands, houseCalls, RAKE_PCT, seatReturn, showdown } from '../server/providers/house/index.ts'
import { lotteryReport } from './rtp-lottery.ts'
import { vnLotteryReport } from './rtp-vn-lottery.ts'
import { BACCARAT_SPOTS, baccaratResult, baccaratReturn, bingoOutcome, CARD_PRICE, catches, drawOrder, cockfightResult, cockfightReturn, COCKFIGHT_SPOTS, sideReturn, evaluate, FISH, OUTSIDE_SPOTS, rouletteResult, rouletteReturn, slotGame, STAKES, type Volatility } from '../server/providers/house/index.ts'

const args = process.argv.slice(2)
const opt = (name: string): string[] => args.flatMap((a, i) => (a === `--${name}` && args[i + 1] ? [args[i + 1]!] : []))
const spins = Number(opt('spins')[0] ?? 10_000_000)
const profiles: Array<{ volatility: Volatility; rtpBp: number }> = opt('profile').length > 0
  ? opt('profile').map((p) => { const [v, r] = p.split(':'); return { volatility: v as Volatility, rtpBp: Number(r) } })
  : [{ volatility: 'low', rtpBp: 9700 }, { volatility: 'medium', rtpBp: 9650 }, { volatility: 'high', rtpBp: 9500 }]

/** xorshift128+ on two 32-bit halves is plenty for a simulation; seeded so runs repeat. */
const rng = (seed: number) => {
  let a = seed >>> 0 || 1, b = 0x9e3779b9, c = 0x85ebca6b, d = 0xc2b2ae35
  return () => {
    const t = a ^ (a << 11); a = b; b = c; c = d
    d = (d ^ (d >>> 19) ^ (t ^ (t >>> 8))) >>> 0
    return d / 0x1_0000_0000
  }
}

const stake = STAKES[0]!
const rows: string[] = []
let allWithin = true
for (const p of profiles) {
  const game = slotGame(p.volatility, p.rtpBp)
  const next = rng(p.rtpBp * 31 + p.volatility.length)
  const lens = game.strips.map((s) => s.length)
  const stops = [0, 0, 0, 0, 0]
  let paid = 0, hits = 0, sumSq = 0, maxWin = 0
  const started = performance.now()
  for (let i = 0; i < spins; i++) {
    for (let r = 0; r < 5; r++) stops[r] = Math.floor(next() * lens[r]!)
    const win = evaluate(game, stops, stake).win
    paid += win
    sumSq += (win / stake) ** 2
    if (win > 0) hits++
    if (win > maxWin) maxWin = win
  }
  const seconds = (performance.now() - started) / 1000
  const measured = (paid / (spins * stake)) * 100
  const stated = p.rtpBp / 100
  const sd = Math.sqrt(sumSq / spins - (paid / (spins * stake)) ** 2)
  const within = Math.abs(measured - stated) <= 1
  allWithin &&= within
  const line = `| ${p.volatility} | ${stated.toFixed(2)}% | ${measured.toFixed(3)}% | ${(measured - stated).toFixed(3)} | ${((hits / spins) * 100).toFixed(2)}% | ${sd.toFixed(2)} | ${(maxWin / stake).toFixed(1)}x | ${(game.baseRtp * 100).toFixed(3)}% x ${game.scale.toFixed(5)} | ${spins.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`
  rows.push(line)
  console.log(`${p.volatility} stated ${stated.toFixed(2)}% measured ${measured.toFixed(3)}% over ${spins.toLocaleString('en-US')} spins (${seconds.toFixed(1)} s) ${within ? 'within 1 point' : 'OUTSIDE 1 point'}`)
}

// The fish hunter: every fish returns the stated RTP, whatever its multiplier.
const shots = Number(opt('shots')[0] ?? 2_000_000)
const fishRtpBp = Number(opt('fish-rtp')[0] ?? 9600)
const fishRows: string[] = []
for (const fish of FISH) {
  const catchingDraws = Math.ceil((fishRtpBp * 0x1_0000_0000) / (fish.multiplier * 10_000))
  const exact = (catchingDraws / 0x1_0000_0000) * fish.multiplier * 100
  const next = rng(fish.multiplier * 7919 + fishRtpBp)
  let caught = 0
  for (let i = 0; i < shots; i++) if (catches(Math.floor(next() * 0x1_0000_0000), fish.multiplier, fishRtpBp)) caught++
  const measured = ((caught * fish.multiplier) / shots) * 100
  // One point, or four standard errors of the simulation where a rare fish swings more.
  const tolerance = Math.max(1, 4 * 100 * Math.sqrt((fish.multiplier * (fishRtpBp / 10_000)) / shots))
  const within = Math.abs(measured - fishRtpBp / 100) <= tolerance && Math.abs(exact - fishRtpBp / 100) < 0.001
  allWithin &&= within
  fishRows.push(`| ${fish.id} | ${fish.multiplier}x | ${(100 / fish.multiplier * fishRtpBp / 10_000).toFixed(3)}% | ${exact.toFixed(5)}% | ${measured.toFixed(3)}% | ${shots.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`)
  console.log(`fish ${fish.id} x${fish.multiplier}: exact ${exact.toFixed(5)}% measured ${measured.toFixed(3)}% over ${shots.toLocaleString('en-US')} shots ${within ? 'within' : 'OUTSIDE'}`)
}

// The live tables: what each bet returns per unit staked, measured on the server's own results.
const coups = Number(opt('coups')[0] ?? 2_000_000)
const tableRows: string[] = []
/** The published return of each baccarat bet with eight decks (banker with 5% commission, tie 8 to 1, pairs 11 to 1). */
const BACCARAT_PUBLISHED: Record<string, number> = { player: 98.765, banker: 98.942, tie: 85.640, playerPair: 89.640, bankerPair: 89.640 }
{
  const next = rng(20_261_204)
  const words = () => Array.from({ length: 8 }, () => Math.floor(next() * 0x1_0000_0000))
  const unit = 100
  const baccarat = new Map<string, { back: number; sq: number }>(BACCARAT_SPOTS.map((b) => [b, { back: 0, sq: 0 }]))
  const roulette = new Map<string, number>([...OUTSIDE_SPOTS, 'n17'].map((b) => [b, 0]))
  for (let i = 0; i < coups; i++) {
    const coup = baccaratResult(words())
    for (const [spot, acc] of baccarat) { const r = baccaratReturn(spot as (typeof BACCARAT_SPOTS)[number], unit, coup) / unit; acc.back += r; acc.sq += r * r }
    const spin = rouletteResult(words())
    for (const spot of roulette.keys()) roulette.set(spot, roulette.get(spot)! + rouletteReturn(spot as 'red', unit, spin) / unit)
  }
  for (const [spot, acc] of baccarat) {
    const mean = acc.back / coups
    const se = Math.sqrt(acc.sq / coups - mean * mean) / Math.sqrt(coups) * 100
    const measured = mean * 100
    const within = Math.abs(measured - BACCARAT_PUBLISHED[spot]!) <= Math.max(4 * se, 0.05)
    allWithin &&= within
    tableRows.push(`| baccarat | ${spot} | ${BACCARAT_PUBLISHED[spot]!.toFixed(3)}% (published) | ${measured.toFixed(3)}% | ${se.toFixed(3)} | ${coups.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`)
    console.log(`baccarat ${spot}: published ${BACCARAT_PUBLISHED[spot]!.toFixed(3)}% measured ${measured.toFixed(3)}% over ${coups.toLocaleString('en-US')} coups ${within ? 'within' : 'OUTSIDE'}`)
  }
  for (const [spot, back] of roulette) {
    // Exact: every pocket once.
    let exactBack = 0
    for (let pocket = 0; pocket <= 36; pocket++) exactBack += rouletteReturn(spot as 'red', unit, { pocket, colour: pocket === 0 ? 'green' : 'red' }) / unit
    const exact = (exactBack / 37) * 100
    const measured = (back / coups) * 100
    const within = Math.abs(exact - 3600 / 37) < 1e-9 && Math.abs(measured - exact) <= Math.max(1, 4 * 100 * Math.sqrt(36 / coups))
    allWithin &&= within
    tableRows.push(`| roulette | ${spot} | ${exact.toFixed(3)}% (exact) | ${measured.toFixed(3)}% | | ${coups.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`)
  }
  console.log(`roulette: every bet returns exactly 36/37 = ${(3600 / 37).toFixed(3)}%`)

  // Cockfight: exact over every chance (35 to 65 %) and roll (0 to 999), and measured on the server's own fights.
  const backs = new Map<string, number>(COCKFIGHT_SPOTS.map((b) => [b, 0]))
  for (let i = 0; i < coups; i++) {
    const fight = cockfightResult(words())
    for (const spot of COCKFIGHT_SPOTS) backs.set(spot, backs.get(spot)! + cockfightReturn(spot, unit, fight) / unit)
  }
  for (const spot of COCKFIGHT_SPOTS) {
    let exactBack = 0
    for (let pct = 35; pct <= 65; pct++) {
      for (let roll = 0; roll < 1000; roll++) {
        const winner = roll < 100 ? 'draw' : roll - 100 < 9 * pct ? 'meron' : 'wala'
        const odds = { meronPct: pct, meron: sideReturn(pct), wala: sideReturn(100 - pct), draw: 900 }
        exactBack += cockfightReturn(spot, unit, { odds, roll, winner }) / unit
      }
    }
    const exact = (exactBack / (31 * 1000)) * 100
    const measured = (backs.get(spot)! / coups) * 100
    const expected = spot === 'draw' ? 90 : 95
    const within = exact <= expected && exact > expected - 1 && Math.abs(measured - exact) <= Math.max(0.5, 4 * 100 * Math.sqrt(9 / coups))
    allWithin &&= within
    tableRows.push(`| cockfight | ${spot} | ${exact.toFixed(3)}% (exact; at most ${expected}%) | ${measured.toFixed(3)}% | | ${coups.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`)
    console.log(`cockfight ${spot}: exact ${exact.toFixed(3)}% measured ${measured.toFixed(3)}% ${within ? 'within' : 'OUTSIDE'}`)
  }
}

// Bingo: the pot is 90 % of the cards sold, less what rounding a share down leaves; measured over random games.
const bingoGames = Number(opt('bingo-games')[0] ?? 20_000)
let bingoRow = ''
{
  const next = rng(75_075)
  let staked = 0, paid = 0, minCards = Infinity, maxCards = 0
  for (let g = 0; g < bingoGames; g++) {
    const n = 1 + Math.floor(next() * 60)
    minCards = Math.min(minCards, n); maxCards = Math.max(maxCards, n)
    const cards = Array.from({ length: n }, (_, i) => ({ owner: String(i % 7), seed: `${g}-${i}-${Math.floor(next() * 1e9)}` }))
    const outcome = bingoOutcome(drawOrder(`bench-${g}`, 'room', g), cards)
    staked += n * CARD_PRICE
    for (const w of outcome.wins.values()) paid += w
  }
  const measured = (paid / staked) * 100
  const within = measured <= 90 && measured > 89
  allWithin &&= within
  bingoRow = `| bingo | a card (the pot's share) | 90.000% (by the rules, less rounding) | ${measured.toFixed(3)}% | | ${bingoGames.toLocaleString('en-US')} games of ${minCards} to ${maxCards} cards | ${within ? 'yes' : 'NO'} |`
  console.log(`bingo: ${measured.toFixed(3)}% of ${bingoGames.toLocaleString('en-US')} games' card sales paid back ${within ? 'within' : 'OUTSIDE'}`)
}

// PVP poker: one member in a room of house players, playing the house players' rule or calling every hand; measured over random deals.
const pokerHands = Number(opt('poker-hands')[0] ?? 400_000)
const pokerRows: string[] = []
for (const seats of [2, 4, 6]) {
  for (const play of ['the house rule', 'always call'] as const) {
    const next = rng(3_000 + seats)
    let staked = 0, paid = 0, sum2 = 0, raked = 0
    for (let h = 0; h < pokerHands; h++) {
      const hands = dealHands(`poker-${Math.floor(next() * 1e12)}`, 'room', h)
      const calls = play === 'always call' || houseCalls(hands[0]!)
      const o = showdown(hands, seats, 100, new Map([[0, calls]]))
      const stake = calls ? 200 : 100
      const back = seatReturn(o, 0, 100)
      staked += stake; paid += back; sum2 += (back - stake) ** 2; raked += o.rake
    }
    const measured = (paid / staked) * 100
    const se = (Math.sqrt(sum2 / pokerHands - ((paid - staked) / pokerHands) ** 2) / Math.sqrt(pokerHands) / (staked / pokerHands)) * 100
    pokerRows.push(`| ${seats} | ${play} | ${measured.toFixed(3)}% | ${se.toFixed(3)} | ${((raked / (pokerHands * 100)) * 100).toFixed(2)}% | ${pokerHands.toLocaleString('en-US')} |`)
    console.log(`poker ${seats} seats, ${play}: ${measured.toFixed(3)}% (se ${se.toFixed(3)})`)
  }
}

const sportsFixtures = Number(opt('fixtures')[0] ?? 10_000)
const sportsRows: string[] = []
{
  const next = rng(37_037)
  const cache = new Map<string, { odds: Record<string, number | null>; p: Record<string, number> }>()
  const price = (f: ReturnType<typeof fixtureOf>, h: number, a: number, left: number) => {
    const key = `${f.league.id}|${f.home.name}|${f.away.name}|${h}|${a}|${left}`
    let found = cache.get(key)
    if (!found) { found = { odds: priceFixture(f, h, a, left), p: probabilities(f, h, a, left) }; if (cache.size > 200_000) cache.clear(); cache.set(key, found) }
    return found
  }
  interface Acc { bets: number; paid: number; sq: number; expected: number }
  const acc = new Map<string, Acc>()
  const add = (key: string, odds: number, won: boolean, p: number) => {
    const a = acc.get(key) ?? { bets: 0, paid: 0, sq: 0, expected: 0 }
    const back = won ? odds / 100 : 0
    a.bets++; a.paid += back; a.sq += back * back; a.expected += (p * odds) / 100
    acc.set(key, a)
  }
  for (const sport of ['football', 'basketball', 'esports'] as Sport[]) {
    const leagues = LEAGUES.filter((l) => l.sport === sport)
    const m = SPORT_MODELS[sport]
    const pool: Array<{ f: ReturnType<typeof fixtureOf>; r: ReturnType<typeof matchFromWords>; odds: Record<string, number | null>; p: Record<string, number> }> = []
    for (let i = 0; i < sportsFixtures; i++) {
      const league = leagues[Math.floor(next() * leagues.length)]!
      const f = fixtureOf(league, Math.floor(next() * 1e9))
      const r = matchFromWords(sport, f.thr, fixtureWords(`sim-${sport}-${i}-${Math.floor(next() * 1e9)}`, f.id, wordsNeeded(sport)))
      const pre = price(f, 0, 0, m.minutes)
      pool.push({ f, r, ...pre })
      const minute = Math.floor(next() * (m.minutes - m.closeBeforeEnd))
      const sh = r.events.filter((e) => e.minute < minute && e.side === 'home').reduce((x, e) => x + e.points, 0)
      const sa = r.events.filter((e) => e.minute < minute && e.side === 'away').reduce((x, e) => x + e.points, 0)
      const live = price(f, sh, sa, m.minutes - minute)
      // A pre-match single of 100.00 on a random selection, cashed out at that minute at the server's own cashOutValue.
      const offeredPre = Object.keys(pre.odds).filter((k) => pre.odds[k])
      const held = offeredPre[Math.floor(next() * offeredPre.length)]
      if (held && !(m.suspendAfterScore > 0 && r.events.some((e) => e.minute < minute && e.minute >= minute - m.suspendAfterScore))) {
        const maxWin = Math.floor((10_000 * pre.odds[held]!) / 100)
        const quote = cashOutValue(maxWin, [live.p[held]!]) ?? 0
        const a = acc.get(`${sport}|cash-out of a single|in play`) ?? { bets: 0, paid: 0, sq: 0, expected: 0 }
        a.bets++; a.paid += quote / 10_000; a.sq += (quote / 10_000) ** 2; a.expected += (pre.p[held]! * pre.odds[held]! * 0.95) / 100
        acc.set(`${sport}|cash-out of a single|in play`, a)
      }
      for (const market of MARKETS[sport]) {
        for (const pick of PICKS[market]) {
          const sel = `${market}:${pick}`
          const won = selectionWins(f, sel, r)
          if (pre.odds[sel]) add(`${sport}|${market}|pre-match`, pre.odds[sel]!, won, pre.p[sel]!)
          if (live.odds[sel]) add(`${sport}|${market}|in play`, live.odds[sel]!, won, live.p[sel]!)
        }
      }
    }
    // 3-leg parlays of pre-match selections from three different fixtures.
    for (let i = 0; i + 2 < pool.length; i += 3) {
      const legs = pool.slice(i, i + 3).map(({ f, r, odds, p }) => {
        const offered = Object.keys(odds).filter((k) => odds[k])
        const sel = offered[Math.floor(next() * offered.length)]!
        return { odds: odds[sel]!, won: selectionWins(f, sel, r), p: p[sel]! }
      })
      const o = parlayOdds(legs.map((l) => l.odds))
      add(`${sport}|parlay of 3|pre-match`, o, legs.every((l) => l.won), legs.reduce((x, l) => x * l.p, 1))
    }
  }
  for (const [key, a] of acc) {
    const [sport, market, phase] = key.split('|')
    const mean = a.paid / a.bets
    const se = Math.sqrt(Math.max(0, a.sq / a.bets - mean * mean) / a.bets) * 100
    const measured = mean * 100
    const expected = (a.expected / a.bets) * 100
    const within = Math.abs(measured - expected) <= 4 * se
    allWithin &&= within
    sportsRows.push(`| ${sport} | ${market} | ${phase} | ${expected.toFixed(3)}% | ${measured.toFixed(3)}% | ${se.toFixed(3)} | ${a.bets.toLocaleString('en-US')} | ${within ? 'yes' : 'NO'} |`)
    console.log(`sports ${sport} ${market} ${phase}: expected ${expected.toFixed(3)}%, measured ${measured.toFixed(3)}% (se ${se.toFixed(3)}) ${within ? 'within' : 'OUTSIDE'}`)
  }
}

const lottery = lotteryReport()
allWithin &&= lottery.ok
const vnLottery = vnLotteryReport(Number(opt('vn-draws')[0] ?? 20_000))
allWithin &&= vnLottery.ok

const report = `# House games RTP report

Written by \`npm run rtp\` on ${new Date().toISOString()}. Stake per spin ${(stake / 100).toFixed(2)} (the smallest,
where rounding each win to whole minor units weighs most), 10 paylines. The stated RTP is reached by scaling
each volatility profile's paytable by stated / exact base RTP (computed over every symbol combination of one
line, see \`server/providers/house/slot-math.ts\`); the simulation plays the server's own \`evaluate()\`.

| volatility | stated RTP | measured RTP | difference (points) | hit rate | sd per spin (stakes) | biggest win | base RTP x scale | spins | within 1 point |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Any game's stated RTP (\`games.rtp_bp\`, 80.00% to 99.99%) with any profile can be checked with
\`npm run rtp -- --profile high:9620\` (repeatable, plus \`--spins N\`).

## Fish hunter

A shot at a fish worth M times the stake catches it when its 32-bit draw u satisfies u x M x 10000 < RTP (basis
points) x 2^32 (\`server/providers/house/fish-math.ts\`), so each fish returns the game's RTP: the exact return is
the count of catching draws over 2^32 times M. Simulated with the server's own \`catches()\` at ${(fishRtpBp / 100).toFixed(2)}%; a
measured return is within 1 point, or four standard errors of the simulation for the rare fish.

| fish | pays | chance to catch | exact RTP | measured RTP | shots | within |
|---|---|---|---|---|---|---|
${fishRows.join('\n')}

Another RTP: \`npm run rtp -- --fish-rtp 9450 --shots 5000000\`.

## Live tables

Each table round's result comes from its draw (\`server/providers/house/table-draw.ts\`): roulette's pocket, or
baccarat's six cards from a freshly shuffled eight-deck shoe with the standard third-card rules
(\`baccarat-math.ts\`). Roulette's return is exact (every pocket counted once with the server's own
\`rouletteReturn\`): 36/37 on every bet, the single zero being the house's whole edge. Baccarat's is measured
over ${coups.toLocaleString('en-US')} coups of the server's own \`baccaratResult\` and \`baccaratReturn\` from random
draws, against the figures published for eight decks; within four standard errors of the simulation (se, in
points). A cockfight's meron and wala odds are set per fight so each side returns 95% (less the rounding of
the odds down to hundredths), a draw bet 90% (\`cockfight-math.ts\`): exact over every chance and roll, and
measured on the server's own \`cockfightResult\` from random draws.

| table | bet | expected return | measured return | se | rounds | within |
|---|---|---|---|---|---|---|
${tableRows.join('\n')}
${bingoRow}

A bingo game pays out 90% of its card sales by its rules (\`bingo-math.ts\`), whoever wins; the measured figure is
what random games of 1 to 60 cards paid back after rounding each share down (\`--bingo-games N\`).

More rounds: \`npm run rtp -- --coups 10000000\`.

## PVP card rooms (three-card poker)

Players share a pot rather than bet against the house (\`server/providers/house/poker-math.ts\`): every seat antes, the
callers' best hand takes the pot less the house's ${RAKE_PCT}% rake, and when nobody calls every ante comes back. A room's
empty seats are played by house players by their published rule (call with a pair or better, or Q-6-4 high or better).
So a member's return depends on how they play and whom they face; measured here for one member at a room of house
players, with the server's own \`dealHands\`, \`showdown\` and \`seatReturn\` over random deals (\`--poker-hands N\`). "Rake per
hand" is the house's take in antes: what it keeps of every hand, members' or house players' money alike.

| seats | the member plays | member's return | se | rake per hand (antes) | hands |
|---|---|---|---|---|---|
${pokerRows.join('\n')}

## Sportsbook

Simulated fixtures (\`server/providers/house/sports-math.ts\`): each match drawn from a random seed with the server's own
\`matchFromWords\`, ${sportsFixtures.toLocaleString('en-US')} per sport; a 1.00 bet on every selection offered by the server's own
\`priceFixture\` before kick-off and at a random minute in play, settled by \`selectionWins\`. Every outcome's odds are
floor(100 / (p x 1.05)) hundredths, so each returns at most 1 / 1.05 = 95.24% of its stake under the model (less the
rounding of odds down; a long shot loses more to rounding). "Expected" is the mean of p x odds over the bets placed, by
the model; "measured" is what the simulated matches paid; within four standard errors (se, in points). A parlay's
return is about the product of its legs' (0.9524^3 = 86.4% for three). A cash-out pays what the bet would win times the
model's chance now, less 5%: a pre-match single cashed out in play returns about 0.95 x its expected return (the
chance now averages the chance before kick-off), less rounding.

| sport | market | when | expected return | measured return | se | bets | within |
|---|---|---|---|---|---|---|---|
${sportsRows.join('\n')}

More fixtures: \`npm run rtp -- --fixtures 50000\`.

${lottery.section}${vnLottery.section}`
writeFileSync(fileURLToPath(new URL('../docs/rtp-report.md', import.meta.url)), report)
console.log(allWithin ? 'Every game within its tolerance of its stated RTP. Report: docs/rtp-report.md' : 'Some game is outside its tolerance. Report: docs/rtp-report.md')
if (!allWithin) process.exitCode = 1
