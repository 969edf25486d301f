import { Endpoints, call, currentToken } from '@/shared/api'

/** The avatar URL (GET /wps/member/info/icon). The member info itself is the session actor's. */
export async function loadMemberIcon(): Promise<string | null> {
  const token = currentToken()
  if (token === null) return null
  const { icon } = await call(Endpoints.memberIcon, { token })
  return icon
}
