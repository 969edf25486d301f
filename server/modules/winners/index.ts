/**
 * The winners module: the public winner board (GCSGAME_getRankList, spec §7), the latest big
 * wins of real settled rounds with masked accounts, cached in memory for a few seconds.
 */
import type { FastifyPluginAsync } from 'fastify'
import { Endpoints, type RankListReply } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { loadBoard } from './board.ts'
import { createBoardCache } from './cache.ts'

export const winnersModule: FastifyPluginAsync = async (app) => {
  const cache = createBoardCache<RankListReply>(() => app.tala.now())
  route(app, Endpoints.rankList, async ({ body }) => cache.get(`${body.gameType ?? ''}|${body.limit ?? ''}`, async () => ({ list: await loadBoard(app.tala.db, body) })), { repliesByIdentity: true })
}

export { DEFAULT_WINNER_BOARD } from './board.ts'
