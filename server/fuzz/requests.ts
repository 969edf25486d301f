/**
 * Turns a generated request into `app.inject` options for its route, and judges the reply:
 * the envelope with the status of its code, or (file routes only) a file on success.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { errorCodeList, httpStatusOf, type ErrorCode } from '../../src/shared/api/index.ts'
import { encryptPayload } from '../http/payload-crypto.ts'
import { sign } from '../modules/wallet/index.ts'
import type { FuzzRequest } from './inputs.ts'
import type { FuzzRoute } from './routes.ts'

/** What the suite holds to build requests that get past the door. */
export interface Keys {
  readonly payloadKey: string
  readonly adminToken: string
  readonly memberToken: string
  readonly vendor: string
  readonly vendorSecret: string
  /** A live house game session of the member. */
  readonly gameSession: string
}

/** A header carries bytes: what a client could really send in place of the junk. */
const headerSafe = (s: string): string => s.replace(/[^\x20-\x7e]/g, '?').trim().slice(0, 600) || '?'

const withKey = (value: unknown, key: string, v: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(value)) Object.defineProperty(copy, k, { value: x, enumerable: true, writable: true, configurable: true })
  copy[key] = v
  return copy
}

const authHeaders = (route: FuzzRoute, r: FuzzRequest, keys: Keys, asAdmin: boolean): Record<string, string> => {
  if (asAdmin) return { authorization: `Bearer ${keys.adminToken}` }
  switch (r.caller) {
    case 'anonymous': return {}
    case 'member': return { authorization: `Bearer ${keys.memberToken}` }
    case 'badToken': return { authorization: `Bearer ${headerSafe(r.junk)}` }
    // On /admin a near miss of the right token; elsewhere the SPA's historic `token` header.
    case 'tokenHeader': return route.kind === 'admin' ? { authorization: `Bearer ${keys.adminToken}x` } : { token: headerSafe(r.junk) }
  }
}

export const toInject = (route: FuzzRoute, r: FuzzRequest, keys: Keys, asAdmin = false): InjectOptions => {
  let i = 0
  const path = route.path.split('/').map((part) => (part.startsWith(':') ? r.params[i++] ?? 'x' : part)).join('/')
  const headers: Record<string, string> = {}
  for (const [name, v] of Object.entries(r.headers)) headers[name] = headerSafe(v)
  Object.assign(headers, authHeaders(route, r, keys, asAdmin))
  let payload: string | undefined
  const { body } = r
  if (body.kind === 'json') {
    let value = body.value
    if (route.kind === 'house' && r.liveSession) value = withKey(value, 's', keys.gameSession)
    payload = JSON.stringify(route.encrypted && r.sealBody ? { payload: encryptPayload(keys.payloadKey, value) } : value) ?? 'null'
    headers['content-type'] = 'application/json'
  } else if (body.kind === 'raw') {
    payload = body.text
    headers['content-type'] = body.contentType
  }
  if (route.kind === 'seamless') {
    headers['x-vendor'] = r.signed ? keys.vendor : headerSafe(r.junk)
    headers['x-signature'] = r.signed ? sign(keys.vendorSecret, payload ?? '') : headerSafe(r.junk)
  }
  return { method: (r.method ?? route.method) as InjectOptions['method'], url: r.query === '' ? path : `${path}?${r.query}`, headers, remoteAddress: r.ip, ...(payload !== undefined ? { payload } : {}) }
}

export type Judged = { readonly problem: string } | { readonly problem: null; readonly refused: boolean }

/** Whether the reply is what any client may rely on; `refused` for a failure (nothing may be written). */
export const judge = (route: FuzzRoute, res: LightMyRequestResponse): Judged => {
  const status = res.statusCode
  if (status >= 500) return { problem: `answered ${status}: ${res.body.slice(0, 300)}` }
  if (route.kind === 'file' && status < 400) return { problem: null, refused: false }
  if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) {
    return { problem: `answered ${status} with content type ${String(res.headers['content-type'])}, not the JSON envelope: ${res.body.slice(0, 200)}` }
  }
  let env: { success?: unknown; value?: unknown; code?: unknown; message?: unknown }
  try {
    env = JSON.parse(res.body) as typeof env
  } catch {
    return { problem: `answered ${status} with a body that is not JSON: ${res.body.slice(0, 200)}` }
  }
  if (env.success === true && 'value' in env) {
    return status >= 200 && status < 300 ? { problem: null, refused: false } : { problem: `a success envelope with status ${status}` }
  }
  if (env.success === false && typeof env.message === 'string' && errorCodeList.includes(env.code as ErrorCode)) {
    const expected = httpStatusOf(env.code as ErrorCode)
    return status === expected ? { problem: null, refused: true } : { problem: `${String(env.code)} answered with status ${status}, its code says ${expected}` }
  }
  return { problem: `answered ${status} with a body that is not the envelope: ${res.body.slice(0, 200)}` }
}
