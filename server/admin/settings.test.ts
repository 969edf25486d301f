import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, type TestApp } from '../testing/test-app.ts'
import { getSetting } from '../db/settings.ts'
import { parseCliArgs } from './cli-args.ts'
import { formatSetting } from './cli-format.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

describe('operator settings (/admin/settings/:key)', () => {
  it('reads loginIpVerification (off by default) and switches it', async () => {
    expect(envelope(await send(t.app, { url: '/admin/settings/loginIpVerification', admin: true }))).toEqual({
      success: true, value: { key: 'loginIpVerification', value: 'false', stored: false },
    })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/loginIpVerification', payload: { value: 'on' }, admin: true }))).toEqual({
      success: true, value: { key: 'loginIpVerification', value: 'true', stored: true },
    })
    expect(await getSetting(t.testDb.db, 'loginIpVerification')).toBe(true)
    await send(t.app, { method: 'PUT', url: '/admin/settings/loginIpVerification', payload: { value: 'false' }, admin: true })
    expect(await getSetting(t.testDb.db, 'loginIpVerification')).toBe(false)
  })

  it('refuses unknown keys, secrets, bad values and callers without the token', async () => {
    expect(envelope(await send(t.app, { url: '/admin/settings/payloadKey', admin: true }))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await send(t.app, { url: '/admin/settings/__proto__', admin: true }))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/authenticatorKey', payload: { value: 'x' }, admin: true }))).toMatchObject({ code: 'NOT_FOUND' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/loginIpVerification', payload: { value: 'maybe' }, admin: true }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(envelope(await send(t.app, { method: 'PUT', url: '/admin/settings/loginIpVerification', payload: { value: true }, admin: true }))).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((await send(t.app, { method: 'PUT', url: '/admin/settings/loginIpVerification', payload: { value: 'true' } })).statusCode).toBe(401)
    expect(await getSetting(t.testDb.db, 'loginIpVerification')).toBe(false)
  })

  it('is reachable from the CLI as setting get / setting set', () => {
    const env = { ADMIN_TOKEN: 'x'.repeat(20) }
    expect(parseCliArgs(['setting', 'get', 'loginIpVerification'], env)).toMatchObject({ ok: true, command: { kind: 'settingGet', key: 'loginIpVerification' } })
    expect(parseCliArgs(['setting', 'set', 'loginIpVerification', 'true'], env)).toMatchObject({ ok: true, command: { kind: 'settingSet', key: 'loginIpVerification', value: 'true' } })
    expect(parseCliArgs(['setting', 'set', 'loginIpVerification'], env)).toMatchObject({ ok: false })
    expect(parseCliArgs(['setting', 'delete', 'x'], env)).toMatchObject({ ok: false })
    expect(formatSetting({ key: 'loginIpVerification', value: 'false', stored: false })).toBe('loginIpVerification = false (default)')
  })
})
