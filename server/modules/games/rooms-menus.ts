/** PVP rooms (GLS2_roomList) and the lottery menu (GET /lgw/games/game_menus). */
import type { Kysely } from 'kysely'
import type { GameRoom, GameType } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { catalogue, selectEntries, toEntry } from './catalogue.ts'

export const listRooms = async (db: Kysely<Database>, filter: { vassalage?: string; gameId?: string }): Promise<GameRoom[]> => {
  let q = catalogue(db)
    .innerJoin('game_rooms', 'game_rooms.game_id', 'games.id')
    .where('game_rooms.enabled', '=', true)
    .where('games.game_type', '=', 'PVP')
  if (filter.vassalage) q = q.where('games.vassalage', '=', filter.vassalage)
  if (filter.gameId) q = q.where('games.id', '=', filter.gameId)
  const rows = await q
    .select(['game_rooms.id', 'game_rooms.name', 'game_rooms.min_bet', 'game_rooms.seats', 'games.id as game_id', 'games.name as game_name', 'games.vassalage'])
    .orderBy('game_vendors.sort').orderBy('games.sort').orderBy('game_rooms.sort')
    .limit(500)
    .execute()
  return rows.map((r) => ({
    roomId: r.id, roomName: r.name, gameId: r.game_id, gameName: r.game_name, vassalage: r.vassalage, minBet: Number(r.min_bet), seats: r.seats,
  }))
}

/** One menu group per lottery vendor (ELOTT and LOTT), holding its games. */
export const lotteryMenus = async (db: Kysely<Database>) => {
  const rows = await selectEntries(catalogue(db).where('games.game_type', 'in', ['ELOTT', 'LOTT']))
    .orderBy('game_vendors.sort').orderBy('games.sort')
    .execute()
  const groups = new Map<string, { gameGroupCode: string; labelName: string; gameType: GameType; list: ReturnType<typeof toEntry>[] }>()
  for (const r of rows) {
    const key = r.vassalage
    if (!groups.has(key)) groups.set(key, { gameGroupCode: r.vassalage, labelName: r.display_name, gameType: r.game_type as GameType, list: [] })
    groups.get(key)!.list.push(toEntry(r))
  }
  return [...groups.values()]
}

/** The lottery titles most played (by tickets bought) in the last week, then the hot ones: /lgw/games/popular. */
export const popularLottery = async (db: Kysely<Database>, now: number, limit = 12) => {
  const since = new Date(now - 7 * 24 * 3600_000)
  const played = db.selectFrom('lottery_tickets').select(['game_id', (eb) => eb.fn.countAll<string>().as('tickets')])
    .where('created_at', '>=', since).where('status', 'in', ['placed', 'paying', 'settled']).groupBy('game_id').as('played')
  const rows = await selectEntries(catalogue(db).where('games.game_type', 'in', ['ELOTT', 'LOTT']))
    .leftJoin(played, 'played.game_id', 'games.id')
    .orderBy((eb) => eb.fn.coalesce('played.tickets', eb.lit(0)), 'desc')
    .orderBy('games.is_hot', 'desc').orderBy('game_vendors.sort').orderBy('games.sort')
    .limit(limit)
    .execute()
  return rows.map(toEntry)
}
