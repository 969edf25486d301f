/**
 * The operator API of notices (issue 39): write one of any type in the five languages, move
 * its window (schedule), withdraw it, list them with their state. Spread into `AdminEndpoints`
 * (contract.ts); routes in notices.ts.
 */
import { Schema } from 'effect'

const NoticeType = Schema.Literals(['B', 'PL', 'PU', 'PR', 'H', 'AG'])
const NoticeState = Schema.Literals(['scheduled', 'live', 'ended', 'withdrawn'])
/** Every language is required: a notice the operator writes speaks all five. */
const Five = (max: number) => {
  const text = Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(max), Schema.isPattern(/\S/))
  return Schema.Struct({ ty: text, en: text, cn: text, th: text, vi: text })
}
const Instant = Schema.String.check(Schema.isMaxLength(40), Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/))

export const AdminNotice = Schema.Struct({
  id: Schema.Int,
  type: Schema.String,
  title: Schema.Struct({ ty: Schema.String, en: Schema.String, cn: Schema.String, th: Schema.String, vi: Schema.String }),
  from: Schema.String,
  until: Schema.NullOr(Schema.String),
  membersOnly: Schema.Boolean,
  state: NoticeState,
  createdBy: Schema.NullOr(Schema.String),
  withdrawnBy: Schema.NullOr(Schema.String),
  withdrawnAt: Schema.NullOr(Schema.String),
})
export type AdminNotice = typeof AdminNotice.Type

export const AdminNoticeWrite = Schema.Struct({
  type: NoticeType,
  title: Five(120),
  /** Plain text per language (blank lines part paragraphs); the server escapes it into HTML. */
  body: Five(5000),
  /** ISO instants with a zone; from defaults to now, until to "until withdrawn". */
  from: Schema.optionalKey(Instant),
  until: Schema.optionalKey(Instant),
  membersOnly: Schema.optionalKey(Schema.Boolean),
})
export const AdminNoticeSchedule = Schema.Struct({
  from: Schema.optionalKey(Instant),
  /** null: until withdrawn. */
  until: Schema.optionalKey(Schema.NullOr(Instant)),
})
export const AdminNoticeQuery = Schema.Struct({
  type: Schema.optionalKey(NoticeType),
  state: Schema.optionalKey(NoticeState),
  limit: Schema.optionalKey(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 500 }))),
})
export const AdminNoticeList = Schema.Struct({ notices: Schema.Array(AdminNotice) })
const NoticeParams = Schema.Struct({ id: Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 2_147_483_647 })) })

export const noticesAdminEndpoints = {
  noticeList: {
    method: 'GET', path: '/admin/notices', query: AdminNoticeQuery, reply: AdminNoticeList, auth: 'none', encrypted: false,
  },
  noticeWrite: {
    method: 'PUT', path: '/admin/notices', body: AdminNoticeWrite, reply: AdminNotice, auth: 'none', encrypted: false,
  },
  noticeSchedule: {
    method: 'POST', path: '/admin/notices/:id/schedule', params: NoticeParams, body: AdminNoticeSchedule, reply: AdminNotice, auth: 'none', encrypted: false,
  },
  noticeWithdraw: {
    method: 'POST', path: '/admin/notices/:id/withdraw', params: NoticeParams, reply: AdminNotice, auth: 'none', encrypted: false,
  },
} as const
