/**
 * The operator's notices (issue 39): write one of any type in the five languages, move its
 * window (schedule), withdraw it, list them all with their state. Text becomes HTML only
 * through paragraphsToHtml (escaped), as the seed's; a withdrawn notice stays withdrawn.
 */
import type { Kysely, Selectable } from 'kysely'
import type { Database, Localized } from '../../db/schema.ts'
import { json } from '../../db/json.ts'
import { ApiError } from '../../http/errors.ts'
import { paragraphsToHtml } from '../../lib/html.ts'
import { liveAt } from './live.ts'

export type OperatorNoticeType = 'B' | 'PL' | 'PU' | 'PR' | 'H' | 'AG'
export type NoticeState = 'scheduled' | 'live' | 'ended' | 'withdrawn'

export interface NoticeDraft {
  readonly type: OperatorNoticeType
  readonly title: Localized
  /** Plain text per language; blank lines part paragraphs. */
  readonly body: Localized
  /** Shows from (default now) until (default: until withdrawn). */
  readonly from?: Date | undefined
  readonly until?: Date | undefined
  /** Only for logged-in members (execution A). */
  readonly membersOnly?: boolean
}

export interface OperatorNotice {
  readonly id: number
  readonly type: string
  readonly title: Localized
  readonly from: string
  readonly until: string | null
  readonly membersOnly: boolean
  readonly state: NoticeState
  readonly createdBy: string | null
  readonly withdrawnBy: string | null
  readonly withdrawnAt: string | null
}

type Row = Selectable<Database['announcements']>

export const stateAt = (r: { date: Date; ends_at: Date | null; withdrawn_at: Date | null }, now: Date): NoticeState => {
  if (r.withdrawn_at !== null) return 'withdrawn'
  if (r.date > now) return 'scheduled'
  return r.ends_at !== null && r.ends_at <= now ? 'ended' : 'live'
}

const view = (r: Row, now: Date): OperatorNotice => ({
  id: r.id, type: r.type, title: r.title, from: r.date.toISOString(), until: r.ends_at?.toISOString() ?? null, membersOnly: r.execution === 'A',
  state: stateAt(r, now), createdBy: r.created_by, withdrawnBy: r.withdrawn_by, withdrawnAt: r.withdrawn_at?.toISOString() ?? null,
})

const badWindow = () => new ApiError('VALIDATION_FAILED', 'The notice must end after it starts.', { fields: [{ field: 'until', reason: 'beforeFrom' }] })

const html = (body: Localized): Localized => Object.fromEntries(Object.entries(body).map(([lang, text]) =>
  [lang, paragraphsToHtml(String(text).split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean))])) as unknown as Localized

const byId = async (db: Kysely<Database>, id: number, now: Date): Promise<OperatorNotice> => {
  const row = await db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new ApiError('NOT_FOUND', `No notice #${id}.`)
  return view(row, now)
}

export const writeNotice = async (db: Kysely<Database>, draft: NoticeDraft, operator: string, now: Date): Promise<OperatorNotice> => {
  const from = draft.from ?? now
  if (draft.until !== undefined && draft.until <= from) throw badWindow()
  const row = await db.insertInto('announcements').values({
    type: draft.type, title: json(draft.title), content: json(html(draft.body)), date: from, ends_at: draft.until ?? null,
    execution: draft.membersOnly === true ? 'A' : 'B', sort: 0, created_by: operator,
  }).returning('id').executeTakeFirstOrThrow()
  return byId(db, row.id, now)
}

/** Moves a notice's window; one statement, so a withdrawal at the same time wins or loses whole. */
export const scheduleNotice = async (db: Kysely<Database>, id: number, window: { from?: Date | undefined; until?: Date | null | undefined }, now: Date): Promise<OperatorNotice> => {
  const current = await byId(db, id, now)
  if (current.state === 'withdrawn') throw new ApiError('NOTICE_STATE', `Notice #${id} was withdrawn; write a new one.`)
  const from = window.from ?? new Date(current.from)
  const until = window.until === undefined ? (current.until === null ? null : new Date(current.until)) : window.until
  if (until !== null && until <= from) throw badWindow()
  const done = await db.updateTable('announcements').set({ date: from, ends_at: until })
    .where('id', '=', id).where('withdrawn_at', 'is', null).returning('id').executeTakeFirst()
  if (!done) throw new ApiError('NOTICE_STATE', `Notice #${id} was withdrawn; write a new one.`)
  return byId(db, id, now)
}

export const withdrawNotice = async (db: Kysely<Database>, id: number, operator: string, now: Date): Promise<OperatorNotice> => {
  const done = await db.updateTable('announcements').set({ withdrawn_at: now, withdrawn_by: operator })
    .where('id', '=', id).where('withdrawn_at', 'is', null).returning('id').executeTakeFirst()
  if (!done) {
    await byId(db, id, now) // NOT_FOUND when there is none
    throw new ApiError('NOTICE_STATE', `Notice #${id} is withdrawn already.`)
  }
  return byId(db, id, now)
}

export const listNotices = async (db: Kysely<Database>, filter: { type?: string; state?: NoticeState }, limit: number, now: Date): Promise<OperatorNotice[]> => {
  let q = db.selectFrom('announcements').selectAll().orderBy('date', 'desc').orderBy('id', 'desc').limit(limit)
  if (filter.type) q = q.where('type', '=', filter.type)
  if (filter.state === 'withdrawn') q = q.where('withdrawn_at', 'is not', null)
  if (filter.state === 'scheduled') q = q.where('withdrawn_at', 'is', null).where('date', '>', now)
  if (filter.state === 'live') q = q.where(liveAt(now))
  if (filter.state === 'ended') q = q.where('withdrawn_at', 'is', null).where('ends_at', '<=', now)
  return (await q.execute()).map((r) => view(r, now))
}
