/**
 * Every gated route, spelled every way a router still reads as that route (percent-encoded
 * letters in either case, encoded twice, dot segments, repeated slashes) or might (mixed
 * case, absolute-form targets), thrown at the three address gates: the admin allow-list,
 * maintenance and the region block. No spelling may reach a handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { connect } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { AllEndpoints, Endpoints } from '../../src/shared/api/index.ts'
import { AdminEndpoints } from '../admin/contract.ts'
import { HouseEndpoints } from '../providers/house/index.ts'
import { createTestApp, envelope, send, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { normalisedPath } from '../http/request-path.ts'

type Route = { method: string; path: string }
const routesOf = (endpoints: Record<string, { method: string; path: string }>): Route[] =>
  Object.values(endpoints).map(({ method, path }) => ({ method, path: path.replace(/:[A-Za-z]+/g, 'x1') }))

const adminRoutes = routesOf(AdminEndpoints)
const siteRoutes = [...routesOf(AllEndpoints), ...routesOf(HouseEndpoints)].filter((r) => r.path !== Endpoints.systemStatus.path)

const hex = (c: string, upper: boolean) => {
  const h = c.charCodeAt(0).toString(16).padStart(2, '0')
  return `%${upper ? h.toUpperCase() : h}`
}

/** One spelling of `path`: each character kept, percent-encoded (once or twice) at random; dot segments and slashes added. */
const spelling = (path: string) =>
  fc.record({
    // Mostly spellings the router reads as the route itself (single encodings), some it may not.
    encode: fc.array(
      fc.oneof({ weight: 12, arbitrary: fc.constant('keep') }, { weight: 6, arbitrary: fc.constant('once') }, { weight: 1, arbitrary: fc.constant('twice') }, { weight: 1, arbitrary: fc.constant('upper') }),
      { minLength: path.length, maxLength: path.length },
    ),
    dots: fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom('/.', '/x/..', '/./x/..', '//') }),
    case: fc.boolean(),
  }).map(({ encode, dots, case: mixed }) => {
    const body = [...path].map((c, i) => {
      if (c === '/') return c
      const how = encode[i]
      if (how === 'once') return hex(c, i % 2 === 0)
      if (how === 'twice') return `%25${hex(c, true).slice(1)}`
      if (how === 'upper' && mixed) return c.toUpperCase()
      return c
    }).join('')
    const slash = body.indexOf('/', 1)
    return slash === -1 ? body + dots : `${body.slice(0, slash)}${dots}${body.slice(slash)}`
  })

const anyRoute = (routes: Route[]) => fc.constantFrom(...routes).chain((r) => spelling(r.path).map((url) => ({ method: r.method, url })))

// A new visitor address per request: the rate limiter counts per address (captcha: one a second),
// and a 429 would be the limiter answering, not the gate under test.
let visitors = 0
const nextVisitor = (prefix: string) => { visitors += 1; return `${prefix}.${(visitors >> 8) & 255}.${visitors & 255}` }

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

const inject = (app: FastifyInstance, method: string, url: string, remoteAddress: string, admin = false): Promise<LightMyRequestResponse> =>
  app.inject({ method: method as 'GET', url, remoteAddress, payload: method === 'GET' ? undefined : {}, headers: admin ? { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } : {} })

describe('the decoded path the gates read', () => {
  it('undoes encodings, dot segments and repeated slashes', () => {
    expect(normalisedPath('/%61dmin/status?x=1')).toBe('/admin/status')
    expect(normalisedPath('/%2561dmin//./x/../status')).toBe('/admin/status')
    expect(normalisedPath('/%77ps%2fv2%2Fwallets/balance')).toBe('/wps/v2/wallets/balance')
    expect(normalisedPath('/bad%zz/../wps')).toBe('/wps')
  })
})

describe('no spelling of a gated route walks around a gate', () => {
  it('from outside ADMIN_ALLOW_IPS every admin route, however spelled, is the 404 of an unknown path, token or not', async () => {
    await fc.assert(
      fc.asyncProperty(anyRoute(adminRoutes), fc.boolean(), async ({ method, url }, withToken) => {
        const res = await inject(t.app, method, url, '203.0.113.50', withToken)
        expect([url, res.statusCode]).toEqual([url, 404])
        expect(envelope(res)).toMatchObject({ success: false, code: 'NOT_FOUND' })
      }),
      { numRuns: 300 },
    )
    expect(envelope(await send(t.app, { url: '/admin/status', admin: true }))).toMatchObject({ success: true, value: { maintenance: false } })
  })

  it('during maintenance every site and house game route, however spelled, answers 503 or does not exist', async () => {
    await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: true }, admin: true })
    try {
      await fc.assert(
        fc.asyncProperty(anyRoute(siteRoutes), async ({ method, url }) => {
          const res = await inject(t.app, method, url, nextVisitor('10.9'))
          expect([url, [503, 404, 405].includes(res.statusCode)]).toEqual([url, true])
          if (res.statusCode === 503) expect(envelope(res)).toMatchObject({ code: 'MAINTENANCE' })
        }),
        { numRuns: 400 },
      )
    } finally {
      await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: false }, admin: true })
    }
  })

  it('from a blocked address every site and house game route, however spelled, answers 403 or does not exist', async () => {
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '198.18.0.0/16' }, admin: true })
    try {
      await fc.assert(
        fc.asyncProperty(anyRoute(siteRoutes), async ({ method, url }) => {
          const res = await inject(t.app, method, url, nextVisitor('198.18'))
          expect([url, [403, 404, 405].includes(res.statusCode)]).toEqual([url, true])
          if (res.statusCode === 403) expect(envelope(res)).toMatchObject({ code: 'REGION_RESTRICTED' })
        }),
        { numRuns: 400 },
      )
    } finally {
      await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'unblock', target: '198.18.0.0/16' }, admin: true })
    }
  })

  it('an absolute-form request target is refused before any gate or route reads it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET http://127.0.0.1:${port}/admin/status HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TEST_ADMIN_TOKEN}\r\nConnection: close\r\n\r\n`)
      })
      let text = ''
      socket.on('data', (d) => { text += d.toString() })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request')
    expect(reply).toContain('"code":"BAD_REQUEST"')
  })
})
