import { queryOptions } from '@tanstack/react-query'
import { Endpoints, call } from '@/shared/api'
import { memberScope } from '@/shared/lib'

/** The session entity's query keys (the member's own data: under the member scope). */
export const sessionKeys = {
  icon: (token: string) => [...memberScope, 'session', 'icon', token] as const,
}

/** The avatar URL (GET /wps/member/info/icon), once per login. The member info itself is the session actor's. */
export const memberIconQuery = (token: string) =>
  queryOptions({ queryKey: sessionKeys.icon(token), queryFn: async ({ signal }) => (await call(Endpoints.memberIcon, { token, signal })).icon, staleTime: Infinity })
