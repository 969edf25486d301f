import { Option, Schema } from 'effect'
import { AnnouncementsReply, Endpoints, call, type Language } from '@/shared/api'
import { DEFAULT_NOTICE_TYPES, PLATFORM, SessionKeys, session } from '@/shared/config'
import { createResource, useResource } from '@/shared/lib'

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

export const notices = createResource(fetchNotices, (language) => language)
export const useNotices = (language: Language) => useResource(notices, language)
