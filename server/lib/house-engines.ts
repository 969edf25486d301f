/**
 * Which house engine plays a catalogue title (`games.house_game`), by its game type and, for
 * the live tables, its name (the cockfight vendor's titles, by their vendor): a title keeps its name and art, its engine comes from its type.
 * SPORTS and ESPORTS titles (not DS88's) open the sportsbook, ELOTT titles the e-lottery (its name picks the game:
 * server/providers/house/lottery-titles.ts), LOTT titles (TCG_LOTTO_VN's and the other lottery vendors') the Vietnamese lottery. Here, below the database layer,
 * because the catalogue seed sets it; the house provider (server/providers/house) serves each
 * engine's page.
 */
/** Every engine, each with its page at /house/<engine>/. */
export const HOUSE_ENGINES = ['slot', 'fish', 'baccarat', 'roulette', 'cockfight', 'bingo', 'poker', 'sports', 'lottery', 'vnlottery'] as const
export type HouseEngine = (typeof HOUSE_ENGINES)[number]

const BY_TYPE: Readonly<Record<string, HouseEngine>> = { FISH: 'fish', BINGO: 'bingo', PVP: 'poker', SPORTS: 'sports', ESPORTS: 'sports', ELOTT: 'lottery', LOTT: 'vnlottery' }

/** A LIVE title is a roulette table when its name says so, else a baccarat table. */
const liveEngine = (name: string): HouseEngine => (/roulette/i.test(name) ? 'roulette' : 'baccarat')

/** The sports vendor whose titles are cockfights (spec §9 moves it to its own COCKFIGHT category). */
const COCKFIGHT_VENDOR = 'DS88'
/** The Vietnamese lottery's vendor: its titles play the regional daily draws. */
const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN'

export const houseEngineOf = (gameType: string, name: string, vassalage: string): HouseEngine =>
  vassalage === COCKFIGHT_VENDOR ? 'cockfight' : vassalage === VN_LOTTERY_VENDOR ? 'vnlottery' : gameType === 'LIVE' ? liveEngine(name) : BY_TYPE[gameType] ?? 'slot'
