/**
 * POST /wps/relay/MCSFE_getListAnnouncements: notices grouped the way the SPA shows them:
 * player (the notice list: PL, and H), banners (B), popup (PU), promotion (PR). Only the
 * requested types are returned. `execution` 'B' (before login) sees notices meant for
 * everyone; 'A' (after login) also sees members-only ones. Content is HTML that was
 * escaped when it was written (server/lib/html.ts).
 */
import type { Kysely } from 'kysely'
import type { AnnouncementsReply, Language, Notice } from '../../../src/shared/api/index.ts'
import type { Database } from '../../db/schema.ts'
import { liveAt } from './live.ts'

type NoticeType = Notice['type']

const groupOf: Record<NoticeType, keyof AnnouncementsReply> = {
  B: 'banners',
  PL: 'player',
  H: 'player',
  PU: 'popup',
  PR: 'promotion',
}

export interface AnnouncementQuery {
  readonly types: ReadonlyArray<NoticeType>
  readonly execution: 'A' | 'B'
  readonly language: Language
  /** Only the notices live now (live.ts). */
  readonly now: Date
}

export const loadAnnouncements = async (db: Kysely<Database>, q: AnnouncementQuery): Promise<AnnouncementsReply> => {
  const reply: { [K in keyof AnnouncementsReply]: Notice[] } = { player: [], banners: [], popup: [], promotion: [] }
  if (q.types.length === 0) return reply
  const executions = q.execution === 'A' ? ['A', 'B'] : ['B']
  const rows = await db
    .selectFrom('announcements')
    .selectAll()
    .where('type', 'in', [...q.types])
    .where('execution', 'in', executions)
    .where(liveAt(q.now))
    .orderBy('date', 'desc')
    .orderBy('sort')
    .execute()
  for (const row of rows) {
    const type = row.type as NoticeType
    reply[groupOf[type]].push({
      id: String(row.id),
      title: row.title[q.language] || row.title.en,
      content: row.content[q.language] || row.content.en,
      date: row.date.getTime(),
      type,
    })
  }
  return reply
}
