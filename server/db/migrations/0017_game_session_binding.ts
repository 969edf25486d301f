/**
 * 0017: a game session belongs to the platform session that launched it (sessions.token_hash);
 * the house provider honours it only while that session is live, so logout, a password change
 * that ends the other sessions, or expiry ends the game too. Game sessions opened before this
 * have no platform session to follow and are ended (they lived 12 hours at most).
 */
import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  await sql`DELETE FROM game_sessions`.execute(db)
  await sql`ALTER TABLE game_sessions ADD COLUMN session_hash text NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE`.execute(db)
  await sql`CREATE INDEX game_sessions_session_hash ON game_sessions (session_hash)`.execute(db)
}
