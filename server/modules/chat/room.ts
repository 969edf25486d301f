/** What the room shows a member: the newest messages not deleted, oldest first, authors masked. */
import type { Kysely } from 'kysely'
import { CHAT_ROOM_SIZE, type ChatMessage } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { maskAccount } from '../../lib/mask.ts'

export interface MessageRow { readonly id: string; readonly member_id: number; readonly account: string; readonly text: string; readonly created_at: Date }

export const messageView = (r: MessageRow, reader: number): ChatMessage => ({
  id: Number(r.id), author: maskAccount(r.account), mine: r.member_id === reader, text: r.text, at: new Date(r.created_at).getTime(),
})

export const roomMessages = async (db: Kysely<Database>, reader: number): Promise<ChatMessage[]> => {
  const rows = await db.selectFrom('chat_messages as c').innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.member_id', 'm.account', 'c.text', 'c.created_at'])
    .where('c.deleted_at', 'is', null).orderBy('c.id', 'desc').limit(CHAT_ROOM_SIZE).execute()
  return rows.reverse().map((r) => messageView(r, reader))
}
