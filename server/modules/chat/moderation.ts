/**
 * The operator's moderation: list the room's messages (deleted ones too, marked), delete one
 * (the room never shows it again), mute a member for a while or until lifted, lift a mute, and
 * list who is muted. Accounts are shown whole here: this is the operator's view.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { muteInForce } from './standing.ts'

export interface OperatorChatMessage {
  readonly id: number
  readonly account: string
  readonly text: string
  readonly createdAt: string
  readonly deletedAt: string | null
  readonly deletedBy: string | null
}

export interface MutedMember { readonly account: string; readonly mutedAt: string; readonly until: string | null; readonly mutedBy: string | null }

const messages = (db: Kysely<Database>) => db.selectFrom('chat_messages as c').innerJoin('members as m', 'm.id', 'c.member_id')
  .select(['c.id', 'm.account', 'c.text', 'c.created_at', 'c.deleted_at', 'c.deleted_by'])

type Row = Awaited<ReturnType<ReturnType<typeof messages>['executeTakeFirstOrThrow']>>

const view = (r: Row): OperatorChatMessage => ({
  id: Number(r.id), account: r.account, text: r.text, createdAt: r.created_at.toISOString(),
  deletedAt: r.deleted_at?.toISOString() ?? null, deletedBy: r.deleted_by,
})

export const listMessages = async (db: Kysely<Database>, account: string | undefined, limit: number): Promise<OperatorChatMessage[]> =>
  (await messages(db).$if(account !== undefined, (q) => q.where('m.account', '=', account!)).orderBy('c.id', 'desc').limit(limit).execute()).map(view)

/** Deletes a message from the room (NOT_FOUND when there is none; deleting it again changes nothing). */
export const deleteMessage = async (db: Kysely<Database>, id: number, operator: string, now: Date): Promise<OperatorChatMessage> => {
  await db.updateTable('chat_messages').set({ deleted_at: now, deleted_by: operator }).where('id', '=', String(id)).where('deleted_at', 'is', null).execute()
  const row = await messages(db).where('c.id', '=', String(id)).executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', `No chat message #${id}.`)
  return view(row)
}

const memberIdOf = async (db: Kysely<Database>, account: string): Promise<number> => {
  const m = await db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirst()
  if (!m) throw new ApiError('NOT_FOUND', `No member "${account.slice(0, 64)}".`)
  return m.id
}

const mutedView = (account: string, r: { muted_at: Date | null; muted_until: Date | null; muted_by: string | null }): MutedMember => ({
  account, mutedAt: r.muted_at!.toISOString(), until: r.muted_until?.toISOString() ?? null, mutedBy: r.muted_by,
})

/** Mutes a member for `minutes` (null: until lifted), replacing any mute in force. */
export const muteMember = async (db: Kysely<Database>, account: string, minutes: number | null, operator: string, now: Date): Promise<MutedMember> => {
  const memberId = await memberIdOf(db, account)
  const until = minutes === null ? null : new Date(now.getTime() + minutes * 60_000)
  const row = await db.insertInto('chat_members').values({ member_id: memberId, muted_at: now, muted_until: until, muted_by: operator })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ muted_at: now, muted_until: until, muted_by: operator }))
    .returning(['muted_at', 'muted_until', 'muted_by']).executeTakeFirstOrThrow()
  return mutedView(account, row)
}

/** Lifts a member's mute; `wasMuted` says whether one was in force. */
export const unmuteMember = async (db: Kysely<Database>, account: string, operator: string, now: Date): Promise<{ account: string; wasMuted: boolean }> => {
  const memberId = await memberIdOf(db, account)
  const before = await db.selectFrom('chat_members').select(['muted_at', 'muted_until']).where('member_id', '=', memberId).executeTakeFirst()
  await db.updateTable('chat_members').set({ muted_at: null, muted_until: null, muted_by: operator }).where('member_id', '=', memberId).execute()
  return { account, wasMuted: muteInForce(before, now.getTime()) !== undefined }
}

/** The members muted now, latest mute first. */
export const listMuted = async (db: Kysely<Database>, now: Date): Promise<MutedMember[]> => {
  const rows = await db.selectFrom('chat_members as c').innerJoin('members as m', 'm.id', 'c.member_id')
    .select(['m.account', 'c.muted_at', 'c.muted_until', 'c.muted_by'])
    .where('c.muted_at', 'is not', null)
    .where((eb) => eb.or([eb('c.muted_until', 'is', null), eb('c.muted_until', '>', now)]))
    .orderBy('c.muted_at', 'desc').limit(500).execute()
  return rows.map((r) => mutedView(r.account, r))
}
