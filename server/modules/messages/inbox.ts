/**
 * The inbox store. A message is one row: to one member, or (no member) a broadcast to every
 * member registered when it was sent. A member's read and deleted marks are rows of
 * `message_states`, so a broadcast costs one row however many members there are.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely'
import type { InboxMessage, MessageKind, MessageParams } from '../../../src/shared/api/index.ts'
import type { Database, Localized } from '../../db/schema.ts'
import { json } from '../../db/json.ts'

type Db = Kysely<Database> | Transaction<Database>

/** The events other modules post; the SPA words them from kind and params. */
export type EventKind = Exclude<MessageKind, 'operator'>
export interface MemberEvent {
  readonly memberId: number
  readonly kind: EventKind
  readonly params: MessageParams
}

/**
 * Puts an event in a member's inbox, in the caller's transaction (so the message exists
 * exactly when the movement it tells of does).
 */
export const postMessage = async (trx: Db, event: MemberEvent): Promise<void> => {
  await trx.insertInto('messages').values({ member_id: event.memberId, kind: event.kind, params: json(event.params), title: null, body: null, sent_by: null }).execute()
}

/** An operator's message to one member (by id) or, with `memberId` null, to all. */
export const sendOperatorMessage = async (
  db: Db, to: { memberId: number } | 'all', text: { title: Localized; body: Localized }, operator: string, now: Date,
): Promise<{ id: number }> => {
  const row = await db.insertInto('messages').values({
    member_id: to === 'all' ? null : to.memberId, kind: 'operator', title: json(text.title), body: json(text.body), params: json({}), sent_by: operator, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  return { id: Number(row.id) }
}

/**
 * Whose inbox is read, and whether the operator's broadcasts show in it: they are marketing,
 * held back from a member on a break or self-exclusion (player protection) and shown again once
 * it ends. Messages to the member alone (events, answers) always show.
 */
export interface Reader {
  readonly memberId: number
  readonly broadcasts: boolean
}

/** The messages a member may see: their own, and (unless held back) broadcasts sent since they registered. */
const visibleTo = ({ memberId, broadcasts }: Reader) => (eb: { ref: (c: 'm.member_id' | 'm.created_at') => Expression<unknown> }): Expression<SqlBool> =>
  broadcasts
    ? sql<SqlBool>`(${eb.ref('m.member_id')} = ${memberId} OR (${eb.ref('m.member_id')} IS NULL
      AND ${eb.ref('m.created_at')} >= (SELECT created_at FROM members WHERE id = ${memberId})))`
    : sql<SqlBool>`${eb.ref('m.member_id')} = ${memberId}`

const inboxOf = (db: Db, reader: Reader) =>
  db.selectFrom('messages as m')
    .leftJoin('message_states as s', (j) => j.onRef('s.message_id', '=', 'm.id').on('s.member_id', '=', reader.memberId))
    .where(visibleTo(reader))
    .where('s.deleted_at', 'is', null)

export const unreadCount = async (db: Db, reader: Reader): Promise<number> => {
  const row = await inboxOf(db, reader).where('s.read_at', 'is', null).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()
  return row.n
}

export interface InboxPage { readonly list: InboxMessage[]; readonly total: number }

export const listInbox = async (db: Db, reader: Reader, page: number, pageSize: number, order: 'unreadFirst' | 'newest'): Promise<InboxPage> => {
  const base = inboxOf(db, reader)
  const [{ n }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    base.select(['m.id', 'm.member_id', 'm.kind', 'm.title', 'm.body', 'm.params', 'm.created_at', 's.read_at'])
      .$if(order === 'unreadFirst', (q) => q.orderBy(sql`s.read_at IS NULL`, 'desc'))
      .orderBy('m.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
  ])
  return {
    total: n,
    list: rows.map((r) => ({
      id: Number(r.id), kind: r.kind as MessageKind, title: r.title, body: r.body, params: r.params ?? {},
      broadcast: r.member_id === null, read: r.read_at !== null, createdAt: r.created_at.getTime(),
    })),
  }
}

/** The ids among `ids` the member may see (and has not deleted). */
const ownIds = async (db: Db, reader: Reader, ids: ReadonlyArray<number>): Promise<number[]> => {
  const rows = await inboxOf(db, reader).where('m.id', 'in', ids.map(String)).select('m.id').execute()
  return rows.map((r) => Number(r.id))
}

/** Marks messages read (or deleted): every id must be the member's, else nothing changes and the answer is false. */
export const markMessages = async (db: Kysely<Database>, reader: Reader, ids: ReadonlyArray<number> | 'all', mark: 'read' | 'deleted', now: Date): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const memberId = reader.memberId
    let target: number[]
    if (ids === 'all') {
      target = (await inboxOf(trx, reader).$if(mark === 'read', (q) => q.where('s.read_at', 'is', null)).select('m.id').execute()).map((r) => Number(r.id))
    } else {
      const unique = [...new Set(ids)]
      target = await ownIds(trx, reader, unique)
      if (target.length !== unique.length) return false
    }
    if (target.length === 0) return true
    const column = mark === 'read' ? 'read_at' : 'deleted_at'
    await trx.insertInto('message_states')
      .values(target.map((id) => ({ message_id: id, member_id: memberId, read_at: mark === 'read' ? now : null, deleted_at: mark === 'deleted' ? now : null })))
      .onConflict((oc) => oc.columns(['member_id', 'message_id']).doUpdateSet({ [column]: sql`COALESCE(message_states.${sql.ref(column)}, excluded.${sql.ref(column)})` }))
      .execute()
    return true
  })
