/**
 * Reading the game catalogue: the shared game entry (spec §3) and the lists built from it
 * (the paged catalogue, hot games, recent games, favourites, the lottery menu). Only
 * enabled games of enabled vendors are listed.
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { GameEntry, GameListRequest, GameType } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { gameTypeOrder } from './lanes.ts'

/** Where a game's artwork lives under each image CDN (served by modules/images). */
export const gameArtPath = (gameType: string, gameId: string): string =>
  `/game/${gameType.toLowerCase()}/${encodeURIComponent(gameId)}.svg`

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

/** `like` pattern for a case-blind substring search, with the wildcards of the input escaped. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The lane order of a game type. Raw SQL: array_position over a typed array literal, which the builder cannot cast. */
const typeRank = sql<number>`array_position(${sql.val(gameTypeOrder as string[])}::text[], games.game_type)`

export interface GamePage {
  readonly list: GameEntry[]
  readonly total: number
  readonly page: number
  readonly pageSize: number
}

/** GCSGAME_gameList: the filtered catalogue, one page of it, with the total of all pages. */
export const listGames = async (db: Kysely<Database>, req: GameListRequest): Promise<GamePage> => {
  const page = req.page ?? 1
  const pageSize = req.pageSize ?? 60
  let q = catalogue(db)
  if (req.gameType) q = q.where('games.game_type', '=', req.gameType)
  if (req.vassalage) q = q.where('games.vassalage', '=', req.vassalage)
  const name = req.gameName?.trim()
  // Raw SQL: the builder's `like` has no ESCAPE clause, and the input's wildcards are escaped.
  if (name) q = q.where(sql<boolean>`lower(games.name) like ${containsPattern(name)} escape '\\'`)
  const [{ total } = { total: 0 }] = await q.select((eb) => eb.fn.countAll<string>().as('total')).execute()
  const rows = await selectEntries(q)
    .orderBy(typeRank)
    .orderBy('game_vendors.sort')
    .orderBy('games.sort')
    .orderBy('games.id')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute()
  return { list: rows.map(toEntry), total: Number(total), page, pageSize }
}

/** The most games the hot list shows. */
export const HOT_GAMES_LIMIT = 24

/** A game's place among the hot games of its vendor: 1 for the vendor's first, ... (raw SQL: a window function reads plainer as SQL). */
const placeInVendor = sql<number>`row_number() over (partition by games.vassalage, games.game_type order by games.sort, games.id)`

/**
 * GCSGAME_hotGamesV2: games flagged hot, optionally of one vendor. Taken round-robin over
 * the vendors (each vendor's first hot game, then each one's second, ...) so one big
 * vendor does not fill the list.
 */
export const hotGames = async (db: Kysely<Database>, vassalage?: string): Promise<GameEntry[]> => {
  let q = catalogue(db).where('games.is_hot', '=', 1)
  if (vassalage) q = q.where('games.vassalage', '=', vassalage)
  const rows = await selectEntries(q).orderBy(placeInVendor).orderBy(typeRank).orderBy('game_vendors.sort').limit(HOT_GAMES_LIMIT).execute()
  return rows.map(toEntry)
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
