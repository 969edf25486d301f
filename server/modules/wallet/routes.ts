/** Member wallet calls: balance, merchant wallet mode, transfers. */
import type { FastifyInstance } from 'fastify'
import { Endpoints, TransferEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { requireRealAccount } from '../account/index.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { isSingleWallet, memberWallets, sumBalance, transfer } from './ledger.ts'

export const registerWalletRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  route(app, Endpoints.walletBalance, async ({ session }) => ({ sumBalance: sumBalance(await memberWallets(db, Number(session!.memberId))) }))

  route(app, TransferEndpoints.merchantWallet, async ({ session }) => {
    const wallets = await memberWallets(db, Number(session!.memberId))
    return { isSingle: await isSingleWallet(db), main: wallets.main, wallets: wallets.wallets }
  })

  route(app, TransferEndpoints.walletTransfer, async ({ body, session }) => {
    const s = requireRealAccount(session)
    if (await isSingleWallet(db)) throw new ApiError('TRANSFER_NOT_ALLOWED', 'This site uses one wallet for every game; there is nothing to transfer.')
    // Player protection: money may come back to the main wallet (to withdraw it), not go to a game's.
    if (body.to !== 'MAIN') await assertNotBlocked(db, Number(s.memberId), app.tala.now())
    await transfer(db, Number(s.memberId), body.from, body.to, body.amount, body.requestId)
    const wallets = await memberWallets(db, Number(s.memberId))
    return { isSingle: false, main: wallets.main, wallets: wallets.wallets }
  })
  // The winner board (Endpoints.rankList) is the winners module's.
}
