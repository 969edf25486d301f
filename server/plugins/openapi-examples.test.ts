/**
 * What an integrator copies from /openapi.json works: every call's example decodes with its
 * own schema, and the server, sent that example as the description says (query, JSON or
 * encrypted body, form, a real session token, a vendor signature), accepts it or answers one
 * of the call's declared failures, never one that blames the request itself.
 */
import type { InjectOptions } from 'fastify'
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AllEndpoints, RequestExamples, type Endpoint, type EndpointName, type RequestExample } from '../../src/shared/api/index.ts'
import { SeamlessEndpoints, SeamlessExamples, ensureVendorSecret, sign } from '../modules/wallet/index.ts'
import { TEST_PAYLOAD_KEY, createTestApp, type TestApp } from '../testing/test-app.ts'
import { encrypted } from '../testing/account-helpers.ts'
import { encryptPayload } from '../http/payload-crypto.ts'

import { newMember } from '../testing/member-helpers.ts'
import { multipart } from '../testing/multipart.ts'

/** Codes that would mean the example itself, or the way the test sent it, is wrong. */
const blamesTheRequest = new Set([
  'VALIDATION_FAILED', 'BAD_REQUEST', 'MALFORMED_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE',
  'PAYLOAD_INVALID', 'PAYLOAD_TAMPERED', 'PAYLOAD_EXPIRED', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'SIGNATURE_INVALID',
  'RATE_LIMITED', 'INTERNAL', 'SERVICE_UNAVAILABLE',
])

const VENDOR = 'TCG_SEA'

type Call = readonly [name: string, endpoint: Endpoint, example: RequestExample | undefined]
const calls: Call[] = [
  ...Object.entries(AllEndpoints).map(([name, e]): Call => [name, e, RequestExamples[name as EndpointName]]),
  ...Object.entries(SeamlessEndpoints).map(([name, e]): Call => [`seamless.${name}`, e, { body: SeamlessExamples[name as keyof typeof SeamlessExamples] }]),
]

const decodes = (schema: Schema.Top, value: unknown): string | null => {
  try {
    Schema.decodeUnknownSync(schema as never)(value)
    return null
  } catch (e) {
    return String(e)
  }
}

describe('request examples', () => {
  it('exist for every call that takes a query or a body, and only for those', () => {
    const missing = calls.filter(([, e, x]) => (e.query !== undefined && x?.query === undefined) || (e.body !== undefined && x?.body === undefined)).map(([n]) => n)
    const stray = calls.filter(([, e, x]) => (e.query === undefined && x?.query !== undefined) || (e.body === undefined && x?.body !== undefined)).map(([n]) => n)
    expect(missing).toEqual([])
    expect(stray).toEqual([])
    const unknown = Object.keys(RequestExamples).filter((n) => !(n in AllEndpoints))
    expect(unknown).toEqual([])
  })

  it.each(calls.filter(([, , x]) => x !== undefined))('%s: the example decodes with its own schema', (_name, e, x) => {
    if (e.query) expect(decodes(e.query, x!.query)).toBeNull()
    if (e.body) expect(decodes(e.body, x!.body)).toBeNull()
  })
})

describe('each call, sent its example', () => {
  let t: TestApp
  let vendorSecret: string
  beforeAll(async () => {
    t = await createTestApp()
    vendorSecret = await ensureVendorSecret(t.app.tala.db, t.app.tala.secretsKey, VENDOR)
  })
  afterAll(async () => { await t?.close() })

  let n = 0
  const request = async ([name, e, x]: Call): Promise<InjectOptions> => {
    n += 1
    const headers: Record<string, string> = {}
    if (e.auth === 'token') {
      // A member of their own per call, so one call's effect (a break, a new password) spares the rest.
      const agent = e.path.includes('/agent/') || name.startsWith('contract') || name === 'myIncome' || name.startsWith('income')
      const member = await newMember(t.app.tala.db, `example${n}`, agent ? 1 : 0)
      headers.authorization = member.auth.authorization
    }
    const query = x?.query ? `?${new URLSearchParams(Object.entries(x.query).map(([k, v]) => [k, String(v)])).toString()}` : ''
    // Each call from its own address, so the site's per-address limits never answer for the example.
    const base = { method: e.method, url: `${e.path}${query}`, remoteAddress: `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}` } as const
    if (e.body === undefined) return { ...base, headers }
    if (e.files) {
      const form = await multipart(x!.body, e.files.field, [])
      return { ...base, headers: { ...headers, 'content-type': form.contentType }, payload: form.payload }
    }
    // Free play's `random` proves the client holds the payload key: sealed here, as the SPA does.
    const body = name === 'freePlay' ? { ...(x!.body as object), random: encryptPayload(TEST_PAYLOAD_KEY, 'a1b2c3d4e5f6a7b8') } : x!.body
    const raw = JSON.stringify(e.encrypted ? encrypted(body) : body)
    if (name.startsWith('seamless.')) Object.assign(headers, { 'x-vendor': VENDOR, 'x-signature': sign(vendorSecret, raw) })
    return { ...base, headers: { ...headers, 'content-type': 'application/json' }, payload: raw }
  }

  it.each(calls)('%s: accepted, or refused with a declared failure that does not blame the request', async (...call) => {
    const res = await t.app.inject(await request(call))
    const env = res.json() as { success: boolean; code?: string; message?: string }
    const [, e] = call
    // The route exists (a 404 may only be the call's own declared "no such record").
    expect(t.app.hasRoute({ method: e.method, url: e.path }), e.path).toBe(true)
    expect(res.statusCode, res.body).toBeLessThan(500)
    if (env.success) return
    expect(Object.keys(e.failures ?? {}), res.body).toContain(env.code)
    expect(blamesTheRequest.has(env.code!), `${env.code}: ${env.message}`).toBe(false)
  })
})
