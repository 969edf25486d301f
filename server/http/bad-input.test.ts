/**
 * Strings PostgreSQL cannot store (NUL, unpaired surrogates) are the client's fault on every
 * route: 400 VALIDATION_FAILED, never a 500. A form the multipart parser cannot read is 400
 * BAD_REQUEST. File lookups by name ignore prototype keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InjectOptions } from 'fastify'
import { createTestApp, envelope, TEST_ADMIN_TOKEN, type TestApp } from '../testing/test-app.ts'
import { createMember } from '../testing/withdraw-helpers.ts'

let t: TestApp
beforeAll(async () => { t = await createTestApp() })
afterAll(() => t.close())

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
const refused = async (req: InjectOptions) => {
  const res = await t.app.inject(req)
  expect({ status: res.statusCode, code: envelope(res).success ? null : (envelope(res) as { code: string }).code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' })
}

describe('NUL and unpaired surrogates in a request', () => {
  it('are refused in a JSON body (gameList, password/email)', async () => {
    await refused({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: { gameName: '\u0000' } })
    await refused({ method: 'POST', url: '/wps/relay/GCSGAME_gameList', payload: '{"gameName":"a\\ud800b"}', headers: { 'content-type': 'application/json' } })
    await refused({ method: 'POST', url: '/wps/member/password/email', payload: { username: '\u0000', email: 'a@example.com' } })
  })
  it('are refused in a query (affiliate, house round, admin outbox)', async () => {
    await refused({ method: 'GET', url: '/wps/agent/affiliate?code=%00' })
    await refused({ method: 'GET', url: '/house/api/round?id=%00' })
    await refused({ method: 'GET', url: '/admin/outbox?to=%00', headers: admin })
    // Routes that read their query without a schema (found by the fuzz suite, seeds 777001 and 31337).
    await refused({ method: 'GET', url: '/house/verify?round=%00' })
    await refused({ method: 'GET', url: '/house/api/table/stream?table=a%00b' })
    await refused({ method: 'GET', url: '/house/lottery/?s=%00' })
  })
  it('are refused in a path (admin modules, register rules, settings)', async () => {
    await refused({ method: 'PUT', url: '/admin/modules/%00', payload: { enabled: true }, headers: admin })
    await refused({ method: 'PUT', url: '/admin/register-rules/%00', payload: { enabled: true }, headers: admin })
    await refused({ method: 'GET', url: '/admin/settings/%00', headers: admin })
    await refused({ method: 'GET', url: '/house/lottery/a%00.js' })
  })
})

describe('a multipart form the parser cannot read', () => {
  it('is 400 BAD_REQUEST on a call that takes files, and changes nothing (found by the fuzz suite, seed 4242)', async () => {
    const member = await createMember(t, 'formfuzz1')
    const before = await t.testDb.db.selectFrom('withdrawal_proofs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    for (const payload of ['{}', '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\n{"id":', '--x\r\nbroken header\r\n\r\n']) {
      const res = await t.app.inject({
        method: 'POST', url: '/wps/member/withdrawals/confirm', payload,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      })
      expect({ status: res.statusCode, code: (envelope(res) as { code?: string }).code }).toEqual({ status: 400, code: 'BAD_REQUEST' })
    }
    expect(await t.testDb.db.selectFrom('withdrawal_proofs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(before)
  })
})

describe('file names that are prototype keys', () => {
  it('are 404 on the house slot and the API docs', async () => {
    for (const url of ['/house/slot/__proto__', '/house/slot/constructor', '/house/slot/hasOwnProperty', '/docs/__proto__', '/docs/constructor']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode]).toEqual([url, 404])
    }
  })
})
