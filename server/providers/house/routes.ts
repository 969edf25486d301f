/**
 * The house game provider: the slot page (plain HTML, CSS and JS under public/) at
 * /house/slot/, and the page's API. It pays through the seamless wallet like any vendor,
 * calling the SeamlessWallet service in process.
 */
import type { FastifyInstance } from 'fastify'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { HouseEndpoints } from './contract.ts'
import { resolveGameSession } from './sessions.ts'
import { activeSeed, playRound, rotateSeed, roundForVerification, setClientSeed } from './rounds.ts'
import { LINES, PAYLINES, paytable, slotGame, STAKES, SYMBOLS, type Volatility } from './slot-math.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { registerHouseVerifyRoutes } from './verify-routes.ts'
import { sendStatic, staticBody } from '../../http/static-body.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const asset = (name: string) => readFileSync(`${publicDir}${name}`, 'utf8')
/** A Map, so a name such as `__proto__` or `constructor` finds nothing. */
const ASSETS = new Map([
  ['slot-texts.js', staticBody(asset('slot-texts.js'), 'text/javascript; charset=utf-8')],
  ['slot.js', staticBody(asset('slot.js'), 'text/javascript; charset=utf-8')],
  ['slot.css', staticBody(asset('slot.css'), 'text/css; charset=utf-8')],
])
const PAGE = staticBody(asset('slot.html'), 'text/html; charset=utf-8')

export const registerHouseRoutes = (app: FastifyInstance, wallet: SeamlessWallet): void => {
  const db = app.tala.db
  const now = () => app.tala.now()

  app.get('/house/slot/', async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), PAGE))
  app.get<{ Params: { file: string } }>('/house/slot/:file', async (req, reply) => {
    const a = ASSETS.get(req.params.file)
    if (!a) throw new ApiError('NOT_FOUND', 'No such file.')
    return sendStatic(req, reply, a)
  })

  route(app, HouseEndpoints.state, async ({ body }) => {
    const session = await resolveGameSession(db, body.s, now())
    const game = slotGame(session.game.volatility as Volatility, session.game.rtp_bp)
    const seed = await activeSeed(db, app.tala.secretsKey, session.memberId)
    const bal = await wallet.balance(session.memberId)
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage, rtp: session.game.rtp_bp / 100, volatility: game.volatility },
      language: session.language, account: session.account, balance: bal.balance,
      symbols: SYMBOLS, paylines: PAYLINES, lines: LINES, stakes: STAKES, paytable: paytable(game),
      fair: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
    }
  })
  route(app, HouseEndpoints.spin, async ({ body }) => playRound(db, app.tala.secretsKey, wallet, await resolveGameSession(db, body.s, now()), body.stake))
  route(app, HouseEndpoints.clientSeed, async ({ body }) => {
    const session = await resolveGameSession(db, body.s, now())
    await setClientSeed(db, app.tala.secretsKey, session.memberId, body.clientSeed)
    const seed = await activeSeed(db, app.tala.secretsKey, session.memberId)
    return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce }
  })
  route(app, HouseEndpoints.rotate, async ({ body }) => {
    const session = await resolveGameSession(db, body.s, now())
    const { revealed, next } = await rotateSeed(db, app.tala.secretsKey, session.memberId)
    return { revealed, next: { serverSeedHash: next.server_seed_hash, clientSeed: next.client_seed, nonce: next.next_nonce } }
  })
  route(app, HouseEndpoints.round, async ({ query }) => {
    const round = await roundForVerification(db, query.id)
    if (!round) throw new ApiError('NOT_FOUND', 'No such round.')
    return round
  })
  registerHouseVerifyRoutes(app)
}
