/**
 * The wallet module: the member's wallets (balance, merchant wallet mode, transfers), the
 * winner board, and the seamless wallet vendors bet through. The SeamlessWallet service is
 * built once per app (createSeamlessWallet) and handed to this module, whose HTTP API serves
 * outside vendors, and to the house provider, which calls it in process.
 */
import type { FastifyPluginAsync } from 'fastify'
import { isDatabaseUnavailable } from '../../db/resilient-pool.ts'
import { registerWalletRoutes } from './routes.ts'
import { registerSeamlessRoutes } from './seamless-routes.ts'
import { sealVendorSecrets } from './signature.ts'
import type { SeamlessWallet } from './seamless-wallet.ts'

export interface WalletModuleOptions {
  readonly seamless: SeamlessWallet
}

export const walletModule: FastifyPluginAsync<WalletModuleOptions> = async (app, options) => {
  // Vendor secrets written in clear (before they were sealed, or by hand) are sealed first.
  // A database that is away must not stop the server from starting: the next start seals them.
  try {
    const sealed = await sealVendorSecrets(app.tala.db, app.tala.secretsKey)
    if (sealed > 0) app.log.info({ sealed }, 'vendor secrets sealed at rest')
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e
    app.log.warn('vendor secrets not checked for sealing: the database is away')
  }
  registerWalletRoutes(app)
  await registerSeamlessRoutes(app, options.seamless)
}

export { createSeamlessWallet, type SeamlessCredit, type SeamlessDebit, type SeamlessRollback, type SeamlessWallet } from './seamless-wallet.ts'
// The vendor API's contract, for the OpenAPI document.
export { SeamlessEndpoints, type SeamlessReply } from './seamless-contract.ts'
export { ensureVendorSecret, sign } from './signature.ts'
// The grouped statement itself, for scripts/wallet-migration-ab.ts to time one function change.
export { runGroup, type SeamlessCall } from './seamless-calls.ts'
