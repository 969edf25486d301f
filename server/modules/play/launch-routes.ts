/**
 * The game launch calls: POST /wps/game/launch (spec §3 payload, §7 path not given) and, for a
 * PVP room, GET /wps/game/launchGame (spec §7: the reply's `value.content`). Each checks the
 * game (and room), the trial-account rule and maintenance, records a `game_launches` row,
 * opens a house game session and answers the address on a launch CDN of the seed: the page of
 * the house engine that plays the title (`games.house_game`, by its type), at the room asked
 * for or, for a card game launched by its title, its first room.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Endpoints, LotteryEndpoints, type GameEntry, type GameType } from '../../../src/shared/api/index.ts'
import { route } from '../../http/route.ts'
import { ApiError, clip } from '../../http/errors.ts'
import type { Session } from '../../http/token.ts'
import { getSettings } from '../../db/settings.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'
import { loadFreePlayGameTypes } from '../system/index.ts'
import { openGameSession } from '../../providers/house/index.ts'
import { assertMayPlay } from '../protection/index.ts'

/** The lottery vendor whose titles the lottery launch opens (spec §2). */
const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN'

const LANGUAGE = /^[a-z]{2}(-[A-Za-z]{2})?$/

/** Artwork path of a game under the image base URL (the catalogue serves it). */
export const gameImagePath = (gameType: string, gameId: string): string => `games/${gameType.toLowerCase()}/${gameId}.svg`

/** The Language header when it is a language code, else the one asked for in the call, else TY. */
const languageOf = (req: FastifyRequest, asked: string | undefined): string => {
  const header = req.headers.language
  return typeof header === 'string' && LANGUAGE.test(header) ? header.toLowerCase() : asked !== undefined && LANGUAGE.test(asked) ? asked.toLowerCase() : 'ty'
}

export const registerLaunchRoutes = (app: FastifyInstance): void => {
  const db = app.tala.db

  /** The room a launch names, enabled and of the game named beside it (if any). */
  const roomOf = async (roomId: string, gameId: string | undefined) => {
    const room = await db.selectFrom('game_rooms').select(['id', 'game_id']).where('id', '=', roomId).where('enabled', '=', true).executeTakeFirst()
    if (!room) throw new ApiError('GAME_NOT_FOUND', 'This room does not exist.')
    if (gameId !== undefined && gameId !== room.game_id) throw new ApiError('VALIDATION_FAILED', 'The room belongs to another game.')
    return room
  }

  /** Opens a game session for `gameId` (at `roomId`, if a room) and answers its address. */
  const launch = async (s: Session, gameId: string, roomId: string | null, language: string): Promise<string> => {
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

    // A card game is played at a room: launched by its title, at its first room.
    const room = roomId ?? (game.game_type === 'PVP'
      ? (await db.selectFrom('game_rooms').select('id').where('game_id', '=', game.id).where('enabled', '=', true).orderBy('sort').orderBy('id').limit(1).executeTakeFirst())?.id ?? null
      : null)
    if (game.game_type === 'PVP' && room === null) throw new ApiError('GAME_NOT_FOUND', 'This game has no open room.')

    // The game lives as long as this platform session (logout or a password change ends both).
    if (!s.tokenHash) throw new ApiError('UNAUTHORIZED', 'Please log in again.')
    // Player protection: no game during a break or self-exclusion, or past the session time limit.
    await assertMayPlay(db, Number(s.memberId), s.tokenHash, app.tala.now())
    const { token } = await openGameSession(db, Number(s.memberId), s.tokenHash, game.id, language, app.tala.now(), room)
    const settings = await getSettings(db, ['launchGameCDNs'])
    const cdns = (settings.launchGameCDNs ?? ['']).filter((c) => typeof c === 'string')
    const cdn = (cdns[Math.floor(Math.random() * cdns.length)] ?? '').replace(/\/+$/, '')
    return `${cdn}/house/${game.house_game}/?s=${encodeURIComponent(token)}&lang=${language}`
  }

  route(app, Endpoints.gameLaunch, async ({ body, session }, req) => {
    const s = session!
    const settings = await getSettings(db, ['brand'])
    if (!settings.brand || body.merchantCode !== settings.brand.merchantCode) {
      throw new ApiError('BAD_REQUEST', `Unknown merchant code "${clip(body.merchantCode, 64)}".`)
    }
    if (body.username.trim().toLowerCase() !== s.account) throw new ApiError('FORBIDDEN', 'The username does not match the session.')
    const room = body.roomId !== undefined ? await roomOf(body.roomId, body.gameId) : null
    const gameId = room?.game_id ?? body.gameId
    if (!gameId) throw new ApiError('VALIDATION_FAILED', 'gameId or roomId is required.')
    return { game_url: await launch(s, gameId, room?.id ?? null, languageOf(req, body.language)) }
  })

  // The lottery launch (spec §7): the Vietnamese lottery at a title's betting view or, without one, its lobby's first title.
  route(app, LotteryEndpoints.lottoLaunch, async ({ body, session }, req) => {
    // Elott is the e-lottery's prize mode: its titles launch as games, not at the Vietnamese lottery.
    if (body.lottoPrizeMode === 'Elott') throw new ApiError('VALIDATION_FAILED', 'The Vietnamese lottery plays in prize mode Lott, ZY or SEA.')
    let q = db.selectFrom('games').select('id').where('vassalage', '=', VN_LOTTERY_VENDOR).where('enabled', '=', true)
    if (body.lottoGameCode !== '') q = q.where('id', '=', body.lottoGameCode)
    const game = await q.orderBy('sort').orderBy('id').limit(1).executeTakeFirst()
    if (!game) throw new ApiError('GAME_NOT_FOUND', 'This lottery game does not exist.')
    const url = await launch(session!, game.id, null, languageOf(req, body.language))
    // The page prices its tickets at the mode's odds table (Lott, ZY or SEA).
    return { game_url: `${url}&view=${body.lottoView}&mode=${body.lottoPrizeMode}` }
  })

  route(app, Endpoints.roomLaunch, async ({ query, session }, req) => {
    const room = await roomOf(query.roomId, undefined)
    return { content: await launch(session!, room.game_id, room.id, languageOf(req, query.language)) }
  })
}
