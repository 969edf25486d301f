/** Member wallet calls: balance, merchant wallet mode, transfers; and the winner board. */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { Endpoints, TransferEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { TRIAL_AGENT_CODE, requireRealAccount } from '../account/index.ts'
import { assertNotBlocked } from '../protection/index.ts'
import { maskAccount } from '../../lib/mask.ts'
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

  route(app, Endpoints.rankList, async ({ body }) => {
    const limit = body.limit ?? 20
    const rows = await db.selectFrom('bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .innerJoin('games as g', 'g.id', 'b.game_id')
      .select(['m.account', 'g.id as game_id', 'g.name', 'g.vassalage', 'g.game_type', 'b.win', 'b.settled_at'])
      .where('b.status', '=', 'settled').where('b.win', '>', '0')
      // Free-play rounds win play money: the public board shows real wins only.
      .where('m.is_agent', '<>', TRIAL_AGENT_CODE)
      // The database's clock, the one that stamped settled_at.
      .where('b.settled_at', '>', sql<Date>`now() - interval '30 days'`)
      .$if(Boolean(body.gameType), (q) => q.where('g.game_type', '=', body.gameType!))
      .orderBy('b.win', 'desc').orderBy('b.settled_at', 'desc').limit(limit).execute()
    return {
      list: rows.map((r) => ({
        account: maskAccount(r.account), gameId: r.game_id, gameName: r.name, vassalage: r.vassalage, gameType: r.game_type,
        winAmount: Number(r.win), time: new Date(r.settled_at!).getTime(),
      })),
    }
  })
}
