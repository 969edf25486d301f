/**
 * 0008: the catalogue's own tables. Favourite games per member (MCSFE_getFavoriteGames*),
 * the rooms of PVP card games (GLS2_roomList), and an index for the hot-games list.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('favorite_games')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favorite_games_pk', ['member_id', 'game_id'])
    .execute()
  await db.schema.createIndex('favorite_games_member_idx').on('favorite_games').columns(['member_id', 'created_at']).execute()

  await db.schema
    .createTable('game_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_bet', 'bigint', (c) => c.notNull().check(sql`min_bet > 0`))
    .addColumn('seats', 'integer', (c) => c.notNull().check(sql`seats BETWEEN 2 AND 10`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('game_rooms_game_idx').on('game_rooms').columns(['game_id', 'sort']).execute()

  await db.schema.createIndex('games_hot_idx').on('games').columns(['is_hot', 'game_type']).execute()
}
