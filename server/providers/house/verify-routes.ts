/**
 * Public round verification for players: the slot's page /house/slot/verify?round=<id>&lang=<code>
 * (plain HTML and JS under public/, texts in slot-texts.js) and its API /house/api/verify, and
 * the fish hunter's /house/fish/verify with /house/api/fish/verify, which recomputes in the browser.
 * A round's outcome is recomputed (verify.ts) only once its server seed has been revealed by
 * rotating; before that the page shows the committed hash and says to rotate first.
 */
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { HouseEndpoints } from './contract.ts'
import { roundForVerification } from './rounds.ts'
import { shotForVerification } from './fish-rounds.ts'
import type { Volatility } from './slot-math.ts'
import { checkRecordedRound } from './verify.ts'
import { vnGameOf } from './vn-lottery-math.ts'
import { sendStatic, staticBody } from '../../http/static-body.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const PAGE = staticBody(readFileSync(`${publicDir}verify.html`), 'text/html; charset=utf-8')
const SCRIPT = staticBody(readFileSync(`${publicDir}verify.js`), 'text/javascript; charset=utf-8')
const FISH_PAGE = staticBody(readFileSync(`${publicDir}fish-verify.html`), 'text/html; charset=utf-8')
const FISH_SCRIPT = staticBody(readFileSync(`${publicDir}fish-verify.js`), 'text/javascript; charset=utf-8')

/** The verification page of the house game that kept a round (a slot round, a fish shot, a table slip, a sportsbook bet, an e-lottery ticket); the slot's says when none did. */
const verifyPageOf = async (db: FastifyInstance['tala']['db'], round: string): Promise<string> => {
  if (await db.selectFrom('fish_shots').select('round_id').where('round_id', '=', round).executeTakeFirst()) return '/house/fish/verify'
  const slip = await db.selectFrom('table_bets as b').innerJoin('table_rounds as r', 'r.round_id', 'b.round_id').select('r.engine').where('b.bet_id', '=', round).executeTakeFirst()
  if (slip) return `/house/${slip.engine}/verify`
  if (await db.selectFrom('sports_bets').select('bet_id').where('bet_id', '=', round).executeTakeFirst()) return '/house/sports/verify'
  const ticket = await db.selectFrom('lottery_tickets').select('draw_id').where('ticket_id', '=', round).executeTakeFirst()
  // A Vietnamese lottery ticket's draw is a province's (vn-lottery-math.ts).
  if (ticket) return vnGameOf(ticket.draw_id.split(':')[0]!) ? '/house/vnlottery/verify' : '/house/lottery/verify'
  return '/house/slot/verify'
}

export const registerHouseVerifyRoutes = (app: FastifyInstance): void => {
  // The records link every house round here; it is sent on to its game's page.
  app.get<{ Querystring: { round?: unknown; lang?: unknown } }>('/house/verify', async (req, reply) => {
    // Read without a schema: a round no table can hold was refused on arrival (protocol-edges.ts).
    const round = typeof req.query.round === 'string' && req.query.round.length <= 96 ? req.query.round : ''
    const lang = typeof req.query.lang === 'string' && /^[a-z]{2}$/.test(req.query.lang) ? `&lang=${req.query.lang}` : ''
    const page = round ? await verifyPageOf(app.tala.db, round) : '/house/slot/verify'
    return reply.header('cache-control', 'no-store').redirect(`${page}?round=${encodeURIComponent(round)}${lang}`, 302)
  })
  // Fixed paths win over the slot's /house/slot/:file assets route.
  app.get('/house/slot/verify', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), PAGE))
  app.get('/house/slot/verify.js', async (req, reply) => sendStatic(req, reply, SCRIPT))
  // The fish hunter's page recomputes a shot in the browser (Web Crypto), from what the API gives.
  app.get('/house/fish/verify', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), FISH_PAGE))
  app.get('/house/fish/verify.js', async (req, reply) => sendStatic(req, reply, FISH_SCRIPT))
  route(app, HouseEndpoints.fishVerify, async ({ query }) => {
    const shot = await shotForVerification(app.tala.db, query.round)
    if (!shot) throw new ApiError('NOT_FOUND', 'No such round.')
    return shot
  })

  route(app, HouseEndpoints.verify, async ({ query }) => {
    const round = await roundForVerification(app.tala.db, query.round)
    if (!round) throw new ApiError('NOT_FOUND', 'No such round.')
    const { serverSeed } = round
    const check = serverSeed === null ? null : checkRecordedRound({ ...round, serverSeed, volatility: round.volatility as Volatility })
    return {
      roundId: round.roundId, gameId: round.gameId, status: round.status, stake: round.stake,
      clientSeed: round.clientSeed, nonce: round.nonce, serverSeedHash: round.serverSeedHash, serverSeed,
      recorded: { stops: round.stops, win: round.win },
      check,
    }
  })
}
