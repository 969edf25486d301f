import { queryOptions, useQuery } from '@tanstack/react-query'
import { Option, Schema } from 'effect'
import { AnnouncementsReply, Endpoints, call, type Language } from '@/shared/api'
import { DEFAULT_NOTICE_TYPES, PLATFORM, SessionKeys, session } from '@/shared/config'
import { REFERENCE_DATA } from '@/shared/lib'

const decodeCached = Schema.decodeUnknownOption(Schema.Record(Schema.String, AnnouncementsReply))

/** Announcements for a language (MCSFE_getListAnnouncements), cached per language in the session. */
export async function fetchNotices(language: Language): Promise<AnnouncementsReply> {
  const cache = Option.getOrElse(decodeCached(session.getJson(SessionKeys.notice)), () => ({}) as Record<string, AnnouncementsReply>)
  const hit = cache[language]
  if (hit) return hit
  const reply = await call(Endpoints.announcements, {
    body: { types: [...DEFAULT_NOTICE_TYPES], platform: PLATFORM, execution: 'B', language },
    token: session.get(SessionKeys.token),
  })
  session.setJson(SessionKeys.notice, { ...cache, [language]: reply })
  return reply
}

/** The notice entity's query keys. */
export const noticeKeys = {
  list: (language: Language) => ['notice', 'list', language] as const,
}

export const noticesQuery = (language: Language) => queryOptions({ queryKey: noticeKeys.list(language), queryFn: () => fetchNotices(language), ...REFERENCE_DATA })
export const useNotices = (language: Language) => useQuery(noticesQuery(language))
