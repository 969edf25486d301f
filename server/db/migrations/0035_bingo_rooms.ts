/**
 * 0035: the catalogue's BINGO titles are rooms of the house's 75-ball bingo (a game every 85 s
 * on the shared tables' rounds), no longer the slot.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE games SET house_game = 'bingo' WHERE game_type = 'BINGO'`.execute(db)
}
