/**
 * The game calls of spec §7: vendor lanes, the catalogue (paged, searchable, filterable),
 * a vendor's game types, hot games, recent games, favourites, PVP rooms and the lottery
 * menu. See server/README.md ("Catalogue"). The catalogue and hot games answer from the
 * in-memory catalogue (catalogue-cache.ts); a member's own lists read the database.
 */
import type { FastifyInstance } from 'fastify'
import { Endpoints, LotteryEndpoints } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError, clip } from '../../http/errors.ts'
import { getSetting } from '../../db/settings.ts'
import type { Session } from '../../http/token.ts'
import { loadVendorLanes } from './lanes.ts'
import { catalogue, hotGames, listGames, recentGames } from './catalogue.ts'
import { addFavorite, favoriteGames, favoriteIds, removeFavorite } from './favorites.ts'
import { listRooms, lotteryMenus, popularLottery } from './rooms-menus.ts'
import type { CatalogueCache } from './catalogue-cache.ts'

const memberIdOf = (session: Session | null): number => {
  if (!session) throw new ApiError('UNAUTHORIZED', 'you are not logged in, please login')
  return Number(session.memberId)
}

export const registerGameRoutes = (app: FastifyInstance, games: CatalogueCache): void => {
  const db = () => app.tala.db

  const checkMerchant = async (merchantCode: string | undefined) => {
    if (merchantCode === undefined) return
    const brand = await getSetting(db(), 'brand')
    if (!brand || merchantCode !== brand.merchantCode) {
      throw new ApiError('BAD_REQUEST', `Unknown merchant code "${clip(merchantCode, 64)}".`)
    }
  }

  route(app, Endpoints.gameVendor, async ({ body }) => {
    await checkMerchant(body.merchantCode)
    return { data: { lanes: await loadVendorLanes(db()) } }
  })

  // A page asked for again is the same object: its reply bytes are made once (catalogue-cache.ts).
  route(app, Endpoints.gameList, async ({ body }) => {
    await checkMerchant(body.merchantCode)
    return listGames(games, body)
  }, { repliesByIdentity: true })

  route(app, Endpoints.vassGameType, async ({ body }) => {
    const rows = await catalogue(db())
      .where('games.vassalage', '=', body.vassalage)
      .select(['games.game_type', 'game_vendors.display_name', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['games.game_type', 'game_vendors.display_name', 'game_vendors.sort'])
      .orderBy('game_vendors.sort')
      .execute()
    if (rows.length === 0) throw new ApiError('NOT_FOUND', `No vendor "${clip(body.vassalage, 64)}".`)
    return {
      vassalage: body.vassalage,
      displayName: rows[0]!.display_name,
      list: rows.map((r) => ({ gameType: r.game_type as never, count: Number(r.n) })),
    }
  })

  route(app, Endpoints.hotGames, async ({ body }) => {
    await checkMerchant(body.merchantCode)
    return { list: await hotGames(games, body.vassalage) }
  })

  route(app, Endpoints.recentGames, async ({ body, session }) => ({
    list: await recentGames(db(), memberIdOf(session), body.limit ?? 12),
  }))

  route(app, Endpoints.favoriteGames, async ({ body, session }) => {
    const memberId = memberIdOf(session)
    if (body.action && !body.gameId) throw new ApiError('VALIDATION_FAILED', 'gameId is required to add or remove a favourite.')
    if (body.gameId && !body.action) throw new ApiError('VALIDATION_FAILED', 'action (add or remove) is required with a gameId.')
    if (body.action === 'add') await addFavorite(db(), memberId, body.gameId!)
    if (body.action === 'remove') await removeFavorite(db(), memberId, body.gameId!)
    return { gameIds: await favoriteIds(db(), memberId) }
  })

  route(app, Endpoints.favoriteGamesList, async ({ session }) => ({ list: await favoriteGames(db(), memberIdOf(session)) }))

  route(app, Endpoints.roomList, async ({ body, session }) => {
    memberIdOf(session)
    return { list: await listRooms(db(), body) }
  })

  route(app, Endpoints.gameMenus, async () => ({ gameMenus: await lotteryMenus(db()) }))
  route(app, LotteryEndpoints.popularLottery, async () => ({ list: await popularLottery(db(), app.tala.now()) }))
}
