/**
 * Sending a message: the member's window is counted by one conditional UPDATE of their
 * `chat_members` row (a new window when the old one is over, else one more while under the
 * limit; never while muted). PostgreSQL takes the row's lock for the UPDATE and re-checks the
 * condition on the row a concurrent send left, so of N sends at once at most the limit pass.
 * The message is written in the same transaction: a refusal stores nothing.
 */
import { sql, type Kysely } from 'kysely'
import type { ChatMessage } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { messageView } from './room.ts'
import type { ChatRules } from './rules.ts'
import { muteInForce } from './standing.ts'

export const sendMessage = async (db: Kysely<Database>, memberId: number, account: string, text: string, rules: ChatRules, now: Date): Promise<ChatMessage> =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('chat_members').values({ member_id: memberId }).onConflict((oc) => oc.column('member_id').doNothing()).execute()
    const windowStart = new Date(now.getTime() - rules.windowSeconds * 1000)
    const over = sql<boolean>`(window_started_at <= ${windowStart})`
    const counted = await trx.updateTable('chat_members')
      .set({
        window_started_at: sql`CASE WHEN ${over} THEN ${now}::timestamptz ELSE window_started_at END`,
        window_count: sql`CASE WHEN ${over} THEN 1 ELSE window_count + 1 END`,
      })
      .where('member_id', '=', memberId)
      .where((eb) => eb.or([eb('muted_at', 'is', null), eb.and([eb('muted_until', 'is not', null), eb('muted_until', '<=', now)])]))
      .where((eb) => eb.or([eb('window_started_at', '<=', windowStart), eb('window_count', '<', rules.max)]))
      .returning('member_id').executeTakeFirst()
    if (!counted) {
      const row = await trx.selectFrom('chat_members').select(['muted_at', 'muted_until', 'window_started_at'])
        .where('member_id', '=', memberId).executeTakeFirstOrThrow()
      const mute = muteInForce(row, now.getTime())
      if (mute) {
        const secondsLeft = mute.until === null ? null : Math.max(1, Math.ceil((mute.until - now.getTime()) / 1000))
        throw new ApiError('CHAT_MUTED', 'You are muted in the chat room.', { until: mute.until, secondsLeft })
      }
      const opens = new Date(row.window_started_at).getTime() + rules.windowSeconds * 1000
      const retryAfterSeconds = Math.max(1, Math.ceil((opens - now.getTime()) / 1000))
      throw new ApiError('RATE_LIMITED', `At most ${rules.max} messages per ${rules.windowSeconds} seconds. Try again in ${retryAfterSeconds} s.`, { retryAfterSeconds })
    }
    const row = await trx.insertInto('chat_messages').values({ member_id: memberId, text, created_at: now })
      .returning(['id', 'member_id', 'text', 'created_at']).executeTakeFirstOrThrow()
    return messageView({ ...row, account }, memberId)
  })
