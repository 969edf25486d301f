/**
 * The house sportsbook's API (SPORTS and ESPORTS titles): the page's state (the board of its
 * leagues and the member's bets), bets and cash-outs, all carrying the game session; the public
 * verification of a bet or fixture and its page; and this process's settlement job (every
 * TABLE_TICK_MS, beside the tables'). The board is read by the page every couple of seconds
 * rather than pushed: it is the member's own view (balance, bets) as much as the fixtures', odds
 * move by the match minute, and each read is a handful of indexed rows plus cached prices.
 */
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { sendStatic, staticBody } from '../../http/static-body.ts'
import { startTicker } from '../../lib/ticker.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { HouseEndpoints } from './contract.ts'
import { resolveGameSession } from './sessions.ts'
import { cashOutSportsBet, memberSportsBets, placeSportsBet, settleSportsbook, sportsBoard, sportsForVerification, SPORTS_LIMITS, type SportsContext } from './sports-book.ts'
import { CASHOUT_MARGIN_BP, MARGIN_BP, MAX_LEGS, MAX_PARLAY_ODDS, SPORT_MODELS } from './sports-math.ts'
import type { TableOptions } from './table-routes.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const VERIFY_PAGE = staticBody(readFileSync(`${publicDir}sports-verify.html`), 'text/html; charset=utf-8')
const VERIFY_SCRIPT = staticBody(readFileSync(`${publicDir}sports-verify.js`), 'text/javascript; charset=utf-8')

export const registerSportsRoutes = (app: FastifyInstance, wallet: SeamlessWallet, options: TableOptions): void => {
  const ctx: SportsContext = { db: app.tala.db, key: app.tala.secretsKey, wallet, secondMs: options.secondMs, now: () => app.tala.now() }

  const sportsSession = async (token: string) => {
    const session = await resolveGameSession(ctx.db, token, ctx.now())
    if (session.game.house_game !== 'sports') throw new ApiError('FORBIDDEN', 'This game session belongs to another game.')
    return session
  }

  route(app, HouseEndpoints.sportsState, async ({ body }) => {
    const session = await sportsSession(body.s)
    const [board, bets, bal] = await Promise.all([
      sportsBoard(ctx, session.game.game_type, session.game.vassalage),
      memberSportsBets(ctx, session.memberId, session.game.id),
      wallet.balance(session.memberId),
    ])
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage, gameType: session.game.game_type },
      language: session.language, account: session.account, balance: bal.balance, secondMs: ctx.secondMs,
      limits: { ...SPORTS_LIMITS, maxLegs: MAX_LEGS, maxParlayOdds: MAX_PARLAY_ODDS, marginBp: MARGIN_BP, cashOutMarginBp: CASHOUT_MARGIN_BP },
      models: Object.fromEntries(Object.entries(SPORT_MODELS).map(([sport, m]) => [sport, { minutes: m.minutes, closeBeforeEnd: m.closeBeforeEnd, suspendAfterScore: m.suspendAfterScore }])),
      board, bets,
    }
  })
  route(app, HouseEndpoints.sportsBet, async ({ body }) => placeSportsBet(ctx, await sportsSession(body.s), body.legs, body.stake, body.acceptAnyOdds === true))
  route(app, HouseEndpoints.sportsCashOut, async ({ body }) => cashOutSportsBet(ctx, await sportsSession(body.s), body.bet, body.amount))
  route(app, HouseEndpoints.sportsVerify, async ({ query }) => {
    const found = await sportsForVerification(ctx.db, query.round)
    if (!found) throw new ApiError('NOT_FOUND', 'No such bet or fixture.')
    return found
  })
  app.get('/house/sports/verify', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), VERIFY_PAGE))
  app.get('/house/sports/verify.js', async (req, reply) => sendStatic(req, reply, VERIFY_SCRIPT))

  let job: { stop(): Promise<void> } | null = null
  if (options.tickMs > 0) {
    app.addHook('onReady', async () => {
      const owner = randomUUID()
      job = startTicker(options.tickMs, () => settleSportsbook(ctx, owner)
        .then((done) => {
          if (done.bets > 0) app.log.info({ fixtures: done.fixtures.length, bets: done.bets, paid: done.paid }, 'sportsbook settled')
          if (done.failed.length > 0) app.log.warn({ bets: done.failed }, 'sportsbook bets the wallet would not settle; retried every tick')
        })
        .catch((e: unknown) => { app.log.warn({ err: e }, 'sportsbook settlement failed; the next tick retries') }))
    })
  }
  app.addHook('onClose', async () => { await job?.stop() })
}
