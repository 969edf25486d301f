/**
 * The house game provider: each engine's page (plain HTML, CSS and JS under public/) at
 * /house/<engine>/ (the slot, the fish hunter, the baccarat and roulette tables, the cockfight pit, the sportsbook, the e-lottery), and the pages' API. It pays through the seamless wallet like any vendor,
 * calling the SeamlessWallet service in process.
 */
import type { FastifyInstance } from 'fastify'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { route } from '../../http/route.ts'
import { ApiError } from '../../http/errors.ts'
import { HouseEndpoints } from './contract.ts'
import { resolveGameSession } from './sessions.ts'
import { activeSeed, playRound, rotateSeed, roundForVerification, setClientSeed } from './rounds.ts'
import { LINES, PAYLINES, paytable, slotGame, STAKES, SYMBOLS, type Volatility } from './slot-math.ts'
import type { SeamlessWallet } from '../../modules/wallet/index.ts'
import { registerHouseVerifyRoutes } from './verify-routes.ts'
import { FISH, FISH_STAKES } from './fish-math.ts'
import { shoot } from './fish-rounds.ts'
import type { HouseEngine } from '../../lib/house-engines.ts'
import { sendStatic, staticBody } from '../../http/static-body.ts'
import { registerTableRoutes, type TableOptions } from './table-routes.ts'
import { TABLE_ENGINES } from './table-games.ts'
import { registerSportsRoutes } from './sports-routes.ts'
import { registerLotteryPageRoutes } from './lottery-page-routes.ts'

const publicDir = fileURLToPath(new URL('./public/', import.meta.url))
const asset = (name: string) => readFileSync(`${publicDir}${name}`, 'utf8')
/** A Map, so a name such as `__proto__` or `constructor` finds nothing. */
const js = (name: string) => staticBody(asset(name), 'text/javascript; charset=utf-8')
const css = (name: string) => staticBody(asset(name), 'text/css; charset=utf-8')
/** Each engine's page and its files (Maps, so a name such as `__proto__` finds nothing). */
const ENGINES = new Map([
  ['slot', { page: staticBody(asset('slot.html'), 'text/html; charset=utf-8'), assets: new Map([['slot-texts.js', js('slot-texts.js')], ['house-page.js', js('house-page.js')], ['verify-form.js', js('verify-form.js')], ['slot.js', js('slot.js')], ['slot.css', css('slot.css')]]) }],
  ['fish', { page: staticBody(asset('fish.html'), 'text/html; charset=utf-8'), assets: new Map([['slot-texts.js', js('slot-texts.js')], ['fish-texts.js', js('fish-texts.js')], ['house-page.js', js('house-page.js')], ['verify-form.js', js('verify-form.js')], ['fish.js', js('fish.js')], ['fish.css', css('fish.css')]]) }],
  ['sports', { page: staticBody(asset('sports.html'), 'text/html; charset=utf-8'), assets: new Map([['slot-texts.js', js('slot-texts.js')], ['sports-texts.js', js('sports-texts.js')], ['house-page.js', js('house-page.js')], ['sports-rules.js', js('sports-rules.js')], ['verify-form.js', js('verify-form.js')], ['sports.js', js('sports.js')], ['sports.css', css('sports.css')]]) }],
  // The e-lottery's page is chosen per game session (lottery-page-routes.ts); its files are here.
  ['lottery', { page: null, assets: new Map([['slot-texts.js', js('slot-texts.js')], ['lottery-texts.js', js('lottery-texts.js')], ['house-page.js', js('house-page.js')], ['lottery-rules.js', js('lottery-rules.js')],
    ['verify-form.js', js('verify-form.js')], ['lottery.js', js('lottery.js')], ['lottery.css', css('lottery.css')]]) }],
  ...TABLE_ENGINES.map((engine) => [engine, {
    page: staticBody(asset('table.html').replaceAll('__ENGINE__', engine), 'text/html; charset=utf-8'),
    assets: new Map([['slot-texts.js', js('slot-texts.js')], ['table-texts.js', js('table-texts.js')], ['house-page.js', js('house-page.js')], ['verify-form.js', js('verify-form.js')],
      ['table-page.js', js('table-page.js')], [`${engine}.js`, js(`${engine}.js`)], ['table.css', css('table.css')]]),
  }] as const),
])

/** The pages' flows (their machines with XState), built into dist/house by `npm run build`. */
const pageFlows = (builtDir: string | null) => {
  const file = builtDir === null ? null : join(builtDir, 'house', 'flows.js')
  return file !== null && existsSync(file) ? staticBody(readFileSync(file, 'utf8'), 'text/javascript; charset=utf-8') : null
}

/** The session of a game played by `engine`: another engine's session is refused. */
const sessionFor = async (db: FastifyInstance['tala']['db'], token: string, now: number, engine: HouseEngine) => {
  const session = await resolveGameSession(db, token, now)
  if (session.game.house_game !== engine) throw new ApiError('FORBIDDEN', 'This game session belongs to another game.')
  return session
}

export const registerHouseRoutes = (app: FastifyInstance, wallet: SeamlessWallet, tables: TableOptions, builtDir: string | null): void => {
  const db = app.tala.db
  const now = () => app.tala.now()
  const flows = pageFlows(builtDir)
  for (const engine of ENGINES.keys()) {
    app.get(`/house/${engine}/flows.js`, async (req, reply) => {
      if (!flows) throw new ApiError('NOT_FOUND', 'The game pages are not built: run npm run build.')
      return sendStatic(req, reply, flows)
    })
  }

  for (const [engine, { page, assets }] of ENGINES) {
    if (page) app.get(`/house/${engine}/`, async (req, reply) => sendStatic(req, reply.header('cache-control', 'no-store'), page))
    app.get<{ Params: { file: string } }>(`/house/${engine}/:file`, async (req, reply) => {
      const a = assets.get(req.params.file)
      if (!a) throw new ApiError('NOT_FOUND', 'No such file.')
      return sendStatic(req, reply, a)
    })
  }

  route(app, HouseEndpoints.state, async ({ body }) => {
    const session = await sessionFor(db, body.s, now(), 'slot')
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
  route(app, HouseEndpoints.spin, async ({ body }) => playRound(db, app.tala.secretsKey, wallet, await sessionFor(db, body.s, now(), 'slot'), body.stake))
  route(app, HouseEndpoints.fishState, async ({ body }) => {
    const session = await sessionFor(db, body.s, now(), 'fish')
    const seed = await activeSeed(db, app.tala.secretsKey, session.memberId)
    const bal = await wallet.balance(session.memberId)
    return {
      game: { id: session.game.id, name: session.game.name, vassalage: session.game.vassalage, rtp: session.game.rtp_bp / 100 },
      language: session.language, account: session.account, balance: bal.balance, fish: FISH, stakes: FISH_STAKES,
      fair: { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.next_nonce },
    }
  })
  route(app, HouseEndpoints.shoot, async ({ body }) => shoot(db, app.tala.secretsKey, wallet, await sessionFor(db, body.s, now(), 'fish'), body.stake, body.fish))
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
  registerTableRoutes(app, wallet, tables)
  registerSportsRoutes(app, wallet, tables)
  registerLotteryPageRoutes(app)
}
