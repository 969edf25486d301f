/**
 * The feedback store: a member's submission (rate-limited per member, atomically), and the
 * operator's list, view and answer. The answer goes to the member's inbox as an operator
 * message in the same transaction that marks the feedback answered.
 */
import { sql, type Kysely } from 'kysely'
import type { Database, Localized } from '../../db/schema.ts'
import { ApiError } from '../../http/errors.ts'
import { sendOperatorMessage } from '../messages/index.ts'
import type { CheckedFields } from './check.ts'
import type { FeedbackImage } from './images.ts'
import { FEEDBACK_PER_DAY } from './rules.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Stores one feedback with its images, unless the member sent FEEDBACK_PER_DAY in the last
 * 24 hours (TOO_MANY_REQUESTS, nothing stored). The member's row is locked first, so
 * concurrent submissions are counted one after another.
 */
export const saveFeedback = async (
  db: Kysely<Database>, memberId: number, fields: CheckedFields, images: ReadonlyArray<FeedbackImage>, now: Date,
): Promise<{ id: number; createdAt: number }> =>
  db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().executeTakeFirstOrThrow()
    const { n } = await trx.selectFrom('feedback').select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId).where('created_at', '>', new Date(now.getTime() - DAY_MS)).executeTakeFirstOrThrow()
    if (n >= FEEDBACK_PER_DAY) throw new ApiError('TOO_MANY_REQUESTS', `You can send ${FEEDBACK_PER_DAY} feedback messages a day. Please try again tomorrow.`)
    const row = await trx.insertInto('feedback').values({ member_id: memberId, content: fields.content, contact: fields.contact, created_at: now })
      .returning(['id', 'created_at']).executeTakeFirstOrThrow()
    if (images.length > 0) {
      await trx.insertInto('feedback_images')
        .values(images.map((im, i) => ({ feedback_id: row.id, position: i + 1, content_type: im.contentType, bytes: im.bytes }))).execute()
    }
    return { id: Number(row.id), createdAt: row.created_at.getTime() }
  })

export interface OperatorFeedback {
  readonly id: number
  readonly account: string
  readonly content: string
  readonly contact: string | null
  readonly status: 'open' | 'answered'
  readonly images: ReadonlyArray<{ readonly position: number; readonly contentType: string; readonly bytes: number }>
  readonly answer: string | null
  readonly answeredBy: string | null
  readonly answeredAt: string | null
  readonly createdAt: string
}

const base = (db: Kysely<Database>) => db.selectFrom('feedback as f').innerJoin('members as m', 'm.id', 'f.member_id')
  .select(['f.id', 'm.account', 'f.content', 'f.contact', 'f.status', 'f.answer', 'f.answered_by', 'f.answered_at', 'f.created_at'])
  .select((eb) => eb.selectFrom('feedback_images as i').whereRef('i.feedback_id', '=', 'f.id')
    .select(sql<Array<{ position: number; contentType: string; bytes: number }>>`coalesce(json_agg(json_build_object('position', i.position, 'contentType', i.content_type, 'bytes', octet_length(i.bytes)) ORDER BY i.position), '[]'::json)`.as('x'))
    .as('images'))

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>

const view = (r: Row): OperatorFeedback => ({
  id: Number(r.id), account: r.account, content: r.content, contact: r.contact, status: r.status, images: r.images ?? [],
  answer: r.answer, answeredBy: r.answered_by, answeredAt: r.answered_at?.toISOString() ?? null, createdAt: r.created_at.toISOString(),
})

export const listFeedback = async (db: Kysely<Database>, status: 'open' | 'answered' | undefined, limit: number): Promise<OperatorFeedback[]> =>
  (await base(db).$if(status !== undefined, (q) => q.where('f.status', '=', status!)).orderBy('f.id', 'desc').limit(limit).execute()).map(view)

export const feedbackDetail = async (db: Kysely<Database>, id: number): Promise<OperatorFeedback | null> => {
  const row = await base(db).where('f.id', '=', String(id)).executeTakeFirst()
  return row ? view(row) : null
}

/** The inbox message's title in the five languages; the body is the operator's own text. */
const ANSWER_TITLE: Localized = {
  en: 'Reply to your feedback', ty: 'Tugon sa iyong feedback', cn: '您的反馈已回复', vi: 'Phản hồi cho góp ý của bạn', th: 'ตอบกลับความคิดเห็นของคุณ',
}

/** Answers an open feedback: the text lands in the member's inbox (NOT_FOUND, or FEEDBACK_STATE when already answered). */
export const answerFeedback = async (db: Kysely<Database>, id: number, text: string, operator: string, now: Date): Promise<OperatorFeedback> => {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('feedback').select(['member_id', 'status']).where('id', '=', String(id)).forUpdate().executeTakeFirst()
    if (!row) throw new ApiError('NOT_FOUND', `No feedback #${id}.`)
    if (row.status !== 'open') throw new ApiError('FEEDBACK_STATE', `Feedback #${id} is already answered.`)
    const body: Localized = { en: text, ty: text, cn: text, vi: text, th: text }
    const message = await sendOperatorMessage(trx, { memberId: row.member_id }, { title: ANSWER_TITLE, body }, operator, now)
    await trx.updateTable('feedback').set({ status: 'answered', answer: text, answered_by: operator, answered_at: now, message_id: String(message.id) })
      .where('id', '=', String(id)).execute()
  })
  return (await feedbackDetail(db, id))!
}
