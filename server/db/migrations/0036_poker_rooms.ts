/**
 * 0036: the catalogue's PVP titles are three-card poker played at their rooms (GLS2_roomList):
 * a game session remembers the room it was launched into, and a round of a room counts the
 * seats taken so no more players sit in than the room has seats.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('game_sessions').addColumn('room_id', 'text', (c) => c.references('game_rooms.id').onDelete('set null')).execute()
  await db.schema.alterTable('table_rounds').addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await sql`UPDATE games SET house_game = 'poker' WHERE game_type = 'PVP'`.execute(db)
}
