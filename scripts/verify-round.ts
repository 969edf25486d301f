/**
 * `npm run verify-round -- <roundId>` recomputes a house slot round or fish shot from the
 * database (its server seed must have been revealed by rotating), a live table's round or slip
 * (once the round is settled: `<game id>:<round number>` or the slip's id), a sportsbook bet or fixture (once its
 * matches are settled: the bet's id or `<league>:<slot>`), an e-lottery draw or ticket (once drawn:
 * `<game>:<draw number>` or the ticket's id), or a slot round offline from
 * the seeds alone:
 * `npm run verify-round -- --server-seed <hex> --client-seed <s> --nonce <n> --volatility high --rtp 9600 --stake 500`.
 * Prints the seed hash, the reel stops and symbols (a shot: its draw and fish), the win, and
 * whether they match what was recorded.
 */
import { fileURLToPath } from 'node:url'
import { fixtureOf, fixtureWords, matchFromWords, parseFixtureId, selectionWins, wordsNeeded } from '../server/providers/house/index.ts'
import { SYMBOLS, cardBalls, cardOf, checkRecordedRound, hashSeed, recomputeRound, recomputeShot, slipReturn, tableResult, type TableEngine, type TableResult, type Volatility } from '../server/providers/house/index.ts'
import { seatReturn, showdown, type PokerResult } from '../server/providers/house/index.ts'
import { lotteryRecord, printLottery, type LotteryRecord } from './verify-lottery.ts'

const args = process.argv.slice(2)
const flag = (name: string): string | undefined => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined }

interface Input { serverSeed: string; clientSeed: string; nonce: number; volatility: Volatility; rtpBp: number; stake: number; recorded?: { stops: number[]; win: number; hash: string; status: string } }

interface Shot { serverSeed: string; clientSeed: string; nonce: number; fish: string; multiplier: number; rtpBp: number; stake: number; recorded: { draw: number; win: number; hash: string; status: string } }

interface TableRound { table: true; engine: TableEngine; tableId: string; roundNo: number; serverSeed: string; hash: string; result: TableResult; slip: { spots: Array<{ spot: string; stake: number }>; win: number | null; status: string } | null }

/** A settled table round (or the round of a slip), or null when `id` names none. */
const tableRound = async (db: Awaited<ReturnType<typeof import('../server/db/connect.ts')['openDatabase']>>['db'], id: string): Promise<TableRound | null> => {
  const slip = await db.selectFrom('table_bets').select(['round_id', 'spots', 'win', 'status']).where('bet_id', '=', id).executeTakeFirst()
  const round = await db.selectFrom('table_rounds').selectAll().where('round_id', '=', slip?.round_id ?? id).executeTakeFirst()
  if (!round) return null
  if (round.status !== 'settled') throw new Error('This table round is not settled yet: its seed is revealed once it is.')
  return {
    table: true, engine: round.engine as TableEngine, tableId: round.table_id, roundNo: Number(round.round_no), serverSeed: round.server_seed, hash: round.server_seed_hash,
    result: round.result as TableResult, slip: slip ? { spots: slip.spots as unknown as Array<{ spot: string; stake: number }>, win: slip.win === null ? null : Number(slip.win), status: slip.status } : null,
  }
}

interface SportsRecord {
  sports: true
  fixtures: Array<{ id: string; serverSeed: string | null; hash: string; result: { home: number; away: number; decider: string | null; events: Array<{ minute: number; side: string; points: number }> } | null }>
  bet: { id: string; maxWin: number; win: number | null; status: string; cashedOut: boolean; legs: Array<{ fixture: string; selection: string; won: boolean | null }> } | null
}

/** A sportsbook bet (its fixtures) or one fixture, or null when `id` names neither. */
const sportsRecord = async (db: Awaited<ReturnType<typeof import('../server/db/connect.ts')['openDatabase']>>['db'], id: string): Promise<SportsRecord | null> => {
  const bet = await db.selectFrom('sports_bets').select(['bet_id', 'max_win', 'win', 'status', 'cashed_out']).where('bet_id', '=', id).executeTakeFirst()
  const legs = bet ? await db.selectFrom('sports_legs').select(['fixture_id', 'selection', 'won']).where('bet_id', '=', id).orderBy('leg_no').execute() : []
  const ids = bet ? legs.map((l) => l.fixture_id) : [id]
  const rows = await db.selectFrom('sports_fixtures').selectAll().where('fixture_id', 'in', ids).execute()
  if (rows.length === 0) return null
  return {
    sports: true,
    fixtures: rows.map((r) => ({ id: r.fixture_id, serverSeed: r.status === 'settled' ? r.server_seed : null, hash: r.server_seed_hash, result: r.result as SportsRecord['fixtures'][number]['result'] })),
    bet: bet ? { id: bet.bet_id, maxWin: Number(bet.max_win), win: bet.win === null ? null : Number(bet.win), status: bet.status, cashedOut: bet.cashed_out, legs: legs.map((l) => ({ fixture: l.fixture_id, selection: l.selection, won: l.won })) } : null,
  }
}

/** Prints each fixture's match recomputed from its revealed seed beside what was recorded, and what the bet returns. */
const printSports = (r: SportsRecord) => {
  let matches = true
  const finals = new Map<string, ReturnType<typeof matchFromWords>>()
  for (const f of r.fixtures) {
    const parsed = parseFixtureId(f.id)
    if (!parsed || !f.serverSeed || !f.result) throw new Error(`Fixture ${f.id} is not settled yet: its seed is revealed once its match has ended.`)
    const fixture = fixtureOf(parsed.league, parsed.slotNo)
    const match = matchFromWords(parsed.league.sport, fixture.thr, fixtureWords(f.serverSeed, f.id, wordsNeeded(parsed.league.sport)))
    finals.set(f.id, match)
    const hash = hashSeed(f.serverSeed)
    const same = hash === f.hash && match.home === f.result.home && match.away === f.result.away && match.decider === f.result.decider && match.events.length === f.result.events.length
    console.log(`fixture           ${f.id}: ${fixture.home.name} ${match.home} – ${match.away} ${fixture.away.name}${match.decider ? ` (${match.decider} won the decider)` : ''}`)
    console.log(`server seed hash  ${hash}${hash === f.hash ? '' : ` (recorded ${f.hash})`}`)
    matches &&= same
  }
  if (r.bet) {
    const won = r.bet.legs.map((l) => {
      const parsed = parseFixtureId(l.fixture)!
      const w = selectionWins(fixtureOf(parsed.league, parsed.slotNo), l.selection, finals.get(l.fixture)!)
      console.log(`selection         ${l.fixture} ${l.selection}: ${w ? 'won' : 'lost'}`)
      matches &&= l.won === null || l.won === w
      return w
    })
    const back = won.every(Boolean) ? r.bet.maxWin : 0
    console.log(`bet               ${r.bet.id} returns ${(back / 100).toFixed(2)}${r.bet.cashedOut ? ` (cashed out for ${((r.bet.win ?? 0) / 100).toFixed(2)} before its matches ended)` : ''}`)
    if (r.bet.status === 'settled' && !r.bet.cashedOut) matches &&= back === r.bet.win
  }
  console.log(matches ? 'MATCHES the recorded bet' : 'DOES NOT MATCH the recorded bet')
  if (!matches) process.exitCode = 1
}

/** Prints a table round recomputed from its revealed seed beside what was recorded. */
const printTableRound = (r: TableRound) => {
  const hash = hashSeed(r.serverSeed)
  const result = tableResult(r.engine, r.serverSeed, r.tableId, r.roundNo)
  console.log(`server seed hash  ${hash}`)
  console.log(`table, round      ${r.tableId}, ${r.roundNo} (${r.engine})`)
  console.log(`result            ${JSON.stringify(result)}`)
  const canonical = (v: unknown): string => Array.isArray(v) ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}` : JSON.stringify(v)
  // A bingo game's recorded result adds its winners to the draw; the draw is what the seed gives.
  const recordedDraw = r.engine === 'bingo' ? { draw: (r.result as { draw: number[] }).draw } : r.result
  let matches = hash === r.hash && (r.engine === 'poker' || canonical(result) === canonical(recordedDraw))
  if (r.engine === 'poker') {
    // A poker hand: the deal again, the house players' rule and the members' recorded calls, the showdown.
    const recorded = r.result as PokerResult
    const count = recorded.seats?.length ?? 0
    const members = new Map((recorded.seats ?? []).filter((x) => !x.house).map((x) => [x.seat, x.called]))
    const hands = (result as PokerResult).hands.slice(0, count)
    const outcome = showdown(hands, count, recorded.ante ?? 0, members)
    matches &&= canonical({ hands, ...outcome }) === canonical(recorded)
    console.log(`showdown          winners ${outcome.winners.map((w) => w + 1).join(', ') || 'none (every ante back)'}, pot ${(outcome.pot / 100).toFixed(2)}, rake ${(outcome.rake / 100).toFixed(2)}`)
    const ante = r.slip?.spots.find((x) => x.spot === 'ante') as { seat?: number; stake: number } | undefined
    if (r.slip) {
      const back = ante?.seat !== undefined ? seatReturn(outcome, ante.seat, ante.stake) : 0
      console.log(`slip              ${r.slip.spots.map((x) => x.spot).join(', ')} returns ${(back / 100).toFixed(2)}`)
      if (r.slip.status === 'settled') matches &&= back === r.slip.win
    }
  } else if (r.slip && r.engine === 'bingo') {
    // A bingo slip's cards against the recorded winners: what they won, and that none beat the winning balls.
    const recorded = r.result as { line: { ball: number; cards: number; prize: number }; fullHouse: { ball: number; cards: number; prize: number } }
    const draw = (result as { draw: number[] }).draw
    let back = 0
    for (const card of r.slip.spots as unknown as Array<{ seed: string }>) {
      const balls = cardBalls(cardOf(card.seed), draw)
      console.log(`card ${card.seed}: line on ball ${balls.line + 1}, full house on ball ${balls.fullHouse + 1}`)
      if (balls.line < recorded.line.ball || balls.fullHouse < recorded.fullHouse.ball) matches = false
      if (balls.line === recorded.line.ball) back += Math.floor(recorded.line.prize / recorded.line.cards)
      if (balls.fullHouse === recorded.fullHouse.ball) back += Math.floor(recorded.fullHouse.prize / recorded.fullHouse.cards)
    }
    console.log(`slip              ${r.slip.spots.length} cards win ${(back / 100).toFixed(2)}`)
    if (r.slip.status === 'settled') matches &&= back === r.slip.win
  } else if (r.slip) {
    const back = slipReturn(r.engine, r.slip.spots, result)
    console.log(`slip              ${r.slip.spots.map((x) => `${x.spot} ${(x.stake / 100).toFixed(2)}`).join(', ')} returns ${(back / 100).toFixed(2)}`)
    if (r.slip.status === 'settled') matches &&= back === r.slip.win
  }
  console.log(matches ? 'MATCHES the recorded round' : 'DOES NOT MATCH the recorded round')
  if (!matches) process.exitCode = 1
}

const fromDatabase = async (roundId: string): Promise<Input | Shot | TableRound | SportsRecord | LotteryRecord> => {
  const { openDatabase } = await import('../server/db/connect.ts')
  const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL?.trim() || null, dataDir: process.env.DATA_DIR ?? './data' })
  const unrevealed = 'The server seed of this round is still in use: rotate the seed in the game first, then verify.'
  try {
    const row = await db.selectFrom('slot_rounds as r').innerJoin('fair_seeds as f', 'f.id', 'r.seed_id')
      .select(['r.client_seed', 'r.nonce', 'r.stake', 'r.win', 'r.rtp_bp', 'r.volatility', 'r.stops', 'r.status', 'f.server_seed', 'f.server_seed_hash', 'f.revealed_at'])
      .where('r.round_id', '=', roundId).executeTakeFirst()
    if (row) {
      if (!row.revealed_at) throw new Error(unrevealed)
      return {
        serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce, volatility: row.volatility as Volatility, rtpBp: row.rtp_bp, stake: Number(row.stake),
        recorded: { stops: row.stops, win: Number(row.win), hash: row.server_seed_hash, status: row.status },
      }
    }
    const shot = await db.selectFrom('fish_shots as r').innerJoin('fair_seeds as f', 'f.id', 'r.seed_id')
      .select(['r.client_seed', 'r.nonce', 'r.stake', 'r.fish', 'r.multiplier', 'r.rtp_bp', 'r.draw', 'r.win', 'r.status', 'f.server_seed', 'f.server_seed_hash', 'f.revealed_at'])
      .where('r.round_id', '=', roundId).executeTakeFirst()
    if (!shot) {
      const table = await tableRound(db, roundId)
      if (table) return table
      const sports = await sportsRecord(db, roundId)
      if (sports) return sports
      const lottery = await lotteryRecord(db, roundId)
      if (lottery) return lottery
      throw new Error(`No round ${roundId} in this database.`)
    }
    if (!shot.revealed_at) throw new Error(unrevealed)
    return {
      serverSeed: shot.server_seed, clientSeed: shot.client_seed, nonce: shot.nonce, fish: shot.fish, multiplier: shot.multiplier, rtpBp: shot.rtp_bp, stake: Number(shot.stake),
      recorded: { draw: Number(shot.draw), win: Number(shot.win), hash: shot.server_seed_hash, status: shot.status },
    }
  } finally {
    await db.destroy()
  }
}

/** Prints a fish shot recomputed from its seeds beside what was recorded. */
const printShot = (shot: Shot) => {
  const { hash, draw, win } = recomputeShot(shot)
  console.log(`server seed hash  ${hash}`)
  console.log(`client seed       ${shot.clientSeed}, nonce ${shot.nonce}`)
  console.log(`draw              ${draw} (a ${shot.fish} worth x${shot.multiplier} at RTP ${(shot.rtpBp / 100).toFixed(2)}%)`)
  console.log(`win               ${(win / 100).toFixed(2)} on a stake of ${(shot.stake / 100).toFixed(2)}`)
  const matches = hash === shot.recorded.hash && draw === shot.recorded.draw && (shot.recorded.status !== 'settled' || win === shot.recorded.win)
  console.log(matches ? 'MATCHES the recorded shot' : `DOES NOT MATCH the recorded shot (draw ${shot.recorded.draw}, win ${shot.recorded.win})`)
  if (!matches) process.exitCode = 1
}

const main = async () => {
  const roundId = args.find((a) => !a.startsWith('--') && !args[args.indexOf(a) - 1]?.startsWith('--'))
  const found = roundId ? await fromDatabase(roundId) : null
  if (found && 'table' in found) return printTableRound(found)
  if (found && 'sports' in found) return printSports(found)
  if (found && 'lottery' in found) return printLottery(found)
  if (found && 'fish' in found) return printShot(found)
  const input: Input = found ?? {
    serverSeed: flag('server-seed') ?? '', clientSeed: flag('client-seed') ?? '', nonce: Number(flag('nonce') ?? NaN),
    volatility: (flag('volatility') ?? 'medium') as Volatility, rtpBp: Number(flag('rtp') ?? 9650), stake: Number(flag('stake') ?? 100),
  }
  if (!input.serverSeed || !input.clientSeed || !Number.isInteger(input.nonce)) {
    console.error('Usage: npm run verify-round -- <roundId>  |  --server-seed <hex> --client-seed <s> --nonce <n> [--volatility low|medium|high] [--rtp 9650] [--stake 100]')
    process.exitCode = 2
    return
  }
  const { hash, stops, grid, win } = recomputeRound(input)
  console.log(`server seed hash  ${hash}`)
  console.log(`client seed       ${input.clientSeed}, nonce ${input.nonce}`)
  console.log(`reel stops        ${stops.join(' ')}`)
  for (let row = 0; row < 3; row++) console.log(`                  ${grid.map((reel) => SYMBOLS[reel[row]!]!.padEnd(7)).join(' ')}`)
  console.log(`win               ${(win / 100).toFixed(2)} on a stake of ${(input.stake / 100).toFixed(2)}`)
  if (input.recorded) {
    const { matches } = checkRecordedRound({ ...input, ...input.recorded, serverSeedHash: input.recorded.hash })
    console.log(matches ? 'MATCHES the recorded round' : `DOES NOT MATCH the recorded round (stops ${input.recorded.stops.join(' ')}, win ${input.recorded.win})`)
    if (!matches) process.exitCode = 1
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
