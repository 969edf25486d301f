/**
 * The house sportsbook's published model (SPORTS and ESPORTS titles): leagues of simulated
 * fixtures on a clock schedule, each fixture's match drawn from its server seed, and the
 * markets priced from the same model with a stated margin.
 *
 * Schedule: fixture n of a league opens (pre-match betting) at n × interval since the epoch,
 * kicks off preMatch later, plays `minutes` match minutes in `match` table seconds (in-play
 * betting), ends, and stays on the board `showing` more seconds. Its teams come from n alone
 * (a rotation over the league's teams), so everyone sees the same fixtures before any seed.
 *
 * The match: each team has a scoring threshold per trial (a 32-bit number): with the league's
 * base B, home advantage A (percent) and the teams' ratings rH, rA,
 *   home = floor(B × rH × A / (rA × 100)), away = floor(B × rA × 100 / (rH × A)), both at most 0.95 × 2^32.
 * The draw is HMAC-SHA256(server seed, "<fixture id>:<block>"), block = 0, 1, ..., read as
 * eight 32-bit words per block, words numbered from 0. Word k = (minute × 2 + side) × trials + j
 * (side 0 home, 1 away; j < trials) decides trial j of that side in that minute: it scores when
 * the word is below the side's threshold; a basketball score is 3 points when the word is below
 * floor(threshold × 3 / 10), else 2; football goals and e-sports kills are 1. A moneyline sport
 * whose match ends level has a sudden-death decider, word minutes × 2 × trials: home wins it
 * when floor(word × (home + away) / 2^32) < home. The decider adds nothing to the score.
 *
 * Markets: football 1X2, basketball and e-sports a moneyline (the decider counts), a handicap
 * and an over/under on half lines fixed per fixture from the model's expected margin and total
 * (no pushes). A selection's probability p comes from the model given the score and the minutes
 * left; its odds (in hundredths) are floor(100 / (p × 1.05)): a 5% margin on every outcome.
 * Odds under 1.01 or over 250.00 are not offered. A parlay's odds are the product of its legs'
 * odds rounded down to hundredths, at most 1,000.00. A bet not yet decided may be cashed out at what it
 * pays if it wins times the model's chance that it will, less 5%.
 */
import { createHmac } from 'node:crypto'

export type Sport = 'football' | 'basketball' | 'esports'

export interface SportModel {
  /** Match minutes, and scoring trials per side per minute. */
  readonly minutes: number
  readonly trials: number
  /** A trial's scoring threshold for two equal teams, out of 2^32. */
  readonly base: number
  /** Home advantage in percent (100: none). */
  readonly homeAdv: number
  /** Basketball: 3 in 10 scores are threes. */
  readonly threes: boolean
  /** A moneyline with a sudden-death decider (basketball, e-sports) rather than 1X2 (football). */
  readonly twoWay: boolean
  /** In-play betting on a fixture stops for this many match minutes after a score (football's goals). */
  readonly suspendAfterScore: number
  /** In-play betting stops this many match minutes before the end. */
  readonly closeBeforeEnd: number
  /** In table seconds: a fixture every `interval`, pre-match betting for `preMatch`, the match for `match`, then on the board for `showing`. */
  readonly cadence: { readonly interval: number; readonly preMatch: number; readonly match: number; readonly showing: number }
}

const TWO_32 = 0x1_0000_0000
export const MAX_THRESHOLD = Math.floor(0.95 * TWO_32)

export const SPORT_MODELS: Readonly<Record<Sport, SportModel>> = {
  football: { minutes: 90, trials: 1, base: Math.floor(0.0145 * TWO_32), homeAdv: 110, threes: false, twoWay: false, suspendAfterScore: 3, closeBeforeEnd: 5, cadence: { interval: 60, preMatch: 120, match: 180, showing: 30 } },
  basketball: { minutes: 48, trials: 2, base: Math.floor(0.5 * TWO_32), homeAdv: 103, threes: true, twoWay: true, suspendAfterScore: 0, closeBeforeEnd: 3, cadence: { interval: 60, preMatch: 120, match: 144, showing: 30 } },
  esports: { minutes: 30, trials: 1, base: Math.floor(0.55 * TWO_32), homeAdv: 100, threes: false, twoWay: true, suspendAfterScore: 0, closeBeforeEnd: 2, cadence: { interval: 60, preMatch: 120, match: 120, showing: 30 } },
}

export interface Team { readonly name: string; readonly rating: number }
export interface League {
  readonly id: string
  readonly sport: Sport
  readonly name: string
  /** 'SPORTS' for the football and basketball leagues; an e-sports vendor's code for its league. */
  readonly provider: string
  /** E-sports: the game played. */
  readonly game?: string
  readonly teams: ReadonlyArray<Team>
}

const teams = (list: ReadonlyArray<[string, number]>): Team[] => list.map(([name, rating]) => ({ name, rating }))

/** The leagues (names and ratings are the house's own inventions). */
export const LEAGUES: ReadonlyArray<League> = [
  { id: 'tpl', sport: 'football', name: 'Tala Premier League', provider: 'SPORTS', teams: teams([['Manila Tamaraws', 118], ['Cebu Sharks', 112], ['Davao Eagles', 108], ['Iloilo Warriors', 100], ['Baguio Pines', 96], ['Bacolod Blaze', 92], ['Zamboanga Waves', 88], ['Tacloban Storm', 84]]) },
  { id: 'arc', sport: 'football', name: 'Archipelago Cup', provider: 'SPORTS', teams: teams([['Luzon United', 115], ['Visayas Stars', 110], ['Mindanao City', 104], ['Palawan Reef', 98], ['Bohol Rovers', 94], ['Samar Athletic', 88]]) },
  { id: 'tbl', sport: 'basketball', name: 'Tala Basketball League', provider: 'SPORTS', teams: teams([['Quezon Kings', 104], ['Pasig Titans', 103], ['Makati Bulls', 102], ['Taguig Hawks', 101], ['Cavite Chargers', 100], ['Laguna Lakers', 99], ['Batangas Bolts', 98], ['Pampanga Giants', 97]]) },
  { id: 'av', sport: 'esports', name: 'Avalon Legends League', provider: 'AV', game: 'MOBA', teams: teams([['Avalon Knights', 106], ['Mystic Owls', 103], ['Iron Lotus', 101], ['Night Foxes', 99], ['Jade Serpents', 97], ['Storm Riders', 95]]) },
  { id: 'ai', sport: 'esports', name: 'Aim Masters Series', provider: 'AI', game: 'Tactical shooter', teams: teams([['Aim Vipers', 105], ['Crosshair Co.', 103], ['Headshot Heroes', 100], ['Silent Scopes', 99], ['Red Dot', 97], ['Flash Point', 96]]) },
  { id: 'imes', sport: 'esports', name: 'Imperial Clash', provider: 'IMES', game: 'MOBA', teams: teams([['Imperial Guard', 106], ['Dragon Court', 103], ['Golden Army', 101], ['Jade Emperors', 98], ['Silk Road', 97], ['Great Wall', 95]]) },
  { id: 'tf', sport: 'esports', name: 'Forge Arena Series', provider: 'TF', game: 'Battle arena', teams: teams([['Forge Masters', 105], ['Anvil Crew', 103], ['Molten Core', 101], ['Steel Wolves', 99], ['Spark Squad', 97], ['Hammer Fall', 95]]) },
  { id: 'ia', sport: 'esports', name: 'Ion Arena Pro', provider: 'IA', game: 'Tactical shooter', teams: teams([['Ion Pulse', 106], ['Plasma Five', 103], ['Quantum Gaming', 100], ['Neon Nomads', 99], ['Volt Vanguard', 97], ['Static Shock', 96]]) },
]

const LEAGUE_BY_ID = new Map(LEAGUES.map((l) => [l.id, l]))
export const leagueOf = (id: string): League | undefined => LEAGUE_BY_ID.get(id)

/** The leagues a title shows: a SPORTS title football and basketball; an ESPORTS title its vendor's league (all e-sports leagues for another vendor). */
export const leaguesFor = (gameType: string, vassalage: string): League[] => {
  if (gameType !== 'ESPORTS') return LEAGUES.filter((l) => l.provider === 'SPORTS')
  const own = LEAGUES.filter((l) => l.provider === vassalage)
  return own.length > 0 ? own : LEAGUES.filter((l) => l.sport === 'esports')
}

export interface FixtureTimes { readonly slotNo: number; readonly opensAt: number; readonly kickoffAt: number; readonly endsAt: number; readonly goneAt: number }

export const fixtureTimes = (league: League, secondMs: number, slotNo: number): FixtureTimes => {
  const c = SPORT_MODELS[league.sport].cadence
  const opensAt = slotNo * c.interval * secondMs
  const kickoffAt = opensAt + c.preMatch * secondMs
  const endsAt = kickoffAt + c.match * secondMs
  return { slotNo, opensAt, kickoffAt, endsAt, goneAt: endsAt + c.showing * secondMs }
}

/** The fixtures of a league on the board at `now` (opened and not yet gone), oldest first. */
export const boardSlots = (league: League, secondMs: number, now: number): number[] => {
  const c = SPORT_MODELS[league.sport].cadence
  const step = c.interval * secondMs
  const last = Math.floor(now / step)
  const first = Math.floor((now - (c.preMatch + c.match + c.showing) * secondMs) / step) + 1
  const slots: number[] = []
  for (let n = Math.max(0, first); n <= last; n++) if (fixtureTimes(league, secondMs, n).goneAt > now) slots.push(n)
  return slots
}

export const fixtureIdOf = (leagueId: string, slotNo: number): string => `${leagueId}:${slotNo}`

/** A fixture id's league and slot, or null when it names none. */
export const parseFixtureId = (id: string): { league: League; slotNo: number } | null => {
  const m = /^([a-z]{1,8}):(\d{1,12})$/.exec(id)
  const league = m ? leagueOf(m[1]!) : undefined
  return m && league ? { league, slotNo: Number(m[2]) } : null
}

/** Fixture n's home and away teams: a rotation over the league's teams that never pairs a team with itself. */
export const pairing = (league: League, slotNo: number): { home: Team; away: Team } => {
  const n = league.teams.length
  const i = slotNo % n
  const step = 1 + (Math.floor(slotNo / n) % (n - 1))
  return { home: league.teams[i]!, away: league.teams[(i + step) % n]! }
}

/** The two sides' scoring thresholds (out of 2^32) per trial. */
export const thresholds = (sport: Sport, home: Team, away: Team): { home: number; away: number } => {
  const m = SPORT_MODELS[sport]
  return {
    home: Math.min(MAX_THRESHOLD, Math.floor((m.base * home.rating * m.homeAdv) / (away.rating * 100))),
    away: Math.min(MAX_THRESHOLD, Math.floor((m.base * away.rating * 100) / (home.rating * m.homeAdv))),
  }
}

/** The first `count` words of a fixture's draw. */
export const fixtureWords = (serverSeed: string, fixtureId: string, count: number): number[] => {
  const words: number[] = []
  for (let block = 0; words.length < count; block++) {
    const digest = createHmac('sha256', serverSeed).update(`${fixtureId}:${block}`).digest()
    for (let i = 0; i < 8 && words.length < count; i++) words.push(digest.readUInt32BE(i * 4))
  }
  return words
}

export type Side = 'home' | 'away'
export interface MatchEvent { readonly minute: number; readonly side: Side; readonly points: number }
export interface MatchResult {
  readonly events: ReadonlyArray<MatchEvent>
  readonly home: number
  readonly away: number
  /** Who won the sudden-death decider of a level moneyline match; null otherwise. */
  readonly decider: Side | null
}

/** A fixture's match from its seed: every score by minute, the final score and any decider. */
export const matchFromWords = (sport: Sport, thr: { home: number; away: number }, words: ReadonlyArray<number>): MatchResult => {
  const m = SPORT_MODELS[sport]
  const events: MatchEvent[] = []
  const score = { home: 0, away: 0 }
  for (let minute = 0; minute < m.minutes; minute++) {
    for (let side = 0; side < 2; side++) {
      const name: Side = side === 0 ? 'home' : 'away'
      const t = thr[name]
      for (let j = 0; j < m.trials; j++) {
        const u = words[(minute * 2 + side) * m.trials + j]!
        if (u >= t) continue
        const points = m.threes ? (u < Math.floor((t * 3) / 10) ? 3 : 2) : 1
        events.push({ minute, side: name, points })
        score[name] += points
      }
    }
  }
  let decider: Side | null = null
  if (m.twoWay && score.home === score.away) {
    const u = words[m.minutes * 2 * m.trials]!
    decider = Number((BigInt(u) * BigInt(thr.home + thr.away)) >> 32n) < thr.home ? 'home' : 'away'
  }
  return { events, home: score.home, away: score.away, decider }
}

export const wordsNeeded = (sport: Sport): number => SPORT_MODELS[sport].minutes * 2 * SPORT_MODELS[sport].trials + 1

export interface Fixture {
  readonly id: string
  readonly league: League
  readonly slotNo: number
  readonly home: Team
  readonly away: Team
  readonly thr: { readonly home: number; readonly away: number }
  /** Home's handicap and the total's line, doubled (odd integers: half lines). */
  readonly line2: number
  readonly total2: number
}

/** Distribution of one side's points from `trials` more trials at threshold `t`. */
const pointsDist = (sport: Sport, t: number, trials: number): Float64Array => {
  const m = SPORT_MODELS[sport]
  const p = t / TWO_32
  const steps: Array<[number, number]> = m.threes ? [[2, p - Math.floor((t * 3) / 10) / TWO_32], [3, Math.floor((t * 3) / 10) / TWO_32]] : [[1, p]]
  const top = Math.max(...steps.map(([v]) => v))
  let dist = new Float64Array(trials * top + 1)
  dist[0] = 1
  for (let k = 0; k < trials; k++) {
    const next = new Float64Array(dist.length)
    for (let x = 0; x <= k * top; x++) {
      const q = dist[x]!
      if (q === 0) continue
      next[x] += q * (1 - p)
      for (const [v, pv] of steps) next[x + v] += q * pv
    }
    dist = next
  }
  return dist
}

const expectedPoints = (sport: Sport, t: number): number => {
  const m = SPORT_MODELS[sport]
  const per = m.threes ? 2 * (t / TWO_32) + Math.floor((t * 3) / 10) / TWO_32 : t / TWO_32
  return per * m.minutes * m.trials
}

export const fixtureOf = (league: League, slotNo: number): Fixture => {
  const { home, away } = pairing(league, slotNo)
  const thr = thresholds(league.sport, home, away)
  const eh = expectedPoints(league.sport, thr.home)
  const ea = expectedPoints(league.sport, thr.away)
  return { id: fixtureIdOf(league.id, slotNo), league, slotNo, home, away, thr, line2: -(2 * Math.floor(eh - ea) + 1), total2: 2 * Math.floor(eh + ea) + 1 }
}

export type Market = '1x2' | 'ml' | 'hcp' | 'ou'
export const MARKETS: Readonly<Record<Sport, ReadonlyArray<Market>>> = { football: ['1x2', 'hcp', 'ou'], basketball: ['ml', 'hcp', 'ou'], esports: ['ml', 'hcp', 'ou'] }
export const PICKS: Readonly<Record<Market, ReadonlyArray<string>>> = { '1x2': ['home', 'draw', 'away'], ml: ['home', 'away'], hcp: ['home', 'away'], ou: ['over', 'under'] }

export const isSelection = (sport: Sport, selection: string): boolean => {
  const [market, pick] = selection.split(':') as [Market, string]
  return MARKETS[sport].includes(market) && PICKS[market].includes(pick)
}

/** Whether a selection wins on a final score (an independent reading of these rules is in the tests). */
export const selectionWins = (fixture: Pick<Fixture, 'line2' | 'total2'>, selection: string, r: Pick<MatchResult, 'home' | 'away' | 'decider'>): boolean => {
  const [market, pick] = selection.split(':')
  const diff = r.home - r.away
  switch (market) {
    case '1x2': return pick === (diff > 0 ? 'home' : diff < 0 ? 'away' : 'draw')
    case 'ml': return pick === (diff > 0 ? 'home' : diff < 0 ? 'away' : r.decider)
    case 'hcp': return (2 * diff + fixture.line2 > 0) === (pick === 'home')
    case 'ou': return (2 * (r.home + r.away) > fixture.total2) === (pick === 'over')
    default: return false
  }
}

export const MARGIN_BP = 500
export const MIN_ODDS = 101
export const MAX_LEG_ODDS = 25_000
export const MAX_PARLAY_ODDS = 100_000
export const MAX_LEGS = 8

/** Odds in hundredths for a probability, with the margin; null when not offered. */
export const oddsFor = (p: number): number | null => {
  if (!(p > 0)) return null
  const odds = Math.floor(100 / (p * (1 + MARGIN_BP / 10_000)))
  return odds >= MIN_ODDS && odds <= MAX_LEG_ODDS ? odds : null
}

/** Each selection's probability with `home` and `away` scored so far and `left` minutes to play. */
export const probabilities = (fixture: Fixture, home: number, away: number, left: number): Record<string, number> => {
  const sport = fixture.league.sport
  const m = SPORT_MODELS[sport]
  const dh = pointsDist(sport, fixture.thr.home, left * m.trials)
  const da = pointsDist(sport, fixture.thr.away, left * m.trials)
  let win = 0, level = 0, cover = 0, over = 0
  for (let x = 0; x < dh.length; x++) {
    const px = dh[x]!
    if (px < 1e-15) continue
    for (let y = 0; y < da.length; y++) {
      const q = px * da[y]!
      if (q < 1e-18) continue
      const h = home + x, a = away + y
      if (h > a) win += q
      else if (h === a) level += q
      if (2 * (h - a) + fixture.line2 > 0) cover += q
      if (2 * (h + a) > fixture.total2) over += q
    }
  }
  const lose = Math.max(0, 1 - win - level)
  const out: Record<string, number> = { 'hcp:home': cover, 'hcp:away': 1 - cover, 'ou:over': over, 'ou:under': 1 - over }
  if (m.twoWay) {
    const q = fixture.thr.home / (fixture.thr.home + fixture.thr.away)
    out['ml:home'] = win + level * q
    out['ml:away'] = lose + level * (1 - q)
  } else {
    out['1x2:home'] = win
    out['1x2:draw'] = level
    out['1x2:away'] = lose
  }
  return out
}

/** The odds of every selection (null: not offered). */
export const priceFixture = (fixture: Fixture, home: number, away: number, left: number): Record<string, number | null> => {
  const p = probabilities(fixture, home, away, left)
  return Object.fromEntries(Object.entries(p).map(([k, v]) => [k, oddsFor(v)]))
}

/** A cash-out keeps this much (basis points) of a bet's value for the house. */
export const CASHOUT_MARGIN_BP = 500

/**
 * What the book pays now to settle a bet early: what it pays if it wins, times the chance that
 * every selection not yet decided wins (from the model, given the score and the minutes left),
 * less the cash-out margin, rounded down. Null (no cash-out) when a selection is lost or not
 * priced right now (suspended, closing).
 */
export const cashOutValue = (maxWin: number, chances: ReadonlyArray<number | null>): number | null => {
  if (chances.some((p) => p === null || !(p > 0))) return null
  const value = Math.floor(maxWin * chances.reduce<number>((a, p) => a * p!, 1) * (1 - CASHOUT_MARGIN_BP / 10_000))
  return value > 0 ? value : null
}

/** A parlay's odds: the legs' odds multiplied, rounded down to hundredths, at most MAX_PARLAY_ODDS. */
export const parlayOdds = (odds: ReadonlyArray<number>): number => {
  const product = odds.reduce((acc, o) => acc * BigInt(o), 1n) / 100n ** BigInt(Math.max(0, odds.length - 1))
  return Number(product > BigInt(MAX_PARLAY_ODDS) ? BigInt(MAX_PARLAY_ODDS) : product)
}

export type FixturePhase = 'pre' | 'live' | 'ended'

/** Where a fixture's match stands at `now`: its phase and the match minutes played. */
export const matchClock = (fixture: Fixture, times: FixtureTimes, now: number): { phase: FixturePhase; played: number } => {
  const m = SPORT_MODELS[fixture.league.sport]
  if (now < times.kickoffAt) return { phase: 'pre', played: 0 }
  if (now >= times.endsAt) return { phase: 'ended', played: m.minutes }
  return { phase: 'live', played: Math.min(m.minutes, Math.floor(((now - times.kickoffAt) * m.minutes) / (times.endsAt - times.kickoffAt))) }
}

/** The score after `played` minutes. */
export const scoreAt = (result: MatchResult, played: number): { home: number; away: number } => {
  const s = { home: 0, away: 0 }
  for (const e of result.events) if (e.minute < played) s[e.side] += e.points
  return s
}

export interface Offer {
  readonly phase: FixturePhase
  readonly played: number
  readonly score: { home: number; away: number }
  /** 'open', 'suspended' (just after a goal) or 'closed' (the end is near or past). */
  readonly status: 'open' | 'suspended' | 'closed'
  readonly odds: Record<string, number | null>
}

/** What the book offers on a fixture at `now` given its match (drawn from the sealed seed). */
export const offerAt = (fixture: Fixture, times: FixtureTimes, result: MatchResult, now: number, price = priceFixture): Offer => {
  const m = SPORT_MODELS[fixture.league.sport]
  const { phase, played } = matchClock(fixture, times, now)
  const score = phase === 'pre' ? { home: 0, away: 0 } : scoreAt(result, played)
  if (phase === 'ended' || now < times.opensAt || (phase === 'live' && m.minutes - played <= m.closeBeforeEnd)) return { phase, played, score, status: 'closed', odds: {} }
  if (phase === 'live' && m.suspendAfterScore > 0 && result.events.some((e) => e.minute < played && e.minute >= played - m.suspendAfterScore)) {
    return { phase, played, score, status: 'suspended', odds: {} }
  }
  return { phase, played, score, status: 'open', odds: price(fixture, score.home, score.away, m.minutes - played) }
}
