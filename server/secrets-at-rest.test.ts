/**
 * What the database holds is not enough to read a code or a secret: one-time codes are
 * hashed under the secrets key, outbox bodies, authenticator secrets and OIDC client secrets are sealed under the
 * secrets key (kept outside the database), the default weak password is a keyed hash. Rows
 * an older version wrote in clear are converted when the app starts.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, envelope, send, TEST_SECRETS_KEY, type TestApp } from './testing/test-app.ts'
import { login, loginToken, solveAltcha } from './testing/account-helpers.ts'
import { isSealed, keyedHash, unseal } from './lib/secrets-key.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => t?.close())

const dump = async (table: 'verification_codes' | 'outbox' | 'settings' | 'member_authenticators' | 'social_providers') =>
  JSON.stringify(await t.testDb.db.selectFrom(table).selectAll().execute())

/** How the previous version sealed an authenticator secret: `<iv>.<tag>.<data>` under a settings key. */
const oldSeal = (key: Buffer, text: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.')
}

describe('secrets at rest', () => {
  it('the bot check\'s signing key is nowhere in the database: challenges verify only under this SECRETS_KEY', async () => {
    const payload = await solveAltcha(t.app)
    expect(await dump('settings')).not.toContain('altcha')
    // The same payload checked by an app with another secrets key: its signature does not hold.
    const other = await t.rebuild({ secretsKey: Buffer.alloc(32, 9) })
    const res = await other.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000001', countryDialingCode: '63', altcha: payload } })
    expect(envelope(res)).toMatchObject({ success: false, code: 'BOT_CHECK_FAILED' })
  })

  it('an SMS code is in neither the codes table nor the outbox table in clear; the admin outbox shows it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/noLogin', payload: { mobileNum: '9170000001', countryDialingCode: '63', altcha: await solveAltcha(t.app) } })
    expect(envelope(res).success).toBe(true)
    const shown = envelope<{ messages: Array<{ body: string }> }>(await send(t.app, { method: 'GET', url: '/admin/outbox?to=9170000001&limit=1', admin: true }))
    if (!shown.success) throw new Error('admin outbox')
    const code = /\b(\d{6})\b/.exec(shown.value.messages[0]!.body)![1]!
    expect(await dump('verification_codes')).not.toContain(code)
    expect(await dump('outbox')).not.toContain(code)
    // Six digits are a million guesses: a plain hash of the code in a dump would give it away.
    const row = await t.testDb.db.selectFrom('verification_codes').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    const material = `${row.purpose}\n${row.target}\n${code}`
    expect(row.code_hash).not.toBe(createHash('sha256').update(material).digest('hex'))
    expect(row.code_hash).toBe(keyedHash(TEST_SECRETS_KEY, material))
  })

  it('an authenticator secret is sealed, and its key is not in the settings table', async () => {
    const token = await loginToken(t.app, 'demo01', 'Demo1234')
    const setup = envelope<{ secret: string }>(await t.app.inject({ method: 'POST', url: '/wps/member/security/authenticator/setup', headers: { authorization: `Bearer ${token}` } }))
    if (!setup.success) throw new Error('setup')
    expect(await dump('member_authenticators')).not.toContain(setup.value.secret)
    const settings = await t.testDb.db.selectFrom('settings').select('key').execute()
    expect(settings.map((s) => s.key)).not.toContain('authenticatorKey')
  })

  it('an OIDC client secret set by the operator is stored sealed', async () => {
    const put = await send(t.app, { method: 'PUT', url: '/admin/social/google', admin: true, payload: { issuer: 'https://93.184.216.34', clientId: 'tala-web', clientSecret: 'client-secret-in-clear-42' } })
    expect(envelope(put).success).toBe(true)
    expect(await dump('social_providers')).not.toContain('client-secret-in-clear-42')
  })

  it('the default weak password is kept as a keyed hash, and still flags a login with it', async () => {
    expect(await dump('settings')).not.toContain('Tala123456')
    const weak = envelope<{ defaultPassword: boolean }>(await login(t.app, 'weakpass1', 'Tala123456'))
    expect(weak.success && weak.value.defaultPassword).toBe(true)
    const other = envelope<{ defaultPassword: boolean }>(await login(t.app, 'demo01', 'Demo1234'))
    expect(other.success && other.value.defaultPassword).toBe(false)
  })

  it('converts what an older version stored in clear when the app starts', async () => {
    const db = t.testDb.db
    const oldKey = randomBytes(32)
    const secret = 'JBSWY3DPEHPK3PXP'
    await db.insertInto('settings').values({ key: 'authenticatorKey', value: JSON.stringify(oldKey.toString('base64')) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(oldKey.toString('base64')) })).execute()
    const agent = await db.selectFrom('members').select('id').where('account', '=', 'agent01').executeTakeFirstOrThrow()
    await db.insertInto('member_authenticators').values({ member_id: agent.id, secret_enc: oldSeal(oldKey, secret), bound_at: new Date(), last_step: null }).execute()
    await db.updateTable('social_providers').set({ client_secret: 'plain-old-secret' }).where('provider', '=', 'google').execute()
    await db.insertInto('outbox').values({ channel: 'sms', to: '+63 9170000009', subject: '', body: 'Your code is 771234', provider: 'outbox', created_at: new Date(), sent_at: null }).execute()
    await db.updateTable('settings').set({ value: JSON.stringify('Tala123456') }).where('key', '=', 'defaultWeakPassword').execute()

    await t.rebuild()

    expect((await db.selectFrom('settings').select('key').execute()).map((s) => s.key)).not.toContain('authenticatorKey')
    const auth = await db.selectFrom('member_authenticators').select('secret_enc').where('member_id', '=', agent.id).executeTakeFirstOrThrow()
    expect(unseal(TEST_SECRETS_KEY, auth.secret_enc)).toBe(secret)
    const google = await db.selectFrom('social_providers').select('client_secret').where('provider', '=', 'google').executeTakeFirstOrThrow()
    expect(unseal(TEST_SECRETS_KEY, google.client_secret)).toBe('plain-old-secret')
    const message = await db.selectFrom('outbox').select('body').where('to', '=', '+63 9170000009').executeTakeFirstOrThrow()
    expect(isSealed(message.body) && unseal(TEST_SECRETS_KEY, message.body)).toBe('Your code is 771234')
    expect(await dump('settings')).not.toContain('Tala123456')
  })
})
