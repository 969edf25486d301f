/**
 * Game sessions: a launch hands the slot page a token; the page's calls carry it. Each belongs
 * to the platform session that launched it and is honoured only while that session is live
 * (not revoked by logout or a password change, not expired), checked in the same query.
 */
import type { Kysely } from 'kysely'
import type { Database, GamesTable } from '../../db/schema.ts'
import type { Selectable } from 'kysely'
import { newToken, sha256 } from '../../lib/secrets.ts'
import { ApiError } from '../../http/errors.ts'

export const GAME_SESSION_MS = 12 * 60 * 60 * 1000

export const openGameSession = async (db: Kysely<Database>, memberId: number, sessionHash: string, gameId: string, language: string, now: number, roomId: string | null = null) => {
  const token = newToken()
  await db.transaction().execute(async (trx) => {
    const launch = await trx.insertInto('game_launches').values({ member_id: memberId, game_id: gameId }).returning('id').executeTakeFirstOrThrow()
    await trx.insertInto('game_sessions').values({
      token_hash: sha256(token), session_hash: sessionHash, member_id: memberId, game_id: gameId, launch_id: launch.id, language, expires_at: new Date(now + GAME_SESSION_MS), room_id: roomId,
    }).execute()
  })
  return { token }
}

export interface GameSession {
  readonly memberId: number
  readonly account: string
  readonly language: string
  readonly game: Selectable<GamesTable>
  /** The PVP room the game was launched into, or null. */
  readonly roomId: string | null
}

export const resolveGameSession = async (db: Kysely<Database>, token: string, now: number): Promise<GameSession> => {
  const row = await db.selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .innerJoin('members as m', 'm.id', 's.member_id')
    .innerJoin('sessions as p', 'p.token_hash', 's.session_hash')
    .selectAll('g').select(['s.member_id', 's.language', 's.expires_at', 's.room_id', 'm.account'])
    .where('s.token_hash', '=', sha256(token))
    .where('p.revoked_at', 'is', null).where('p.expires_at', '>', new Date(now))
    .executeTakeFirst()
  if (!row || new Date(row.expires_at).getTime() < now) throw new ApiError('UNAUTHORIZED', 'The game session has ended. Please launch the game again.')
  const { member_id, language, expires_at: _e, account, room_id, ...game } = row
  return { memberId: member_id, account, language, game: game as Selectable<GamesTable>, roomId: room_id }
}
