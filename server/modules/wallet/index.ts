/**
 * The wallet module: the member's wallets (balance, merchant wallet mode, transfers), the
 * winner board, and the seamless wallet vendors bet through. The SeamlessWallet service is
 * built once per app (createSeamlessWallet) and handed to this module, whose HTTP API serves
 * outside vendors, and to the house provider, which calls it in process.
 */
import type { FastifyPluginAsync } from 'fastify'
import { registerWalletRoutes } from './routes.ts'
import { registerSeamlessRoutes } from './seamless-routes.ts'
import type { SeamlessWallet } from './seamless-wallet.ts'

export interface WalletModuleOptions {
  readonly seamless: SeamlessWallet
}

export const walletModule: FastifyPluginAsync<WalletModuleOptions> = async (app, options) => {
  registerWalletRoutes(app)
  await registerSeamlessRoutes(app, options.seamless)
}

export { createSeamlessWallet, type SeamlessCredit, type SeamlessDebit, type SeamlessRollback, type SeamlessWallet } from './seamless-wallet.ts'
// The vendor API's contract, for the OpenAPI document.
export { SeamlessEndpoints, SeamlessExamples, type SeamlessReply } from './seamless-contract.ts'
export { ensureVendorSecret, sign } from './signature.ts'
// The grouped statement itself, for scripts/wallet-migration-ab.ts to time one function change.
export { runGroup, type SeamlessCall } from './seamless-calls.ts'
// Many plain credits written set-based (the lottery's settlement).
export { creditRounds, type RoundCredit } from './credit-rounds.ts'
// Many lost rounds closed set-based, no money moved (the lottery's losing tickets).
export { closeLostRounds, type LostRound } from './close-lost-rounds.ts'
