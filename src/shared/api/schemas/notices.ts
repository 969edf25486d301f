import { Schema } from 'effect'

export const AnnouncementType = Schema.Literals(['B', 'PL', 'PU', 'PR', 'H'])

export const Notice = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  /** Sanitised HTML. */
  content: Schema.String,
  /** Epoch milliseconds; shown as yyyy-MM-dd HH:mm:ss. */
  date: Schema.Number,
  type: AnnouncementType,
})
export type Notice = typeof Notice.Type

/** POST /wps/relay/MCSFE_getListAnnouncements */
export const AnnouncementsRequest = Schema.Struct({
  types: Schema.Array(AnnouncementType).check(Schema.isMaxLength(5)),
  platform: Schema.Literal('W'),
  execution: Schema.Literals(['B', 'A']),
  language: Schema.optionalKey(Schema.Literals(['ty', 'en', 'cn', 'th', 'vi'])),
})
export const AnnouncementsReply = Schema.Struct({
  player: Schema.Array(Notice),
  banners: Schema.Array(Notice),
  popup: Schema.Array(Notice),
  promotion: Schema.Array(Notice),
})
export type AnnouncementsReply = typeof AnnouncementsReply.Type
