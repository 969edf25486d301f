/** Vendor HMAC secrets are sealed at rest, and clear rows from before are sealed at start. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, type TestApp } from '../../testing/test-app.ts'
import { memberId, seamless } from '../../testing/wallet-helpers.ts'
import { ensureVendorSecret } from './index.ts'

let t: TestApp
let player: string
const stored = async (vendor: string) =>
  (await t.testDb.db.selectFrom('vendor_secrets').select('secret').where('vendor', '=', vendor).executeTakeFirstOrThrow()).secret

beforeAll(async () => {
  t = await createTestApp()
  player = String(await memberId(t.testDb.db, 'demo01'))
})
afterAll(() => t.close())

describe('vendor secrets at rest', () => {
  it('stores a new secret sealed, and calls signed with it verify', async () => {
    const secret = await ensureVendorSecret(t.testDb.db, t.app.tala.secretsKey, 'SEALED_V')
    const row = await stored('SEALED_V')
    expect(row).not.toContain(secret)
    expect(row).toMatch(/^s1\./)
    expect(envelope(await seamless(t.app, 'SEALED_V', 'balance', { playerId: player }, secret)).success).toBe(true)
  })

  it('seals a secret stored in clear when the server starts, and the vendor keeps signing with it', async () => {
    const clear = 'c'.repeat(64)
    await t.testDb.db.insertInto('vendor_secrets').values({ vendor: 'OLD_V', secret: clear }).execute()
    const app = await t.rebuild()
    expect(await stored('OLD_V')).not.toContain(clear)
    expect(envelope(await seamless(app, 'OLD_V', 'balance', { playerId: player }, clear)).success).toBe(true)
    expect(envelope(await seamless(app, 'OLD_V', 'balance', { playerId: player }, 'd'.repeat(64)))).toMatchObject({ code: 'SIGNATURE_INVALID' })
  })

  it('refuses every signature when the database holds a secret sealed under another key', async () => {
    const secret = await ensureVendorSecret(t.testDb.db, t.app.tala.secretsKey, 'KEYED_V')
    const other = await t.rebuild({ secretsKey: Buffer.alloc(32, 7) })
    expect(envelope(await seamless(other, 'KEYED_V', 'balance', { playerId: player }, secret))).toMatchObject({ code: 'SIGNATURE_INVALID' })
  })
})
