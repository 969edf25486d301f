/**
 * 0034: the cockfight vendor's titles (DS88, a sports vendor the site shows as its own COCKFIGHT
 * category) are played by the house's cockfight pit, a shared table like baccarat's.
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE games SET house_game = 'cockfight' WHERE vassalage = 'DS88'`.execute(db)
}
