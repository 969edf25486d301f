/**
 * The house game provider: its games' pages at /house/<engine>/ (the slot, the fish hunter) and their API. The game launch opens
 * its sessions (openGameSession); it pays through the SeamlessWallet it is given. The slot
 * math and the provably-fair functions are public so anyone can re-check a round.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { registerHouseRoutes } from './routes.ts'

export interface HouseProviderOptions {
  readonly wallet: SeamlessWallet
}

export const houseProvider: FastifyPluginAsync<HouseProviderOptions> = async (app, options) => {
  registerHouseRoutes(app, options.wallet)
}

export { openGameSession } from './sessions.ts'
export { HOUSE_ENGINES, houseEngineOf, type HouseEngine } from '../../lib/house-engines.ts'
export { FISH, FISH_STAKES, catches, recomputeShot, shotDraw } from './fish-math.ts'
export { HouseEndpoints } from './contract.ts'
export { fairStops, hashSeed } from './fair.ts'
export { SYMBOLS, STAKES, evaluate, slotGame, type Volatility } from './slot-math.ts'
export { recomputeRound, checkRecordedRound, type RoundSeeds, type RecordedRound } from './verify.ts'
