/**
 * Reading the game catalogue: the shared game entry (spec §3) and the lists built from it
 * (the paged catalogue, hot games, recent games, favourites, the lottery menu). Only
 * enabled games of enabled vendors are listed.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { GameEntry, GameListRequest, GameType } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { gameTypeOrder } from './lanes.ts'
import type { CatalogueCache, GamePage } from './catalogue-cache.ts'

/** Where a game's artwork lives under each image CDN (served by modules/images). */
export const gameArtPath = (gameType: string, gameId: string): string =>
  `/game/${gameType.toLowerCase()}/${encodeURIComponent(gameId)}.webp`

type Joined = SelectQueryBuilder<Database, 'games' | 'game_vendors', object>

/** Enabled games joined to their enabled vendor. */
export const catalogue = (db: Kysely<Database>): Joined =>
  db
    .selectFrom('games')
    .innerJoin('game_vendors', (j) => j.onRef('game_vendors.vassalage', '=', 'games.vassalage').onRef('game_vendors.game_type', '=', 'games.game_type'))
    .where('games.enabled', '=', true)
    .where('game_vendors.enabled', '=', true)

const entryColumns = [
  'games.id', 'games.name', 'games.vassalage', 'games.game_type', 'games.rtp_bp', 'games.volatility', 'games.is_hot',
  'games.maintenance', 'game_vendors.display_name', 'game_vendors.is_game',
] as const

export const selectEntries = (q: Joined) => q.select([...entryColumns])

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number]

export const toEntry = (r: EntryRow): GameEntry => ({
  gameId: r.id,
  gameName: r.name,
  vassalage: r.vassalage,
  gameType: r.game_type as GameType,
  isGame: r.is_game,
  image: gameArtPath(r.game_type, r.id),
  isHot: r.is_hot === 1 ? 1 : 0,
  rtpBp: r.rtp_bp,
  volatility: r.volatility,
  maintenance: r.maintenance,
  vendorName: r.display_name,
})

/** The lane order of a game type. Raw SQL: array_position over a typed array literal, which the builder cannot cast. */
const typeRank = sql<number>`array_position(${sql.val(gameTypeOrder as string[])}::text[], games.game_type)`

/** The catalogue's order: lane, vendor, game, id. */
export const catalogueOrder = <Q extends ReturnType<typeof selectEntries>>(q: Q) =>
  q.orderBy(typeRank).orderBy('game_vendors.sort').orderBy('games.sort').orderBy('games.id')

/** GCSGAME_gameList: the filtered catalogue, one page of it, with the total of all pages; from memory. */
export const listGames = (games: CatalogueCache, req: GameListRequest): Promise<GamePage> =>
  games.page(req, req.page ?? 1, req.pageSize ?? 60)

/** The most games the hot list shows. */
export const HOT_GAMES_LIMIT = 24

/**
 * GCSGAME_hotGamesV2: games flagged hot, optionally of one vendor; from memory. Taken
 * round-robin over the vendors (each vendor's first hot game, then each one's second, ...)
 * so one big vendor does not fill the list; within a round, in lane and vendor order.
 */
export const hotGames = async (games: CatalogueCache, vassalage?: string): Promise<GameEntry[]> => {
  const hot = (await games.all()).filter((g) => g.isHot === 1 && (!vassalage || g.vassalage === vassalage))
  const seen = new Map<string, number>()
  const placed = hot.map((g, i) => {
    const vendor = `${g.vassalage}\u0000${g.gameType}`
    const place = (seen.get(vendor) ?? 0) + 1
    seen.set(vendor, place)
    return { g, place, i }
  })
  return placed.sort((a, b) => a.place - b.place || a.i - b.i).slice(0, HOT_GAMES_LIMIT).map((p) => p.g)
}

/** GCS_recentGame: the member's launched games, newest launch first, each game once. */
export const recentGames = async (db: Kysely<Database>, memberId: number, limit: number): Promise<GameEntry[]> => {
  const rows = await selectEntries(catalogue(db))
    .innerJoin(
      (eb) => eb.selectFrom('game_launches').select(['game_id', (e) => e.fn.max('launched_at').as('last')]).where('member_id', '=', memberId).groupBy('game_id').as('recent'),
      (j) => j.onRef('recent.game_id', '=', 'games.id'),
    )
    .select('recent.last')
    .orderBy('recent.last', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...toEntry(r), launchedAt: new Date(r.last as unknown as string | Date).getTime() }))
}
