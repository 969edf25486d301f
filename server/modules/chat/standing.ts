/** A member's standing in the room: muted (until when), and whether they may send at all. */
import type { Kysely, Transaction } from 'kysely'
import type { ChatStanding } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import type { Session } from '../../http/token.ts'
import { TRIAL_AGENT_CODE } from '../account/index.ts'

type Db = Kysely<Database> | Transaction<Database>

export interface MuteRow { readonly muted_at: Date | null; readonly muted_until: Date | null }

/** The mute in force at `now`: its end (null = until lifted), or undefined when none. */
export const muteInForce = (row: MuteRow | undefined, now: number): { until: number | null } | undefined => {
  if (!row || row.muted_at === null) return undefined
  if (row.muted_until === null) return { until: null }
  const until = new Date(row.muted_until).getTime()
  return until > now ? { until } : undefined
}

export const standingOf = async (db: Db, session: Session, now: number): Promise<ChatStanding> => {
  const row = await db.selectFrom('chat_members').select(['muted_at', 'muted_until'])
    .where('member_id', '=', Number(session.memberId)).executeTakeFirst()
  const mute = muteInForce(row, now)
  return { canSend: session.isAgent !== TRIAL_AGENT_CODE && mute === undefined, muted: mute !== undefined, mutedUntil: mute?.until ?? null }
}
