/**
 * The game launch call (spec §3 payload, §7 path not given: POST /wps/game/launch). It
 * checks the game, the trial-account rule and maintenance, records a `game_launches` row,
 * opens a house game session and answers `game_url` on a launch CDN of the seed: the page of
 * the house engine that plays the title (`games.house_game`, by its type).
 */
import type { FastifyInstance } from 'fastify'
import { Endpoints, type GameEntry, type GameType } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError, clip } from '../../http/errors.ts'
import { getSettings } from '../../db/settings.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'
import { loadFreePlayGameTypes } from '../system/index.ts'
import { openGameSession } from '../../providers/house/index.ts'

const LANGUAGE = /^[a-z]{2}(-[A-Za-z]{2})?$/

/** Artwork path of a game under the image base URL (the catalogue serves it). */
export const gameImagePath = (gameType: string, gameId: string): string => `games/${gameType.toLowerCase()}/${gameId}.svg`

export const registerLaunchRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  route(app, Endpoints.gameLaunch, async ({ body, session }, req) => {
    const s = session!
    const settings = await getSettings(db, ['brand', 'launchGameCDNs'])
    if (!settings.brand || body.merchantCode !== settings.brand.merchantCode) {
      throw new ApiError('BAD_REQUEST', `Unknown merchant code "${clip(body.merchantCode, 64)}".`)
    }
    if (body.username.trim().toLowerCase() !== s.account) throw new ApiError('FORBIDDEN', 'The username does not match the session.')
    const gameId = body.gameId ?? body.roomId
    if (!gameId) throw new ApiError('VALIDATION_FAILED', 'gameId or roomId is required.')
    const header = req.headers.language
    const language = typeof header === 'string' && LANGUAGE.test(header) ? header.toLowerCase() : LANGUAGE.test(body.language) ? body.language.toLowerCase() : 'ty'

    const game = await db.selectFrom('games').selectAll().where('id', '=', gameId).executeTakeFirst()
    if (!game || !game.enabled) throw new ApiError('GAME_NOT_FOUND', 'This game does not exist.')
    const freePlay = await loadFreePlayGameTypes(db)
    if (s.isAgent === TRIAL_AGENT_CODE && !freePlay.includes(game.game_type)) {
      throw new ApiError('TRIAL_ACCOUNT', 'This game needs a real account. Please register.')
    }
    if (game.maintenance) {
      const others = await db.selectFrom('games').selectAll()
        .where('game_type', '=', game.game_type).where('id', '<>', game.id).where('maintenance', '=', false).where('enabled', '=', true)
        .orderBy((eb) => eb('vassalage', '=', game.vassalage), 'desc') // the same vendor's hall first
        .orderBy('is_hot', 'desc').orderBy('sort').limit(6).execute()
      const suggestions: GameEntry[] = others.map((g) => ({
        gameId: g.id, gameName: g.name, vassalage: g.vassalage, gameType: g.game_type as GameType, isGame: '', image: gameImagePath(g.game_type, g.id), isHot: g.is_hot === 1 ? 1 : 0,
      }))
      throw new ApiError('GAME_MAINTENANCE', 'The game is under maintenance. Please try other games.', { suggestions })
    }

    // The game lives as long as this platform session (logout or a password change ends both).
    if (!s.tokenHash) throw new ApiError('UNAUTHORIZED', 'Please log in again.')
    const { token } = await openGameSession(db, Number(s.memberId), s.tokenHash, game.id, language, app.tala.now())
    const cdns = (settings.launchGameCDNs ?? ['']).filter((c) => typeof c === 'string')
    const cdn = (cdns[Math.floor(Math.random() * cdns.length)] ?? '').replace(/\/+$/, '')
    return { game_url: `${cdn}/house/${game.house_game}/?s=${encodeURIComponent(token)}&lang=${language}` }
  })
}
