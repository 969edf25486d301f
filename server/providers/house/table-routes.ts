/**
 * The shared tables' API (LIVE titles: baccarat and roulette): the page's state and bets
 * (carrying the game session), the public live feed of a table (server-sent events), the
 * public verification of a round, and the settlement job of this process.
 */
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { sendStatic, staticBody } from '../../http/static-body.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { HouseEndpoints } from './contract.ts'
import { resolveGameSession } from './sessions.ts'
import { isTableEngine, TABLE_GAMES, TABLE_ENGINES, type TableEngine } from './table-games.ts'
import { memberHand, memberSlips, placeSlip, tableIdOf, tableRoundForVerification, tableSetup, tableSnapshot, type TableContext } from './table-rounds.ts'
import { createTableFeed } from './table-stream.ts'
import { startTableSettlement } from './table-settlement.ts'

export interface TableOptions {
  /** The length of a table second in ms (TABLE_SECOND_MS; tests shorten the rounds). */
  readonly secondMs: number
  /** How often this process settles due rounds, in ms (TABLE_TICK_MS); 0 runs none (tests settle by hand). */
  readonly tickMs: number
}

export const DEFAULT_TABLE_SECOND_MS = 1_000
export const DEFAULT_TABLE_TICK_MS = 1_000

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const VERIFY_PAGE = staticBody(readFileSync(`${publicDir}table-verify.html`), 'text/html; charset=utf-8')
const RULES_SCRIPT = staticBody(readFileSync(`${publicDir}table-rules.js`), 'text/javascript; charset=utf-8')
const VERIFY_SCRIPT = staticBody(readFileSync(`${publicDir}table-verify.js`), 'text/javascript; charset=utf-8')

export const registerTableRoutes = (app: FastifyInstance, wallet: SeamlessWallet, options: TableOptions): void => {
  const ctx: TableContext = { db: app.tala.db, key: app.tala.secretsKey, wallet, secondMs: options.secondMs, now: () => app.tala.now() }
  const feed = createTableFeed((engine, tableId) => tableSnapshot(ctx, engine, tableId), (e) => app.log.warn({ err: e }, 'table feed snapshot failed'))

  const tableSession = async (token: string) => {
    const session = await resolveGameSession(ctx.db, token, ctx.now())
    if (!isTableEngine(session.game.house_game)) throw new ApiError('FORBIDDEN', 'This game session belongs to another game.')
    return { session, engine: session.game.house_game as TableEngine }
  }

  route(app, HouseEndpoints.tableState, async ({ body }) => {
    const { session, engine } = await tableSession(body.s)
    const tableId = tableIdOf(session)
    const [setup, table, slips, hand, bal] = await Promise.all([tableSetup(ctx.db, engine, tableId), tableSnapshot(ctx, engine, tableId), memberSlips(ctx.db, session.memberId, tableId),
      memberHand(ctx, engine, tableId, session.memberId), wallet.balance(session.memberId)])
    const room = session.roomId ? await ctx.db.selectFrom('game_rooms').select('name').where('id', '=', session.roomId).executeTakeFirst() : undefined
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage, engine, tableId, room: room?.name ?? null },
      language: session.language, account: session.account, balance: bal.balance,
      chips: setup.chips, roundLimit: setup.roundLimit, cadence: TABLE_GAMES[engine].cadence, secondMs: ctx.secondMs,
      table, slips, hand,
    }
  })
  route(app, HouseEndpoints.tableBet, async ({ body }) => {
    const { session } = await tableSession(body.s)
    return placeSlip(ctx, session, body.round, body.spots, body.cardSeed)
  })
  route(app, HouseEndpoints.tableVerify, async ({ query }) => {
    const round = await tableRoundForVerification(ctx.db, query.round)
    if (!round) throw new ApiError('NOT_FOUND', 'No such round.')
    return round
  })

  // The live feed: public (a table's state is the same for everyone at it), so no session in the URL.
  app.get<{ Querystring: { table?: unknown } }>('/house/api/table/stream', async (req, reply) => {
    const tableId = typeof req.query.table === 'string' && req.query.table.length <= 64 ? req.query.table : ''
    // A table is a game, or a PVP room of a card game.
    const asGame = tableId ? await ctx.db.selectFrom('games').select(['id', 'house_game']).where('id', '=', tableId).executeTakeFirst() : undefined
    const asRoom = tableId && !asGame ? await ctx.db.selectFrom('game_rooms as r').innerJoin('games as g', 'g.id', 'r.game_id').select(['r.id', 'g.house_game']).where('r.id', '=', tableId).executeTakeFirst() : undefined
    const game = asGame ?? asRoom
    if (!game || !isTableEngine(game.house_game) || (TABLE_GAMES[game.house_game].room ? !asRoom : !asGame)) throw new ApiError('NOT_FOUND', 'No such table.')
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'x-accel-buffering': 'no' })
    // A reconnecting page waits 2 s before asking again.
    res.write('retry: 2000\n\n')
    if (!feed.join(game.house_game as TableEngine, game.id, res)) res.end('event: busy\ndata: {}\n\n')
  })

  for (const engine of TABLE_ENGINES) {
    app.get(`/house/${engine}/verify`, async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), VERIFY_PAGE))
    app.get(`/house/${engine}/verify.js`, async (req, reply) => sendStatic(req, reply, VERIFY_SCRIPT))
    app.get(`/house/${engine}/table-rules.js`, async (req, reply) => sendStatic(req, reply, RULES_SCRIPT))
  }

  let job: { stop(): Promise<void> } | null = null
  if (options.tickMs > 0) app.addHook('onReady', async () => { job = startTableSettlement(ctx, options.tickMs, app.log) })
  // Open feeds would hold the server's close: end them first.
  app.addHook('preClose', async () => { feed.close() })
  app.addHook('onClose', async () => { await job?.stop() })
}
