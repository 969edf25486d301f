/**
 * The house sportsbook's money and fixtures (the model is sports-math.ts). A fixture's row is
 * made the first time anyone looks at it or bets on it (every process inserts the same key; the
 * first insert's seed wins), its server seed sealed under SECRETS_KEY and its hash shown. The
 * match is drawn from that seed; while it plays, the score so far is shown and priced.
 *
 * A bet (a single, or a parlay of 2 to 8 selections of different fixtures) carries the odds the
 * player saw: if any differ from the odds now the bet is refused with ODDS_CHANGED and the odds
 * now (unless the player accepts any change). Then, as a table slip: the member's open stake is
 * raised under the exposure limit and the bet kept as pending in one transaction (holding a
 * share lock on its fixtures), the stake debited through the seamless wallet (the bet's id is
 * the wallet round), refused or failed debits give the exposure back.
 *
 * Settlement (settleSportsbook, every TABLE_TICK_MS in every process): a fixture whose match has
 * ended is claimed with a lease (FOR UPDATE SKIP LOCKED), its legs marked won or lost from the
 * seed's result, its seed revealed; then each bet whose fixtures are all settled has its win
 * decided (`paying`, by a conditional update) and credited once (idempotent by transaction id),
 * or is rolled back if its debit never answered (a tombstone), and its stake leaves the
 * member's exposure. A cash-out decides the win by the same update, so a bet is paid once.
 */
import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { maxWinMultiple } from './win-cap.ts'
import { ApiError } from '../../http/errors.ts'
import { seal } from '../../lib/secrets-key.ts'
import { hashSeed, newServerSeed, openSeed } from './fair.ts'
import { newRoundId } from './rounds.ts'
import type { GameSession } from './sessions.ts'
import type { TableContext } from './table-rounds.ts'
import {
  boardSlots, cashOutValue, fixtureOf, fixtureTimes, fixtureWords, isSelection, leaguesFor, matchFromWords, MAX_LEGS, offerAt, parlayOdds, parseFixtureId, priceFixture, probabilities,
  selectionWins, SPORT_MODELS, wordsNeeded, type Fixture, type FixtureTimes, type League, type MatchResult,
} from './sports-math.ts'
import { betRefusal } from './bet-refusal.ts'

type Db = Kysely<Database>
export type SportsContext = TableContext

/** Stakes in minor units: per bet, and what one member may have on bets not yet settled. */
export const SPORTS_LIMITS = { minStake: 100, maxStake: 100_000, maxPayout: 5_000_000, exposure: 500_000 } as const

const LEASE_MS = 60_000


/** Matches drawn from seeds, and prices, kept a while (both depend only on what keys them). */
const matches = new Map<string, MatchResult>()
const prices = new Map<string, Record<string, number | null>>()
const remember = <T>(cache: Map<string, T>, key: string, make: () => T, max: number): T => {
  const found = cache.get(key)
  if (found) return found
  if (cache.size >= max) cache.clear()
  const value = make()
  cache.set(key, value)
  return value
}
const matchOf = (fixture: Fixture, serverSeed: string, hash: string): MatchResult =>
  remember(matches, `${fixture.id}|${hash}`, () => matchFromWords(fixture.league.sport, fixture.thr, fixtureWords(serverSeed, fixture.id, wordsNeeded(fixture.league.sport))), 4_000)
const cachedPrice = (fixture: Fixture, home: number, away: number, left: number) =>
  remember(prices, `${fixture.id}|${home}|${away}|${left}`, () => priceFixture(fixture, home, away, left), 20_000)
const chances = new Map<string, Record<string, number>>()
const cachedChances = (fixture: Fixture, home: number, away: number, left: number) =>
  remember(chances, `${fixture.id}|${home}|${away}|${left}`, () => probabilities(fixture, home, away, left), 20_000)

type FixtureRow = Awaited<ReturnType<typeof ensureFixtures>>[number]

/** The fixtures' rows, made with new sealed seeds where nobody has made them yet. */
export const ensureFixtures = async (ctx: SportsContext, fixtures: ReadonlyArray<{ fixture: Fixture; times: FixtureTimes }>) => {
  if (fixtures.length === 0) return []
  const ids = fixtures.map((f) => f.fixture.id)
  const read = () => ctx.db.selectFrom('sports_fixtures').selectAll().where('fixture_id', 'in', ids).execute()
  let rows = await read()
  if (rows.length < ids.length) {
    const have = new Set(rows.map((r) => r.fixture_id))
    const values = fixtures.filter((f) => !have.has(f.fixture.id)).map(({ fixture, times }) => {
      const serverSeed = newServerSeed()
      return {
        fixture_id: fixture.id, league_id: fixture.league.id, slot_no: fixture.slotNo, home: fixture.home.name, away: fixture.away.name,
        server_seed: seal(ctx.key, serverSeed), server_seed_hash: hashSeed(serverSeed),
        opens_at: new Date(times.opensAt), kickoff_at: new Date(times.kickoffAt), ends_at: new Date(times.endsAt),
      }
    })
    await ctx.db.insertInto('sports_fixtures').values(values).onConflict((oc) => oc.column('fixture_id').doNothing()).execute()
    rows = await read()
  }
  const byId = new Map(rows.map((r) => [r.fixture_id, r]))
  return ids.map((id) => byId.get(id)!)
}

/** What the board shows of a fixture now: teams, times, phase, minute, score, the markets' lines and odds, the committed hash, and once settled the result. */
const fixtureView = (ctx: SportsContext, fixture: Fixture, times: FixtureTimes, row: FixtureRow, now: number) => {
  const model = SPORT_MODELS[fixture.league.sport]
  const match = matchOf(fixture, openSeed(ctx.key, row.server_seed), row.server_seed_hash)
  const offer = offerAt(fixture, times, match, now, cachedPrice)
  // Football shows its goals so far; the other sports score too often to list.
  const goals = fixture.league.sport === 'football' ? match.events.filter((e) => e.minute < offer.played) : []
  return {
    id: fixture.id, leagueId: fixture.league.id, sport: fixture.league.sport,
    home: fixture.home.name, away: fixture.away.name, ratings: { home: fixture.home.rating, away: fixture.away.rating },
    opensAt: times.opensAt, kickoffAt: times.kickoffAt, endsAt: times.endsAt, goneAt: times.goneAt,
    phase: offer.phase, minute: offer.played, minutes: model.minutes, score: offer.score, goals,
    status: offer.status, odds: offer.odds, line2: fixture.line2, total2: fixture.total2,
    serverSeedHash: row.server_seed_hash,
    final: offer.phase === 'ended' ? { home: match.home, away: match.away, decider: match.decider } : null,
    settled: row.status === 'settled',
  }
}

/** The board of a title: its leagues, each with the fixtures open, playing or just ended. */
export const sportsBoard = async (ctx: SportsContext, gameType: string, vassalage: string) => {
  const now = ctx.now()
  const leagues = leaguesFor(gameType, vassalage)
  const wanted = leagues.flatMap((league) => boardSlots(league, ctx.secondMs, now).map((slotNo) => ({ fixture: fixtureOf(league, slotNo), times: fixtureTimes(league, ctx.secondMs, slotNo) })))
  const rows = await ensureFixtures(ctx, wanted)
  return {
    serverNow: now,
    leagues: leagues.map((league) => ({
      id: league.id, name: league.name, sport: league.sport, game: league.game ?? null, provider: league.provider,
      fixtures: wanted.flatMap((w, i) => (w.fixture.league.id === league.id ? [fixtureView(ctx, w.fixture, w.times, rows[i]!, now)] : [])),
    })),
  }
}

export interface LegRequest { readonly fixture: string; readonly selection: string; readonly odds: number }

/** Gives back a bet's stake to the member's exposure (the bet is settled, void or refused). */
const release = (db: Db, memberId: number, amount: number) =>
  db.updateTable('sports_exposure').set({ open_stake: sql`open_stake - ${amount}` }).where('member_id', '=', memberId).execute()

const closed = (legs: ReadonlyArray<{ fixture: string; selection: string; odds: number | null }>) => new ApiError('BETS_CLOSED', 'Betting on this selection is closed or suspended right now.', { legs })

/** Places a single (one leg) or a parlay at the odds the player saw. Returns the bet and the balance after the debit. */
export const placeSportsBet = async (ctx: SportsContext, session: GameSession, legs: ReadonlyArray<LegRequest>, stake: number, acceptAnyOdds: boolean) => {
  const now = ctx.now()
  if (legs.length < 1 || legs.length > MAX_LEGS) throw new ApiError('VALIDATION_FAILED', `A bet has 1 to ${MAX_LEGS} selections.`)
  if (new Set(legs.map((l) => l.fixture)).size !== legs.length) throw new ApiError('VALIDATION_FAILED', 'A parlay takes one selection per fixture.')
  if (!Number.isSafeInteger(stake) || stake < SPORTS_LIMITS.minStake) throw new ApiError('VALIDATION_FAILED', `The stake is at least ${SPORTS_LIMITS.minStake}.`)
  if (stake > SPORTS_LIMITS.maxStake) throw new ApiError('LIMIT_REACHED', `A bet takes at most ${SPORTS_LIMITS.maxStake}.`, { max: SPORTS_LIMITS.maxStake })
  const allowed = new Set(leaguesFor(session.game.game_type, session.game.vassalage).map((l) => l.id))
  const wanted = legs.map((leg) => {
    const parsed = parseFixtureId(leg.fixture)
    if (!parsed || !allowed.has(parsed.league.id)) throw new ApiError('VALIDATION_FAILED', 'No such fixture in this book.')
    if (!isSelection(parsed.league.sport, leg.selection)) throw new ApiError('VALIDATION_FAILED', `"${leg.selection}" is not a selection of this fixture.`)
    if (!Number.isSafeInteger(leg.odds) || leg.odds < 101) throw new ApiError('VALIDATION_FAILED', 'Odds are whole hundredths above 1.00.')
    const times = fixtureTimes(parsed.league, ctx.secondMs, parsed.slotNo)
    return { leg, fixture: fixtureOf(parsed.league, parsed.slotNo), times }
  })
  if (wanted.some((w) => now < w.times.opensAt || now >= w.times.endsAt)) throw closed(legs.map((l) => ({ ...l, odds: null })))
  const rows = await ensureFixtures(ctx, wanted)
  const current = wanted.map((w, i) => {
    const row = rows[i]!
    if (row.status !== 'open') return null
    const offer = offerAt(w.fixture, w.times, matchOf(w.fixture, openSeed(ctx.key, row.server_seed), row.server_seed_hash), now, cachedPrice)
    return offer.status === 'open' ? offer.odds[w.leg.selection] ?? null : null
  })
  const legsNow = legs.map((l, i) => ({ fixture: l.fixture, selection: l.selection, odds: current[i] ?? null }))
  if (current.some((o) => o === null)) throw closed(legsNow)
  if (!acceptAnyOdds && current.some((o, i) => o !== legs[i]!.odds)) throw new ApiError('ODDS_CHANGED', 'The odds have changed.', { legs: legsNow })
  const taken = current as number[]
  const odds = taken.length === 1 ? taken[0]! : parlayOdds(taken)
  const multiple = await maxWinMultiple(ctx.db, session.game)
  const maxWin = Math.min(Math.floor((stake * odds) / 100), SPORTS_LIMITS.maxPayout, stake * multiple)
  const betId = newRoundId()
  await ctx.db.transaction().execute(async (trx) => {
    // A share lock: the settlement's claim (FOR UPDATE SKIP LOCKED) passes fixtures being bet on, never the other way round.
    const locked = await trx.selectFrom('sports_fixtures').select(['fixture_id', 'status', 'ends_at']).where('fixture_id', 'in', wanted.map((w) => w.fixture.id)).forShare().execute()
    if (locked.length !== wanted.length || locked.some((f) => f.status !== 'open' || ctx.now() >= new Date(f.ends_at).getTime())) throw closed(legsNow.map((l) => ({ ...l, odds: null })))
    const raised = await trx.insertInto('sports_exposure').values({ member_id: session.memberId, open_stake: stake })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ open_stake: sql`sports_exposure.open_stake + excluded.open_stake` })
        .where(sql<boolean>`sports_exposure.open_stake + excluded.open_stake <= ${SPORTS_LIMITS.exposure}`))
      .returning('open_stake').executeTakeFirst()
    if (!raised) throw new ApiError('LIMIT_REACHED', `Your bets not yet settled may stake at most ${SPORTS_LIMITS.exposure}.`, { exposure: SPORTS_LIMITS.exposure })
    await trx.insertInto('sports_bets').values({ bet_id: betId, member_id: session.memberId, game_id: session.game.id, stake, odds, max_win: maxWin, status: 'pending' }).execute()
    await trx.insertInto('sports_legs').values(wanted.map((w, i) => ({
      bet_id: betId, leg_no: i, fixture_id: w.fixture.id, selection: w.leg.selection, odds: taken[i]!,
      line2: w.leg.selection.startsWith('hcp:') ? w.fixture.line2 : w.leg.selection.startsWith('ou:') ? w.fixture.total2 : null,
    }))).execute()
  })
  const vendor = session.game.vassalage
  let debit
  try {
    debit = await ctx.wallet.debit({ vendor, playerId: session.memberId, txId: `${betId}-bet`, roundId: betId, gameId: session.game.id, amount: stake })
  } catch (e) {
    // Undone now if the wallet answers; else the bet stays pending and the settlement rolls it back.
    const undone = await ctx.wallet.rollback({ vendor, playerId: session.memberId, txId: `${betId}-rb`, refTxId: `${betId}-bet` }).then(() => true, () => false)
    if (undone) {
      const voided = await ctx.db.updateTable('sports_bets').set({ status: 'void', settled_at: new Date(ctx.now()) }).where('bet_id', '=', betId).where('status', '=', 'pending').executeTakeFirst()
      if (voided.numUpdatedRows > 0n) await release(ctx.db, session.memberId, stake)
    }
    throw e
  }
  if (!debit.ok) {
    const refused = await ctx.db.updateTable('sports_bets').set({ status: 'refused', settled_at: new Date(ctx.now()) }).where('bet_id', '=', betId).where('status', '=', 'pending').executeTakeFirst()
    if (refused.numUpdatedRows > 0n) await release(ctx.db, session.memberId, stake)
    throw await betRefusal(ctx.db, session.memberId, debit, 'bet', ctx.now())
  }
  const placed = await ctx.db.updateTable('sports_bets').set({ status: 'placed' }).where('bet_id', '=', betId).where('status', '=', 'pending').executeTakeFirst()
  // Its fixtures were settled while the debit was on its way: the settlement rolled the bet back.
  if (placed.numUpdatedRows === 0n) throw closed(legsNow)
  return { betId, stake, odds, maxWin, legs: legsNow, balance: debit.balance }
}

/** Takes one fixture whose match has ended (not settled, not leased by a live process) for `owner`. */
const claimDueFixture = async (ctx: SportsContext, owner: string) => {
  const now = new Date(ctx.now())
  return ctx.db.updateTable('sports_fixtures').set({ lease_owner: owner, lease_until: new Date(now.getTime() + LEASE_MS) })
    .where('fixture_id', '=', (eb) => eb.selectFrom('sports_fixtures').select('fixture_id')
      .where('status', '=', 'open').where('ends_at', '<=', now)
      .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
      .orderBy('ends_at').limit(1).forUpdate().skipLocked())
    .returningAll().executeTakeFirst()
}

/** Settles a claimed fixture: its legs won or lost from the seed's result, then the result kept and the seed revealed. */
const settleFixture = async (ctx: SportsContext, row: NonNullable<Awaited<ReturnType<typeof claimDueFixture>>>) => {
  const parsed = parseFixtureId(row.fixture_id)
  if (!parsed) throw new Error(`unknown fixture ${row.fixture_id}`)
  const fixture = fixtureOf(parsed.league, parsed.slotNo)
  const serverSeed = openSeed(ctx.key, row.server_seed)
  const match = matchOf(fixture, serverSeed, row.server_seed_hash)
  const legs = await ctx.db.selectFrom('sports_legs').select(['bet_id', 'leg_no', 'selection']).where('fixture_id', '=', row.fixture_id).execute()
  await ctx.db.transaction().execute(async (trx) => {
    for (const won of [true, false]) {
      const mine = legs.filter((l) => selectionWins(fixture, l.selection, match) === won)
      if (mine.length > 0) {
        await trx.updateTable('sports_legs').set({ won }).where('fixture_id', '=', row.fixture_id)
          .where(sql<boolean>`(bet_id, leg_no) IN (${sql.join(mine.map((l) => sql`(${l.bet_id}, ${l.leg_no})`))})`).execute()
      }
    }
    await trx.updateTable('sports_fixtures').set({ status: 'settled', result: JSON.stringify(match), server_seed: serverSeed, settled_at: new Date(ctx.now()), lease_owner: null, lease_until: null })
      .where('fixture_id', '=', row.fixture_id).where('lease_owner', '=', row.lease_owner).execute()
  })
  return legs.length
}

/** Bets whose fixtures are all settled, paid (or rolled back) once each. */
const settleReadyBets = async (ctx: SportsContext, max: number) => {
  const ready = await ctx.db.selectFrom('sports_bets as b').innerJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.bet_id', 'b.member_id', 'b.stake', 'b.max_win', 'b.status', 'g.vassalage'])
    .select(['b.win'])
    // A bet being paid (its win decided: settled, or cashed out) whatever its fixtures; else one whose fixtures are all settled.
    .where((eb) => eb.or([
      eb('b.status', '=', 'paying'),
      eb.and([eb('b.status', 'in', ['pending', 'placed']), eb.not(eb.exists(eb.selectFrom('sports_legs as l').innerJoin('sports_fixtures as f', 'f.fixture_id', 'l.fixture_id')
        .select('l.leg_no').whereRef('l.bet_id', '=', 'b.bet_id').where('f.status', '=', 'open')))]),
    ]))
    .orderBy('b.created_at').limit(max).execute()
  let paid = 0
  const failed: string[] = []
  for (const bet of ready) {
    const stake = Number(bet.stake)
    // A credit the wallet refuses (an operator lowered the win cap after the bet) stays refused in its journal: the bet waits for a person; the others go on.
    try { paid += await settleBet(ctx, bet, stake) } catch { failed.push(bet.bet_id) }
  }
  return { bets: ready.length - failed.length, paid, failed }
}

/** Credits a bet's decided win once (idempotent by its transaction id) and closes it: its stake leaves the exposure. */
const pay = async (ctx: SportsContext, bet: { bet_id: string; member_id: number; vassalage: string }, stake: number, win: number): Promise<number> => {
  const credit = await ctx.wallet.credit({ vendor: bet.vassalage, playerId: bet.member_id, txId: `${bet.bet_id}-win`, roundId: bet.bet_id, amount: win })
  if (!credit.ok && credit.code !== 'ROUND_SETTLED') throw new Error(`credit of ${bet.bet_id} refused: ${credit.code}`)
  const done = await ctx.db.updateTable('sports_bets').set({ status: 'settled', settled_at: new Date(ctx.now()) }).where('bet_id', '=', bet.bet_id).where('status', '=', 'paying').executeTakeFirst()
  if (done.numUpdatedRows === 0n) return 0
  await release(ctx.db, bet.member_id, stake)
  return win
}

/** Pays (or rolls back) one bet whose fixtures are all settled, or finishes paying one; returns what it paid. */
const settleBet = async (ctx: SportsContext, bet: { bet_id: string; member_id: number; max_win: string | number; win: string | number | null; status: string; vassalage: string }, stake: number): Promise<number> => {
  if (bet.status === 'pending') {
    await ctx.wallet.rollback({ vendor: bet.vassalage, playerId: bet.member_id, txId: `${bet.bet_id}-rb`, refTxId: `${bet.bet_id}-bet` })
    const undone = await ctx.db.updateTable('sports_bets').set({ status: 'void', settled_at: new Date(ctx.now()) }).where('bet_id', '=', bet.bet_id).where('status', '=', 'pending').executeTakeFirst()
    if (undone.numUpdatedRows > 0n) await release(ctx.db, bet.member_id, stake)
    return 0
  }
  if (bet.status === 'paying') return pay(ctx, bet, stake, Number(bet.win))
  const legs = await ctx.db.selectFrom('sports_legs').select('won').where('bet_id', '=', bet.bet_id).execute()
  const win = legs.length > 0 && legs.every((l) => l.won === true) ? Number(bet.max_win) : 0
  // The win is decided before the credit, by whoever takes the bet first (this run, another process, or a cash-out).
  const claimed = await ctx.db.updateTable('sports_bets').set({ status: 'paying', win }).where('bet_id', '=', bet.bet_id).where('status', '=', 'placed').executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) return 0
  return pay(ctx, bet, stake, win)
}

/** Settles the fixtures whose matches have ended (at most `max` in one run), then the bets they complete. */
export const settleSportsbook = async (ctx: SportsContext, owner: string, max = 50) => {
  const fixtures: string[] = []
  while (fixtures.length < max) {
    const row = await claimDueFixture(ctx, owner)
    if (!row) break
    await settleFixture(ctx, row)
    fixtures.push(row.fixture_id)
  }
  const bets = await settleReadyBets(ctx, 200)
  return { fixtures, ...bets }
}

const legsOf = async (db: Db, betIds: ReadonlyArray<string>) => betIds.length === 0 ? [] :
  db.selectFrom('sports_legs as l').innerJoin('sports_fixtures as f', 'f.fixture_id', 'l.fixture_id')
    .select(['l.bet_id', 'l.leg_no', 'l.fixture_id', 'l.selection', 'l.odds', 'l.line2', 'l.won', 'f.home', 'f.away', 'f.league_id', 'f.status', 'f.result'])
    .where('l.bet_id', 'in', betIds).orderBy('l.bet_id').orderBy('l.leg_no').execute()

const legView = (l: Awaited<ReturnType<typeof legsOf>>[number]) => {
  const result = l.status === 'settled' ? l.result as unknown as MatchResult : null
  return { fixture: l.fixture_id, home: l.home, away: l.away, selection: l.selection, odds: l.odds, line2: l.line2, won: l.won, final: result ? { home: result.home, away: result.away, decider: result.decider } : null }
}

/**
 * What each placed bet may be cashed out for now (sports-math.ts cashOutValue): every selection already won counts 1;
 * each one still to play, the model's chance from its fixture's score and minutes left. Null: none now (a selection
 * lost, or one not priced right now). One read of the fixtures for all the bets.
 */
const cashOutQuotes = async (ctx: SportsContext, bets: ReadonlyArray<{ maxWin: number; legs: ReadonlyArray<{ fixture_id: string; selection: string; won: boolean | null }> }>) => {
  const now = ctx.now()
  const live = bets.map((b) => (b.legs.length > 0 && b.legs.every((l) => l.won !== false) && b.legs.some((l) => l.won === null) ? b.legs.filter((l) => l.won === null) : []))
  const ids = [...new Set(live.flat().map((l) => l.fixture_id))]
  // A leg's fixture row exists (the leg's foreign key): one read for every bet's.
  const rows = ids.length === 0 ? [] : await ctx.db.selectFrom('sports_fixtures').selectAll().where('fixture_id', 'in', ids).execute()
  const byId = new Map(rows.map((r) => [r.fixture_id, r]))
  const chanceOf = (leg: { fixture_id: string; selection: string }): number | null => {
    const row = byId.get(leg.fixture_id)
    const parsed = parseFixtureId(leg.fixture_id)
    if (!row || !parsed || row.status !== 'open') return null
    const fixture = fixtureOf(parsed.league, parsed.slotNo)
    const times = fixtureTimes(parsed.league, ctx.secondMs, parsed.slotNo)
    const offer = offerAt(fixture, times, matchOf(fixture, openSeed(ctx.key, row.server_seed), row.server_seed_hash), now, cachedPrice)
    if (offer.status !== 'open') return null
    return cachedChances(fixture, offer.score.home, offer.score.away, SPORT_MODELS[fixture.league.sport].minutes - offer.played)[leg.selection] ?? null
  }
  return bets.map((b, i) => (live[i]!.length === 0 ? null : cashOutValue(b.maxWin, live[i]!.map(chanceOf))))
}

/** A member's recent bets on a title, newest first, with their selections and, while open, what each may be cashed out for. */
export const memberSportsBets = async (ctx: SportsContext, memberId: number, gameId: string, limit = 20) => {
  const bets = await ctx.db.selectFrom('sports_bets').select(['bet_id', 'stake', 'odds', 'max_win', 'win', 'status', 'cashed_out', 'created_at'])
    .where('member_id', '=', memberId).where('game_id', '=', gameId).where('status', '!=', 'refused')
    .orderBy('created_at', 'desc').limit(limit).execute()
  const legs = await legsOf(ctx.db, bets.map((b) => b.bet_id))
  const mine = bets.map((b) => legs.filter((l) => l.bet_id === b.bet_id))
  const quotes = await cashOutQuotes(ctx, bets.map((b, i) => ({ maxWin: Number(b.max_win), legs: b.status === 'placed' ? mine[i]! : [] })))
  return bets.map((b, i) => ({
    betId: b.bet_id, stake: Number(b.stake), odds: b.odds, maxWin: Number(b.max_win), win: b.win === null ? null : Number(b.win), status: b.status, cashedOut: b.cashed_out,
    time: new Date(b.created_at).getTime(), legs: mine[i]!.map(legView), cashOut: quotes[i] ?? null,
  }))
}

/**
 * Cashes out a placed bet at the value the player saw: refused with ODDS_CHANGED (and the value
 * now in `value.cashOut`) when it has moved, BETS_CLOSED when there is none now. The win is
 * decided (status `paying`, `cashed_out`) before the credit, so the settlement cannot also pay the
 * bet; a credit cut short is finished by the settlement job.
 */
export const cashOutSportsBet = async (ctx: SportsContext, session: GameSession, betId: string, amount: number) => {
  const bet = await ctx.db.selectFrom('sports_bets as b').innerJoin('games as g', 'g.id', 'b.game_id')
    .select(['b.bet_id', 'b.member_id', 'b.stake', 'b.max_win', 'b.status', 'g.vassalage'])
    .where('b.bet_id', '=', betId).where('b.member_id', '=', session.memberId).executeTakeFirst()
  if (!bet) throw new ApiError('NOT_FOUND', 'No such bet.')
  if (bet.status !== 'placed') throw new ApiError('BETS_CLOSED', 'This bet is settled or being settled.', { cashOut: null })
  const legs = await ctx.db.selectFrom('sports_legs').select(['fixture_id', 'selection', 'won']).where('bet_id', '=', betId).execute()
  const [quote] = await cashOutQuotes(ctx, [{ maxWin: Number(bet.max_win), legs }])
  if (quote === null || quote === undefined) throw new ApiError('BETS_CLOSED', 'This bet cannot be cashed out right now.', { cashOut: null })
  if (quote !== amount) throw new ApiError('ODDS_CHANGED', 'The cash-out value has changed.', { cashOut: quote })
  const claimed = await ctx.db.updateTable('sports_bets').set({ status: 'paying', win: quote, cashed_out: true }).where('bet_id', '=', betId).where('status', '=', 'placed').executeTakeFirst()
  if (claimed.numUpdatedRows === 0n) throw new ApiError('BETS_CLOSED', 'This bet is settled or being settled.', { cashOut: null })
  await pay(ctx, bet, Number(bet.stake), quote)
  const balance = await ctx.wallet.balance(session.memberId)
  return { betId, win: quote, balance: balance.balance }
}

/** A bet (or a fixture) as anyone may check it: each fixture's teams, ratings and lines, and its seed and result once settled. */
export const sportsForVerification = async (db: Db, id: string) => {
  const bet = parseFixtureId(id) ? null : await db.selectFrom('sports_bets').select(['bet_id', 'stake', 'odds', 'max_win', 'win', 'status', 'cashed_out']).where('bet_id', '=', id).executeTakeFirst()
  const legs = bet ? await legsOf(db, [bet.bet_id]) : []
  const ids = bet ? legs.map((l) => l.fixture_id) : [id]
  const rows = ids.length === 0 ? [] : await db.selectFrom('sports_fixtures').selectAll().where('fixture_id', 'in', ids).execute()
  if (rows.length === 0) return null
  const fixtures = rows.map((row) => {
    const parsed = parseFixtureId(row.fixture_id)!
    const f = fixtureOf(parsed.league, parsed.slotNo)
    const settled = row.status === 'settled'
    return {
      fixtureId: row.fixture_id, league: parsed.league.name, sport: parsed.league.sport, slotNo: parsed.slotNo,
      home: { name: f.home.name, rating: f.home.rating }, away: { name: f.away.name, rating: f.away.rating },
      line2: f.line2, total2: f.total2, status: row.status, serverSeedHash: row.server_seed_hash,
      serverSeed: settled ? row.server_seed : null, result: settled ? row.result : null,
    }
  })
  return {
    bet: bet ? { betId: bet.bet_id, stake: Number(bet.stake), odds: bet.odds, maxWin: Number(bet.max_win), win: bet.win === null ? null : Number(bet.win), status: bet.status, cashedOut: bet.cashed_out, legs: legs.map(legView) } : null,
    fixtures,
  }
}

export type { League }
