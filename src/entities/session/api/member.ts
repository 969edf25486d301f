import { Endpoints, call } from '@/shared/api'

/** The avatar URL (GET /wps/member/info/icon). The member info itself is the session actor's. */
export async function loadMemberIcon(token: string): Promise<string | null> {
  const { icon } = await call(Endpoints.memberIcon, { token })
  return icon
}
