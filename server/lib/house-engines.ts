/**
 * Which house engine plays a catalogue title (`games.house_game`), by its game type: a title
 * keeps its name and art, its engine comes from its type. Types without an engine of their own
 * yet play the slot. Here, below the database layer, because the catalogue seed sets it; the
 * house provider (server/providers/house) serves each engine's page.
 */
/** Every engine, each with its page at /house/<engine>/. */
export const HOUSE_ENGINES = ['slot', 'fish'] as const
export type HouseEngine = (typeof HOUSE_ENGINES)[number]

const BY_TYPE: Readonly<Record<string, HouseEngine>> = { FISH: 'fish' }

export const houseEngineOf = (gameType: string): HouseEngine => BY_TYPE[gameType] ?? 'slot'
