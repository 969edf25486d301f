/**
 * The Vietnamese lottery's page /house/vnlottery/ (TCG_LOTTO_VN titles) with its files and its
 * verification page, and its API: the region's state and buying a ticket, both carrying the
 * game session of the launch. Tickets go through the shared ticket path (lottery-draws.ts); the
 * draw job that runs them is lottery-routes.ts's. Draws are verified by /house/api/lottery/verify.
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
import { memberTickets, placeTicket, type LotteryContext } from './lottery-draws.ts'
import { drawOf } from './lottery-rules.ts'
import { vnOpenDraws, vnResults } from './vn-lottery-draws.ts'
import { vnTermsView } from './lottery-odds-view.ts'
import { vnCloseBefore } from './vn-lottery-schedule.ts'
import { vnFamilyOf } from './vn-lottery-prize-modes.ts'
import { prizeCount, provinceOf, regionOfTitle, VN_BET_TYPES, VN_PRIZES, VN_REGIONS, vnGameOf, type VnRegion } from './vn-lottery-math.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const asset = (name: string) => readFileSync(`${publicDir}${name}`, 'utf8')
const PAGE = staticBody(asset('vnlottery.html'), 'text/html; charset=utf-8')
const VERIFY_PAGE = staticBody(asset('vnlottery-verify.html'), 'text/html; charset=utf-8')
const VERIFY_SCRIPT = staticBody(asset('vnlottery-verify.js'), 'text/javascript; charset=utf-8')
const js = (name: string) => staticBody(asset(name), 'text/javascript; charset=utf-8')
/** A Map, so a name such as `__proto__` finds nothing. */
const ASSETS = new Map([
  ['slot-texts.js', js('slot-texts.js')], ['vnlottery-texts.js', js('vnlottery-texts.js')], ['house-page.js', js('house-page.js')],
  ['verify-form.js', js('verify-form.js')], ['vnlottery.js', js('vnlottery.js')], ['vnlottery.css', staticBody(asset('vnlottery.css'), 'text/css; charset=utf-8')],
])

/** The regions a title may play: the one its name says, else all three. */
const regionsOf = (title: string): VnRegion[] => {
  const r = regionOfTitle(title)
  return r ? [r] : [...VN_REGIONS]
}

export const registerVnLotteryRoutes = (app: FastifyInstance, wallet: SeamlessWallet, secondMs: number): void => {
  const ctx: LotteryContext = { db: app.tala.db, key: app.tala.secretsKey, wallet, secondMs, now: () => app.tala.now() }

  const vnSession = async (token: string) => {
    const session = await resolveGameSession(ctx.db, token, ctx.now())
    if (session.game.house_game !== 'vnlottery') throw new ApiError('FORBIDDEN', 'This game session belongs to another game.')
    return session
  }

  app.get('/house/vnlottery/', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), PAGE))
  // Fixed paths win over the :file route.
  app.get('/house/vnlottery/verify', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), VERIFY_PAGE))
  app.get('/house/vnlottery/verify.js', async (req, reply) => sendStatic(req, reply, VERIFY_SCRIPT))
  app.get<{ Params: { file: string } }>('/house/vnlottery/:file', async (req, reply) => {
    const a = ASSETS.get(req.params.file)
    if (!a) throw new ApiError('NOT_FOUND', 'No such file.')
    return sendStatic(req, reply, a)
  })

  route(app, HouseEndpoints.vnLotteryState, async ({ body }) => {
    const session = await vnSession(body.s)
    const regions = regionsOf(session.game.name)
    const region = body.region !== undefined && regions.includes(body.region) ? body.region : regions[0]!
    const prizeMode = body.prizeMode ?? 'Lott'
    const [draws, results, tickets, bal, terms] = await Promise.all([
      vnOpenDraws(ctx, region), vnResults(ctx, region, 12), memberTickets(ctx, session.memberId, session.game.id, 30), wallet.balance(session.memberId),
      vnTermsView(ctx.db, vnFamilyOf(region, prizeMode)),
    ])
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage },
      language: session.language, account: session.account, balance: bal.balance, secondMs: ctx.secondMs, serverNow: ctx.now(),
      // The odds and limits in force (the operator may change them): a ticket bought now is priced at these.
      region, regions, prizeMode, betTypes: VN_BET_TYPES, odds: terms.odds, prizeCount: prizeCount(region),
      prizes: VN_PRIZES[region], limits: terms.limits, closeBefore: vnCloseBefore(),
      draws, results,
      tickets: tickets.map((t) => {
        const d = drawOf(t.drawId)
        const g = d ? vnGameOf(d.game) : null
        return { ...t, province: g && d ? provinceOf(g, d.drawNo) : null }
      }),
    }
  })

  route(app, HouseEndpoints.vnLotteryBet, async ({ body }) => {
    const session = await vnSession(body.s)
    const draw = drawOf(body.draw)
    const g = draw ? vnGameOf(draw.game) : null
    if (!draw || !g) throw new ApiError('VALIDATION_FAILED', 'No such draw of the Vietnamese lottery.')
    if (!regionsOf(session.game.name).includes(g.region)) throw new ApiError('VALIDATION_FAILED', 'This draw belongs to another region.')
    const bets = body.bets.map((b) => ({ selection: `${b.type}:${b.numbers.join('-')}`, stake: b.stake }))
    return placeTicket(ctx, session, g.id, body.draw, bets, vnFamilyOf(g.region, body.prizeMode ?? 'Lott'))
  })
}
