import { Endpoints, call, configureClient, type StatusReply } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'

/** The permission call (spec §7): the site's status for this host. */
export const fetchStatus = (url: string, signal?: AbortSignal): Promise<StatusReply> =>
  call(Endpoints.systemStatus, { query: { url }, token: session.get(SessionKeys.token), signal })

/** The member's badge counts are asked every minute unless the status reply says otherwise. */
const DEFAULT_BADGE_POLL_MS = 60_000
let badgePoll = DEFAULT_BADGE_POLL_MS

/** How often the member's unread and ready-to-claim counts are asked (status `info.badgePollMs`). */
export const badgePollMs = (): number => badgePoll

/**
 * What later calls need from the status reply outside the actor system: the merchant key of
 * the session (spec §3), the key of the encrypted calls and the badge poll. The reply itself
 * stays in the boot actor's context (screens read it from there).
 */
export function rememberSystemInfo(status: StatusReply): void {
  session.set(SessionKeys.merchant, status.info.brand.merchantCode)
  badgePoll = status.info.badgePollMs ?? DEFAULT_BADGE_POLL_MS
  // Endpoints marked `encrypted` travel as { payload } under this site's key. The cipher is
  // fetched with the first such call (login, register), not with the first screen.
  const key = status.info.payloadKey
  configureClient({ encryptBody: async (body) => (await import('@/shared/crypto')).encryptPayload(body, key) })
}
