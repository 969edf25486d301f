import { Endpoints, call, isApiError, type MemberInfo } from '@/shared/api'
import { clearLogin, memberStore } from '../model/member.ts'
import { sessionStore } from '../model/session.ts'

const INVALID_TOKEN = new Set(['UNAUTHORIZED', 'TOKEN_EXPIRED'])

/**
 * Loads the member info with the stored token (spec §7, at boot and after every login).
 * An invalid or expired token logs out (the token is dropped); other failures are thrown.
 */
export async function loadMemberInfo(signal?: AbortSignal): Promise<MemberInfo | null> {
  const token = sessionStore.getToken()
  if (token === null) return null
  try {
    const info = await call(Endpoints.memberInfo, { token, signal })
    memberStore.set(info)
    return info
  } catch (e) {
    if (isApiError(e) && INVALID_TOKEN.has(e.code)) {
      clearLogin()
      return null
    }
    throw e
  }
}

/** The avatar URL (GET /wps/member/info/icon). */
export async function loadMemberIcon(): Promise<string | null> {
  const token = sessionStore.getToken()
  if (token === null) return null
  const { icon } = await call(Endpoints.memberIcon, { token })
  return icon
}
