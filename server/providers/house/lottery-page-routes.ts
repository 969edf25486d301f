/**
 * The e-lottery's pages: /house/lottery/ for an ELOTT title's game session, and the public
 * verification page /house/lottery/verify?round=<draw or ticket id>. The game page is served
 * already naming the game its session's title plays (lottery.html's __GAME__), so the page's
 * first call asks for the right one; the API checks it against the session again. A page
 * opened without a live session is the 5-digit one, whose first call then says the session ended.
 */
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sendStatic, staticBody } from '../../http/static-body.ts'
import { LOTTERY_GAME_IDS, type LotteryGameId } from './lottery-math.ts'
import { sessionLotteryGame } from './lottery-titles.ts'
import { resolveGameSession } from './sessions.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const html = readFileSync(`${publicDir}lottery.html`, 'utf8')
const PAGES = new Map(LOTTERY_GAME_IDS.map((game) => [game, staticBody(html.replaceAll('__GAME__', game), 'text/html; charset=utf-8')]))
const VERIFY_PAGE = staticBody(readFileSync(`${publicDir}lottery-verify.html`), 'text/html; charset=utf-8')
const VERIFY_SCRIPT = staticBody(readFileSync(`${publicDir}lottery-verify.js`), 'text/javascript; charset=utf-8')

export const registerLotteryPageRoutes = (app: FastifyInstance): void => {
  app.get<{ Querystring: { s?: unknown } }>('/house/lottery/', async (req, reply) => {
    const s = typeof req.query.s === 'string' && req.query.s.length <= 128 ? req.query.s : ''
    let game: LotteryGameId = 'ELOTT5'
    if (s) {
      const session = await resolveGameSession(app.tala.db, s, app.tala.now()).catch(() => null)
      if (session && session.game.house_game === 'lottery') game = sessionLotteryGame(session)
    }
    return sendStatic(req, reply.header('cache-control', 'no-store'), PAGES.get(game)!)
  })
  // Fixed paths win over the page's /house/lottery/:file assets route.
  app.get('/house/lottery/verify', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), VERIFY_PAGE))
  app.get('/house/lottery/verify.js', async (req, reply) => sendStatic(req, reply, VERIFY_SCRIPT))
}
