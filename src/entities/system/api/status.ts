import { Endpoints, call, configureClient, type StatusReply } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'

/** The permission call (spec §7): the site's status for this host. */
export const fetchStatus = (url: string, signal?: AbortSignal): Promise<StatusReply> =>
  call(Endpoints.systemStatus, { query: { url }, token: session.get(SessionKeys.token), signal })

/**
 * What later calls need from the status reply outside the actor system: the merchant key of
 * the session (spec §3) and the key of the encrypted calls. The reply itself stays in the
 * boot actor's context (screens read it from there).
 */
export function rememberSystemInfo(status: StatusReply): void {
  session.set(SessionKeys.merchant, status.info.brand.merchantCode)
  // Endpoints marked `encrypted` travel as { payload } under this site's key. The cipher is
  // fetched with the first such call (login, register), not with the first screen.
  const key = status.info.payloadKey
  configureClient({ encryptBody: async (body) => (await import('@/shared/crypto')).encryptPayload(body, key) })
}
