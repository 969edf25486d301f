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
  help: (language: Language, member: boolean) => ['notice', 'help', language, member] as const,
}

export const noticesQuery = (language: Language) => queryOptions({ queryKey: noticeKeys.list(language), queryFn: () => fetchNotices(language), ...REFERENCE_DATA })
export const useNotices = (language: Language) => useQuery(noticesQuery(language))

/**
 * The help notices (type H, spec §3), which the help centre shows: the ones for everyone, and
 * for a member (execution A) the members-only ones too, newest first.
 */
export const helpNoticesQuery = (language: Language, token: string | null) => queryOptions({
  queryKey: noticeKeys.help(language, token !== null),
  queryFn: async ({ signal }) => (await call(Endpoints.announcements, {
    body: { types: ['H'], platform: PLATFORM, execution: token === null ? 'B' : 'A', language }, token, signal,
  })).player.filter((n) => n.type === 'H'),
  ...REFERENCE_DATA,
})
