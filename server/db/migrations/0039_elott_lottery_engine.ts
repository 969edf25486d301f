/**
 * 0039: ELOTT titles play the house e-lottery's page (server/lib/house-engines.ts) instead of the
 * slot. Data only: a title's name still picks its game (a name with "Dice" draws 3 dice).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`UPDATE games SET house_game = 'lottery' WHERE game_type = 'ELOTT'`.execute(db)
}
