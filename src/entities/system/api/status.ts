import { Endpoints, call, configureClient, type StatusReply } from '@/shared/api'
import { SessionKeys, session } from '@/shared/config'
import { encryptPayload } from '@/shared/crypto'

/** The permission call (spec §7): the site's status for this host. */
export const fetchStatus = (url: string, signal?: AbortSignal): Promise<StatusReply> =>
  call(Endpoints.systemStatus, { query: { url }, token: session.get(SessionKeys.token), signal })

let freePlay: ReadonlyArray<string> = []
/** The game types a trial account may launch (the server's setting, from the last status reply). */
export const freePlayGameTypes = (): ReadonlyArray<string> => freePlay

/** Keeps what later calls and screens read from the session cache (spec §3). */
export function rememberSystemInfo(status: StatusReply): void {
  freePlay = status.info.freePlayGameTypes
  session.set(SessionKeys.merchant, status.info.brand.merchantCode)
  session.setJson(SessionKeys.validation, status.info.registerValidation)
  session.setJson(SessionKeys.settings, status.info.whitelabel)
  // Endpoints marked `encrypted` travel as { payload } under this site's key.
  const key = status.info.payloadKey
  configureClient({ encryptBody: (body) => encryptPayload(body, key) })
}
