/** The announcement page: the operator's notices of type AG (for agents only; the players' notice calls never ask for that type). */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { liveAt } from '../notices/index.ts'
import type { AgentNotice, Language } from '../../../src/shared/api/index.ts'

export const AGENT_NOTICE_TYPE = 'AG'

export const agentNotices = async (db: Kysely<Database>, language: Language, now: Date): Promise<AgentNotice[]> => {
  const rows = await db.selectFrom('announcements').selectAll().where('type', '=', AGENT_NOTICE_TYPE).where(liveAt(now)).orderBy('date', 'desc').orderBy('sort').limit(100).execute()
  return rows.map((r) => ({ id: String(r.id), title: r.title[language] || r.title.en, content: r.content[language] || r.content.en, date: r.date.getTime() }))
}
