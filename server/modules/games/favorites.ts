/**
 * Favourite games per member (migration 0008). Adding is idempotent (a second add keeps the
 * first time), removing a game that is not a favourite changes nothing. A member keeps at
 * most FAVORITES_MAX favourites so the list stays a list.
 */
import type { Kysely } from 'kysely'
import type { GameEntry } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError, clip } from '../../http/errors.ts'
import { catalogue, selectEntries, toEntry } from './catalogue.ts'

export const FAVORITES_MAX = 200

export const favoriteIds = async (db: Kysely<Database>, memberId: number): Promise<string[]> =>
  (await db.selectFrom('favorite_games').select('game_id').where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('game_id').execute())
    .map((r) => r.game_id)

export const addFavorite = async (db: Kysely<Database>, memberId: number, gameId: string): Promise<void> => {
  const game = await catalogue(db).select('games.id').where('games.id', '=', gameId).executeTakeFirst()
  if (!game) throw new ApiError('NOT_FOUND', `No game "${clip(gameId, 64)}".`)
  await db.transaction().execute(async (trx) => {
    // Lock the member row so two concurrent adds cannot both pass the limit.
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirst()
    const already = await trx.selectFrom('favorite_games').select('game_id').where('member_id', '=', memberId).where('game_id', '=', gameId).executeTakeFirst()
    if (already) return
    const { n } = await trx.selectFrom('favorite_games').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow()
    if (Number(n) >= FAVORITES_MAX) throw new ApiError('BAD_REQUEST', `At most ${FAVORITES_MAX} favourite games; remove one first.`)
    await trx.insertInto('favorite_games').values({ member_id: memberId, game_id: gameId }).onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing()).execute()
  })
}

export const removeFavorite = async (db: Kysely<Database>, memberId: number, gameId: string): Promise<void> => {
  await db.deleteFrom('favorite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute()
}

/** MCSFE_getFavoriteGamesList: the favourite games as entries, newest favourite first. */
export const favoriteGames = async (db: Kysely<Database>, memberId: number): Promise<GameEntry[]> => {
  const rows = await selectEntries(catalogue(db))
    .innerJoin('favorite_games', 'favorite_games.game_id', 'games.id')
    .where('favorite_games.member_id', '=', memberId)
    .orderBy('favorite_games.created_at', 'desc')
    .orderBy('games.id')
    .execute()
  return rows.map(toEntry)
}
