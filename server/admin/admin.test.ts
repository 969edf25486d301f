/** The operator API: access control, status, and switches that show up for visitors. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(async () => { await t?.close() })

type Node = { modId: string; enabled: '1' | '0'; childrenNodes: Node[] }
const moduleState = async (modId: string): Promise<string | undefined> => {
  const tree = (envelope(await t.app.inject({ url: '/wps/system/whitelabel' })) as { value: Node[] }).value
  const find = (nodes: Node[]): Node | undefined => nodes.map((n) => (n.modId === modId ? n : find(n.childrenNodes))).find(Boolean)
  return find(tree)?.enabled
}

describe('admin access', () => {
  it('is disabled without ADMIN_TOKEN (403 ADMIN_DISABLED)', async () => {
    const app = await t.rebuild({ adminToken: null })
    const res = await app.inject({ url: '/admin/status', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })
    expect(res.statusCode).toBe(403)
    expect(envelope(res)).toMatchObject({ success: false, code: 'ADMIN_DISABLED' })
  })

  it('refuses a missing or wrong token (401 UNAUTHORIZED)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: TEST_ADMIN_TOKEN }, { token: TEST_ADMIN_TOKEN }]) {
      for (const req of [
        { method: 'GET' as const, url: '/admin/status' },
        { method: 'PUT' as const, url: '/admin/maintenance', payload: { on: true } },
      ]) {
        const res = await t.app.inject({ ...req, headers })
        expect(res.statusCode).toBe(401)
        expect(envelope(res)).toMatchObject({ code: 'UNAUTHORIZED' })
      }
    }
    // and nothing changed
    expect((envelope(await t.app.inject({ url: '/wps/system/status' })) as { value: { maintenance: boolean } }).value.maintenance).toBe(false)
  })
})

describe('GET /admin/status', () => {
  it('reports maintenance, blocks, modules and content counts', async () => {
    const res = await send(t.app, { url: '/admin/status', admin: true })
    expect(res.statusCode).toBe(200)
    const value = (envelope(res) as { value: Record<string, unknown> }).value
    expect(value).toMatchObject({
      maintenance: false,
      blockedRegions: [],
      counts: { gameVendors: expect.any(Number), announcements: expect.any(Number), helpArticles: expect.any(Number), activeCaptchas: 0 },
    })
    const modules = value.modules as Array<{ modId: string; parentId: string | null; enabled: boolean }>
    expect(modules).toContainEqual({ modId: 'HOMEREDIRECT3', parentId: 'SITE3', enabled: false })
    expect(modules).toContainEqual({ modId: 'REGISTER3', parentId: null, enabled: true })
  })
})

describe('PUT /admin/modules/:modId', () => {
  it('switching a module off and on is reflected in the whitelabel tree', async () => {
    expect(await moduleState('FREEPLAY3')).toBe('1')
    const off = await send(t.app, { method: 'PUT', url: '/admin/modules/FREEPLAY3', payload: { enabled: false }, admin: true })
    expect(envelope(off)).toEqual({ success: true, value: { modId: 'FREEPLAY3', enabled: false } })
    expect(await moduleState('FREEPLAY3')).toBe('0')
    await send(t.app, { method: 'PUT', url: '/admin/modules/FREEPLAY3', payload: { enabled: true }, admin: true })
    expect(await moduleState('FREEPLAY3')).toBe('1')
  })

  it('an unknown module answers 404', async () => {
    const res = await send(t.app, { method: 'PUT', url: '/admin/modules/NOPE3', payload: { enabled: true }, admin: true })
    expect(res.statusCode).toBe(404)
    expect(envelope(res)).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('NOPE3') })
  })

  it('a non-boolean switch is a validation failure', async () => {
    const res = await send(t.app, { method: 'PUT', url: '/admin/modules/FREEPLAY3', payload: { enabled: 'yes' }, admin: true })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('enabled') })
  })
})

describe('PUT /admin/register-rules/:field', () => {
  const rules = async () => (envelope(await t.app.inject({ url: '/wps/system/setting/register' })) as { value: Record<string, { enabled: boolean; required: boolean }> }).value
  it('hides, shows and makes a registration field optional; the register settings follow', async () => {
    const off = await send(t.app, { method: 'PUT', url: '/admin/register-rules/captcha', payload: { enabled: false }, admin: true })
    expect(envelope(off)).toEqual({ success: true, value: { field: 'captcha', enabled: false, required: true } })
    expect((await rules()).captcha).toMatchObject({ enabled: false })
    await send(t.app, { method: 'PUT', url: '/admin/register-rules/captcha', payload: { enabled: true, required: false }, admin: true })
    expect((await rules()).captcha).toMatchObject({ enabled: true, required: false })
  })

  it('an unknown field answers 404, an empty change 400, and neither needs no token', async () => {
    expect((await send(t.app, { method: 'PUT', url: '/admin/register-rules/nope', payload: { enabled: true }, admin: true })).statusCode).toBe(404)
    const empty = await send(t.app, { method: 'PUT', url: '/admin/register-rules/captcha', payload: {}, admin: true })
    expect(envelope(empty)).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((await send(t.app, { method: 'PUT', url: '/admin/register-rules/captcha', payload: { enabled: false } })).statusCode).toBe(401)
  })
})

describe('POST /admin/region', () => {
  it('normalises targets and reports whether anything changed', async () => {
    const first = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '10.1.2.3/8' }, admin: true })
    expect(envelope(first)).toMatchObject({ value: { kind: 'cidr', value: '10.0.0.0/8', changed: true } })
    const again = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '10.0.0.0/8' }, admin: true })
    expect(envelope(again)).toMatchObject({ value: { changed: false } })
    const ip = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target: '2001:DB8::1' }, admin: true })
    expect(envelope(ip)).toMatchObject({ value: { kind: 'cidr', value: '2001:db8::1/128' } })

    const status = (envelope(await send(t.app, { url: '/admin/status', admin: true })) as { value: { blockedRegions: Array<{ value: string }> } }).value
    expect(status.blockedRegions.map((b) => b.value).sort()).toEqual(['10.0.0.0/8', '2001:db8::1/128'])

    const gone = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'unblock', target: '10.0.0.0/8' }, admin: true })
    expect(envelope(gone)).toMatchObject({ value: { changed: true, blockedRegions: [{ value: '2001:db8::1/128' }] } })
    const missing = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'unblock', target: 'VN' }, admin: true })
    expect(envelope(missing)).toMatchObject({ value: { changed: false } })
    await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'unblock', target: '2001:db8::1' }, admin: true })
  })

  it('refuses targets that are neither a country, an IP nor a CIDR', async () => {
    for (const target of ['PHL', '300.1.1.1', '10.0.0.0/33', 'example.com', '']) {
      const res = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'block', target }, admin: true })
      expect(res.statusCode, target).toBe(400)
      expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('target') })
    }
    const res = await send(t.app, { method: 'POST', url: '/admin/region', payload: { action: 'ban', target: 'PH' }, admin: true })
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('action') })
  })
})

describe('PUT /admin/maintenance', () => {
  it('refuses a body without a boolean', async () => {
    const res = await send(t.app, { method: 'PUT', url: '/admin/maintenance', payload: { on: 'true' }, admin: true })
    expect(res.statusCode).toBe(400)
    expect(envelope(res)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('on') })
  })
})
